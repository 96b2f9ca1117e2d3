import { z } from 'zod';
import { dineroRespuesta } from './dineroEsquema';

/**
 * Inventory adjustments (issue 10; spec §7 `POST inventarios/inventario`, the list `GET inventarios/ajustes` is
 * ours): a physical count (`conteo`: the counted quantity per product, the difference is the movement) or an entry
 * (`entrada`) or exit (`salida`) with a reason. Waste and damage leave as 'merma' movements, the rest as 'ajuste'.
 */
export const TIPOS_AJUSTE = ['conteo', 'entrada', 'salida'] as const;
export type TipoAjuste = (typeof TIPOS_AJUSTE)[number];

export const MOTIVOS_AJUSTE = ['merma', 'dano', 'consumo_interno', 'correccion'] as const;
export type MotivoAjuste = (typeof MOTIVOS_AJUSTE)[number];

/** Reasons that only take stock out (an entry may only be a correction). */
export const MOTIVOS_SOLO_SALIDA: readonly MotivoAjuste[] = ['merma', 'dano', 'consumo_interno'];

/** The Spanish label of each reason (the screens translate `comanda.ajustes.motivo.<valor>`). */
export const ETIQUETAS_MOTIVO: Record<MotivoAjuste, string> = {
  merma: 'Merma',
  dano: 'Daño',
  consumo_interno: 'Consumo interno',
  correccion: 'Corrección',
};

export const MENSAJES_AJUSTES = {
  ajusteCreado: 'Ajuste de inventario registrado correctamente',
  sinLineas: 'El ajuste debe tener al menos un producto',
  producto: 'El producto no existe o no pertenece a tu empresa',
  sede: 'La sede no existe o no pertenece a tu empresa',
  repetido: (nombre: string) => `El producto ${nombre} está repetido en el ajuste`,
  sinInventarioProducto: (nombre: string) => `El producto ${nombre} no maneja inventario`,
  motivoRequerido: 'Indica el motivo del ajuste',
  motivoSoloSalida: (motivo: string) => `El motivo ${motivo} solo aplica a salidas de inventario`,
  contado: 'Indica la cantidad contada de cada producto',
  cantidad: 'Indica la cantidad de cada producto',
  sinInventario: (nombres: string[]) =>
    `No se puede registrar el ajuste: el inventario quedaría negativo en ${nombres.join(', ')}`,
  cambio: (nombre: string) =>
    `El inventario de ${nombre} cambió mientras se registraba el conteo: inténtalo de nuevo`,
} as const;

/** One line as the list shows it: before → after, the signed difference and the unit cost it moved at. */
export const lineaAjuste = z.object({
  id: z.number().int(),
  id_producto: z.number().int(),
  nombre: z.string(),
  unidad_medida: z.string(),
  /** Counted quantity (count only). */
  contado: z.string().nullable(),
  antes: z.string(),
  /** Signed difference (after − before); '0.000' when a count matched. */
  cantidad: z.string(),
  despues: z.string(),
  costo_unitario: dineroRespuesta.nullable(),
});
export type LineaAjuste = z.infer<typeof lineaAjuste>;

export const ajusteInventario = z
  .object({
    id: z.number().int(),
    id_sede: z.number().int(),
    sede: z.string(),
    tipo: z.enum(TIPOS_AJUSTE),
    motivo: z.enum(MOTIVOS_AJUSTE).nullable(),
    observaciones: z.string().nullable(),
    id_usuario: z.number().int().nullable(),
    usuario: z.string().nullable(),
    created_at: z.string(),
    detalle: z.array(lineaAjuste),
  })
  .meta({ id: 'AjusteInventario' });
export type AjusteInventario = z.infer<typeof ajusteInventario>;
