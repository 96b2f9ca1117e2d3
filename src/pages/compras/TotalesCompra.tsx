import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatearPesos } from '../../../common/formatoDinero';
import { totalesFormulario, type LineaFormulario } from './totales';

const T = 'comanda.compras.form';
const FILAS = [
  ['subtotal', 'subtotal'],
  ['descuento', 'descuentos'],
  ['iva', 'total_iva'],
  ['total', 'total'],
] as const;

/** Subtotal, discounts, IVA and total of the purchase, recomputed as the user types (decimal, as the server). */
export const TotalesCompra = () => {
  const translate = useTranslate();
  const lineas = (useWatch({ name: 'detalle_compra' }) ?? []) as (LineaFormulario | undefined)[];
  const totales = totalesFormulario(lineas);
  return (
    <Box
      component="dl"
      aria-label={translate(`${T}.total`)}
      sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 1, justifyContent: 'end', m: 0 }}
    >
      {FILAS.map(([clave, etiqueta]) => (
        <Box key={clave} sx={{ display: 'contents' }}>
          <Typography component="dt" fontWeight={clave === 'total' ? 700 : 400}>
            {translate(`${T}.${etiqueta}`)}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, textAlign: 'right' }}
            fontWeight={clave === 'total' ? 700 : 400}
          >
            {formatearPesos(totales[clave])}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
