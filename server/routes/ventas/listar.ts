import { and, desc, eq, sql } from 'drizzle-orm';
import type { Venta } from '../../../common/ventas';
import { ventas } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { page } from '../../lib/envelope';
import { cajaAbiertaDe } from './caja/consulta';
import { sedeOPrincipal } from './sede';
import { cabeceras, completar, formatoResumen } from './consultas';
import type { VentasQuery } from './schemas';
import { soloSedesDelUsuario } from '../../services/sedesUsuario';

/** GET ventas: the sales, newest first, pages from 1. */
export async function listarVentas(scope: TenantScope, q: VentasQuery) {
  const condicion = and(
    q.estado ? eq(ventas.estado, q.estado) : undefined,
    q.id_sede ? eq(ventas.id_sede, q.id_sede) : undefined,
    soloSedesDelUsuario(scope, ventas.id_sede),
    q.id_cuadre_caja ? eq(ventas.id_cuadre_caja, q.id_cuadre_caja) : undefined,
    q.search ? sql`(${ventas.prefijo} || ${ventas.numero}::text) ilike ${`%${q.search}%`}` : undefined,
  );
  const [{ total }] = await scope.tx
    .select({ total: sql<number>`count(*)::int` }) // no-dinero: a row count
    .from(ventas)
    .where(scope.where(ventas, condicion));
  let consulta = cabeceras(scope, condicion).orderBy(desc(ventas.created_at), desc(ventas.id));
  if (q.rowsPerPage !== -1) consulta = consulta.limit(q.rowsPerPage).offset((q.page - 1) * q.rowsPerPage);
  return page(
    (await consulta).map(formatoResumen),
    total,
    q.page,
    q.rowsPerPage === -1 ? total : q.rowsPerPage,
  );
}

/**
 * GET cuadresCaja/ventas/cajaAbierta: the open register's sales of a venue (the main one by default), whole (lines,
 * taxes, payments) so today's sales panel reprints a receipt and chooses per line on a cancellation.
 */
export async function ventasCajaAbierta(scope: TenantScope, idSede: number | null): Promise<Venta[]> {
  const caja = await cajaAbiertaDe(scope, await sedeOPrincipal(scope, idSede));
  if (!caja) return [];
  return completar(
    scope,
    await cabeceras(scope, eq(ventas.id_cuadre_caja, caja.id)).orderBy(desc(ventas.id)),
  );
}
