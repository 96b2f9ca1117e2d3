import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { FREEMIUM_PLAN } from '../../common/constantes';
import { RUTA_SUSCRIPCIONES } from '../layout/BannerPrueba';

/** Spec §4/§8: a save answered with message `freemiumPlan` hit the plan's limit. */
export const esLimitePlan = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { message?: unknown }).message === FREEMIUM_PLAN;

/** The freemium alert (spec §1): the plan's limit is reached, with the way to the plans. */
export const AlertaFreemium = () => {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="alerta-freemium"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" variant="outlined" size="small" component={Link} to={RUTA_SUSCRIPCIONES}>
          {translate('comanda.freemium.ver_planes')}
        </Button>
      }
    >
      <AlertTitle>{translate('comanda.freemium.titulo')}</AlertTitle>
      {translate('comanda.freemium.mensaje')}
    </Alert>
  );
};
