import { and, asc, eq } from 'drizzle-orm';
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

/** GET responsables: the company's active users, by name. */
export async function listarResponsables(scope: TenantScope) {
  return scope.tx
    .select({ id: usuarios.id, nombre: usuarios.nombre, apellido: usuarios.apellido, email: usuarios.email })
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, scope.empresaId), eq(usuarios.activo, true)))
    .orderBy(asc(usuarios.nombre), asc(usuarios.apellido), asc(usuarios.id));
}
