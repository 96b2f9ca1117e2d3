import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { informeGastos } from '../../../common/informes';
import { formasPago, gastos, nits, sedes, tiposGastos } from '../../db/schema';
import { soloSedesDelUsuario } from '../../services/sedesUsuario';
import type { TenantScope } from '../../db/tenant';
import { filtro, type ConsultaInforme } from './consulta';
import { totalesEnSql, type FilaInforme } from './resultado';

/** The registered expenses of the days (an expense's date is a calendar day) and filters. */
function condicion(scope: TenantScope, q: ConsultaInforme) {
  const igual = (columna: Parameters<typeof eq>[0], campo: string) =>
    filtro(q, campo) === undefined ? undefined : eq(columna, filtro(q, campo)!);
  return and(
    eq(gastos.estado, 'registrado'),
    gte(gastos.fecha, q.from),
    lte(gastos.fecha, q.to),
    filtro(q, 'id_sede') === undefined
      ? soloSedesDelUsuario(scope, gastos.id_sede)
      : eq(gastos.id_sede, filtro(q, 'id_sede')!),
    igual(gastos.id_tipo_gasto, 'id_tipo_gasto'),
    igual(gastos.id_forma_pago, 'id_forma_pago'),
    igual(gastos.id_nit, 'id_nit'),
  );
}

/** Spec §4 informeGastos: newest day first. */
export async function filasGastos(
  scope: TenantScope,
  q: ConsultaInforme,
  pagina: { limite?: number; desde: number },
) {
  const consulta = scope.tx
    .select({
      id: gastos.id,
      fecha: gastos.fecha,
      sede: sedes.nombre,
      tipo_gasto: sql<string | null>`${tiposGastos.nombre}`,
      concepto: gastos.concepto_gasto,
      proveedor: sql<string | null>`${nits.nombre}`,
      forma_pago: sql<string | null>`${formasPago.nombre}`,
      numero_factura: gastos.numero_factura,
      subtotal: gastos.subtotal,
      impuesto: gastos.impuesto,
      total: gastos.total,
    })
    .from(gastos)
    .leftJoin(sedes, and(eq(sedes.empresa_id, gastos.empresa_id), eq(sedes.id, gastos.id_sede)))
    .leftJoin(
      tiposGastos,
      and(eq(tiposGastos.empresa_id, gastos.empresa_id), eq(tiposGastos.id, gastos.id_tipo_gasto)),
    )
    .leftJoin(nits, and(eq(nits.empresa_id, gastos.empresa_id), eq(nits.id, gastos.id_nit)))
    .leftJoin(
      formasPago,
      and(eq(formasPago.empresa_id, gastos.empresa_id), eq(formasPago.id, gastos.id_forma_pago)),
    )
    .where(scope.where(gastos, condicion(scope, q)))
    .orderBy(desc(gastos.fecha), desc(gastos.id))
    .offset(pagina.desde)
    .$dynamic();
  const filas = await (pagina.limite === undefined ? consulta : consulta.limit(pagina.limite));
  return filas.map((f): FilaInforme => ({
    ...f,
    id: Number(f.id),
    fecha: String(f.fecha),
    sede: f.sede ?? null,
  }));
}

/** The range's totals over every row. */
export const totalesGastos = (scope: TenantScope, q: ConsultaInforme) =>
  totalesEnSql(scope, informeGastos, gastos, condicion(scope, q));

export const servidorGastos = {
  informe: informeGastos,
  filas: filasGastos,
  totales: totalesGastos,
  filtros: { id_sede: sedes, id_tipo_gasto: tiposGastos, id_forma_pago: formasPago, id_nit: nits },
};
