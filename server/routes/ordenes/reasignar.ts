import { and, eq, sql } from 'drizzle-orm';
import { puedeUsarModulo } from '../../../common/modulos';
import { MENSAJES_ORDENES as M, type Orden } from '../../../common/ordenes';
import { ordenes, usuarios } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { ConflictError, ForbiddenError, ValidationError } from '../../lib/errors';
import { auditar } from '../../services/auditoria';
import { cargarOrden } from './consultas';
import { avisarCambio, ordenBloqueada, privilegiado, type Quien } from './service';

/**
 * POST ordenes/orden/{id}/mesero: the owner or an administrator passes an open order to another active user who
 * takes orders (module `ventas`). The order's waiter is who its sale names, so the tip follows the order.
 */
export async function reasignarOrden(
  scope: TenantScope,
  quien: Quien,
  id: number,
  idUsuario: number,
): Promise<Orden> {
  if (!privilegiado(quien)) throw new ForbiddenError(M.reasignarPermiso);
  const orden = await ordenBloqueada(scope, id);
  if (orden.estado !== 'abierta') throw new ConflictError(M.noAbierta);
  const [mesero] = await scope.tx
    .select({ id_rol: usuarios.id_rol, acceso_modulo_tag: usuarios.acceso_modulo_tag })
    .from(usuarios)
    .where(
      and(eq(usuarios.empresa_id, scope.empresaId), eq(usuarios.id, idUsuario), eq(usuarios.activo, true)),
    );
  if (!mesero || !puedeUsarModulo(mesero, { tag: 'ventas' }))
    throw ValidationError.field('id_usuario', M.meseroInvalido);
  if (orden.id_usuario !== idUsuario) {
    await scope.update(ordenes, id, { id_usuario: idUsuario, updated_at: sql`now()` });
    await auditar(scope, {
      accion: 'orden.reasignada',
      entidad: 'ordenes',
      entidadId: String(id),
      antes: { id_usuario: orden.id_usuario },
      despues: { id_usuario: idUsuario },
    });
    await avisarCambio(scope, [id], false);
  }
  return cargarOrden(scope, id);
}
