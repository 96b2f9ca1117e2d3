import { z } from 'zod';
import { pagina, respuestas } from '../../../common/api';
import {
  ESTADOS_ORDEN,
  grupoDespacho,
  lineasCambiadas,
  mesaConOrden,
  MENSAJES_ORDENES as M,
  orden,
  resumenOrden,
} from '../../../common/ordenes';
import { id, optionalText, pageQuery } from '../../lib/schemas';
import { MAXIMO_OPCIONES_LINEA } from '../../../common/modificadores';

/** A quantity: a decimal string or an integer, greater than zero, at most three decimals (0.5 kg). */
const cantidad = z
  .union([z.string().trim(), z.number().int()], { error: M.cantidad })
  .transform((v) => String(v))
  .refine((v) => /^\d{1,8}(\.\d{1,3})?$/.test(v) && /[1-9]/.test(v), { message: M.cantidad });

const booleano = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
);

/**
 * POST ordenes/orden. `idempotencia`: the client's key for this submission (a UUID made when the waiter taps
 * "Enviar"; retries reuse it). Where the lines go: `id_orden` (an open order), else `id_mesa` (the table's open
 * order, or a new one), else `id_sede` (a new counter order). `enviar: false` holds the lines as `nueva`; a
 * submission with `enviar` sends the order's held lines too.
 */
export const ordenBody = z.object({
  idempotencia: z.string().trim().min(8).max(100),
  id_orden: id.optional(),
  id_mesa: id.optional(),
  id_sede: id.optional(),
  comensales: z.coerce.number().int().min(1).max(999).optional(),
  enviar: booleano.default(true),
  detalles: z
    .array(
      z.object({
        id_producto: id,
        cantidad,
        nota: optionalText(200),
        /** The options chosen (issue 32), by id: checked and priced by the server. */
        opciones: z.array(id).max(MAXIMO_OPCIONES_LINEA).default([]),
      }),
    )
    .max(100)
    .default([]),
});
export type OrdenInput = z.infer<typeof ordenBody>;

export const ordenesQuery = pageQuery.extend({
  estado: z.enum(ESTADOS_ORDEN).optional(),
  id_sede: id.optional(),
});
export type OrdenesQuery = z.infer<typeof ordenesQuery>;

export const abiertasQuery = z.object({ id_sede: id.optional(), id_mesa: id.optional() });
export const despachoQuery = z.object({ id_sede: id.optional() });
export const mesasQuery = z.object({ id_sede: id.optional() });

/** Removing a line or annulling an order: the reason, and whether sent products go back to stock. */
export const retiroQuery = z.object({
  motivo: optionalText(200),
  devuelve_inventario: booleano.optional(),
});
export type RetiroInput = z.infer<typeof retiroQuery>;

export const mesaOrdenParams = z.object({ id, idOrden: id });

/** A whole order's bump or the recall: absent = every print point; null = lines without one. */
export const puntoBody = z.object({ id_punto_impresion: z.union([id, z.null()]).optional() });

export const respuestasOrdenes = {
  orden: respuestas(orden),
  lista: respuestas(pagina(resumenOrden)),
  abiertas: respuestas(z.array(orden)),
  despacho: respuestas(z.array(grupoDespacho)),
  mesas: respuestas(z.array(mesaConOrden)),
  lineas: respuestas(lineasCambiadas),
};
