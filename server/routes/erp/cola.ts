import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { compras, cuadresCaja, erpEnvios, gastos, ventas } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { page } from '../../lib/envelope';
import type { ClaseDocumentoErp } from '../../erp/conector';
import type { ConsultaColaErp, DocumentoColaApi } from './schemas';
import { estadoDe } from './service';

const horasDesde = sql<number>`floor(extract(epoch from (now() - ${erpEnvios.created_at})) / 3600)::int`;
const dia = (instante: SQL) => sql`to_char(${instante} at time zone 'America/Bogota', 'YYYY-MM-DD')`;

/** The document's own number as its screen shows it (a sale's prefix and number, a supplier's invoice…). */
const numero = sql<string | null>`case
  when ${erpEnvios.modulo} in ('sale', 'canceledSale') then ${ventas.prefijo} || ${ventas.numero}::text
  when ${erpEnvios.modulo} in ('purchase', 'canceledPurchase') then ${compras.numero_factura_proveedor}
  when ${erpEnvios.modulo} in ('expense', 'canceledExpense') then ${gastos.numero_factura}
  when ${erpEnvios.modulo} = 'cuadreCaja' then 'CAJA-' || ${erpEnvios.id_documento}::text end`;

/** The document's Bogotá day: a cancellation's is the day it was cancelled. */
const fecha = sql<string | null>`case ${erpEnvios.modulo}
  when 'sale' then ${dia(sql`${ventas.created_at}`)}
  when 'canceledSale' then ${dia(sql`${ventas.cancelada_at}`)}
  when 'purchase' then to_char(${compras.fecha}, 'YYYY-MM-DD')
  when 'canceledPurchase' then ${dia(sql`${compras.anulada_at}`)}
  when 'expense' then to_char(${gastos.fecha}, 'YYYY-MM-DD')
  when 'canceledExpense' then ${dia(sql`${gastos.anulado_at}`)}
  when 'cuadreCaja' then ${dia(sql`coalesce(${cuadresCaja.cerrada_at}, ${cuadresCaja.abierta_at})`)} end`;

const de = (modulos: string[]) =>
  sql`${erpEnvios.modulo} in (${sql.join(
    modulos.map((m) => sql`${m}`),
    sql`, `,
  )})`;

/**
 * The owner's queue screen (issue 29): every document the ERP/DIAN has not accepted yet (pending, sent without
 * DIAN's code, failed, in contingency), oldest first, paged and filtered by kind and state.
 */
export async function listarColaErp(scope: TenantScope, q: ConsultaColaErp) {
  const e = scope.empresaId;
  const donde = and(
    eq(erpEnvios.empresa_id, e),
    ne(erpEnvios.estado, 'validado'),
    q.modulo ? eq(erpEnvios.modulo, q.modulo) : undefined,
    q.estado === 'contingencia'
      ? eq(erpEnvios.contingencia, true)
      : q.estado
        ? eq(erpEnvios.estado, q.estado)
        : undefined,
  );
  const todas = q.rowsPerPage === -1;
  const filas = await scope.tx
    .select({ f: erpEnvios, horas: horasDesde, numero, fecha })
    .from(erpEnvios)
    .leftJoin(
      ventas,
      and(eq(ventas.empresa_id, e), eq(ventas.id, erpEnvios.id_documento), de(['sale', 'canceledSale'])),
    )
    .leftJoin(
      compras,
      and(
        eq(compras.empresa_id, e),
        eq(compras.id, erpEnvios.id_documento),
        de(['purchase', 'canceledPurchase']),
      ),
    )
    .leftJoin(
      gastos,
      and(
        eq(gastos.empresa_id, e),
        eq(gastos.id, erpEnvios.id_documento),
        de(['expense', 'canceledExpense']),
      ),
    )
    .leftJoin(
      cuadresCaja,
      and(eq(cuadresCaja.empresa_id, e), eq(cuadresCaja.id, erpEnvios.id_documento), de(['cuadreCaja'])),
    )
    .where(donde)
    .orderBy(asc(erpEnvios.created_at), asc(erpEnvios.id))
    .limit(todas ? Number.MAX_SAFE_INTEGER : q.rowsPerPage)
    .offset(todas ? 0 : (q.page - 1) * q.rowsPerPage);
  const [{ total }] = await scope.tx.select({ total: count() }).from(erpEnvios).where(donde);
  const documentos: DocumentoColaApi[] = filas.map(({ f, horas, numero, fecha }) => ({
    ...estadoDe(f.modulo as ClaseDocumentoErp, f.id_documento, { ...f, horas }),
    id: f.id,
    id_documento: f.id_documento,
    numero: numero ?? null,
    fecha: fecha ?? null,
  }));
  return page(documentos, Number(total), q.page, q.rowsPerPage); // no-dinero: filas contadas
}
