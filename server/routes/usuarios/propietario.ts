import type { TenantScope } from '../../db/tenant';
import { usuarios } from '../../db/schema';
import { ROL_PRIVILEGIADO, ROL_PROPIETARIO } from '../../../common/modulos';
import { accesoDeRol } from '../../../common/roles';
import { ConflictError, ForbiddenError, ValidationError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { Sesiones } from '../../plugins/auth';
import { auditar } from '../../services/auditoria';
import { terminarSesiones } from '../../services/usuarios';
import { filaDelActor } from './actor';
import { MENSAJES_USUARIOS as M, type PropietarioBody } from './schemas';

/**
 * POST usuarios/usuario/propietario: the owner hands the company to another active user of it, confirming with
 * their own password. The old owner becomes Administrador, the new one Propietario (both '*'); the owner's row is
 * locked first, so of two concurrent transfers the second finds them no longer owner. A role changed, so both
 * users' sessions end. Recorded in the audit.
 */
export async function transferirPropiedad(
  scope: TenantScope,
  sesionesCache: Sesiones,
  actor: { usuarioId: number },
  datos: PropietarioBody,
): Promise<void> {
  const yo = await filaDelActor(scope, actor.usuarioId);
  if (yo.id_rol !== ROL_PROPIETARIO) throw new ForbiddenError(M.soloPropietarioTransfiere);
  if (!(await verifyPassword(datos.contrasena, yo.password_hash)))
    throw ValidationError.field('contrasena', M.contrasenaIncorrecta);
  const nuevo = await scope.get(usuarios, datos.id);
  if (nuevo.id === yo.id) throw ValidationError.field('id', M.yaPropietario);
  if (nuevo.invitacion_pendiente) throw new ConflictError(M.pendiente);
  if (!nuevo.activo) throw ValidationError.field('id', M.propietarioInactivo);
  await scope.update(usuarios, yo.id, {
    id_rol: ROL_PRIVILEGIADO,
    acceso_modulo_tag: accesoDeRol(ROL_PRIVILEGIADO, []),
  });
  await scope.update(usuarios, nuevo.id, {
    id_rol: ROL_PROPIETARIO,
    acceso_modulo_tag: accesoDeRol(ROL_PROPIETARIO, []),
  });
  await terminarSesiones(scope, sesionesCache, yo.id);
  await terminarSesiones(scope, sesionesCache, nuevo.id);
  await auditar(scope, {
    accion: 'usuario.propietario_transferido',
    entidad: 'usuarios',
    entidadId: nuevo.id,
    antes: { propietario: yo.email, id_rol: nuevo.id_rol },
    despues: { propietario: nuevo.email, id_rol: ROL_PROPIETARIO },
  });
}
