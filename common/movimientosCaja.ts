import { z } from 'zod';
import { dinero, dineroRespuesta } from './dineroEsquema';

/**
 * Cash put into or taken out of an open register that is neither a sale nor an expense (issue 32): a change fund
 * or a loan in, a withdrawal to the safe or a small payment without an invoice out. Each one counts in the
 * register's expected cash of its (cash) payment method and in the closing report. Not in the spec: routes
 * `GET`/`POST cuadresCaja/{id}/movimientos`, module `cuadreCaja`.
 */
export const TIPOS_MOVIMIENTO_CAJA = ['entrada', 'salida'] as const;
export type TipoMovimientoCaja = (typeof TIPOS_MOVIMIENTO_CAJA)[number];

export const MOTIVO_MOVIMIENTO_MAXIMO = 200;

export const MENSAJES_MOVIMIENTOS_CAJA = {
  registrado: 'Movimiento de caja registrado correctamente',
  valor: 'El valor debe ser mayor que cero',
  formaPago: 'La forma de pago debe ser de efectivo y estar activa',
  sinEfectivo: 'No hay una forma de pago de efectivo activa',
};
const M = MENSAJES_MOVIMIENTOS_CAJA;

/** The request's body (shape and types; the API's validation words its own messages, server/lib/validation.ts). */
export const movimientoCajaBody = z.object({
  tipo: z.enum(TIPOS_MOVIMIENTO_CAJA),
  valor: dinero.refine((v) => !v.startsWith('-') && /[1-9]/.test(v), { message: M.valor }),
  motivo: z.string().trim().min(1).max(MOTIVO_MOVIMIENTO_MAXIMO),
  /** A cash method; the first active one when left out. */
  id_forma_pago: z.number().int().positive().nullish(),
  /** A double tap or a retried request answers the first movement (the client makes one key per dialog). */
  idempotencia: z.string().trim().min(8).max(100),
});
export type MovimientoCajaInput = z.infer<typeof movimientoCajaBody>;

export const movimientoCaja = z
  .object({
    id: z.number().int(),
    id_cuadre_caja: z.number().int(),
    id_forma_pago: z.number().int(),
    forma_pago: z.string(),
    tipo: z.enum(TIPOS_MOVIMIENTO_CAJA),
    valor: dineroRespuesta,
    motivo: z.string(),
    id_usuario: z.number().int().nullable(),
    usuario: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'MovimientoCaja' });
export type MovimientoCaja = z.infer<typeof movimientoCaja>;
