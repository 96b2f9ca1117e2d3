import { Alert, Button, IconButton, Snackbar } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { olvidarNuevaVersion, useNuevaVersion } from './nuevaVersion';

/**
 * 'Nueva versión disponible — Actualizar' (issue 30): shown while a new version of the app waits, at the bottom,
 * without blocking the screen (no backdrop, no timeout: a cashier finishes the sale first). 'Actualizar' lets the new
 * version take over and reloads; closing it keeps the current version until the next load.
 */
export const AvisoActualizacion = () => {
  const translate = useTranslate();
  const actualizar = useNuevaVersion();
  return (
    <Snackbar open={actualizar !== null} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        data-testid="aviso-actualizacion"
        sx={{ alignItems: 'center' }}
        action={
          <>
            <Button
              color="inherit"
              variant="outlined"
              onClick={() => actualizar?.()}
              sx={{ minHeight: 48, mr: 1 }}
            >
              {translate('comanda.layout.actualizacion.actualizar')}
            </Button>
            <IconButton
              color="inherit"
              aria-label={translate('comanda.comun.cerrar')}
              onClick={olvidarNuevaVersion}
              sx={{ width: 48, height: 48 }}
            >
              <CloseIcon />
            </IconButton>
          </>
        }
      >
        {translate('comanda.layout.actualizacion.mensaje')}
      </Alert>
    </Snackbar>
  );
};
