import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ZONA_BOGOTA, diasDelMes } from '../../../../common/mesBogota';
import type { TenantScope } from '../../../db/tenant';

/**
 * The dashboard's periods, all of them Bogotá days written 'YYYY-MM-DD': the reference day is the one asked for, or
 * today by the database's clock (one clock), and the month, week and months around it are computed from its digits.
 */

/** The reference day: `fecha` when given, else today in Bogotá by the database's now(). */
export async function diaDeReferencia(scope: TenantScope, fecha: string | undefined): Promise<string> {
  if (fecha) return fecha;
  const r = await scope.tx.execute<{ hoy: string }>(
    sql`select to_char((now() at time zone ${ZONA_BOGOTA})::date, 'YYYY-MM-DD') as hoy`,
  );
  return (Array.isArray(r) ? r : (r as { rows: { hoy: string }[] }).rows)[0].hoy;
}

const dos = (n: number) => String(n).padStart(2, '0');
const aTexto = (d: Date) => `${d.getUTCFullYear()}-${dos(d.getUTCMonth() + 1)}-${dos(d.getUTCDate())}`;

/** A day plus `n` days (negative: earlier), on the calendar (UTC arithmetic on a date has no zone). */
export const sumarDias = (dia: string, n: number): string => {
  const d = new Date(`${dia}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return aTexto(d);
};

/** The days from `desde` to `hasta`, both included. */
export function diasEntre(desde: string, hasta: string): string[] {
  const dias: string[] = [];
  for (let d = desde; d <= hasta; d = sumarDias(d, 1)) dias.push(d);
  return dias;
}

export interface Mes {
  /** 'YYYY-MM' */
  mes: string;
  desde: string;
  hasta: string;
}

/** The month `atras` months before the day's (0: its own). */
export function mesDe(dia: string, atras = 0): Mes {
  const total = Number(dia.slice(0, 4)) * 12 + Number(dia.slice(5, 7)) - 1 - atras; // no-dinero: a month count
  const anio = Math.floor(total / 12);
  const numero = (total % 12) + 1;
  const mes = `${anio}-${dos(numero)}`;
  return { mes, desde: `${mes}-01`, hasta: `${mes}-${dos(diasDelMes(anio, numero))}` };
}

/**
 * The zone as a literal, not a parameter: an expression grouped by must be written the same in the select list and
 * the GROUP BY, and two parameters are two expressions to PostgreSQL. A constant of this file, never input.
 */
export const ZONA = sql.raw(`'${ZONA_BOGOTA}'`);

/** The Bogotá day of an instant, 'YYYY-MM-DD'. */
export const diaBogota = (columna: AnyColumn): SQL<string> =>
  sql<string>`to_char((${columna} at time zone ${ZONA})::date, 'YYYY-MM-DD')`;

/** A sum of money, exact, '0.00' when there is nothing to sum. */
export const suma = (valor: AnyColumn | SQL): SQL<string> =>
  sql<string>`coalesce(sum(${valor}), 0)::numeric(20,2)::text`;

/** A row count. */
export const cuenta = (): SQL<number> => sql<number>`count(*)::int`; // no-dinero: a row count
