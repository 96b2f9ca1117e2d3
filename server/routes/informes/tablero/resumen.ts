import { and, between, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CajaOrdenesVentas, TotalesSumatorias } from '../../../../common/tableroEsquemas';
import { cuadresCaja, ordenes, ventas, ventasDias } from '../../../db/schema';
import type { TenantScope } from '../../../db/tenant';
import { soloSedesDelUsuario } from '../../../services/sedesUsuario';
import { enDiasBogota } from '../consulta';
import { totalOrden } from './listas';
import { cuenta, mesDe, suma } from './periodo';

const pagada = sql`${ventas.estado} = 'pagada'`;
const cancelada = sql`${ventas.estado} = 'cancelada'`;
const contar = (cuando: SQL) => sql<number>`(count(*) filter (where ${cuando}))::int`; // no-dinero: a count
const sumaSi = (columna: AnyColumn, cuando: SQL) =>
  sql<string>`coalesce(sum(${columna}) filter (where ${cuando}), 0)::numeric(20,2)::text`;

/**
 * GET informes/caja/ordnes/ventas: the reference day's sales (paid: count, total, tips; cancelled: count, by the
 * day they were made), and the registers and orders open now with what the orders add up to.
 */
export async function leerCajaOrdenesVentas(scope: TenantScope, dia: string): Promise<CajaOrdenesVentas> {
  const [v] = await scope.tx
    .select({
      ventas: contar(pagada),
      total_ventas: sumaSi(ventas.total, pagada),
      propinas: sumaSi(ventas.propina, pagada),
      canceladas: contar(cancelada),
    })
    .from(ventas)
    .where(
      scope.where(
        ventas,
        enDiasBogota(ventas.created_at, { from: dia, to: dia }),
        soloSedesDelUsuario(scope, ventas.id_sede),
      ),
    );
  const [c] = await scope.tx
    .select({ cajas_abiertas: cuenta() })
    .from(cuadresCaja)
    .where(
      scope.where(
        cuadresCaja,
        eq(cuadresCaja.estado, 'abierta'),
        soloSedesDelUsuario(scope, cuadresCaja.id_sede),
      ),
    );
  const [o] = await scope.tx
    .select({ ordenes_activas: cuenta(), ordenes_total: suma(sql`(${totalOrden})::numeric`) })
    .from(ordenes)
    .where(scope.where(ordenes, eq(ordenes.estado, 'abierta'), soloSedesDelUsuario(scope, ordenes.id_sede)));
  return { fecha: dia, ...c, ...o, ...v };
}

/** GET informes/totales/sumatorias: the reference day's month of sales summed; the average ticket to the centavo. */
export async function leerTotalesSumatorias(scope: TenantScope, dia: string): Promise<TotalesSumatorias> {
  const mes = mesDe(dia);
  // Paid sales from the day sums (ventas_dias); the cancelled ones, few, from their own index.
  const [p] = await scope.tx
    .select({
      ventas: sql<number>`coalesce(sum(${ventasDias.ventas}), 0)::int`, // no-dinero: a count of sales
      total: suma(ventasDias.total),
      base: suma(ventasDias.base),
      impuesto: suma(ventasDias.impuesto),
      descuento: suma(ventasDias.descuento),
      propinas: suma(ventasDias.propina),
      // numeric division rounded half away from zero: exact, never a float.
      ticket_promedio: sql<string>`coalesce(round(sum(${ventasDias.total}) / nullif(sum(${ventasDias.ventas}), 0), 2), 0)::numeric(20,2)::text`,
    })
    .from(ventasDias)
    .where(
      and(
        eq(ventasDias.empresa_id, scope.empresaId),
        between(ventasDias.dia, mes.desde, mes.hasta),
        soloSedesDelUsuario(scope, ventasDias.id_sede),
      ),
    );
  const [c] = await scope.tx
    .select({ canceladas: cuenta(), total_canceladas: suma(ventas.total) })
    .from(ventas)
    .where(
      scope.where(
        ventas,
        cancelada,
        enDiasBogota(ventas.created_at, { from: mes.desde, to: mes.hasta }),
        soloSedesDelUsuario(scope, ventas.id_sede),
      ),
    );
  const t = { ...p, ...c };
  return { mes: mes.mes, ...t };
}
