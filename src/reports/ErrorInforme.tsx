import { Alert, Box, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { Informe } from '../../common/informes/tipos';
import { mensajeDeCarga } from './mensajeCarga';

/** A report that failed to load says why (spec §8) with a retry, never an empty grid. */
export const ErrorInforme = ({ informe }: { informe: Informe }) => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  const mensaje = mensajeDeCarga(error, informe);
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
