import { eq } from 'drizzle-orm';
import type { FacturadoSieteDias, VentasDias } from '../../../../common/tableroEsquemas';
import { ventas } from '../../../db/schema';
import type { TenantScope } from '../../../db/tenant';
import { sumar } from '../../../lib/dinero';
import { enDiasBogota } from '../consulta';
import { cuenta, diaBogota, diasEntre, mesDe, sumarDias, suma } from './periodo';

/** The paid sales of each Bogotá day from `desde` to `hasta` (every day listed, those without sales at zero). */
async function ventasPorDia(scope: TenantScope, desde: string, hasta: string) {
  const filas = await scope.tx
    .select({ fecha: diaBogota(ventas.created_at), ventas: cuenta(), total: suma(ventas.total) })
    .from(ventas)
    .where(
      scope.where(
        ventas,
        eq(ventas.estado, 'pagada'),
        enDiasBogota(ventas.created_at, { from: desde, to: hasta }),
      ),
    )
    .groupBy(diaBogota(ventas.created_at));
  const porDia = new Map(filas.map((f) => [f.fecha, f]));
  const dias = diasEntre(desde, hasta).map(
    (fecha) => porDia.get(fecha) ?? { fecha, ventas: 0, total: '0.00' },
  );
  return {
    dias,
    ventas: dias.reduce((n, d) => n + d.ventas, 0), // no-dinero: a count of sales
    total: sumar('0', ...dias.map((d) => d.total)),
  };
}

/** GET informes/ventasDias: the reference day's month, day by day. */
export async function leerVentasDias(scope: TenantScope, dia: string): Promise<VentasDias> {
  const mes = mesDe(dia);
  return { mes: mes.mes, ...(await ventasPorDia(scope, mes.desde, mes.hasta)) };
}

/** GET informes/facturadoSieteDias: the seven days that end on the reference day. */
export async function leerFacturadoSieteDias(scope: TenantScope, dia: string): Promise<FacturadoSieteDias> {
  const desde = sumarDias(dia, -6);
  return { desde, hasta: dia, ...(await ventasPorDia(scope, desde, dia)) };
}
