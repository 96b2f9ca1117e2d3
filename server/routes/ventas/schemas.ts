import { z } from 'zod';
import { pagina, respuestas } from '../../../common/api';
import { dinero, dineroNoNegativo } from '../../../common/dinero';
import {
  cierreCaja,
  cuadreCaja,
  ESTADOS_CAJA,
  inventarioCaja,
  ESTADOS_VENTA,
  MENSAJES_VENTAS,
  PARTES_MAXIMAS,
  responsable,
  resumenVenta,
  totalesCaja,
  venta,
} from '../../../common/ventas';
import { MENSAJES_ORDENES } from '../../../common/ordenes';
import { MAXIMO_OPCIONES_LINEA } from '../../../common/modificadores';
import { tiquete } from '../../../common/tiquetes';
import { movimientoCaja } from '../../../common/movimientosCaja';
import { sinConexionVenta } from '../../../common/contingencia';
import { id, optionalId, optionalText, pageQuery } from '../../lib/schemas';

const booleano = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean(),
);

const cantidad = z
  .union([z.string().trim(), z.number().int()], { error: MENSAJES_ORDENES.cantidad })
  .transform((v) => String(v))
  .refine((v) => /^\d{1,8}(\.\d{1,3})?$/.test(v) && /[1-9]/.test(v), { message: MENSAJES_ORDENES.cantidad });

/** `formaPagoValores`: each payment method once with its value; cash may say what was handed over. */
const formaPagoValores = z
  .array(
    z.object({
      id_forma_pago: id,
      valor: dineroNoNegativo('El valor de un pago no puede ser negativo'),
      recibido: dineroNoNegativo('El valor recibido no puede ser negativo').optional(),
    }),
  )
  .max(20);

/** What both charges share: the key, the customer, the tip, the discount and the payments. */
const cobro = {
  idempotencia: z.string().trim().min(8).max(100),
  id_nit: optionalId,
  propina: dineroNoNegativo('La propina no puede ser negativa').optional(),
  descuento: dineroNoNegativo('El descuento no puede ser negativo').optional(),
  motivo_descuento: optionalText(200),
  formaPagoValores,
  /** Issue 29: the buyer asks for a factura electrónica (type 01) instead of the POS document. */
  factura_electronica: z
    .object({
      id_nit: optionalId,
      documento: optionalText(20),
      nombre: optionalText(200),
      correo: optionalText(150),
    })
    .optional(),
};

/** POST ventas/inmediata: a counter sale in a venue (the main one by default). */
export const inmediataBody = z.object({
  ...cobro,
  id_sede: optionalId,
  detalles: z
    .array(
      z.object({
        id_producto: id,
        cantidad,
        /** The options chosen (issue 32), by id: checked and priced by the server. */
        opciones: z.array(id).max(MAXIMO_OPCIONES_LINEA).default([]),
      }),
    )
    .max(100),
  /** Issue 31: a sale the device made offline, synced now (server/routes/ventas/sinConexion.ts). */
  sin_conexion: sinConexionVenta.optional(),
});
export type InmediataInput = z.infer<typeof inmediataBody>;

/**
 * POST ventas/venta: charges an open order; the tip defaults to the suggested percentage of this sale's
 * consumption. Without a split it charges everything the order still has to charge. A split (one of the two):
 * - `detalles: [{ id_orden_detalle, cantidad }]`: these lines of the order, in these quantities (at most what is
 *   left of each); the rest of a line takes the rest of its money, so the sales of a line add up to it exactly;
 * - `partes: { n, parte }`: part `parte` of `n` equal parts of every line — each part's share is the line's
 *   quantity / n (to the thousandth) and money / n (to the centavo), both rounded down, the last part taking the
 *   remainders; parts are charged in order (1, 2, …, n), the order unchanged meanwhile.
 * The order stays open until all of it is charged, then ends `cobrada`.
 */
export const ventaBody = z
  .object({
    ...cobro,
    id_orden: id,
    detalles: z
      .array(z.object({ id_orden_detalle: id, cantidad }))
      .min(1)
      .max(200)
      .optional(),
    partes: z
      .object({
        n: z.coerce.number().int().min(2).max(PARTES_MAXIMAS),
        parte: z.coerce.number().int().min(1).max(PARTES_MAXIMAS),
      })
      .refine((v) => v.parte <= v.n, { message: MENSAJES_VENTAS.parteFuera, path: ['parte'] })
      .optional(),
  })
  .refine((v) => !(v.detalles && v.partes), { message: MENSAJES_VENTAS.divisionDoble, path: ['partes'] });
export type VentaInput = z.infer<typeof ventaBody>;

/** POST ventas/venta/cancelar: the reason, and per line (or for all) whether stock goes back (else waste). */
export const cancelarBody = z.object({
  id_venta: id,
  motivo: optionalText(200),
  devuelve_inventario: booleano.default(true),
  detalles: z
    .array(z.object({ id: id, devuelve_inventario: booleano }))
    .max(100)
    .default([]),
});
export type CancelarInput = z.infer<typeof cancelarBody>;

export const ventasQuery = pageQuery.extend({
  estado: z.enum(ESTADOS_VENTA).optional(),
  id_sede: id.optional(),
  id_cuadre_caja: id.optional(),
});
export type VentasQuery = z.infer<typeof ventasQuery>;

export const cajasQuery = pageQuery.extend({
  id_sede: id.optional(),
  estado: z.enum(ESTADOS_CAJA).optional(),
});
export type CajasQuery = z.infer<typeof cajasQuery>;

export const sedeQuery = z.object({ id_sede: optionalId });

export const responsablesQuery = z.object({ modulo: z.string().trim().max(50).optional() });

export const abrirCajaBody = z.object({
  id_sede: optionalId,
  saldo_apertura: dinero.refine((v) => !v.startsWith('-'), {
    message: 'El saldo de apertura no puede ser negativo',
  }),
  id_responsable: optionalId,
  observaciones: optionalText(500),
});
export type AbrirCajaInput = z.infer<typeof abrirCajaBody>;

export const cerrarCajaBody = z.object({
  cerrar_caja: booleano,
  formaPagoValores: z
    .array(z.object({ id_forma_pago: id, valor: dinero }))
    .max(50)
    .default([]),
  saldo_cierre: dinero.optional(),
  id_responsable: optionalId,
  observaciones: optionalText(500),
});
export type CerrarCajaInput = z.infer<typeof cerrarCajaBody>;

export const respuestasVentas = {
  venta: respuestas(venta),
  tiquete: respuestas(tiquete),
  ventas: respuestas(pagina(resumenVenta)),
  ventasCaja: respuestas(z.array(venta)),
  caja: respuestas(cuadreCaja),
  cajaAbierta: respuestas(cuadreCaja.nullable()),
  cajas: respuestas(pagina(cuadreCaja)),
  totales: respuestas(totalesCaja),
  inventario: respuestas(inventarioCaja),
  cierre: respuestas(cierreCaja),
  responsables: respuestas(z.array(responsable)),
  movimientos: respuestas(z.array(movimientoCaja)),
  movimiento: respuestas(movimientoCaja),
};
