import { eq } from 'drizzle-orm';
import type { TenantScope } from '../../db/tenant';
import { usuarios } from '../../db/schema';
import { ROL_PRIVILEGIADO, ROL_PROPIETARIO } from '../../../common/modulos';
import { esPrivilegiado } from '../../../common/roles';
import { ForbiddenError, UnauthenticatedError, ValidationError } from '../../lib/errors';
import { MENSAJES_USUARIOS as M } from './schemas';

type Fila = typeof usuarios.$inferSelect;

/**
 * The signed-in user's row as it is now, locked until the transaction ends: their role is read here, not from the
 * cached session, and a concurrent transfer of ownership waits for this change (or this change for it).
 */
export async function filaDelActor(scope: TenantScope, usuarioId: number): Promise<Fila> {
  const [fila] = await scope.tx
    .select()
    .from(usuarios)
    .where(scope.where(usuarios, eq(usuarios.id, usuarioId)))
    .for('update');
  if (!fila) throw new UnauthenticatedError();
  return fila;
}

/**
 * Who may change whom (issue 24): another privileged user (owner or Administrador) is changed or deleted by the
 * owner only; only the owner hands out the Administrador role; nobody changes their own role. Changing one's own
 * names, phone or e-mail is allowed.
 */
export function exigirPuedeCambiar(actor: Fila, objetivo: Fila, rolNuevo: number = objetivo.id_rol): void {
  const esPropietario = actor.id_rol === ROL_PROPIETARIO;
  if (actor.id === objetivo.id) {
    if (rolNuevo !== objetivo.id_rol) throw ValidationError.field('rol', M.rolPropio);
    return;
  }
  if (esPrivilegiado(objetivo.id_rol) && !esPropietario) throw new ForbiddenError(M.soloPropietario);
  exigirPuedeDarRol(actor, rolNuevo, objetivo.id_rol);
}

/** Making someone an Administrador (inviting, adding or promoting them) is the owner's alone. */
export function exigirPuedeDarRol(actor: Fila, rolNuevo: number, rolActual?: number): void {
  if (rolNuevo === ROL_PRIVILEGIADO && rolActual !== ROL_PRIVILEGIADO && actor.id_rol !== ROL_PROPIETARIO)
    throw new ForbiddenError(M.soloPropietarioAdministra);
}
