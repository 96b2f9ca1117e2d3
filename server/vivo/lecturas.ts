import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DatosNuevaOrden, DatosTotales } from '../../common/vivo';
import type { Database } from '../db/client';
import { ordenes, ordenesDetalle, ordenesEnvios } from '../db/schema';
import { EMPRESA, tenantStatement } from '../db/statement';

/** Ids travel as one text parameter ('1,2,3'): a prepared statement's parameters are scalars. */
const entreIds = (columna: AnyPgColumn) =>
  sql`${columna} = any(string_to_array(${sql.placeholder('ids')}, ',')::bigint[])`;

/** Where each order is and its total (tax included, the lines not removed, each rounded to the centavo). */
const ORDENES = tenantStatement(
  'vivo_ordenes',
  {
    id_orden: ordenes.id,
    id_mesa: ordenes.id_mesa,
    id_sede: ordenes.id_sede,
    // What is left to charge: the lines' totals less what the sales of a split bill charged of them.
    total: sql<string>`(coalesce(sum(round(${ordenesDetalle.precio} * ${ordenesDetalle.cantidad}, 2)), 0)
      - coalesce(sum((select sum(vd.subtotal) from ventas_detalle vd
          where vd.empresa_id = ${ordenesDetalle.empresa_id} and vd.id_orden_detalle = ${ordenesDetalle.id})), 0)
      )::numeric(14, 2)::text`,
  },
  (qb, f) =>
    qb
      .select(f)
      .from(ordenes)
      // A join (not a subquery): Drizzle names the table of every column only when the query has more than one.
      .leftJoin(
        ordenesDetalle,
        and(
          eq(ordenesDetalle.empresa_id, ordenes.empresa_id),
          eq(ordenesDetalle.id_orden, ordenes.id),
          isNull(ordenesDetalle.retirado_at),
        ),
      )
      .where(and(eq(ordenes.empresa_id, sql.placeholder(EMPRESA)), entreIds(ordenes.id)))
      .groupBy(ordenes.empresa_id, ordenes.id)
      .orderBy(ordenes.id),
);

/** Each submission's order and the print points of the lines it sent (null: lines without a print point). */
const ENVIOS = tenantStatement(
  'vivo_envios',
  {
    id_envio: ordenesEnvios.id,
    id_orden: ordenes.id,
    id_mesa: ordenes.id_mesa,
    id_sede: ordenes.id_sede,
    puntos: sql<string>`(select coalesce(json_agg(distinct ${ordenesDetalle.id_punto_impresion}), '[]')::text from ${ordenesDetalle} where ${and(
      eq(ordenesDetalle.empresa_id, ordenesEnvios.empresa_id),
      eq(ordenesDetalle.id_envio, ordenesEnvios.id),
      ne(ordenesDetalle.estado, 'nueva'),
      isNull(ordenesDetalle.retirado_at),
    )})`,
  },
  (qb, f) =>
    qb
      .select(f)
      .from(ordenesEnvios)
      .innerJoin(
        ordenes,
        and(eq(ordenes.empresa_id, ordenesEnvios.empresa_id), eq(ordenes.id, ordenesEnvios.id_orden)),
      )
      .where(and(eq(ordenesEnvios.empresa_id, sql.placeholder(EMPRESA)), entreIds(ordenesEnvios.id)))
      .orderBy(ordenesEnvios.id),
);

const entero = (v: unknown) => Number(v);
const enteroONulo = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The orders as the company sees them (row-level security applies): place and total. */
export async function leerOrdenes(
  database: Database,
  empresaId: number,
  ids: number[],
): Promise<DatosTotales[]> {
  const filas = await database.readTenant(empresaId, ORDENES, { ids: ids.join(',') });
  return filas.map((f) => ({
    id_orden: entero(f.id_orden),
    id_mesa: enteroONulo(f.id_mesa),
    id_sede: entero(f.id_sede),
    total: String(f.total),
  }));
}

/** The submissions as the company sees them: their order's place and the print points that received lines. */
export async function leerEnvios(
  database: Database,
  empresaId: number,
  ids: number[],
): Promise<DatosNuevaOrden[]> {
  const filas = await database.readTenant(empresaId, ENVIOS, { ids: ids.join(',') });
  return filas.map((f) => ({
    id_orden: entero(f.id_orden),
    id_mesa: enteroONulo(f.id_mesa),
    id_sede: entero(f.id_sede),
    id_envio: entero(f.id_envio),
    puntos: (JSON.parse(String(f.puntos)) as (number | string | null)[]).map(enteroONulo),
  }));
}
