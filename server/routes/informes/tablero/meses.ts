import { and, between, eq, sql, type AnyColumn } from 'drizzle-orm';
import { MESES_VENTAS_EGRESOS } from '../../../../common/tablero';
import type { Utilidades, VentasEgresos } from '../../../../common/tableroEsquemas';
import { compras, gastos, ventasDias } from '../../../db/schema';
import type { TenantScope } from '../../../db/tenant';
import { soloSedesDelUsuario } from '../../../services/sedesUsuario';
import { restar, sumar } from '../../../lib/dinero';
import { mesDe, suma } from './periodo';

const mesDeFecha = (columna: AnyColumn) => sql<string>`to_char(${columna}, 'YYYY-MM')`;

/**
 * What came in and went out in each month from `desde` to `hasta` (first and last days): paid sales (their total,
 * tax included; tips apart, they are the staff's), registered expenses and purchases (their totals, tax included).
 * Cancelled documents count nowhere. Expenses and purchases carry their own date (a Bogotá day), sales their instant.
 */
async function movimientosPorMes(scope: TenantScope, desde: string, hasta: string) {
  // Paid sales from the day sums (ventas_dias: a row per Bogotá day, venue and cashier), not sale by sale.
  const v = await scope.tx
    .select({ mes: mesDeFecha(ventasDias.dia), total: suma(ventasDias.total) })
    .from(ventasDias)
    .where(
      and(
        eq(ventasDias.empresa_id, scope.empresaId),
        between(ventasDias.dia, desde, hasta),
        soloSedesDelUsuario(scope, ventasDias.id_sede),
      ),
    )
    .groupBy(mesDeFecha(ventasDias.dia));
  const g = await scope.tx
    .select({ mes: mesDeFecha(gastos.fecha), total: suma(gastos.total) })
    .from(gastos)
    .where(
      scope.where(
        gastos,
        and(eq(gastos.estado, 'registrado'), between(gastos.fecha, desde, hasta)),
        soloSedesDelUsuario(scope, gastos.id_sede),
      ),
    )
    .groupBy(mesDeFecha(gastos.fecha));
  const c = await scope.tx
    .select({ mes: mesDeFecha(compras.fecha), total: suma(compras.total) })
    .from(compras)
    .where(
      scope.where(
        compras,
        and(eq(compras.estado, 'registrada'), between(compras.fecha, desde, hasta)),
        soloSedesDelUsuario(scope, compras.id_sede),
      ),
    )
    .groupBy(mesDeFecha(compras.fecha));
  const de = (filas: { mes: string; total: string }[], mes: string) =>
    filas.find((f) => f.mes === mes)?.total ?? '0.00';
  return (mes: string) => ({ ventas: de(v, mes), gastos: de(g, mes), compras: de(c, mes) });
}

/** GET informes/ventasEgresos: the six months that end with the reference day's, oldest first. */
export async function leerVentasEgresos(scope: TenantScope, dia: string): Promise<VentasEgresos> {
  const meses = Array.from({ length: MESES_VENTAS_EGRESOS }, (_, i) =>
    mesDe(dia, MESES_VENTAS_EGRESOS - 1 - i),
  );
  const del = await movimientosPorMes(scope, meses[0].desde, meses[meses.length - 1].hasta);
  return {
    meses: meses.map(({ mes }) => {
      const m = del(mes);
      return { mes, ...m, egresos: sumar(m.gastos, m.compras) };
    }),
  };
}

/** GET informes/utilidades: the reference day's month, sales less purchases and expenses. */
export async function leerUtilidades(scope: TenantScope, dia: string): Promise<Utilidades> {
  const mes = mesDe(dia);
  const m = (await movimientosPorMes(scope, mes.desde, mes.hasta))(mes.mes);
  return { mes: mes.mes, ...m, utilidad: restar(m.ventas, sumar(m.compras, m.gastos)) };
}
