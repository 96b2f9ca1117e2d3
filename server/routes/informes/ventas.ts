import { and, desc, eq, sql } from 'drizzle-orm';
import { informeVentas } from '../../../common/informes';
import { formasPago, nits, sedes, usuarios, ventas, ventasPagos } from '../../db/schema';
import { sedesDelUsuario, sedesDeInforme, soloSedesDelUsuario } from '../../services/sedesUsuario';
import type { TenantScope } from '../../db/tenant';
import { enDiasBogota, filtro, type ConsultaInforme } from './consulta';
import { totalesEnSql, type FilaInforme, type LectorInforme, type Totales } from './resultado';
import { preparadaDe } from '../../db/tenant';
import { EMPRESA, type TenantStatement } from '../../db/statement';
import { si } from './sobreSql';

/** The paid sales of the range and filters (a payment method: sales with a payment of it). */
function condicion(scope: TenantScope, q: ConsultaInforme) {
  const forma = filtro(q, 'id_forma_pago');
  return and(
    eq(ventas.estado, 'pagada'),
    enDiasBogota(ventas.created_at, q),
    filtro(q, 'id_sede') === undefined
      ? soloSedesDelUsuario(scope, ventas.id_sede)
      : eq(ventas.id_sede, filtro(q, 'id_sede')!),
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
    .where(scope.where(ventas, condicion(scope, q)))
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
  totalesEnSql(scope, informeVentas, ventas, condicion(scope, q));

/** A sale's cells, as the grid shows them (money as exact text, the instant in ISO 8601 UTC). */
const CELDAS = `v.id, v.prefijo || v.numero::text as numero,
  to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as fecha, s.nombre as sede,
  n.nombre as cliente, trim(u.nombre || ' ' || coalesce(u.apellido, '')) as cajero,
  (select string_agg(f.nombre, ', ' order by f.nombre) from ventas_pagos vp join formas_pago f
    on f.empresa_id = vp.empresa_id and f.id = vp.id_forma_pago
    where vp.empresa_id = v.empresa_id and vp.id_venta = v.id) as formas_pago,
  v.subtotal::text as subtotal, v.descuento::text as descuento, v.base::text as base,
  v.impuesto::text as impuesto, v.total::text as total, v.propina::text as propina`;

/**
 * Without a payment method filter, the page and the range's totals in one prepared statement (one round trip,
 * planned once per connection): the totals from the day sums (`ventas_dias`, kept by the sales' triggers: about
 * thirty rows for a month however many sales it has), the page from the sales' (empresa_id, created_at) index read
 * backwards. `$6` null (rowsPerPage -1) is no limit. With a payment method the day sums do not apply (a sale may be
 * paid with several): the two queries above.
 */
const CAMPOS_TOTALES = ['subtotal', 'descuento', 'base', 'impuesto', 'total', 'propina'] as const;
const CAMPOS_FILA = ['id', 'numero', 'fecha', 'sede', 'cliente', 'cajero', 'formas_pago', ...CAMPOS_TOTALES];
/** The answer's columns: the totals (on every row; the only row when the page is empty), then a sale's cells. */
const COLUMNAS_PAGINA = [
  't_filas',
  ...CAMPOS_TOTALES.map((c) => `t_${c}`),
  ...CAMPOS_FILA.map((c) => `p.${c}`),
];

const TEXTO_PAGINA = `with t as (
    select coalesce(sum(ventas), 0)::int as t_filas, coalesce(sum(subtotal), 0)::numeric(20, 2)::text as t_subtotal,
      coalesce(sum(descuento), 0)::numeric(20, 2)::text as t_descuento,
      coalesce(sum(base), 0)::numeric(20, 2)::text as t_base,
      coalesce(sum(impuesto), 0)::numeric(20, 2)::text as t_impuesto,
      coalesce(sum(total), 0)::numeric(20, 2)::text as t_total,
      coalesce(sum(propina), 0)::numeric(20, 2)::text as t_propina
    from ventas_dias
    where empresa_id = $1 and dia >= $2::date and dia <= $3::date
      and ($4::bigint is null or id_sede = $4) and ($5::bigint is null or id_usuario = $5)
  ), p as (
    select ${CELDAS}, v.created_at as orden
    from ventas v
    left join sedes s on s.empresa_id = v.empresa_id and s.id = v.id_sede
    left join nits n on n.empresa_id = v.empresa_id and n.id = v.id_nit
    left join usuarios u on u.empresa_id = v.empresa_id and u.id = v.id_usuario
    where v.empresa_id = $1 and v.estado = 'pagada'
      and v.created_at >= ($2::date::timestamp at time zone 'America/Bogota')
      and v.created_at < (($3::date + 1)::timestamp at time zone 'America/Bogota')
      and ($4::bigint is null or v.id_sede = $4) and ($5::bigint is null or v.id_usuario = $5)
    order by v.created_at desc, v.id desc
    limit $6::bigint offset $7::bigint
  )
  select ${COLUMNAS_PAGINA.join(', ')} from t left join p on true order by p.orden desc, p.id desc`;

const PAGINA = preparadaDe('informe_ventas_pagina', TEXTO_PAGINA);

/**
 * The same statement for `request.tenantRead` on the replica: with no filter id to check, the whole request is one
 * message (read-only transaction, company, EXECUTE) instead of BEGIN, the statement and COMMIT.
 */
const PAGINA_DIRECTA: TenantStatement<Record<string, unknown>> = {
  name: 'informe_ventas_pagina',
  text: TEXTO_PAGINA,
  params: [EMPRESA, 'from', 'to', 'id_sede', 'id_usuario', 'limite', 'desde'].map((n) => sql.placeholder(n)),
  columns: [...['filas', ...CAMPOS_TOTALES].map((c) => `t_${c}`), ...CAMPOS_FILA],
};

/** The page and totals out of the statement's rows. */
function deFilas(resultado: Record<string, unknown>[]): { filas: FilaInforme[]; totales: Totales } {
  const [primera] = resultado;
  const totales: Totales = { filas: Number(primera.t_filas) };
  for (const campo of CAMPOS_TOTALES) totales[campo] = String(primera[`t_${campo}`]);
  return { filas: resultado.filter((f) => f.id !== null).map(filaVenta), totales };
}

export async function paginaVentas(
  scope: TenantScope,
  q: ConsultaInforme,
  pagina: { limite?: number; desde: number },
): Promise<{ filas: FilaInforme[]; totales: Totales } | undefined> {
  // The prepared page knows one venue or all: a user of some venues reads `filas` and `totales`.
  if (filtro(q, 'id_forma_pago') !== undefined || sedesDelUsuario(scope) !== null) return undefined;
  const resultado = await scope.preparada(PAGINA, [
    scope.empresaId,
    q.from,
    q.to,
    filtro(q, 'id_sede') ?? null,
    filtro(q, 'id_usuario') ?? null,
    pagina.limite ?? null,
    pagina.desde,
  ]);
  return deFilas(resultado);
}

/** The page without filter ids to check (else undefined: `paginaVentas` in a transaction), in one message. */
export async function paginaVentasDirecta(
  leer: LectorInforme,
  q: ConsultaInforme,
  pagina: { limite?: number; desde: number },
): Promise<{ filas: FilaInforme[]; totales: Totales } | undefined> {
  if (['id_forma_pago', 'id_sede', 'id_usuario'].some((c) => filtro(q, c) !== undefined)) return undefined;
  return deFilas(
    await leer(PAGINA_DIRECTA, {
      from: q.from,
      to: q.to,
      id_sede: null,
      id_usuario: null,
      limite: pagina.limite ?? null,
      desde: pagina.desde,
    }),
  );
}

/** A row of `CELDAS` as the grid's. */
const filaVenta = (f: Record<string, unknown>): FilaInforme => ({
  id: Number(f.id),
  numero: f.numero as string,
  fecha: f.fecha as string,
  sede: (f.sede as string | null) ?? null,
  cliente: (f.cliente as string | null) ?? null,
  cajero: f.cajero as string,
  formas_pago: (f.formas_pago as string | null) ?? null,
  subtotal: f.subtotal as string,
  descuento: f.descuento as string,
  base: f.base as string,
  impuesto: f.impuesto as string,
  total: f.total as string,
  propina: f.propina as string,
});

/** The export's rows: every sale of the range and filters, in the grid's order (read through a cursor). */
export const exportarVentas = (scope: TenantScope, q: ConsultaInforme) => ({
  consulta: sql`select ${sql.raw(CELDAS)}
    from ventas v
    left join sedes s on s.empresa_id = v.empresa_id and s.id = v.id_sede
    left join nits n on n.empresa_id = v.empresa_id and n.id = v.id_nit
    left join usuarios u on u.empresa_id = v.empresa_id and u.id = v.id_usuario
    where v.empresa_id = ${scope.empresaId} and v.estado = 'pagada' and ${enDiasBogota(sql.raw('v.created_at'), q)}
      ${sedesDeInforme(scope, q.id_sede, sql`v.id_sede`)}
      ${si(q.id_usuario, (x) => sql`v.id_usuario = ${x}`)}
      ${si(q.id_forma_pago, (x) => sql`exists (select 1 from ventas_pagos vp where vp.empresa_id = v.empresa_id and vp.id_venta = v.id and vp.id_forma_pago = ${x})`)}
    order by v.created_at desc, v.id desc`,
  fila: filaVenta,
});

export const servidorVentas = {
  informe: informeVentas,
  filas: filasVentas,
  totales: totalesVentas,
  pagina: paginaVentas,
  paginaDirecta: paginaVentasDirecta,
  exportar: exportarVentas,
  filtros: { id_sede: sedes, id_forma_pago: formasPago, id_usuario: usuarios },
};
