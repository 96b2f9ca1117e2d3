import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TenantScope } from '../db/tenant';
import { NotFoundError } from '../lib/errors';

/**
 * Venues a user works in (issue 30). The session carries them (`usuarios.id_sedes`; null: every venue, always for
 * the owner and administrators), so each check is a comparison, not a query. Another venue's register, tables and
 * orders answer 404 exactly like another company's; code without a request (workers) sees every venue.
 */
export const SEDE_NO_ASIGNADA = 'La sede no existe o no está asignada a tu usuario';

/** The venues of the signed-in user (null: every venue). */
export const sedesDelUsuario = (scope: TenantScope): number[] | null => scope.origen?.sedes ?? null;
const asignadas = sedesDelUsuario;

/** Whether the signed-in user may work in venue `idSede` (a null venue — none recorded — is everyone's). */
export const sedePermitida = (scope: TenantScope, idSede: number | null | undefined): boolean => {
  const lista = asignadas(scope);
  return lista === null || idSede == null || lista.includes(idSede);
};

/** A 404 when the user is not assigned to `idSede`. */
export function exigirSede(scope: TenantScope, idSede: number | null | undefined): void {
  if (!sedePermitida(scope, idSede)) throw new NotFoundError(SEDE_NO_ASIGNADA);
}

/** A list's condition: rows of the user's venues only (undefined: no narrowing). */
export function soloSedesDelUsuario(scope: TenantScope, columna: PgColumn): SQL | undefined {
  const lista = asignadas(scope);
  if (lista === null) return undefined;
  return lista.length === 0 ? sql`false` : inArray(columna, lista);
}

/**
 * A report's venue condition (issue 30), as `and …` over `columna` (raw SQL, a report's alias): the venue asked
 * (`idSede`, checked with `exigirSede` before), else the user's venues, else nothing. A row without a venue is no
 * assigned venue's.
 */
export function sedesDeInforme(scope: TenantScope, idSede: unknown, columna: SQL): SQL {
  if (typeof idSede === 'number') return sql` and ${columna} = ${idSede}`;
  const lista = asignadas(scope);
  if (lista === null) return sql``;
  return sql` and ${columna} = any(${`{${lista.filter(Number.isSafeInteger).join(',')}}`}::bigint[])`;
}

/** The venue a request names, else the user's first assigned one (undefined: the company's main venue decides). */
export const sedeAsignadaO = (
  scope: TenantScope,
  idSede: number | null | undefined,
): number | null | undefined => idSede ?? asignadas(scope)?.[0] ?? idSede;
