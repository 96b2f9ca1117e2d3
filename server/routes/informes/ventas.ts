import { and, desc, eq, sql } from 'drizzle-orm';
import { informeVentas } from '../../../common/informes';
import { formasPago, nits, sedes, usuarios, ventas, ventasPagos } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { enDiasBogota, filtro, type ConsultaInforme } from './consulta';
import { totalesEnSql, type FilaInforme } from './resultado';

/** The paid sales of the range and filters (a payment method: sales with a payment of it). */
function condicion(q: ConsultaInforme) {
  const forma = filtro(q, 'id_forma_pago');
  return and(
    eq(ventas.estado, 'pagada'),
    enDiasBogota(ventas.created_at, q),
    filtro(q, 'id_sede') === undefined ? undefined : eq(ventas.id_sede, filtro(q, 'id_sede')!),
    filtro(q, 'id_usuario') === undefined ? undefined : eq(ventas.id_usuario, filtro(q, 'id_usuario')!),
    forma === undefined
      ? undefined
      : sql`exists (select 1 from ${ventasPagos} where ${ventasPagos.empresa_id} = ${ventas.empresa_id} and ${ventasPagos.id_venta} = ${ventas.id} and ${ventasPagos.id_forma_pago} = ${forma})`,
  );
}

/** Spec §4 informeVentas: newest first; each sale with its venue, customer, cashier and payment methods. */
export async function filasVentas(
  scope: TenantScope,
  q: ConsultaInforme,
  pagina: { limite?: number; desde: number },
) {
  const consulta = scope.tx
    .select({
      id: ventas.id,
      numero: sql<string>`${ventas.prefijo} || ${ventas.numero}::text`,
      fecha: ventas.created_at,
      sede: sedes.nombre,
      cliente: sql<string | null>`${nits.nombre}`,
      cajero: sql<string>`trim(${usuarios.nombre} || ' ' || coalesce(${usuarios.apellido}, ''))`,
      formas_pago: sql<
        string | null
      >`(select string_agg(${formasPago.nombre}, ', ' order by ${formasPago.nombre}) from ${ventasPagos} join ${formasPago} on ${formasPago.empresa_id} = ${ventasPagos.empresa_id} and ${formasPago.id} = ${ventasPagos.id_forma_pago} where ${ventasPagos.empresa_id} = ${ventas.empresa_id} and ${ventasPagos.id_venta} = ${ventas.id})`,
      subtotal: ventas.subtotal,
      descuento: ventas.descuento,
      base: ventas.base,
      impuesto: ventas.impuesto,
      total: ventas.total,
      propina: ventas.propina,
    })
    .from(ventas)
    .leftJoin(sedes, and(eq(sedes.empresa_id, ventas.empresa_id), eq(sedes.id, ventas.id_sede)))
    .leftJoin(nits, and(eq(nits.empresa_id, ventas.empresa_id), eq(nits.id, ventas.id_nit)))
    .leftJoin(usuarios, and(eq(usuarios.empresa_id, ventas.empresa_id), eq(usuarios.id, ventas.id_usuario)))
    .where(scope.where(ventas, condicion(q)))
    .orderBy(desc(ventas.created_at), desc(ventas.id))
    .offset(pagina.desde)
    .$dynamic();
  const filas = await (pagina.limite === undefined ? consulta : consulta.limit(pagina.limite));
  return filas.map((f): FilaInforme => ({
    ...f,
    id: Number(f.id),
    fecha: new Date(f.fecha).toISOString(),
    sede: f.sede ?? null,
  }));
}

/** The range's totals over every row. */
export const totalesVentas = (scope: TenantScope, q: ConsultaInforme) =>
  totalesEnSql(scope, informeVentas, ventas, condicion(q));

export const servidorVentas = {
  informe: informeVentas,
  filas: filasVentas,
  totales: totalesVentas,
  filtros: { id_sede: sedes, id_forma_pago: formasPago, id_usuario: usuarios },
};
