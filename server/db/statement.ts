import { fillPlaceholders, Placeholder, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { escapeLiteral } from 'pg';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

/**
 * One read statement of a company, built once with Drizzle and then only executed (a prepared statement on each
 * PostgreSQL connection). `Database.readTenant` runs it with its transaction in a single message, so it costs one
 * round trip and holds no connection while it waits: the hot lists use it. Its rows are typed from the selection
 * (`StatementRow`), as the driver gives them without Drizzle's mapping.
 */
export interface TenantStatement<R = unknown> {
  name: string;
  text: string;
  params: unknown[];
  columns: string[];
  /** The row's type, carried for the compiler only. */
  readonly fila?: R;
}

/**
 * A selected value as the driver hands it over: bigint ids as text on PostgreSQL and numbers on PGlite, booleans
 * also as 't' in array mode, timestamps as Date or text. Text and numeric (money) are what the selection says.
 */
type Crudo<T> = [T] extends [number]
  ? number | string
  : [T] extends [number | null]
    ? number | string | null
    : [T] extends [boolean]
      ? boolean | string
      : [T] extends [boolean | null]
        ? boolean | string | null
        : [T] extends [Date]
          ? Date | string
          : [T] extends [Date | null]
            ? Date | string | null
            : T;

/** The row type of a statement. */
export type FilaDe<S> = S extends TenantStatement<infer R> ? R : never;

/** A statement's row: its fields, typed from the selection as the driver gives them. */
export type StatementRow<F> = { [K in keyof SelectResultFields<F>]: Crudo<SelectResultFields<F>[K]> };

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
): TenantStatement<StatementRow<F>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Nombre de consulta inválido: ${name}`);
  const { sql, params } = build(new QueryBuilder(), fields).toSQL();
  if (!params.some((p) => p instanceof Placeholder && p.name === EMPRESA))
    throw new Error(`La consulta ${name} no filtra por empresa`);
  // A connection prepares a name once, so a second statement under it would silently run the first one's SQL.
  const anterior = porNombre.get(name);
  if (anterior !== undefined && anterior !== sql)
    throw new Error(`Dos consultas se llaman ${name}: cada tenantStatement necesita un nombre propio`);
  porNombre.set(name, sql);
  return { name, text: sql, params, columns: Object.keys(fields) };
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
export function rowsToObjects<R>(statement: TenantStatement<R>, rows: unknown[][]): R[] {
  return rows.map((row) => {
    const objeto: Record<string, unknown> = {};
    statement.columns.forEach((columna, i) => (objeto[columna] = row[i]));
    return objeto as R;
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

/** A json column as the driver hands it: node-postgres parses it, a prepared `EXECUTE` on PGlite may give text. */
export const desdeJson = <T>(valor: unknown): T =>
  (typeof valor === 'string' ? JSON.parse(valor) : valor) as T;
