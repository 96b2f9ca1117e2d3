import { sql } from 'drizzle-orm';
import type { TenantScope } from './tenant';

/**
 * The instant the current transaction writes at: `app.instante` when set (the demo's seeding writes its past
 * through the services: `enInstante`), else now(). Read by the stock ledger's rows and the cost history's trigger
 * (migration 0044), which comanda_app can only insert, never move back afterwards.
 */
export const INSTANTE = sql`coalesce(nullif(current_setting('app.instante', true), '')::timestamptz, now())`;

/**
 * Runs `fn` with the transaction's writes dated at `instante` (undefined: now, as always). Only code passes one,
 * never a request: the API writes at its own instant. Back to now() when `fn` succeeds (a failure rolls the
 * transaction back, setting and all).
 */
export async function enInstante<T>(
  scope: TenantScope,
  instante: Date | undefined,
  fn: () => Promise<T>,
): Promise<T> {
  if (instante === undefined) return fn();
  await scope.tx.execute(sql`select set_config('app.instante', ${instante.toISOString()}, true)`);
  const resultado = await fn();
  await scope.tx.execute(sql`select set_config('app.instante', '', true)`);
  return resultado;
}
