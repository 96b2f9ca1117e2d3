import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useNotificar } from '../../../notifications';
import { eliminarTarjeta, guardarTarjeta, useRefrescar, useSuscripciones, useTarjetaGuardada } from '../api';
import { TarjetaRechazada, tokenizarTarjeta } from '../tokenizar';
import { DialogoTarjeta, type TarjetaIngresada } from './DialogoTarjeta';
import { IconoMarca } from './IconoMarca';
import { marcaDeFranquicia } from './validacion';

const T = 'comanda.suscripciones.guardada';

/**
 * The company's saved card on /configSistema/cuenta (the owner's): brand and last four, change it (the same card
 * dialog, tokenized by the browser; POST usuarios/me/tarjeta) or remove it (DELETE usuarios/me/tarjeta).
 */
export const SeccionTarjeta = () => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const tarjeta = useTarjetaGuardada();
  const suscripciones = useSuscripciones();
  const refrescar = useRefrescar();
  const [dialogo, setDialogo] = useState(false);
  const [guardando, setGuardando] = useState(false);
  const [rechazo, setRechazo] = useState<string | null>(null);
  const [confirmar, setConfirmar] = useState(false);

  const cerrar = () => {
    setDialogo(false);
    setRechazo(null);
  };

  const guardar = async (ingresada: TarjetaIngresada) => {
    if (!suscripciones.data) return;
    setGuardando(true);
    setRechazo(null);
    try {
      const token = await tokenizarTarjeta(suscripciones.data.pasarela, ingresada);
      notificar.exito(await guardarTarjeta(token));
      cerrar();
      void refrescar();
    } catch (error) {
      if (error instanceof TarjetaRechazada)
        setRechazo(translate('comanda.suscripciones.compra.tarjeta_rechazada', { detalle: error.message }));
      else notificar.error(error as Error);
    } finally {
      setGuardando(false);
    }
  };

  const eliminar = async () => {
    setConfirmar(false);
    try {
      notificar.exito(await eliminarTarjeta());
      void refrescar();
    } catch (error) {
      notificar.error(error as Error);
    }
  };

  const guardada = tarjeta.data;
  return (
    <Box component="section" aria-labelledby="cuenta-tarjeta" data-testid="tarjeta-guardada">
      <Typography id="cuenta-tarjeta" variant="h6" component="h2" gutterBottom>
        {translate(`${T}.titulo`)}
      </Typography>
      {tarjeta.error ? <Alert severity="error">{translate(`${T}.error_carga`)}</Alert> : null}
      {tarjeta.isSuccess ? (
        <Stack spacing={2}>
          {guardada ? (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <IconoMarca marca={marcaDeFranquicia(guardada.franquicia)} />
              <Typography>
                {translate(`${T}.descripcion`, {
                  franquicia: guardada.franquicia,
                  ultimos: guardada.ultimos_digitos,
                  mes: String(guardada.mes).padStart(2, '0'),
                  anio: String(guardada.anio % 100).padStart(2, '0'),
                })}
              </Typography>
            </Stack>
          ) : (
            <Typography color="text.secondary">{translate(`${T}.ninguna`)}</Typography>
          )}
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => setDialogo(true)} disabled={!suscripciones.data}>
              {translate(guardada ? `${T}.cambiar` : `${T}.agregar`)}
            </Button>
            {guardada ? (
              <Button color="error" onClick={() => setConfirmar(true)}>
                {translate(`${T}.eliminar`)}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      ) : null}
      <DialogoTarjeta
        open={dialogo}
        onClose={cerrar}
        onSubmit={(ingresada) => void guardar(ingresada)}
        enviando={guardando}
        error={rechazo}
        textoGuardar={`${T}.guardar`}
      />
      <ConfirmDialog
        open={confirmar}
        data={guardada ?? null}
        variant="delete"
        title={translate(`${T}.eliminar`)}
        content={translate(`${T}.eliminar_pregunta`)}
        onConfirm={() => void eliminar()}
        onClose={() => setConfirmar(false)}
      />
    </Box>
  );
};
