import { eq } from 'drizzle-orm';
import type { Venta } from '../../../common/ventas';
import { ventas } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { NotFoundError } from '../../lib/errors';
import { revisarHuella } from '../../lib/idempotencia';
import { cargarVenta } from './consultas';

/**
 * The idempotency key was taken by a sale that committed while this one waited: this transaction rolls back
 * (its number with it) and the route answers the first sale.
 */
export class VentaRepetida extends Error {
  constructor(readonly cuerpo: { idempotencia: string }) {
    super('venta repetida');
  }
}

/** The sale already made with this body's key, or null; 422 when the key came with another body. */
export async function ventaPorClave(
  scope: TenantScope,
  cuerpo: { idempotencia: string },
): Promise<number | null> {
  const [fila] = await scope.tx
    .select({ id: ventas.id, huella: ventas.huella })
    .from(ventas)
    .where(scope.where(ventas, eq(ventas.idempotencia, cuerpo.idempotencia)));
  if (!fila) return null;
  revisarHuella(fila.huella, cuerpo);
  return fila.id;
}

/** The sale made with this body's key (a repeated charge's answer; 422 for another body). */
export async function ventaDeClave(scope: TenantScope, cuerpo: { idempotencia: string }): Promise<Venta> {
  const id = await ventaPorClave(scope, cuerpo);
  if (id === null) throw new NotFoundError();
  return cargarVenta(scope, id);
}
