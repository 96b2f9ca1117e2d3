import { useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatearPesos } from '../../../../common/formatoDinero';
import type { VentasDias, VentasEgresos } from '../../../../common/tableroEsquemas';

/**
 * The dashboard's charts (recharts), in their own chunk: the cards import them lazily, so /principal's first load
 * does not carry recharts. Bars are drawn from the money strings read as numbers (a height in pixels); every label
 * and tooltip shows the exact string, formatted as pesos.
 */
const ALTO = 220;

/** '1.2 M', '350 k': the value axis, short (only a tick's label; the tooltip has the exact amount). */
const corto = (n: number) =>
  n >= 1_000_000
    ? `${(n / 1_000_000).toLocaleString('es-CO', { maximumFractionDigits: 1 })} M` // no-dinero: an axis tick
    : n >= 1_000
      ? `${Math.round(n / 1_000)} k`
      : String(n);

/** Sales per Bogotá day: bars, the day of the month under each. */
export function GraficoDias({ dias, titulo }: { dias: VentasDias['dias']; titulo: string }) {
  const tema = useTheme();
  const datos = dias.map((d) => ({ ...d, dia: d.fecha.slice(8), valor: Number(d.total) })); // no-dinero: a bar's height
  return (
    <div role="img" aria-label={titulo} style={{ width: '100%', height: ALTO }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={datos} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="dia" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
          <YAxis tickFormatter={corto} width={44} tick={{ fontSize: 11 }} />
          <Tooltip
            labelFormatter={(_, filas) => filas?.[0]?.payload?.fecha ?? ''}
            formatter={(_, __, fila) => [formatearPesos(fila.payload.total), '']}
          />
          <Bar dataKey="valor" fill={tema.palette.primary.main} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Sales against expenses and purchases per month: two bars a month. */
export function GraficoVentasEgresos({ meses, titulo }: { meses: VentasEgresos['meses']; titulo: string }) {
  const tema = useTheme();
  const translate = useTranslate();
  const ventas = translate('comanda.tablero.ventas_egresos.ventas');
  const egresos = translate('comanda.tablero.ventas_egresos.egresos');
  const datos = meses.map((m) => ({
    ...m,
    // no-dinero: bars' heights; the tooltip shows the exact strings
    [ventas]: Number(m.ventas),
    [egresos]: Number(m.egresos), // no-dinero: a bar's height
  }));
  return (
    <div role="img" aria-label={titulo} style={{ width: '100%', height: ALTO + 30 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={datos} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="mes" tick={{ fontSize: 11 }} />
          <YAxis tickFormatter={corto} width={44} tick={{ fontSize: 11 }} />
          <Tooltip
            formatter={(_, nombre, fila) => [
              formatearPesos(nombre === ventas ? fila.payload.ventas : fila.payload.egresos),
              nombre,
            ]}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey={ventas} fill={tema.palette.primary.main} isAnimationActive={false} />
          <Bar dataKey={egresos} fill={tema.palette.warning.main} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
