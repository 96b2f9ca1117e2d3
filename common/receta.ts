import { z } from 'zod';

/**
 * A prepared product's recipe as `productos/producto/{id}/receta` answers it: each ingredient (a stock-managed
 * product of the same company) and its quantity in the ingredient's unit, as a decimal string (up to three
 * decimals: '0.250' kg).
 */
export const lineaReceta = z
  .object({
    id_ingrediente: z.number().int(),
    cantidad: z.string(),
    ingrediente: z.object({ id: z.number().int(), nombre: z.string(), unidad_medida: z.string() }),
  })
  .meta({ id: 'LineaReceta' });
export type LineaReceta = z.infer<typeof lineaReceta>;

/** The recipe's quantity: positive, at most 3 decimals, 11 digits before the point (numeric(14,3)). */
export const PATRON_CANTIDAD = /^\d{1,11}(\.\d{1,3})?$/;

/** A quantity as typed (a Colombian ',' read as the point) in its stored form, or null when it is not valid. */
export function normalizarCantidad(v: unknown): string | null {
  const texto = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().replace(',', '.') : '';
  if (!PATRON_CANTIDAD.test(texto)) return null;
  const [entero, decimales = ''] = texto.split('.');
  const valor = `${entero.replace(/^0+(?=\d)/, '')}.${decimales.padEnd(3, '0')}`;
  return /^0\.000$/.test(valor) ? null : valor;
}
