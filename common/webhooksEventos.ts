import { z } from 'zod';
import { dineroRespuesta } from './dinero';

/**
 * The body of every webhook event (issue 11), stable: `{ id, type, timestamp, data }` — `id` is the Standard
 * Webhooks `webhook-id` header (the receiver's dedup key), `type` one of `TIPOS_EVENTO_WEBHOOK`, `timestamp` ISO 8601
 * UTC of the event, `data` the document's key fields below (money as strings with two decimals, quantities as
 * strings with three, dates `YYYY-MM-DD`, instants ISO 8601). Fields are only ever added, never renamed.
 * Built by server/webhooks/eventos.ts; tests/api/webhooks-eventos.test.ts parses what the receiver gets with these.
 */
export const cuerpoEventoWebhook = z.object({
  id: z.string(),
  type: z.string(),
  timestamp: z.string(),
  data: z.unknown(),
});

/** `venta.creada` and `venta.anulada`: the sale (cancelled: `estado` 'cancelada', who, when and why). */
export const datosEventoVenta = z.object({
  id: z.number().int(),
  consecutivo: z.string(),
  id_sede: z.number().int(),
  id_cuadre_caja: z.number().int(),
  tipo: z.string(),
  id_orden: z.number().int().nullable(),
  id_nit: z.number().int(),
  cliente: z.string(),
  documento_cliente: z.string(),
  subtotal: dineroRespuesta,
  descuento: dineroRespuesta,
  impuesto: dineroRespuesta,
  total: dineroRespuesta,
  propina: dineroRespuesta,
  estado: z.string(),
  id_usuario: z.number().int(),
  created_at: z.string(),
  cancelada_por: z.number().int().nullable(),
  cancelada_at: z.string().nullable(),
  motivo_cancelacion: z.string().nullable(),
  detalles: z.array(
    z.object({
      id_producto: z.number().int(),
      nombre: z.string(),
      cantidad: z.string(),
      precio: dineroRespuesta,
      impuesto: dineroRespuesta,
      total: dineroRespuesta,
    }),
  ),
  pagos: z.array(
    z.object({ id_forma_pago: z.number().int(), forma_pago: z.string(), valor: dineroRespuesta }),
  ),
});
export type DatosEventoVenta = z.infer<typeof datosEventoVenta>;

/** `compra.creada` and `compra.anulada`: the purchase (cancelled: `estado` 'anulada', when and why). */
export const datosEventoCompra = z.object({
  id: z.number().int(),
  id_sede: z.number().int(),
  fecha: z.string(),
  id_nit: z.number().int(),
  proveedor: z.string(),
  numero_factura_proveedor: z.string(),
  id_forma_pago: z.number().int(),
  /** 1 paid, 2 pending (a payable). */
  tipo_pago_compra: z.number().int(),
  subtotal: dineroRespuesta,
  descuento: dineroRespuesta,
  iva: dineroRespuesta,
  total: dineroRespuesta,
  estado: z.string(),
  created_at: z.string(),
  anulada_at: z.string().nullable(),
  motivo_anulacion: z.string().nullable(),
  detalles: z.array(
    z.object({
      id_producto: z.number().int(),
      nombre: z.string(),
      cantidad: z.string(),
      costo_unitario: dineroRespuesta,
      total: dineroRespuesta,
    }),
  ),
});
export type DatosEventoCompra = z.infer<typeof datosEventoCompra>;

/** `gasto.creado` and `gasto.anulado` (expenses, issue 10; sent once that code calls `emitirGasto`). */
export const datosEventoGasto = z.object({
  id: z.number().int(),
  id_sede: z.number().int().nullable(),
  fecha: z.string(),
  id_tipo_gasto: z.number().int().nullable(),
  concepto: z.string().nullable(),
  numero_factura: z.string().nullable(),
  id_nit: z.number().int().nullable(),
  id_forma_pago: z.number().int().nullable(),
  subtotal: dineroRespuesta,
  impuesto: dineroRespuesta,
  total: dineroRespuesta,
  estado: z.string(),
  created_at: z.string(),
});
export type DatosEventoGasto = z.infer<typeof datosEventoGasto>;

/** `caja.cerrada`: the register's close (`diferencia` = contado − esperado: positive sobrante, negative faltante). */
export const datosEventoCaja = z.object({
  id: z.number().int(),
  id_sede: z.number().int(),
  sede: z.string(),
  abierta_at: z.string(),
  cerrada_at: z.string().nullable(),
  cerrada_por: z.number().int().nullable(),
  id_responsable: z.number().int(),
  saldo_apertura: dineroRespuesta,
  saldo_cierre: dineroRespuesta.nullable(),
  esperado: dineroRespuesta,
  contado: dineroRespuesta,
  diferencia: dineroRespuesta,
  conteos: z.array(
    z.object({
      id_forma_pago: z.number().int(),
      forma_pago: z.string(),
      esperado: dineroRespuesta,
      contado: dineroRespuesta,
      diferencia: dineroRespuesta,
    }),
  ),
});
export type DatosEventoCaja = z.infer<typeof datosEventoCaja>;

/**
 * `inventario.bajo_minimo`: a movement took the product's stock over all venues from ≥ `inventario_minimo` to
 * below it (once per crossing: it must rise to the minimum again before another one is sent).
 */
export const datosEventoBajoMinimo = z.object({
  id_producto: z.number().int(),
  nombre: z.string(),
  codigo: z.string().nullable(),
  unidad_medida: z.string(),
  inventario_minimo: z.string(),
  /** Over every venue, after the movement. */
  existencia: z.string(),
  movimiento: z.object({
    id: z.number().int(),
    tipo: z.string(),
    id_sede: z.number().int(),
    cantidad: z.string(),
    documento_tipo: z.string().nullable(),
    documento_id: z.number().int().nullable(),
  }),
});
export type DatosEventoBajoMinimo = z.infer<typeof datosEventoBajoMinimo>;

/** `producto.modificado`: `accion` creado | actualizado | eliminado | importado, and the product's record. */
export const datosEventoProducto = z.object({
  accion: z.string(),
  id_producto: z.number().int(),
  producto: z.record(z.string(), z.unknown()).nullable(),
});
