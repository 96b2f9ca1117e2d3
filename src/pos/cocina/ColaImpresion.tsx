import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslate } from 'react-admin';
import { horaDe, type Ticket } from './impresion';

const T = 'comanda.cocina';

/** This station's tickets (newest first): queued or printed, each with "Reimprimir". */
export const ColaImpresion = ({
  cola,
  onReimprimir,
}: {
  cola: readonly Ticket[];
  onReimprimir: (t: Ticket) => void;
}) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="cola-impresion" sx={{ mt: 2 }}>
      <Typography id="cola-impresion" component="h2" variant="h6">
        {translate(`${T}.cola`)}
      </Typography>
      {cola.length === 0 ? (
        <Typography color="text.secondary">{translate(`${T}.cola_vacia`)}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {cola.map((t) => {
            const mesa = t.mesa ?? translate(`${T}.mostrador`);
            const orden = `${mesa} · ${translate(`${T}.orden`, { id: t.id_orden })}`;
            return (
              <Stack
                component="li"
                key={t.clave}
                direction="row"
                alignItems="center"
                spacing={1}
                sx={{ flexWrap: 'wrap' }}
              >
                <Typography sx={{ flex: 1, minWidth: 160 }}>
                  {horaDe(t.hora)} · {orden}
                </Typography>
                <Chip
                  size="small"
                  color={t.estado === 'impresa' ? 'success' : 'default'}
                  label={translate(`${T}.${t.estado === 'impresa' ? 'impresa' : 'pendiente'}`)}
                />
                <Button
                  variant="outlined"
                  startIcon={<PrintIcon />}
                  onClick={() => onReimprimir(t)}
                  aria-label={translate(`${T}.reimprimir_comanda`, { orden })}
                  sx={{ minHeight: 48 }}
                >
                  {translate(`${T}.reimprimir`)}
                </Button>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Box>
  );
};
