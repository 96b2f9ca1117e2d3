import { and, eq } from 'drizzle-orm';
import { ventasConsecutivos } from '../db/schema';
import type { TenantScope } from '../db/tenant';

/**
 * The venue's sale counter row, created if missing and locked `FOR UPDATE` for this transaction: everything that
 * numbers a sale or opens a register in the venue queues here.
 */
export async function bloquearSede(scope: TenantScope, idSede: number): Promise<number> {
  await scope.tx
    .insert(ventasConsecutivos)
    .values({ empresa_id: scope.empresaId, id_sede: idSede, ultimo: 0 })
    .onConflictDoNothing();
  const [fila] = await scope.tx
    .select({ ultimo: ventasConsecutivos.ultimo })
    .from(ventasConsecutivos)
    .where(and(eq(ventasConsecutivos.empresa_id, scope.empresaId), eq(ventasConsecutivos.id_sede, idSede)))
    .for('update');
  return fila.ultimo;
}
