import { eq, inArray, sql } from 'drizzle-orm';
import { MENSAJES_VENTAS as M, type Venta } from '../../../common/ventas';
import { ventas, ventasDetalle } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { publicar } from '../../eventos';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { auditar } from '../../services/auditoria';
import { regresoPorCancelacion } from '../../services/inventario';
import { consumoDeOpciones } from '../../services/modificadores';
import { emitirVenta } from '../../webhooks/eventos';
import { cajaParaVender } from './caja/consulta';
import { cajaSinConteo } from './caja/sinConteo';
import { privilegiado, type Quien } from './quien';
import { cargarVenta } from './consultas';
import type { CancelarInput } from './schemas';
import { encolarErp } from '../../erp/envio';
import { emitirNotaAnulacion } from '../../dian/notaVenta';

/**
 * POST ventas/venta/cancelar (roles 0 and 1, with a reason): the sale stays, marked cancelled; its stock comes
 * back or is recorded as waste per line; its payments leave the expected amounts of the venue's open register
 * (`id_cuadre_caja_anulacion`): its own register while that is open (which sums paid sales only), else — its
 * register is closed and frozen — the one open now, as a refund from that till; with none open, 409 and nothing
 * changes. A cancelled sale is not cancelled again (409).
 */
export async function cancelarVenta(scope: TenantScope, quien: Quien, input: CancelarInput): Promise<Venta> {
  if (!privilegiado(quien)) throw new ForbiddenError(M.cancelarPermiso);
  const [venta] = await scope.tx
    .select({
      id: ventas.id,
      id_sede: ventas.id_sede,
      id_cuadre_caja: ventas.id_cuadre_caja,
      estado: ventas.estado,
      numero: ventas.numero,
    })
    .from(ventas)
    .where(scope.where(ventas, eq(ventas.id, input.id_venta)))
    .for('update');
  if (!venta) throw new NotFoundError();
  if (venta.estado === 'cancelada') throw new ConflictError(M.yaCancelada);
  if (!input.motivo) throw ValidationError.field('motivo', M.motivoRequerido);
  // Its payments leave the venue's open register: its own while open; once closed (frozen), the one open now.
  const idCajaAnulacion =
    (await cajaSinConteo(scope, quien, venta.id_sede)) ??
    (await cajaParaVender(scope, venta.id_sede, M.sinCajaAnular));
  const lineas = await scope.tx
    .select({
      id: ventasDetalle.id,
      id_producto: ventasDetalle.id_producto,
      cantidad: ventasDetalle.cantidad,
      modificadores: ventasDetalle.modificadores,
    })
    .from(ventasDetalle)
    .where(scope.where(ventasDetalle, eq(ventasDetalle.id_venta, venta.id)));
  const elecciones = new Map(input.detalles.map((d) => [d.id, d.devuelve_inventario]));
  input.detalles.forEach((d, n) => {
    if (!lineas.some((l) => l.id === d.id)) throw ValidationError.field(`detalles.${n}.id`, M.lineaAjena);
  });
  const conEleccion = lineas.map((l) => ({
    ...l,
    cantidad: String(l.cantidad),
    devuelve: elecciones.get(l.id) ?? input.devuelve_inventario,
  }));
  for (const devuelve of [true, false]) {
    const ids = conEleccion.filter((l) => l.devuelve === devuelve).map((l) => l.id);
    if (ids.length > 0)
      await scope.tx
        .update(ventasDetalle)
        .set({ devuelve_inventario: devuelve })
        .where(scope.where(ventasDetalle, inArray(ventasDetalle.id, ids)));
  }
  await regresoPorCancelacion(
    scope,
    { id: venta.id, id_sede: venta.id_sede },
    conEleccion.flatMap((l) => [
      { id_producto: l.id_producto, cantidad: l.cantidad, devuelve: l.devuelve },
      // What its options consumed (issue 32) follows the line's choice.
      ...consumoDeOpciones([l]).map((c) => ({ ...c, devuelve: l.devuelve })),
    ]),
  );
  // After the stock, as a sale locks them: products first, then the day's sums (ventas_dias, the sale's trigger).
  await scope.update(ventas, venta.id, {
    estado: 'cancelada',
    cancelada_por: quien.usuarioId,
    cancelada_at: sql`now()`,
    motivo_cancelacion: input.motivo,
    id_cuadre_caja_anulacion: idCajaAnulacion,
  });
  await publicar(scope, 'ventas', [venta.id_cuadre_caja, idCajaAnulacion]);
  await auditar(scope, {
    accion: 'venta.anulada',
    entidad: 'ventas',
    entidadId: String(venta.id),
    antes: { estado: 'pagada' },
    despues: { estado: 'cancelada', motivo: input.motivo },
  });
  const cancelada = await cargarVenta(scope, venta.id);
  // Issue 29: its electronic document's note (adjustment or credit), numbered in this transaction.
  await emitirNotaAnulacion(scope, cancelada, input.motivo);
  await encolarErp(scope, 'canceledSale', venta.id);
  return emitirVenta(scope, 'venta.anulada', cancelada);
}
