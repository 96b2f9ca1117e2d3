import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { exacto, textoExacto } from '../../../common/exacto';
import { mensajeSinInventario, SIN_INVENTARIO } from '../../../common/ordenes';
import { ordenes, ordenesDetalle } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { regresoPorRetiro, salidaPorEnvio, SinInventarioError } from '../../services/inventario';
import { consumoDeOpciones } from '../../services/modificadores';
import type { ModificadorLinea } from '../../../common/modificadores';

/** The lines' products and the ingredients their options consume (issue 32), as the ledger takes them. */
const conOpciones = (
  filas: { id_producto: number; cantidad: string; modificadores: ModificadorLinea[] | null }[],
) => [
  ...filas.map((f) => ({ id_producto: f.id_producto, cantidad: String(f.cantidad) })),
  ...consumoDeOpciones(filas.map((f) => ({ cantidad: String(f.cantidad), modificadores: f.modificadores }))),
];

/** The order's id and venue (its stock moves there). */
async function ordenConSede(scope: TenantScope, id: number) {
  const [fila] = await scope.tx
    .select({ id: ordenes.id, id_sede: ordenes.id_sede })
    .from(ordenes)
    .where(scope.where(ordenes, eq(ordenes.id, id)));
  return fila;
}

/**
 * The one call per send: the order's held lines (`nueva`) go to preparation, stamped with this submission, and
 * their products (and the stock-managed ingredients of their recipes) leave the order's venue's stock as 'venta'
 * movements naming the order (server/services/inventario.ts `salidaPorEnvio`), in this same transaction. A product
 * short of stock refuses the whole send as spec §8's `sinInventario` (409; `data` id_producto, nombre, disponible;
 * `message_object.mensaje`), and the caller's transaction keeps nothing (the idempotency key either). The
 * kitchen's `newOrder` is published by the caller (service.ts). Answers the ids sent.
 */
export async function registrarEnvio(
  scope: TenantScope,
  envio: { idOrden: number; idEnvio: number },
): Promise<number[]> {
  const filas = await scope.tx
    .update(ordenesDetalle)
    .set({ estado: 'enviada', enviado_at: sql`now()`, id_envio: envio.idEnvio })
    .where(
      scope.where(
        ordenesDetalle,
        eq(ordenesDetalle.id_orden, envio.idOrden),
        eq(ordenesDetalle.estado, 'nueva'),
        isNull(ordenesDetalle.retirado_at),
      ),
    )
    .returning({
      id: ordenesDetalle.id,
      id_producto: ordenesDetalle.id_producto,
      cantidad: ordenesDetalle.cantidad,
      modificadores: ordenesDetalle.modificadores,
    });
  if (filas.length > 0)
    try {
      await salidaPorEnvio(scope, await ordenConSede(scope, envio.idOrden), conOpciones(filas));
    } catch (error) {
      if (!(error instanceof SinInventarioError)) throw error;
      const { id_producto, nombre, disponible } = error;
      throw new AppError(
        409,
        SIN_INVENTARIO,
        { id_producto, nombre, disponible },
        { mensaje: mensajeSinInventario(nombre, textoExacto(exacto(disponible))) },
      );
    }
  return filas.map((f) => f.id);
}

/**
 * The one call per removal: lines leave the order but stay recorded (who, when, why). What a sent line took
 * from stock comes back ('venta_anulada') or, when `devuelveInventario` is false, is recorded as waste ('merma')
 * (server/services/inventario.ts `regresoPorRetiro`), in this same transaction. Lines never sent took nothing:
 * they move no stock and their choice is stored as null. The `updateTableOrder` event is published by the
 * caller (service.ts).
 */
export async function registrarRetiro(
  scope: TenantScope,
  ids: number[],
  retiro: { motivo: string; devuelveInventario: boolean | null; usuarioId: number },
): Promise<void> {
  if (ids.length === 0) return;
  const enviadas = await scope.tx
    .update(ordenesDetalle)
    .set({
      retirado_at: sql`now()`,
      retirado_por: retiro.usuarioId,
      motivo: retiro.motivo,
      devuelve_inventario: sql`case when ${ordenesDetalle.estado} = 'nueva' then null else ${retiro.devuelveInventario}::boolean end`,
    })
    .where(
      scope.where(ordenesDetalle, and(inArray(ordenesDetalle.id, ids), isNull(ordenesDetalle.retirado_at))),
    )
    .returning({
      id_orden: ordenesDetalle.id_orden,
      id_producto: ordenesDetalle.id_producto,
      cantidad: ordenesDetalle.cantidad,
      estado: ordenesDetalle.estado,
      modificadores: ordenesDetalle.modificadores,
    });
  for (const idOrden of new Set(enviadas.filter((f) => f.estado !== 'nueva').map((f) => f.id_orden)))
    await regresoPorRetiro(
      scope,
      await ordenConSede(scope, idOrden),
      conOpciones(enviadas.filter((f) => f.estado !== 'nueva' && f.id_orden === idOrden)),
      retiro.devuelveInventario === true,
    );
}
