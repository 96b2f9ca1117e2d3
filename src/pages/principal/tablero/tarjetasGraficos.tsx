import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatearPesos as pesos } from '../../../../common/formatoDinero';
import type { FacturadoSieteDias, VentasDias, VentasEgresos } from '../../../../common/tableroEsquemas';
import { TarjetaTablero } from './TarjetaTablero';
import { useLlamada } from './useLlamada';

const T = 'comanda.tablero';
// recharts only when a chart is drawn: its own chunk, out of /principal's first load (the page-weight budget).
const GraficoDias = lazy(() => import('./graficos').then((m) => ({ default: m.GraficoDias })));
const GraficoVentasEgresos = lazy(() =>
  import('./graficos').then((m) => ({ default: m.GraficoVentasEgresos })),
);

const Perezoso = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Skeleton variant="rounded" height={220} />}>{children}</Suspense>
);

const Resumen = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
    {children}
  </Typography>
);

/** The month's sales day by day (GET informes/ventasDias). */
export const TarjetaVentasDias = () => {
  const translate = useTranslate();
  const consulta = useLlamada<VentasDias>('ventasDias');
  const titulo = translate(`${T}.ventas_dias.titulo`, { mes: consulta.data?.mes ?? '' });
  return (
    <TarjetaTablero
      id="ventas-dias"
      titulo={titulo}
      consulta={consulta}
      vacio={(d) => d.ventas === 0}
      textoVacio={translate(`${T}.ventas_dias.vacio`)}
    >
      {(d) => (
        <>
          <Perezoso>
            <GraficoDias dias={d.dias} titulo={titulo} />
          </Perezoso>
          <Resumen>
            {translate(`${T}.ventas_dias.resumen`, { total: pesos(d.total), ventas: d.ventas })}
          </Resumen>
        </>
      )}
    </TarjetaTablero>
  );
};

/** The last seven days billed (GET informes/facturadoSieteDias). */
export const TarjetaSieteDias = () => {
  const translate = useTranslate();
  const consulta = useLlamada<FacturadoSieteDias>('facturadoSieteDias');
  const titulo = translate(`${T}.siete_dias.titulo`);
  return (
    <TarjetaTablero
      id="siete-dias"
      titulo={titulo}
      consulta={consulta}
      vacio={(d) => d.ventas === 0}
      textoVacio={translate(`${T}.siete_dias.vacio`)}
    >
      {(d) => (
        <>
          <Perezoso>
            <GraficoDias dias={d.dias} titulo={titulo} />
          </Perezoso>
          <Resumen>
            {translate(`${T}.siete_dias.resumen`, { total: pesos(d.total), desde: d.desde, hasta: d.hasta })}
          </Resumen>
        </>
      )}
    </TarjetaTablero>
  );
};

/** Sales against expenses and purchases, month by month (GET informes/ventasEgresos). */
export const TarjetaVentasEgresos = () => {
  const translate = useTranslate();
  const consulta = useLlamada<VentasEgresos>('ventasEgresos');
  const titulo = translate(`${T}.ventas_egresos.titulo`);
  return (
    <TarjetaTablero
      id="ventas-egresos"
      titulo={titulo}
      consulta={consulta}
      vacio={(d) => d.meses.every((m) => m.ventas === '0.00' && m.egresos === '0.00')}
      textoVacio={translate(`${T}.ventas_egresos.vacio`)}
    >
      {(d) => (
        <Perezoso>
          <GraficoVentasEgresos meses={d.meses} titulo={titulo} />
        </Perezoso>
      )}
    </TarjetaTablero>
  );
};
