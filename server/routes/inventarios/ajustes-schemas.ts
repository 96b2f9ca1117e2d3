import { z } from 'zod';
import { pagina, respuestas } from '../../../common/api';
import { ajusteInventario, MOTIVOS_AJUSTE, TIPOS_AJUSTE } from '../../../common/ajustesInventario';
import { fecha } from '../compras/schemas';
import { consultaPagina, id, optionalId, optionalText } from '../../lib/schemas';

/** A quantity ≥ 0 with up to 3 decimals (a count may be zero). */
const cantidadNoNegativa = z
  .union([z.string().trim(), z.number()], { error: 'La cantidad debe ser un número' })
  .transform((v) => String(v))
  .refine((v) => /^\d{1,10}(\.\d{1,3})?$/.test(v), {
    message: 'La cantidad debe ser un número no negativo, con hasta tres decimales',
  });

/**
 * A line: the product and, for a count, the counted quantity (`contado`), for an entry or exit the quantity moved
 * (`cantidad`, > 0). Which one is required is checked by the service (its messages name the line).
 */
const lineaAjuste = z.object({
  id_producto: id,
  contado: cantidadNoNegativa.optional(),
  cantidad: cantidadNoNegativa.optional(),
});
export type LineaAjusteInput = z.infer<typeof lineaAjuste>;

/** POST inventarios/inventario. */
export const ajusteBody = z.object({
  idempotencia: z.string().trim().min(8).max(100),
  tipo: z.enum(TIPOS_AJUSTE),
  motivo: z.preprocess((v) => (v === '' ? undefined : v), z.enum(MOTIVOS_AJUSTE).optional()),
  observaciones: optionalText(500),
  id_sede: optionalId,
  detalle: z.array(lineaAjuste).max(200),
});
export type AjusteInput = z.infer<typeof ajusteBody>;

/** GET inventarios/ajustes: pages from 1 like GET inventarios; filters type, reason, product, Bogotá days. */
export const ajustesQuery = consultaPagina(1).extend({
  tipo: z.enum(TIPOS_AJUSTE).optional(),
  motivo: z.enum(MOTIVOS_AJUSTE).optional(),
  id_producto: id.optional(),
  desde: fecha.optional(),
  hasta: fecha.optional(),
});
export type AjustesQuery = z.infer<typeof ajustesQuery>;

export const respuestasAjustes = {
  ajuste: respuestas(ajusteInventario),
  ajustes: respuestas(pagina(ajusteInventario)),
};
