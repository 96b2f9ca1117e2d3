import { compararDinero } from '../../common/dinero';
import { mensajePrecioNegativo } from '../../common/ordenes';
import { AppError } from '../lib/errors';

/**
 * Refuses the lines of products whose stored price is negative (saved before the API refused one, issue 25): a
 * 422 whose message names the first, each line's error under `detalles.<n>.id_producto`; else the sale or order
 * would reach the database's checks and answer a 500.
 */
export function rechazarPreciosNegativos(
  ids: readonly number[],
  productos: ReadonlyMap<number, { nombre: string; precio_venta: string | null }>,
): void {
  const errores: Record<string, string[]> = {};
  let primero: string | null = null;
  ids.forEach((id, n) => {
    const p = productos.get(id);
    if (!p || p.precio_venta === null || compararDinero(p.precio_venta, '0') >= 0) return;
    const mensaje = mensajePrecioNegativo(p.nombre);
    errores[`detalles.${n}.id_producto`] = [mensaje];
    primero ??= mensaje;
  });
  if (primero !== null) throw new AppError(422, primero, { errors: errores });
}
