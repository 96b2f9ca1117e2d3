import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatearPesos } from '../../../common/formatoDinero';
import { DialogoTarjeta } from './tarjeta/DialogoTarjeta';
import type { PasoCompra, useCompra } from './useCompra';

const T = 'comanda.suscripciones.compra';

interface AvisoProps {
  titulo: string;
  icono: ReactNode;
  textos: string[];
  acciones?: ReactNode;
  onClose?: () => void;
}

const Aviso = ({ titulo, icono, textos, acciones, onClose }: AvisoProps) => (
  <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="compra-titulo">
    <DialogTitle id="compra-titulo" sx={{ textAlign: 'center' }}>
      {titulo}
    </DialogTitle>
    <DialogContent>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        {icono}
        {textos.map((texto) => (
          <Typography key={texto} sx={{ textAlign: 'center' }}>
            {texto}
          </Typography>
        ))}
      </Box>
    </DialogContent>
    {acciones ? <DialogActions sx={{ justifyContent: 'center', pb: 2 }}>{acciones}</DialogActions> : null}
  </Dialog>
);

/** The purchase's dialogs (spec §2/§4/§8), one at a time as the flow goes. */
export const DialogosCompra = ({ compra }: { compra: ReturnType<typeof useCompra> }) => {
  const translate = useTranslate();
  const { paso, cerrar, comprar, otraTarjeta } = compra;
  const t = (clave: string, valores?: Record<string, unknown>) => translate(clave, { _: clave, ...valores });
  const tarjeta = paso.tipo === 'tarjeta' ? paso : null;
  const cobrandoTarjeta = paso.tipo === 'realizando' && paso.conTarjeta;

  return (
    <>
      {/* Open while typing and while the charge runs, so the typed card stays if the gateway refuses it. */}
      <DialogoTarjeta
        open={tarjeta !== null || cobrandoTarjeta}
        enviando={cobrandoTarjeta}
        onClose={cerrar}
        onSubmit={(ingresada) => tarjeta && void comprar(tarjeta.plan, ingresada)}
        error={tarjeta?.error ? t(`${T}.tarjeta_rechazada`, { detalle: tarjeta.error }) : null}
      />
      <Paso paso={paso} t={t} cerrar={cerrar} comprar={comprar} otraTarjeta={otraTarjeta} />
    </>
  );
};

interface PasoProps extends Pick<ReturnType<typeof useCompra>, 'cerrar' | 'comprar' | 'otraTarjeta'> {
  paso: PasoCompra;
  t: (clave: string, valores?: Record<string, unknown>) => string;
}

const Paso = ({ paso, t, cerrar, comprar, otraTarjeta }: PasoProps) => {
  switch (paso.tipo) {
    case 'confirmar':
      return (
        <Aviso
          titulo={t(`${T}.confirmar_titulo`)}
          icono={null}
          textos={[
            t(`${T}.confirmar`, {
              plan: paso.plan.nombre,
              precio: `${formatearPesos(paso.plan.precio)} ${paso.plan.moneda}`,
              franquicia: paso.tarjeta.franquicia,
              ultimos: paso.tarjeta.ultimos_digitos,
            }),
          ]}
          onClose={cerrar}
          acciones={
            <>
              <Button onClick={() => cerrar()}>{t(`${T}.cancelar`)}</Button>
              <Button onClick={() => otraTarjeta(paso.plan)}>{t(`${T}.otra_tarjeta`)}</Button>
              <Button variant="contained" onClick={() => void comprar(paso.plan)}>
                {t(`${T}.si`)}
              </Button>
            </>
          }
        />
      );
    case 'realizando':
      return (
        <Aviso
          titulo={t(`${T}.realizando`)}
          icono={<CircularProgress aria-label={t(`${T}.realizando`)} />}
          textos={[t(`${T}.espera`)]}
        />
      );
    case 'exito':
      return (
        <Aviso
          titulo={t(`${T}.exito_titulo`)}
          icono={<CheckCircleIcon color="success" sx={{ fontSize: 56 }} />}
          textos={[t(`${T}.exito`, { plan: paso.plan }), t(`${T}.recarga`)]}
        />
      );
    case 'pendiente':
      return (
        <Aviso
          titulo={t(`${T}.pendiente_titulo`)}
          icono={<HourglassTopIcon color="info" sx={{ fontSize: 56 }} />}
          textos={[t(`${T}.pendiente`)]}
          onClose={cerrar}
          acciones={
            <Button variant="contained" onClick={() => cerrar()}>
              {t('comanda.comun.cerrar')}
            </Button>
          }
        />
      );
    case 'fallida':
      return (
        <Aviso
          titulo={t(`${T}.fallida_titulo`)}
          icono={<ErrorIcon color="error" sx={{ fontSize: 56 }} />}
          textos={[t(paso.mensaje), t(`${T}.reintentar_texto`)]}
          onClose={cerrar}
          acciones={
            <Button variant="contained" color="error" onClick={() => cerrar()}>
              {t(`${T}.regresar`)}
            </Button>
          }
        />
      );
    case 'error':
      return (
        <Aviso
          titulo={t(`${T}.error_titulo`)}
          icono={<ErrorIcon color="error" sx={{ fontSize: 56 }} />}
          textos={[t(paso.mensaje)]}
          onClose={cerrar}
          acciones={
            <Button variant="contained" onClick={() => cerrar()}>
              {t(`${T}.cancelar`)}
            </Button>
          }
        />
      );
    default:
      return null;
  }
};
