import { z } from 'zod';
import { dineroRespuesta } from './dineroEsquema';
import type { Dinero } from './dineroTexto';
import { sumar } from './exacto';

/**
 * Expenses (issue 10, spec §3 'Expense', §7 'Expenses'): the shape the API answers and its Spanish texts. The
 * total is subtotal + impuesto, computed by the server (`totalGasto`, the same sum the form shows as it is typed).
 */
export const ESTADOS_GASTO = ['registrado', 'anulado'] as const;
export type EstadoGasto = (typeof ESTADOS_GASTO)[number];

export const MENSAJES_GASTOS = {
  gastoCreado: 'Gasto registrado correctamente',
  gastoActualizado: 'Gasto actualizado correctamente',
  gastoAnulado: 'Gasto anulado correctamente',
  yaAnulado: 'El gasto ya está anulado',
  anuladoNoEditar: 'El gasto está anulado: no se puede modificar',
  cajaCerradaEditar:
    'El gasto pertenece a una caja ya cerrada: no se puede cambiar su valor, forma de pago, sede ni fecha',
  cajaCerradaAnular: 'El gasto pertenece a una caja ya cerrada: no se puede anular',
  formaPago: 'La forma de pago no existe o no pertenece a tu empresa',
  tipoGasto: 'El tipo de gasto no existe o no pertenece a tu empresa',
  proveedor: 'El proveedor no existe o no pertenece a tu empresa',
  noEsProveedor: 'El tercero elegido es solo cliente: elige un proveedor',
  sede: 'La sede no existe o no pertenece a tu empresa',
  concepto: 'El concepto del gasto es requerido',
  motivo: 'Indica el motivo de la anulación',
} as const;

const ref = z.object({ id: z.number().int(), nombre: z.string() });

export const gasto = z
  .object({
    id: z.number().int(),
    id_sede: z.number().int(),
    fecha: z.string(),
    id_forma_pago: z.number().int(),
    forma_pago: ref,
    numero_factura: z.string().nullable(),
    id_tipo_gasto: z.number().int(),
    tipo_gasto: ref,
    concepto_gasto: z.string(),
    subtotal: dineroRespuesta,
    impuesto: dineroRespuesta,
    total: dineroRespuesta,
    id_nit: z.number().int().nullable(),
    proveedor: ref.nullable(),
    /** The register whose expected cash it lowers (paid in cash while it was open), else null. */
    id_cuadre_caja: z.number().int().nullable(),
    estado: z.enum(ESTADOS_GASTO),
    id_begranda: z.string().nullable(),
    /** Issue 29 (spec §3): the ERP's id (id_begranda) and DIAN's code of its support document. */
    begrandaId: z.string().nullable(),
    cufeCude: z.string().nullable(),
    id_begranda_anulado: z.string().nullable(),
    cude_anulado: z.string().nullable(),
    anulado_at: z.string().nullable(),
    motivo_anulacion: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Gasto' });
export type Gasto = z.infer<typeof gasto>;

/** total = subtotal + impuesto (the server stores it; the form shows the same sum while it is typed). */
export const totalGasto = (subtotal: Dinero, impuesto: Dinero): Dinero => sumar(subtotal, impuesto);
