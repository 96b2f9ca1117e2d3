import { Alert, Box, Button } from '@mui/material';
import { Pagination, useListContext, useTranslate } from 'react-admin';

/**
 * A list that failed to load says so, with the server's message and a retry, instead of looking empty. `mensaje`
 * replaces the error's own (a report's spec §8 message when the server gave none).
 */
export const ErrorLista = ({ mensaje: propio }: { mensaje?: string } = {}) => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  const mensaje = propio || error?.message || 'comanda.errores.generico';
  return (
    <Box sx={{ p: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('comanda.errores.reintentar')}
          </Button>
        }
      >
        {translate(mensaje, { _: mensaje })}
      </Alert>
    </Box>
  );
};

/** The paginator, but not beside a failed load (its '1-10 de 10' would describe rows that are not there). */
export const Paginacion = () => {
  const { error } = useListContext();
  return error ? null : <Pagination />;
};
