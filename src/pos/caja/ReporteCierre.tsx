import { Box, Button, GlobalStyles, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatearPesos } from '../../../common/formatoDinero';
import type { CierreCaja } from './api';
import { fechaBogota } from './formato';

const T = 'comanda.caja';

/** Printing shows only the report, on an 80 mm roll. */
const estilosImpresion = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: '80mm auto', margin: '3mm' },
        'body *': { visibility: 'hidden' },
        '#reporte-cierre, #reporte-cierre *': { visibility: 'visible' },
        '#reporte-cierre': { position: 'absolute', left: 0, top: 0, width: '74mm', fontSize: '11px' },
        '#reporte-cierre .no-imprimir': { display: 'none' },
      },
    }}
  />
);

/** The closing report: per payment method expected, counted and difference, and the total sobrante / faltante. */
export const ReporteCierre = ({ cierre, alVolver }: { cierre: CierreCaja; alVolver: () => void }) => {
  const translate = useTranslate();
  const { cuadre } = cierre;
  const dif = (resultado: string, valor: string) =>
    resultado === 'cuadrado'
      ? translate(`${T}.cuadrado`)
      : `${translate(`${T}.${resultado}`)} ${formatearPesos(valor.replace(/^-/, ''))}`;
  return (
    <Box
      id="reporte-cierre"
      component="section"
      aria-label={translate(`${T}.reporte`)}
      sx={{ maxWidth: 480 }}
    >
      {estilosImpresion}
      <Typography variant="h6" component="h2">
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
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          my: 1,
          '& td, & th': { py: 0.5, textAlign: 'right' },
          '& td:first-of-type, & th:first-of-type': { textAlign: 'left' },
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
          {cierre.conteos.map((c) => (
            <tr key={c.id_forma_pago}>
              <td>{c.forma_pago}</td>
              <td>{formatearPesos(c.esperado)}</td>
              <td>{formatearPesos(c.contado)}</td>
              <td>{dif(c.resultado, c.diferencia)}</td>
            </tr>
          ))}
          <Box component="tr" sx={{ fontWeight: 'bold', borderTop: '1px solid' }}>
            <td>{translate(`${T}.total_fila`)}</td>
            <td>{formatearPesos(cierre.esperado)}</td>
            <td>{formatearPesos(cierre.contado)}</td>
            <td>{dif(cierre.resultado, cierre.diferencia)}</td>
          </Box>
        </tbody>
      </Box>
      <Typography role="status" variant="h6" color={cierre.resultado === 'faltante' ? 'error' : undefined}>
        {cierre.resultado === 'cuadrado'
          ? translate(`${T}.resultado_cuadrado`)
          : translate(`${T}.resultado_total`, {
              resultado: translate(`${T}.${cierre.resultado}`).toLowerCase(),
              valor: formatearPesos(cierre.diferencia.replace(/^-/, '')),
            })}
      </Typography>
      <Stack direction="row" spacing={2} className="no-imprimir" sx={{ mt: 2 }}>
        <Button variant="contained" size="large" onClick={() => window.print()} sx={{ minHeight: 56 }}>
          {translate(`${T}.imprimir`)}
        </Button>
        <Button variant="outlined" size="large" onClick={alVolver} sx={{ minHeight: 56 }}>
          {translate(`${T}.nueva_caja`)}
        </Button>
      </Stack>
    </Box>
  );
};
