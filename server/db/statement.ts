import { fillPlaceholders, Placeholder, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { escapeLiteral } from 'pg';
import { QueryBuilder } from 'drizzle-orm/pg-core';

/**
 * One read statement of a company, built once with Drizzle and then only executed (a prepared statement on each
 * PostgreSQL connection). `Database.readTenant` runs it with its transaction in a single message, so it costs one
 * round trip and holds no connection while it waits: the hot lists use it. Its rows arrive as the driver gives
 * them (bigint as text on PostgreSQL, as a number on PGlite), keyed by the selected fields.
 */
export interface TenantStatement<K extends string = string> {
  name: string;
  text: string;
  params: unknown[];
  columns: K[];
}

export type StatementRow<K extends string> = Record<K, unknown>;

/** What every statement receives besides its own values: the signed-in company. */
export const EMPRESA = 'empresa';

/** The SQL of every statement built so far, by name: a connection prepares each name once. */
const porNombre = new Map<string, string>();

/**
 * Builds a statement from the selected fields and a query over them. The query must filter by
 * `sql.placeholder('empresa')`, which `readTenant` fills with the signed-in company and nothing else can set. Its
 * name is its own: another statement under the same name refuses to load.
 */
export function tenantStatement<F extends Record<string, unknown>>(
  name: string,
  fields: F,
  build: (qb: QueryBuilder, fields: F) => { toSQL(): { sql: string; params: unknown[] } },
): TenantStatement<Extract<keyof F, string>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Nombre de consulta inválido: ${name}`);
  const { sql, params } = build(new QueryBuilder(), fields).toSQL();
  if (!params.some((p) => p instanceof Placeholder && p.name === EMPRESA))
    throw new Error(`La consulta ${name} no filtra por empresa`);
  // A connection prepares a name once, so a second statement under it would silently run the first one's SQL.
  const anterior = porNombre.get(name);
  if (anterior !== undefined && anterior !== sql)
    throw new Error(`Dos consultas se llaman ${name}: cada tenantStatement necesita un nombre propio`);
  porNombre.set(name, sql);
  return { name, text: sql, params, columns: Object.keys(fields) as Extract<keyof F, string>[] };
}

/** The statement's parameters for one execution, the company included. */
export function statementValues(
  statement: TenantStatement,
  empresaId: number,
  values: Record<string, unknown>,
): unknown[] {
  return fillPlaceholders(statement.params, { ...values, [EMPRESA]: empresaId });
}

/** Rows in array mode (the driver's) to objects keyed by the statement's fields. */
export function rowsToObjects<K extends string>(
  statement: TenantStatement<K>,
  rows: unknown[][],
): StatementRow<K>[] {
  return rows.map((row) => {
    const objeto = {} as StatementRow<K>;
    statement.columns.forEach((columna, i) => (objeto[columna] = row[i]));
    return objeto;
  });
}

/**
 * A timestamp as the API writes it (`2026-11-22T15:40:51.123Z`, what `Date.toJSON` gives), made by PostgreSQL:
 * hot lists skip parsing dates only to print them again.
 */
export const isoUtc = (column: AnyPgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A parameter as an SQL literal, for `EXECUTE name(...)` in a simple-protocol message (which carries no separate
 * parameters). Only the types statements take are accepted; text goes through pg's escapeLiteral.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Parámetro no finito: ${value}`);
    return String(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return escapeLiteral(value);
  if (value instanceof Date) return escapeLiteral(value.toISOString());
  throw new Error(`Tipo de parámetro no admitido: ${typeof value}`);
}
