import { z } from 'zod';

/**
 * Station tickets printed by the server (issue 8): one per (submission, print point in mode 'red'), sent as ESC/POS
 * bytes to the printer's address from the outbox (server/tiquetes/). `estado`: pendiente → impreso, or fallido
 * after the last attempt (then `POST ordenes/tiquetes/{id}/reintentar` puts it back to pendiente).
 */
export const ESTADOS_TIQUETE = ['pendiente', 'impreso', 'fallido'] as const;
export type EstadoTiquete = (typeof ESTADOS_TIQUETE)[number];

/** Attempts of one delivery (the outbox's back-off between them: 5 s, 10 s, 20 s, 40 s) before 'fallido'. */
export const TIQUETE_INTENTOS_MAX = 5;

/** Characters per line of the printer's normal font by paper width (mm). */
export const COLUMNAS_PAPEL: Record<string, number> = { '58': 32, '80': 48 };

export const MENSAJES_TIQUETES = {
  reintentado: 'El tiquete se enviará de nuevo a la impresora',
  noFallido: 'Solo se puede reintentar un tiquete fallido',
  reciboEnviado: 'El recibo se envió a la impresora de Caja',
  sinCajaRed: 'La sede no tiene un punto de impresión Caja con impresora de red',
  direccionNoPermitida:
    'La dirección de la impresora no es de la red local; el servidor solo imprime en direcciones privadas',
  redDesactivada:
    'Este servidor no imprime en impresoras de red: elige «Navegador de la estación» (la estación imprime en su impresora)',
  puertoNoPermitido: 'El puerto debe ser de impresora: 9100, 9101, 9102, 515 o 631',
  hostNoResuelve: 'El nombre de la impresora no se encuentra en la red del servidor',
};

/** The ports a network printer listens on (raw 9100–9102, LPD 515, IPP 631): the only ones the server reaches. */
export const PUERTOS_IMPRESORA: readonly number[] = [9100, 9101, 9102, 515, 631];

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const ETIQUETA_DNS = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;

/** An IPv4 address or a host name (labels of letters, digits and inner hyphens; not all digits). */
export function direccionImpresoraValida(d: string): boolean {
  if (d.length === 0 || d.length > 253) return false;
  if (IPV4.test(d)) return true;
  const etiquetas = d.split('.');
  if (etiquetas.every((e) => /^\d+$/.test(e))) return false;
  return etiquetas.every((e) => ETIQUETA_DNS.test(e));
}

export const tiquete = /* @__PURE__ */ z
  .object({
    id: z.number().int(),
    /** The submission of a station ticket; null for a receipt. */
    id_envio: z.number().int().nullable(),
    /** The order of a station ticket; null for a receipt. */
    id_orden: z.number().int().nullable(),
    /** The sale of a receipt (issue 9, `POST ventas/venta/{id}/imprimir`); null for a station ticket. */
    id_venta: z.number().int().nullable(),
    /** The sale's number with its prefix, for a receipt; null for a station ticket. */
    venta: z.string().nullable(),
    id_punto_impresion: z.number().int(),
    punto_impresion: z.string(),
    mesa: z.string().nullable(),
    estado: z.enum(ESTADOS_TIQUETE),
    intentos: z.number().int(),
    ultimo_error: z.string().nullable(),
    created_at: z.string(),
    impreso_at: z.string().nullable(),
  })
  .meta({ id: 'Tiquete' });
export type Tiquete = z.infer<typeof tiquete>;
