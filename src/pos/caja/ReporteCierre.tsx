import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Box, Button, GlobalStyles, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CuadreCaja } from '../../../common/ventas';
import { compararDinero } from '../../../common/exacto';
import { formatearPesos } from '../../../common/formatoDinero';
import type { TotalesCaja } from './api';
import { fechaBogota } from './formato';
import { LineasMovimientos } from './LineasMovimientos';

const T = 'comanda.caja';

/** While this report prints, only it shows, on an 80 mm roll (several reports may be on the page). */
const estilosImpresion = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: '80mm auto', margin: '3mm' },
        'body *': { visibility: 'hidden' },
        '[data-imprimiendo], [data-imprimiendo] *': { visibility: 'visible' },
        '[data-imprimiendo]': { position: 'absolute', left: 0, top: 0, width: '74mm', fontSize: '11px' },
        '[data-imprimiendo] .no-imprimir': { display: 'none' },
      },
    }}
  />
);

const sinSigno = (v: string) => formatearPesos(v.replace(/^-/, ''));

/**
 * The closing report of a closed register, as frozen at its close (`totales` of the close or of
 * `GET cuadresCaja/{id}/totales`): the shift's sales, tips, cash paid out and refunds; per payment method
 * expected, counted and the difference (sobrante / faltante), and in total. Printable.
 */
export const ReporteCierre = ({
  cuadre,
  totales,
  alVolver,
  titulo = 'h2',
}: {
  cuadre: CuadreCaja;
  totales: TotalesCaja;
  /** Shown as 'Volver' right after a close; none in the history. */
  alVolver?: () => void;
  /** The heading's level: 'h3' inside the history's list. */
  titulo?: 'h2' | 'h3';
}) => {
  const translate = useTranslate();
  const [imprimiendo, setImprimiendo] = useState(false);
  const imprimir = () => {
    flushSync(() => setImprimiendo(true));
    window.print();
    setImprimiendo(false);
  };
  const dif = (resultado: string | null, valor: string | null) =>
    resultado === null || valor === null
      ? ''
      : resultado === 'cuadrado'
        ? translate(`${T}.cuadrado`)
        : `${translate(`${T}.${resultado}`)} ${sinSigno(valor)}`;
  const pesos = (v: string | null) => (v === null ? '' : formatearPesos(v));
  const resultado = totales.resultado ?? 'cuadrado';
  return (
    <Box
      component="section"
      aria-label={translate(`${T}.reporte`)}
      data-imprimiendo={imprimiendo ? '' : undefined}
      sx={{ maxWidth: 560, width: '100%' }}
    >
      {imprimiendo ? estilosImpresion : null}
      <Typography variant="h6" component={titulo}>
        {translate(`${T}.reporte`)}
      </Typography>
      <Typography>{cuadre.sede}</Typography>
      <Typography variant="body2">
        {translate(`${T}.apertura`)}: {fechaBogota(cuadre.abierta_at)} ·{' '}
        {formatearPesos(cuadre.saldo_apertura)}
      </Typography>
      <Typography variant="body2">
        {translate(`${T}.fecha_cierre`, {
          fecha: fechaBogota(cuadre.cerrada_at),
          responsable: cuadre.responsable,
        })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate(`${T}.resumen_ventas`, {
          ventas: totales.cantidad_ventas,
          canceladas: totales.cantidad_canceladas,
          total: pesos(totales.total_ventas),
          propinas: pesos(totales.total_propinas),
        })}
      </Typography>
      <Typography variant="body2">
        {translate(`${T}.egresos_efectivo`, { valor: pesos(totales.egresos_efectivo) })}
      </Typography>
      {totales.devoluciones !== null && compararDinero(totales.devoluciones, 0) !== 0 ? (
        <Typography variant="body2">
          {translate(`${T}.devoluciones`, { valor: pesos(totales.devoluciones) })}
        </Typography>
      ) : null}
      <LineasMovimientos totales={totales} />
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          my: 1,
          '& td, & th': { py: 0.75, px: 0.5, textAlign: 'right', verticalAlign: 'top' },
          '& td:first-of-type, & th:first-of-type': { textAlign: 'left', pl: 0 },
        }}
      >
        <thead>
          <tr>
            <th>{translate(`${T}.forma_pago`)}</th>
            <th>{translate(`${T}.esperado`)}</th>
            <th>{translate(`${T}.contado`)}</th>
            <th>{translate(`${T}.diferencia`)}</th>
          </tr>
        </thead>
        <tbody>
          {totales.formas_pago.map((c) => (
            <tr key={c.id_forma_pago}>
              <td>{c.forma_pago}</td>
              <td>{pesos(c.esperado)}</td>
              <td>{pesos(c.contado)}</td>
              <td>{dif(c.resultado, c.diferencia)}</td>
            </tr>
          ))}
          <Box component="tr" sx={{ fontWeight: 'bold', borderTop: '1px solid' }}>
            <td>{translate(`${T}.total_fila`)}</td>
            <td>{pesos(totales.esperado_total)}</td>
            <td>{pesos(totales.contado_total)}</td>
            <td>{dif(totales.resultado, totales.diferencia_total)}</td>
          </Box>
        </tbody>
      </Box>
      <Typography role="status" variant="h6" color={resultado === 'faltante' ? 'error' : undefined}>
        {resultado === 'cuadrado'
          ? translate(`${T}.resultado_cuadrado`)
          : translate(`${T}.resultado_total`, {
              resultado: translate(`${T}.${resultado}`).toLowerCase(),
              valor: sinSigno(totales.diferencia_total ?? '0'),
            })}
      </Typography>
      <Stack direction="row" spacing={2} className="no-imprimir" sx={{ mt: 2 }}>
        <Button variant="contained" size="large" onClick={imprimir} sx={{ minHeight: 56 }}>
          {translate(`${T}.imprimir`)}
        </Button>
        {alVolver ? (
          <Button variant="outlined" size="large" onClick={alVolver} sx={{ minHeight: 56 }}>
            {translate(`${T}.nueva_caja`)}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
};
