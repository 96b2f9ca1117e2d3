import { and, between, eq, sql } from 'drizzle-orm';
import type { FacturadoSieteDias, VentasDias } from '../../../../common/tableroEsquemas';
import { ventasDias } from '../../../db/schema';
import type { TenantScope } from '../../../db/tenant';
import { soloSedesDelUsuario } from '../../../services/sedesUsuario';
import { sumar } from '../../../lib/dinero';
import { diasEntre, mesDe, sumarDias, suma } from './periodo';

/** The paid sales of each Bogotá day from `desde` to `hasta` (every day listed, those without sales at zero). */
async function ventasPorDia(scope: TenantScope, desde: string, hasta: string) {
  // The day sums (ventas_dias, kept by the sales' triggers): a row per day, venue and cashier.
  const filas = await scope.tx
    .select({
      fecha: sql<string>`${ventasDias.dia}::text`,
      ventas: sql<number>`sum(${ventasDias.ventas})::int`, // no-dinero: a count of sales
      total: suma(ventasDias.total),
    })
    .from(ventasDias)
    .where(
      and(
        eq(ventasDias.empresa_id, scope.empresaId),
        between(ventasDias.dia, desde, hasta),
        soloSedesDelUsuario(scope, ventasDias.id_sede),
      ),
    )
    .groupBy(ventasDias.dia);
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
