import { and, asc, eq } from 'drizzle-orm';
import { puedeUsarModulo } from '../../../../common/modulos';
import { MENSAJES_VENTAS as M } from '../../../../common/ventas';
import { usuarios } from '../../../db/schema';
import type { TenantScope } from '../../../db/tenant';
import { ValidationError } from '../../../lib/errors';

/** An active user of the company (the register's responsible), else 422 on `campo`. */
export async function responsableDe(scope: TenantScope, id: number, campo = 'id_responsable') {
  const [fila] = await scope.tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, scope.empresaId), eq(usuarios.id, id), eq(usuarios.activo, true)));
  if (!fila) throw ValidationError.field(campo, M.responsable);
  return fila.id;
}

/**
 * GET responsables: the company's active users, by name; with `modulo`, only those who may use that module (the
 * waiters an order can be passed to: `modulo=ventas`).
 */
export async function listarResponsables(scope: TenantScope, modulo?: string) {
  const filas = await scope.tx
    .select({
      id: usuarios.id,
      nombre: usuarios.nombre,
      apellido: usuarios.apellido,
      email: usuarios.email,
      id_rol: usuarios.id_rol,
      acceso_modulo_tag: usuarios.acceso_modulo_tag,
    })
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, scope.empresaId), eq(usuarios.activo, true)))
    .orderBy(asc(usuarios.nombre), asc(usuarios.apellido), asc(usuarios.id));
  return filas
    .filter((u) => !modulo || puedeUsarModulo(u, { tag: modulo }))
    .map(({ id, nombre, apellido, email }) => ({ id, nombre, apellido, email }));
}
