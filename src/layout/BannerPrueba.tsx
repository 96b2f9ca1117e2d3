import { Alert, Button, useMediaQuery, type Theme } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useUsuario } from '../authProvider';
import { ROL_PROPIETARIO } from '../modules';

/** 'YYYY-MM-DD' of the trial's end (spec §9 date format), whatever time part the API adds. */
export const fechaCorta = (fecha: string | null | undefined): string | null => {
  const coincidencia = fecha ? /^(\d{4}-\d{2}-\d{2})/.exec(fecha) : null;
  return coincidencia ? coincidencia[1] : null;
};

/** Where 'Comprar Paquete' leads. */
export const RUTA_SUSCRIPCIONES = '/suscripciones';

/**
 * After the trial (the free plan's limits: its data kept) or while a renewal is unpaid (issue 28): what happened and
 * 'Comprar Paquete', for the owner only, as the trial's banner.
 */
const BannerPlan = ({ estado, telefono }: { estado: 'gratis' | 'pendiente'; telefono: boolean }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      data-testid="banner-plan"
      icon={telefono ? false : undefined}
      sx={{ mt: 1, alignItems: 'center', ...(telefono && { py: 0, px: 1, typography: 'body2' }) }}
      action={
        <Button color="inherit" variant="outlined" size="small" component={Link} to={RUTA_SUSCRIPCIONES}>
          {translate('comanda.layout.prueba.comprar')}
        </Button>
      }
    >
      {translate(`comanda.layout.plan.${estado}${telefono ? '_corta' : ''}`)}
    </Alert>
  );
};

/**
 * Spec §4 'Trial': while estado_periodo_pueba is 1, the end date and 'Comprar Paquete' (to /suscripciones); without
 * the last digits of a card, also a reminder to choose a plan and update the card data. Only the owner (id_rol 0),
 * who alone may buy a plan, sees it: staff would only lose a strip of every screen to it. Not on /suscripciones
 * itself, whose own state line says the same and whose plans are what the button leads to.
 */
export const BannerPrueba = () => {
  const translate = useTranslate();
  const usuario = useUsuario();
  const { pathname } = useLocation();
  // On a phone the banner is one short line (it shows on every screen): the date and the button, no reminder.
  const telefono = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const suscripcion = usuario?.suscripcion_empresa;
  if (!usuario || usuario.rol.id_rol !== ROL_PROPIETARIO || pathname === RUTA_SUSCRIPCIONES) return null;
  if (suscripcion?.estado === 'gratis' || suscripcion?.estado === 'pendiente')
    return <BannerPlan estado={suscripcion.estado} telefono={telefono} />;
  if (Number(suscripcion?.estado_periodo_pueba) !== 1) return null;
  const fecha = fechaCorta(suscripcion?.fecha_fin_periodo_prueba);
  const sinTarjeta = !usuario.user.ultimos_digitos_tarjeta?.trim();
  return (
    <Alert
      severity={sinTarjeta ? 'warning' : 'info'}
      data-testid="banner-prueba"
      icon={telefono ? false : undefined}
      sx={{
        mt: 1,
        alignItems: 'center',
        ...(telefono && { py: 0, px: 1, typography: 'body2', '& .MuiAlert-message': { py: 0.5 } }),
      }}
      action={
        <Button color="inherit" variant="outlined" size="small" component={Link} to={RUTA_SUSCRIPCIONES}>
          {translate('comanda.layout.prueba.comprar')}
        </Button>
      }
    >
      {telefono
        ? translate(fecha ? 'comanda.layout.prueba.corta' : 'comanda.layout.prueba.corta_sin_fecha', {
            fecha,
          })
        : fecha
          ? translate('comanda.layout.prueba.activa', { fecha })
          : translate('comanda.layout.prueba.sin_fecha')}
      {sinTarjeta && !telefono ? ` ${translate('comanda.layout.prueba.sin_tarjeta')}` : null}
    </Alert>
  );
};
