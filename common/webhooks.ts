import { z } from 'zod';

/**
 * Webhooks (issue 11, spec §7 `webhooks`): a company's HTTPS endpoints that receive its events, signed by the
 * Standard Webhooks specification (headers `webhook-id`, `webhook-timestamp`, `webhook-signature`). Delivered by
 * the outbox (server/webhooks/).
 */
export const TIPOS_EVENTO_WEBHOOK = [
  'venta.creada',
  'venta.anulada',
  'orden.creada',
  'compra.creada',
  'compra.anulada',
  'gasto.creado',
  'gasto.anulado',
  'caja.cerrada',
  'producto.modificado',
  'inventario.bajo_minimo',
] as const;
export type TipoEventoWebhook = (typeof TIPOS_EVENTO_WEBHOOK)[number];

/** The `webhooksType` list of `GET webhooks`: every event type, its Spanish name, and whether it is sent yet. */
export const NOMBRES_EVENTO_WEBHOOK: Record<TipoEventoWebhook, { es: string; en: string; activo: boolean }> =
  {
    'venta.creada': { es: 'Venta creada', en: 'Sale created', activo: true },
    'venta.anulada': { es: 'Venta anulada', en: 'Sale cancelled', activo: true },
    'orden.creada': { es: 'Orden creada', en: 'Order created', activo: true },
    'compra.creada': { es: 'Compra creada', en: 'Purchase created', activo: true },
    'compra.anulada': { es: 'Compra anulada', en: 'Purchase cancelled', activo: true },
    'gasto.creado': { es: 'Gasto creado', en: 'Expense created', activo: true },
    'gasto.anulado': { es: 'Gasto anulado', en: 'Expense cancelled', activo: true },
    'caja.cerrada': { es: 'Caja cerrada', en: 'Register closed', activo: true },
    'producto.modificado': { es: 'Producto modificado', en: 'Product changed', activo: true },
    'inventario.bajo_minimo': { es: 'Inventario bajo el mínimo', en: 'Stock below minimum', activo: true },
  };

export const ESTADOS_WEBHOOK = ['activo', 'deshabilitado'] as const;
export type EstadoWebhook = (typeof ESTADOS_WEBHOOK)[number];
export const ESTADOS_ENTREGA = ['exitosa', 'fallida'] as const;

/** Consecutive failed deliveries after which a webhook is disabled (and the owner told). */
export const WEBHOOK_FALLOS_MAX = 10;
/** Attempts of one event before it is given up (the outbox back-off between them: 5 s, 10 s, 20 s, …). */
export const WEBHOOK_INTENTOS_MAX = 8;
/** One delivery waits at most this for the receiver's answer. */
export const WEBHOOK_TIEMPO_MS = 10_000;
export const WEBHOOK_URL_MAX = 500;

export const MENSAJES_WEBHOOKS = {
  creado: 'Webhook creado correctamente; guarda el secreto, no se volverá a mostrar',
  eliminado: 'Webhook eliminado correctamente',
  rotado: 'Secreto rotado; guarda el nuevo secreto, no se volverá a mostrar',
  reenviado: 'El evento se enviará de nuevo',
  activado: 'Webhook activado de nuevo',
  urlInvalida: 'La URL del webhook no es válida',
  urlHttps: 'La URL del webhook debe usar https',
  urlLarga: `La URL del webhook admite hasta ${WEBHOOK_URL_MAX} caracteres`,
  urlCredenciales: 'La URL del webhook no puede llevar usuario ni contraseña',
  direccionNoPermitida:
    'La URL del webhook apunta a una dirección local, privada o reservada; solo se permiten direcciones públicas',
  hostNoResuelve: 'No se pudo resolver el nombre del servidor de la URL del webhook',
  eventosRequeridos: 'Debe seleccionar al menos un tipo de evento',
  noEncontrado: 'Webhook no encontrado',
  entregaNoEncontrada: 'Entrega no encontrada',
};

export const webhook = z
  .object({
    id: z.number().int(),
    url: z.string(),
    eventos: z.array(z.string()),
    descripcion: z.string().nullable(),
    estado: z.enum(ESTADOS_WEBHOOK),
    fallos_consecutivos: z.number().int(),
    /** The start of the secret, to tell it apart (`whsec_abcd…`); the whole secret only on create and rotate. */
    secreto_inicio: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof webhook>;

export const webhookConSecreto = webhook.extend({ secreto: z.string() }).meta({ id: 'WebhookConSecreto' });
export type WebhookConSecreto = z.infer<typeof webhookConSecreto>;

export const tipoWebhook = z
  .object({ id: z.string(), nombre: z.string(), nombre_en: z.string(), activo: z.boolean() })
  .meta({ id: 'TipoWebhook' });

export const listaWebhooks = z.object({ webhooks: z.array(webhook), webhooksType: z.array(tipoWebhook) });

export const entregaWebhook = z
  .object({
    id: z.number().int(),
    id_webhook: z.number().int(),
    id_evento: z.string(),
    tipo: z.string(),
    estado: z.enum(ESTADOS_ENTREGA),
    intento: z.number().int(),
    latencia_ms: z.number().int().nullable(),
    codigo_respuesta: z.number().int().nullable(),
    error: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'EntregaWebhook' });
export type EntregaWebhook = z.infer<typeof entregaWebhook>;

export function listaTiposWebhook() {
  return TIPOS_EVENTO_WEBHOOK.map((id) => ({
    id,
    nombre: NOMBRES_EVENTO_WEBHOOK[id].es,
    nombre_en: NOMBRES_EVENTO_WEBHOOK[id].en,
    activo: NOMBRES_EVENTO_WEBHOOK[id].activo,
  }));
}

/** The URL's form (the address it resolves to is checked on the server, at save and at every delivery). */
export function urlWebhookValida(
  texto: string,
  permitirHttp: boolean,
): { ok: true; url: URL } | { ok: false; mensaje: string } {
  if (texto.length > WEBHOOK_URL_MAX) return { ok: false, mensaje: MENSAJES_WEBHOOKS.urlLarga };
  let url: URL;
  try {
    url = new URL(texto);
  } catch {
    return { ok: false, mensaje: MENSAJES_WEBHOOKS.urlInvalida };
  }
  if (url.protocol !== 'https:' && !(permitirHttp && url.protocol === 'http:'))
    return { ok: false, mensaje: MENSAJES_WEBHOOKS.urlHttps };
  if (url.username || url.password) return { ok: false, mensaje: MENSAJES_WEBHOOKS.urlCredenciales };
  if (!url.hostname) return { ok: false, mensaje: MENSAJES_WEBHOOKS.urlInvalida };
  return { ok: true, url };
}
