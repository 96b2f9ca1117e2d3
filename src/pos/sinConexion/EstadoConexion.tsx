import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import SyncIcon from '@mui/icons-material/Sync';
import { useTranslate } from 'react-admin';
import { almacenActual } from './api';
import { reintentar } from './cola';
import { useColaSinConexion } from './useColaSinConexion';

/**
 * The connection's state in the POS header (issue 31): nothing while online with nothing queued; offline, how many
 * sales wait in this device; syncing; and each sale the server refused, with its message and a retry.
 */
const EstadoConexion = () => {
  const translate = useTranslate();
  const { porSincronizar, rechazadas, online, sincronizando, recargar } = useColaSinConexion();
  if (online && porSincronizar === 0 && rechazadas.length === 0) return null;
  return (
    <Stack
      role="status"
      aria-live="polite"
      data-testid="estado-conexion"
      sx={{ mx: 1, maxWidth: 420 }}
      spacing={0.5}
    >
      {!online ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <CloudOffIcon fontSize="small" />
          <Typography variant="body2">
            {translate('comanda.sin_conexion.sin_conexion', { n: porSincronizar })}
          </Typography>
        </Box>
      ) : porSincronizar > 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <SyncIcon fontSize="small" />
          <Typography variant="body2">
            {translate(
              sincronizando ? 'comanda.sin_conexion.sincronizando' : 'comanda.sin_conexion.por_sincronizar',
              {
                n: porSincronizar,
              },
            )}
          </Typography>
        </Box>
      ) : null}
      {rechazadas.map((p) => (
        <Alert
          key={p.idempotencia}
          severity="error"
          action={
            <Button
              color="inherit"
              sx={{ minHeight: 48 }}
              onClick={() => void reintentar(almacenActual(), p.idempotencia).then(recargar)}
            >
              {translate('comanda.sin_conexion.reintentar')}
            </Button>
          }
        >
          {translate('comanda.sin_conexion.rechazada', {
            numero: p.numeroDocumento ?? '—',
            mensaje: translate(p.rechazo ?? '', { _: p.rechazo ?? '' }),
          })}
        </Alert>
      ))}
    </Stack>
  );
};

export default EstadoConexion;
