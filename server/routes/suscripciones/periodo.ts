import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/tenant';

export interface Periodo {
  /** YYYY-MM-DD, Bogotá's day (the database's clock). */
  inicio: string;
  /** The period's last day: `inicio` plus `meses` months, less a day. */
  fin: string;
  /** YYYYMM of today in Bogotá (a card's expiry is compared with it). */
  mes: number;
}

/** The period that starts today in Bogotá and lasts `meses` months (one clock: the database's now()). */
export async function periodoDesdeHoy(scope: TenantScope, meses: number): Promise<Periodo> {
  return periodoDesde(scope, sql`(now() at time zone 'America/Bogota')::date`, meses);
}

/** The period that starts on `inicio` (a date expression) and lasts `meses` months. */
export async function periodoDesde(
  scope: TenantScope,
  inicio: ReturnType<typeof sql>,
  meses: number,
): Promise<Periodo> {
  const r = await scope.tx.execute<{ inicio: string; fin: string; mes: string }>(sql`
    select (${inicio})::date::text as inicio,
           ((${inicio})::date + make_interval(months => ${meses}::int) - interval '1 day')::date::text as fin,
           to_char(now() at time zone 'America/Bogota', 'YYYYMM') as mes`);
  const filas = Array.isArray(r) ? r : (r as { rows: { inicio: string; fin: string; mes: string }[] }).rows;
  const f = filas[0];
  return { inicio: f.inicio, fin: f.fin, mes: Number(f.mes) };
}
