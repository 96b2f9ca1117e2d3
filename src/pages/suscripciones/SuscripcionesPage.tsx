import { Alert, AlertTitle, Box, Button, Grid, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PlanSuscripcion, SuscripcionActual } from '../../../common/suscripciones';
import { useUsuario } from '../../authProvider';
import { PageFrame } from '../../components/PageFrame';
import { LoadingPage } from '../../components/LoadingOverlay';
import { useCobros, useSuscripciones, useTarjetaGuardada } from './api';
import { BotonSoporte } from './BotonSoporte';
import { DialogosCompra } from './DialogosCompra';
import { HistorialCobros } from './HistorialCobros';
import { TarjetaPlan } from './TarjetaPlan';
import { useCompra } from './useCompra';

const T = 'comanda.suscripciones';

/** The company's state in one line: trial until, paid until, a charge pending, or the free plan's limits. */
const EstadoActual = ({ actual }: { actual: SuscripcionActual }) => {
  const translate = useTranslate();
  const fecha = actual.estado === 'prueba' ? actual.fecha_fin_periodo_prueba : actual.fin_periodo;
  const clave =
    (actual.estado === 'prueba' || actual.estado === 'activa') && !fecha
      ? `${T}.estado.${actual.estado}_sin_fecha`
      : `${T}.estado.${actual.estado}`;
  const severidad = actual.estado === 'gratis' ? 'warning' : actual.estado === 'activa' ? 'success' : 'info';
  return (
    <Alert severity={severidad} data-testid="estado-suscripcion">
      {translate(clave, { fecha })}
    </Alert>
  );
};

const Planes = ({
  titulo,
  planes,
  actual,
  onAdquirir,
}: {
  titulo: string;
  planes: PlanSuscripcion[];
  actual: SuscripcionActual;
  onAdquirir: (plan: PlanSuscripcion) => void;
}) => {
  const translate = useTranslate();
  if (planes.length === 0) return null;
  return (
    <Box component="section" aria-label={translate(titulo)}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(titulo)}
      </Typography>
      <Grid container spacing={2}>
        {planes.map((plan) => {
          const esActual = plan.id === actual.id_suscripcion;
          return (
            <Grid key={plan.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <TarjetaPlan
                plan={plan}
                actual={esActual}
                adquirible={!(esActual && actual.estado === 'activa')}
                onAdquirir={onAdquirir}
              />
            </Grid>
          );
        })}
      </Grid>
    </Box>
  );
};

/**
 * /suscripciones (spec §2, the owner only: the route guard sends other roles to /ventas): the plans with what each
 * allows, the current one marked, the purchase (spec §4/§5/§8) and the history of charges.
 */
const SuscripcionesPage = () => {
  const translate = useTranslate();
  const usuario = useUsuario();
  const suscripciones = useSuscripciones();
  const tarjeta = useTarjetaGuardada();
  const cobros = useCobros(usuario?.user.id);
  const compra = useCompra({ suscripciones: suscripciones.data, tarjeta: tarjeta.data });
  const datos = suscripciones.data;

  return (
    <PageFrame
      title={`${T}.titulo`}
      breadcrumbs={[
        { label: 'comanda.menu.inicio', link: '/principal' },
        { label: `${T}.titulo`, active: true },
      ]}
    >
      {suscripciones.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void suscripciones.refetch()}>
              {translate(`${T}.reintentar`)}
            </Button>
          }
        >
          <AlertTitle>{translate(`${T}.error_carga`)}</AlertTitle>
          {translate(suscripciones.error.message, { _: suscripciones.error.message })}
        </Alert>
      ) : null}
      {!datos && !suscripciones.error ? <LoadingPage /> : null}
      {datos ? (
        <Stack spacing={3}>
          <EstadoActual actual={datos.actual} />
          <BotonSoporte
            numero={datos.soporte.whatsapp}
            empresa={usuario?.empresa.nombre || usuario?.user.business_name || ''}
            ultimo={cobros.data?.[0]}
          />
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.cambio_plan`)}
          </Typography>
          <Planes
            titulo={`${T}.planes`}
            planes={datos.suscripcionesPadres}
            actual={datos.actual}
            onAdquirir={compra.adquirir}
          />
          <Planes
            titulo={`${T}.planes_adicionales`}
            planes={datos.suscripcionesHijas}
            actual={datos.actual}
            onAdquirir={compra.adquirir}
          />
          <Box component="section" aria-labelledby="historial-cobros">
            <Typography id="historial-cobros" variant="h6" component="h2" gutterBottom>
              {translate(`${T}.historial.titulo`)}
            </Typography>
            <HistorialCobros cobros={cobros.data} error={cobros.error} />
          </Box>
        </Stack>
      ) : null}
      <DialogosCompra compra={compra} />
    </PageFrame>
  );
};

export default SuscripcionesPage;
