import { z } from 'zod';
import { dineroRespuesta } from './dinero';

/**
 * Purchases (issue 10, spec §7 'Purchases'): shapes the API answers and its Spanish texts. `tipo_pago_compra`
 * 1 = paid, 2 = pending (a payable, later paid through `POST compras/compra/{id}/pagar`).
 */
export const ESTADOS_COMPRA = ['registrada', 'anulada'] as const;
export const TIPO_PAGO_COMPRA = { pagada: 1, pendiente: 2 } as const;

export const MENSAJES_COMPRAS = {
  compraCreada: 'Compra registrada correctamente',
  compraAnulada: 'Compra anulada correctamente',
  compraPagada: 'Compra marcada como pagada',
  yaAnulada: 'La compra ya está anulada',
  yaPagada: 'La compra ya está pagada',
  anuladaNoPagar: 'La compra está anulada: no se puede pagar',
  proveedor: 'El proveedor no existe o no pertenece a tu empresa',
  noEsProveedor: 'El tercero elegido es solo cliente: elige un proveedor',
  formaPago: 'La forma de pago no existe o no pertenece a tu empresa',
  producto: 'El producto no existe o no pertenece a tu empresa',
  sede: 'La sede no existe o no pertenece a tu empresa',
  sinLineas: 'La compra debe tener al menos un producto',
  costo: 'Indica el costo unitario o el total de la línea',
  descuento: 'El descuento no puede ser mayor que el subtotal de la línea',
  sinInventario: (nombres: string[]) =>
    `No se puede anular la compra: el inventario quedaría negativo en ${nombres.join(', ')}`,
  sinCategoria: 'Sin categoria',
} as const;

const ref = z.object({ id: z.number().int(), nombre: z.string() });

export const resumenCompra = z.object({
  id: z.number().int(),
  id_sede: z.number().int(),
  fecha: z.string(),
  id_nit: z.number().int(),
  nit: ref,
  numero_factura_proveedor: z.string(),
  id_forma_pago: z.number().int(),
  forma_pago: ref,
  tipo_pago_compra: z.number().int(),
  fecha_pago: z.string().nullable(),
  subtotal: dineroRespuesta,
  descuento: dineroRespuesta,
  iva: dineroRespuesta,
  total_iva: dineroRespuesta,
  total: dineroRespuesta,
  estado: z.enum(ESTADOS_COMPRA),
  observaciones: z.string().nullable(),
  id_begranda: z.string().nullable(),
  id_begranda_anulado: z.string().nullable(),
  cude_anulado: z.string().nullable(),
  anulada_at: z.string().nullable(),
  motivo_anulacion: z.string().nullable(),
  created_at: z.string(),
});
export type ResumenCompra = z.infer<typeof resumenCompra>;

/** A line as the 'Detalle de compra' dialog shows it (Nombre, Categoria, Cantidad comprada, Stock, …). */
export const detalleCompra = z.object({
  id: z.number().int(),
  id_producto: z.number().int(),
  nombre: z.string(),
  categoria: z.string(),
  cantidad: z.string(),
  costo_unitario: dineroRespuesta,
  subtotal: dineroRespuesta,
  descuento: dineroRespuesta,
  porcentaje_iva: z.string(),
  iva: dineroRespuesta,
  total: dineroRespuesta,
  /** Stock on hand now (all venues), null when the product no longer manages stock. */
  stock: z.string().nullable(),
  stock_minimo: z.string().nullable(),
});
export type DetalleCompra = z.infer<typeof detalleCompra>;

export const compra = resumenCompra.extend({ detalle_compra: z.array(detalleCompra) });
export type Compra = z.infer<typeof compra>;
