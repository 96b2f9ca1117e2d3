import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ordenesDetalle } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';

/**
 * The one call per send: the order's held lines (`nueva`) go to preparation, stamped with this submission.
 * Stock taking (server/services/inventario.ts: the lines' products and recipes leave the ledger, `sinInventario`
 * refusing the whole send) and the kitchen's `newOrder` event (server/eventos/, published after commit) belong
 * here, in this same transaction — not built yet. Answers the ids of the lines sent.
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
    .returning({ id: ordenesDetalle.id });
  return filas.map((f) => f.id);
}

/**
 * The one call per removal: lines leave the order but stay recorded (who, when, why). For lines that were sent,
 * `devuelveInventario` says whether the product goes back to stock or is waste; putting it back or recording
 * the waste (server/services/inventario.ts) and the `updateTableOrder` event (server/eventos/) belong here, in
 * this same transaction — not built yet. Lines never sent took nothing, so their choice is stored as null.
 */
export async function registrarRetiro(
  scope: TenantScope,
  ids: number[],
  retiro: { motivo: string; devuelveInventario: boolean | null; usuarioId: number },
): Promise<void> {
  if (ids.length === 0) return;
  await scope.tx
    .update(ordenesDetalle)
    .set({
      retirado_at: sql`now()`,
      retirado_por: retiro.usuarioId,
      motivo: retiro.motivo,
      devuelve_inventario: sql`case when ${ordenesDetalle.estado} = 'nueva' then null else ${retiro.devuelveInventario}::boolean end`,
    })
    .where(
      scope.where(ordenesDetalle, and(inArray(ordenesDetalle.id, ids), isNull(ordenesDetalle.retirado_at))),
    );
}
