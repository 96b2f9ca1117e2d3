import { z } from 'zod';

/**
 * Selling offline (issue 31): the contingency numbers a device reserves from its venue's POS range, and the
 * counter sales it made offline as the server records them for a manager's review. Server texts in Spanish.
 */
export const MENSAJES_CONTINGENCIA = {
  reservado: 'Bloque de números de contingencia reservado',
  devuelto: 'Bloque de números de contingencia devuelto',
  revisada: 'Venta sin conexión marcada como revisada',
  sinDocumentos:
    'Los documentos electrónicos están desactivados: las ventas sin conexión no necesitan números de contingencia',
  otroDispositivo: 'El bloque de números pertenece a otro equipo',
  yaDevuelto: 'El bloque de números ya fue devuelto',
  sinUsarFuera: (desde: number, hasta: number) =>
    `El primer número sin usar debe estar entre ${desde} y ${hasta + 1}`,
  numeroRequerido: 'Una venta sin conexión con documentos electrónicos necesita su número de contingencia',
  numeroFuera: (numero: number) =>
    `El número de contingencia ${numero} no pertenece a un bloque vigente de este equipo en esta sede`,
  numeroUsado: (numero: number) => `El número de contingencia ${numero} ya lo usó otra venta`,
  factura: 'Una venta sin conexión no puede pedir factura electrónica: emite el documento POS',
  precioFaltante: 'Falta el precio que el equipo usó para un producto de la venta sin conexión',
  caja: 'La caja de la venta sin conexión no existe en esta sede',
  hechaFutura: 'La hora de la venta sin conexión no puede estar en el futuro',
} as const;

/** What a device asks to reserve: its id (a uuid it keeps), the venue (the main one by default), how many. */
export const reservarBloqueBody = z.object({
  dispositivo: z.uuid(),
  id_sede: z.number().int().positive().nullable().optional(),
  cantidad: z.number().int().min(1).max(500).default(50),
});
export type ReservarBloqueInput = z.infer<typeof reservarBloqueBody>;

/** A block returned: the first number the device never used (`hasta + 1` when it used them all). */
export const devolverBloqueBody = z.object({
  dispositivo: z.uuid(),
  sin_usar_desde: z.number().int().positive(),
});
export type DevolverBloqueInput = z.infer<typeof devolverBloqueBody>;

export const bloqueContingencia = z
  .object({
    id: z.number().int(),
    id_sede: z.number().int(),
    dispositivo: z.string(),
    prefijo: z.string(),
    resolucion: z.string(),
    desde: z.number().int(),
    hasta: z.number().int(),
    sin_usar_desde: z.number().int().nullable(),
    created_at: z.string(),
    devuelto_at: z.string().nullable(),
  })
  .meta({ id: 'BloqueContingencia' });
export type BloqueContingencia = z.infer<typeof bloqueContingencia>;

/** Why an offline sale needs a review: it could no longer be sold as it was made. */
export const MOTIVOS_REVISION = [
  'producto_inactivo',
  'precio_cambiado',
  'sin_inventario',
  'tras_cierre',
] as const;
export type MotivoRevision = (typeof MOTIVOS_REVISION)[number];

export const motivoRevision = z.object({
  tipo: z.enum(MOTIVOS_REVISION),
  id_producto: z.number().int().nullable(),
  nombre: z.string(),
  /** What the device used and what the server had (a price, a stock). */
  antes: z.string().nullable(),
  ahora: z.string().nullable(),
});
export type MotivoRevisionFila = z.infer<typeof motivoRevision>;

/** The offline part of a counter sale: the device, its contingency number, the instant and the prices it used. */
export const sinConexionVenta = z.object({
  dispositivo: z.uuid(),
  numero: z.number().int().positive().nullable().optional(),
  hecha_en: z.iso.datetime({ offset: true }),
  id_caja: z.number().int().positive().nullable().optional(),
  precios: z
    .array(
      z.object({
        id_producto: z.number().int().positive(),
        precio: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
        porcentaje_impuesto: z
          .string()
          .regex(/^\d{1,3}(\.\d{1,2})?$/)
          .nullable()
          .optional(),
      }),
    )
    .max(100),
});
export type SinConexionVenta = z.infer<typeof sinConexionVenta>;

/** A row of the manager's list of offline sales. */
export const ventaSinConexion = z
  .object({
    id: z.number().int(),
    id_venta: z.number().int(),
    codigo: z.string(),
    total: z.string(),
    id_sede: z.number().int(),
    sede: z.string(),
    id_cuadre_caja: z.number().int(),
    dispositivo: z.string(),
    numero_contingencia: z.number().int().nullable(),
    hecha_en: z.string(),
    recibida_en: z.string(),
    tras_cierre: z.boolean(),
    revisar: z.boolean(),
    motivos: z.array(motivoRevision),
    revisada_at: z.string().nullable(),
  })
  .meta({ id: 'VentaSinConexion' });
export type VentaSinConexionFila = z.infer<typeof ventaSinConexion>;
