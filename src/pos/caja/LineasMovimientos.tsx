import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { compararDinero } from '../../../common/exacto';
import { formatearPesos } from '../../../common/formatoDinero';
import type { TotalesCaja } from './api';

/** The cash put in and taken out by hand, in the register's summary and its closing report (when there was any). */
export function LineasMovimientos({ totales }: { totales: TotalesCaja }) {
  const translate = useTranslate();
  const lineas = (['entradas', 'salidas'] as const).filter(
    (k) => totales[k] !== null && compararDinero(totales[k], 0) !== 0,
  );
  return lineas.map((k) => (
    <Typography key={k} variant="body2" data-testid={`movimientos-${k}`}>
      {translate(`comanda.caja.movimientos.total_${k}`, { valor: formatearPesos(totales[k] as string) })}
    </Typography>
  ));
}
