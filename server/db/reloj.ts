import { sql, type SQL } from 'drizzle-orm';

/**
 * One clock (issue 5): every timestamp the database stores or compares comes from its own `now()`, so expiries
 * hold when the application's and the database's clocks disagree. These build the expressions.
 */

/** `now()` plus a number of seconds, as a timestamptz expression. */
export const ahoraMas = (segundos: number): SQL => sql`(now() + make_interval(secs => ${segundos}::float8))`;

/** Whether a stored timestamp is already past, by the database's clock. */
export const vencido = (columna: SQL | { name: string }): SQL<boolean> => sql<boolean>`(${columna} <= now())`;

/** Milliseconds from now until a stored timestamp, by the database's clock (negative when past). */
export const msHasta = (columna: SQL | { name: string }): SQL<number> =>
  sql<number>`(extract(epoch from (${columna} - now())) * 1000)::float8`;
