import { z } from 'zod';
import { detalleCompra, resumenCompra } from './compras';
import { dineroRespuesta } from './dineroEsquema';
import { gasto } from './gastos';
import { conteoCaja, cuadreCaja, lineaVenta, pagoVenta, resumenVenta } from './ventas';

/**
 * The body of every webhook event (issue 11), stable: `{ id, type, timestamp, data }` — `id` is the Standard
 * Webhooks `webhook-id` header (the receiver's dedup key), `type` one of `TIPOS_EVENTO_WEBHOOK`, `timestamp` ISO 8601
 * UTC of the event, `data` the document's key fields below (money as strings with two decimals, quantities as
 * strings with three, dates `YYYY-MM-DD`, instants ISO 8601), picked from the API's own schemas of the document so
 * they read as GET answers them. Fields are only ever added, never renamed.
 * Built by server/webhooks/eventos.ts; tests/api/webhooks-eventos.test.ts parses what the receiver gets with these.
 */
export const cuerpoEventoWebhook = z.object({
  id: z.string(),
  type: z.string(),
  timestamp: z.string(),
  data: z.unknown(),
});

/** `venta.creada` and `venta.anulada`: the sale (cancelled: `estado` 'cancelada', who, when and why). */
export const datosEventoVenta = resumenVenta
  .pick({
    id: true,
    consecutivo: true,
    id_sede: true,
    id_cuadre_caja: true,
    tipo: true,
    id_orden: true,
    id_nit: true,
    cliente: true,
    documento_cliente: true,
    subtotal: true,
    descuento: true,
    impuesto: true,
    total: true,
    propina: true,
    estado: true,
    id_usuario: true,
    created_at: true,
    cancelada_por: true,
    cancelada_at: true,
    motivo_cancelacion: true,
  })
  .extend({
    detalles: z.array(
      lineaVenta.pick({
        id_producto: true,
        nombre: true,
        cantidad: true,
        precio: true,
        impuesto: true,
        total: true,
      }),
    ),
    pagos: z.array(pagoVenta.pick({ id_forma_pago: true, forma_pago: true, valor: true })),
  });
export type DatosEventoVenta = z.infer<typeof datosEventoVenta>;

/** `compra.creada` and `compra.anulada`: the purchase (cancelled: `estado` 'anulada', when and why). */
export const datosEventoCompra = resumenCompra
  .pick({
    id: true,
    id_sede: true,
    fecha: true,
    id_nit: true,
    nit: true,
    numero_factura_proveedor: true,
    id_forma_pago: true,
    tipo_pago_compra: true,
    subtotal: true,
    descuento: true,
    iva: true,
    total: true,
    estado: true,
    created_at: true,
    anulada_at: true,
    motivo_anulacion: true,
  })
  .extend({
    detalle_compra: z.array(
      detalleCompra.pick({
        id_producto: true,
        nombre: true,
        cantidad: true,
        costo_unitario: true,
        total: true,
      }),
    ),
  });
export type DatosEventoCompra = z.infer<typeof datosEventoCompra>;

/** `gasto.creado` and `gasto.anulado` (expenses, issue 10): the expense as GET gastos answers its key fields. */
export const datosEventoGasto = gasto.pick({
  id: true,
  id_sede: true,
  fecha: true,
  id_tipo_gasto: true,
  concepto_gasto: true,
  numero_factura: true,
  id_nit: true,
  id_forma_pago: true,
  subtotal: true,
  impuesto: true,
  total: true,
  id_cuadre_caja: true,
  estado: true,
  anulado_at: true,
  motivo_anulacion: true,
  created_at: true,
});
export type DatosEventoGasto = z.infer<typeof datosEventoGasto>;

/** `caja.cerrada`: the register's close (`diferencia` = contado − esperado: positive sobrante, negative faltante). */
export const datosEventoCaja = cuadreCaja
  .pick({
    id: true,
    id_sede: true,
    sede: true,
    abierta_at: true,
    cerrada_at: true,
    cerrada_por: true,
    id_responsable: true,
    saldo_apertura: true,
    saldo_cierre: true,
  })
  .extend({
    esperado: dineroRespuesta,
    contado: dineroRespuesta,
    diferencia: dineroRespuesta,
    conteos: z.array(
      conteoCaja.pick({
        id_forma_pago: true,
        forma_pago: true,
        esperado: true,
        contado: true,
        diferencia: true,
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
