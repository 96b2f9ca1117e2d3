import { eq } from 'drizzle-orm';
import type { TenantScope } from '../db/tenant';
import { sesiones, usuarios } from '../db/schema';
import type { Sesiones } from '../plugins/auth';

/**
 * Makes a user of the signed-in company inactive, for the users issue's routes (spec §6: company users can be
 * made inactive). Their sessions are deleted and every instance drops their cached tokens after the commit, so
 * their next request answers 401 'Unauthenticated.'; sign-in already refuses inactive users. Another company's
 * user, or none, is a 404 and nothing changes.
 */
export async function desactivarUsuario(
  scope: TenantScope,
  sesionesCache: Sesiones,
  usuarioId: number,
): Promise<void> {
  await scope.update(usuarios, usuarioId, { activo: false });
  await scope.tx.delete(sesiones).where(eq(sesiones.usuario_id, usuarioId));
  await sesionesCache.revocar(scope.tx, { usuarioId });
}
