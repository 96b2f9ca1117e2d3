import { Alert, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { RangoDian } from '../../../common/dian/rangos';
import { useConsulta } from '../../dataProvider/useConsulta';

/**
 * The owner's warnings on the dashboard (issue 29): each DIAN numbering range in force that has used 90 % of its
 * numbers or ends within 30 days (the API's `alerta`), with a link to the ranges. Nothing when none.
 */
export const AvisosRangosDian = () => {
  const translate = useTranslate();
  const { data } = useConsulta<RangoDian[]>('configuraciones/rangosDian');
  const avisos = (data ?? []).filter((r) => r.alerta !== null);
  if (avisos.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-label={translate('comanda.rangosDian.titulo')}>
      {avisos.map((r) => (
        <Alert
          key={r.id}
          severity="warning"
          action={
            <Button component={Link} to="/configSistema/rangosDian" color="inherit" size="small">
              {translate('comanda.rangosDian.ver_rangos')}
            </Button>
          }
        >
          {translate(`comanda.rangosDian.aviso_${r.alerta}`, {
            rango: `${r.prefijo}${r.desde}–${r.prefijo}${r.hasta}`,
            resolucion: r.resolucion,
            n: r.disponibles,
            fecha: r.vigencia_hasta,
          })}
        </Alert>
      ))}
    </Stack>
  );
};
