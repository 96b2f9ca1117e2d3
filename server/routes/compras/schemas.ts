import { z } from 'zod';
import { pagina, respuestas } from '../../../common/api';
import {
  cantidadCompraValida,
  compra,
  ESTADOS_COMPRA,
  MENSAJES_COMPRAS,
  resumenCompra,
} from '../../../common/compras';
import { dineroNoNegativo } from '../../../common/dinero';
import { consultaPagina, id, opcional, optionalId, optionalText } from '../../lib/schemas';

const noNegativo = (campo: string) => dineroNoNegativo(`${campo} no puede ser negativo`);

const cantidad = z
  .union([z.string().trim(), z.number()], { error: 'La cantidad debe ser un número mayor que cero' })
  .transform((v) => String(v))
  .refine(cantidadCompraValida, { message: MENSAJES_COMPRAS.cantidad });

const porcentaje = z
  .union([z.string().trim(), z.number()])
  .transform((v) => String(v))
  .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100, {
    message: 'La tarifa de IVA debe estar entre 0 y 100',
  });

/** A calendar day 'YYYY-MM-DD' that exists. */
export const fecha = z
  .string()
  .trim()
  .refine(
    (v) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    },
    { message: 'La fecha debe tener el formato AAAA-MM-DD' },
  );

/**
 * A purchase line: product, quantity, and the unit cost (before IVA) or the line's total before discount and IVA
 * (`valor_total`; the unit cost is then derived), discount (pesos) and IVA rate.
 */
const linea = z.object({
  id_producto: id,
  cantidad,
  costo_unitario: opcional(noNegativo('El costo unitario')),
  valor_total: opcional(noNegativo('El total de la línea')),
  descuento: opcional(noNegativo('El descuento')),
  porcentaje_iva: porcentaje.optional(),
});
export type LineaCompraInput = z.infer<typeof linea>;

/** POST compras/compra. */
export const compraBody = z.object({
  idempotencia: z.string().trim().min(8).max(100),
  id_nit: id,
  numero_factura_proveedor: z.string().trim().min(1).max(50),
  fecha: fecha.optional(),
  id_forma_pago: id,
  tipo_pago_compra: z.coerce.number().int().min(1).max(2).default(1),
  id_sede: optionalId,
  observaciones: optionalText(500),
  detalle_compra: z.array(linea).max(200),
});
export type CompraInput = z.infer<typeof compraBody>;

/** POST compras/compra/{id}/pagar: a pending purchase paid (the method and day, defaults its own and today). */
export const pagarBody = z.object({ id_forma_pago: optionalId, fecha_pago: fecha.optional() });
export type PagarInput = z.infer<typeof pagarBody>;

/** DELETE compras/compra/{id}?motivo= */
export const anularQuery = z.object({ motivo: optionalText(200) });

/** GET compras: pages from 0 (spec §9). */
export const comprasQuery = consultaPagina(0).extend({
  estado: z.enum(ESTADOS_COMPRA).optional(),
  tipo_pago_compra: z.coerce.number().int().min(1).max(2).optional(),
  id_nit: id.optional(),
});
export type ComprasQuery = z.infer<typeof comprasQuery>;

export const respuestasCompras = {
  compra: respuestas(compra),
  compras: respuestas(pagina(resumenCompra)),
};
