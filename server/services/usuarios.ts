import { sql } from 'drizzle-orm';
import type { TenantScope } from '../db/tenant';
import { usuarios } from '../db/schema';
import type { Sesiones } from '../plugins/auth';

/**
 * Ends every session of a user of the signed-in company at once (deactivation, deletion, a role change): sessions
 * opened before this transaction stop validating (plugins/auth.ts compares them with `sesiones_desde`), and every
 * instance drops the user's cached tokens after the commit, so their next request answers 401 'Unauthenticated.'.
 * The tenant role cannot touch `sesiones`; the rows left behind expire on their own. Another company's user, or
 * none, is a 404 and nothing changes.
 */
export async function terminarSesiones(
  scope: TenantScope,
  sesionesCache: Sesiones,
  usuarioId: number,
): Promise<void> {
  await scope.update(usuarios, usuarioId, { sesiones_desde: sql`now()` });
  await sesionesCache.revocar(scope.tx, { usuarioId });
}

/**
 * Makes a user of the signed-in company inactive (spec §6: company users can be made inactive) and ends their
 * sessions; sign-in refuses inactive users, and a later reactivation does not bring the old sessions back.
 */
export async function desactivarUsuario(
  scope: TenantScope,
  sesionesCache: Sesiones,
  usuarioId: number,
): Promise<void> {
  await scope.update(usuarios, usuarioId, { activo: false });
  await terminarSesiones(scope, sesionesCache, usuarioId);
}
