import type { TenantScope } from '../db/tenant';
import { usuarios } from '../db/schema';
import type { Sesiones } from '../plugins/auth';

/**
 * Makes a user of the signed-in company inactive, for the users issue's routes (spec §6: company users can be
 * made inactive). Every instance drops their cached tokens after the commit and the session check refuses inactive users, so
 * their next request answers 401 'Unauthenticated.'; sign-in already refuses inactive users. (The tenant role
 * cannot touch `sesiones`: deleting their rows, e.g. before a reactivation, belongs to the auth module.) Another company's
 * user, or none, is a 404 and nothing changes.
 */
export async function desactivarUsuario(
  scope: TenantScope,
  sesionesCache: Sesiones,
  usuarioId: number,
): Promise<void> {
  await scope.update(usuarios, usuarioId, { activo: false });
  await sesionesCache.revocar(scope.tx, { usuarioId });
}
