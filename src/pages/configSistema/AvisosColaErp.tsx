import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ModuloChipErp } from '../../../common/erpChips';
import { useConsulta } from '../../dataProvider/useConsulta';

/** What the dashboard reads of `GET erp/begranda/cola` (the owner's queue, server/routes/erp/schemas.ts). */
interface ColaErp {
  documentos: {
    modulo: ModuloChipErp;
    id: number;
    contingencia: boolean;
    horas_sin_transmitir: number | null;
    alerta: 'porVencer' | 'vencido' | null;
  }[];
  porVencer: number;
  vencidos: number;
}

/** How many of the late documents the warning names before "and N more". */
const NOMBRADOS = 5;
const T = 'comanda.colaErp';

/**
 * The owner's warning on the dashboard (issue 29): documents issued in contingency or not yet validated that near
 * (40 h) or passed DIAN's 48 hours to be transmitted, oldest first, and the way to the queue screen. Nothing while
 * none is late or the ERP is off.
 */
export const AvisosColaErp = () => {
  const translate = useTranslate();
  const { data } = useConsulta<ColaErp>('erp/begranda/cola');
  if (!data || data.porVencer + data.vencidos === 0) return null;
  const tarde = data.documentos.filter((d) => d.alerta !== null);
  return (
    <Alert
      severity={data.vencidos > 0 ? 'error' : 'warning'}
      data-testid="aviso-cola-erp"
      action={
        <Button component={Link} to="/configSistema/colaErp" color="inherit" size="small">
          {translate(`${T}.ver_cola`)}
        </Button>
      }
    >
      <AlertTitle>{translate(`${T}.titulo`)}</AlertTitle>
      {data.vencidos > 0 ? <div>{translate(`${T}.vencidos`, { smart_count: data.vencidos })}</div> : null}
      {data.porVencer > 0 ? <div>{translate(`${T}.por_vencer`, { smart_count: data.porVencer })}</div> : null}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {tarde.slice(0, NOMBRADOS).map((d) => (
          <li key={`${d.modulo}-${d.id}`}>
            {translate(`${T}.documento`, {
              modulo: translate(`${T}.modulos.${d.modulo}`),
              id: d.id,
              horas: d.horas_sin_transmitir ?? 0,
            })}
            {d.contingencia ? ` · ${translate(`${T}.contingencia`)}` : ''}
          </li>
        ))}
      </Box>
      {tarde.length > NOMBRADOS ? (
        <div>{translate(`${T}.mas`, { smart_count: tarde.length - NOMBRADOS })}</div>
      ) : null}
    </Alert>
  );
};
