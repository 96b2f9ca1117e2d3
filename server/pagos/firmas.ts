import { createHash, timingSafeEqual } from 'node:crypto';

const sha256 = (texto: string) => createHash('sha256').update(texto, 'utf8').digest('hex');

/**
 * Wompi's integrity signature: SHA-256 hex of reference + amount_in_cents + currency + [expiration_time] +
 * integrity secret, with no separators.
 */
export function firmaIntegridadWompi(p: {
  referencia: string;
  centavos: bigint;
  moneda: string;
  expiracion?: string;
  secreto: string;
}): string {
  return sha256(`${p.referencia}${p.centavos}${p.moneda}${p.expiracion ?? ''}${p.secreto}`);
}

export interface EventoWompi {
  event?: unknown;
  data?: unknown;
  signature?: { properties?: unknown; checksum?: unknown };
  timestamp?: unknown;
}

/** The value at a dotted path (`transaction.status`) inside `data`; undefined when any step is missing. */
function valorEn(raiz: unknown, ruta: string): unknown {
  let actual: unknown = raiz;
  for (const parte of ruta.split('.')) {
    if (actual === null || typeof actual !== 'object' || !Object.hasOwn(actual, parte)) return undefined;
    actual = (actual as Record<string, unknown>)[parte];
  }
  return actual;
}

/**
 * The checksum Wompi sends with an event: the values at the paths the event lists in `signature.properties`
 * (read from `data`, in that order), then `timestamp`, then the events secret, SHA-256 hex. The list comes from
 * the event: Wompi may change it, so it is never hard-coded. Null when the event cannot be checksummed.
 */
export function checksumEventoWompi(evento: EventoWompi, secreto: string): string | null {
  const propiedades = evento.signature?.properties;
  if (!Array.isArray(propiedades) || propiedades.length === 0) return null;
  if (typeof evento.timestamp !== 'number' && typeof evento.timestamp !== 'string') return null;
  let texto = '';
  for (const ruta of propiedades) {
    if (typeof ruta !== 'string') return null;
    const valor = valorEn(evento.data, ruta);
    if (typeof valor !== 'string' && typeof valor !== 'number' && typeof valor !== 'boolean') return null;
    texto += String(valor);
  }
  return sha256(`${texto}${evento.timestamp}${secreto}`);
}

/** Compares two hex digests case-insensitively in constant time. */
export function mismoHex(a: string, b: string): boolean {
  const x = Buffer.from(a.toLowerCase(), 'utf8');
  const y = Buffer.from(b.toLowerCase(), 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** True when the event's checksum (body or `X-Event-Checksum` header) is the one the secret makes. */
export function eventoWompiValido(evento: EventoWompi, secreto: string, cabecera?: string): boolean {
  const esperado = checksumEventoWompi(evento, secreto);
  if (!esperado) return false;
  const recibido = typeof evento.signature?.checksum === 'string' ? evento.signature.checksum : cabecera;
  if (typeof recibido !== 'string' || recibido === '') return false;
  if (cabecera && !mismoHex(cabecera, esperado)) return false;
  return mismoHex(recibido, esperado);
}

/** PayU's request signature: MD5 hex of "ApiKey~merchantId~referenceCode~tx_value~currency". */
export function firmaPayu(p: {
  apiKey: string;
  merchantId: string;
  referencia: string;
  valor: string;
  moneda: string;
}): string {
  return createHash('md5')
    .update(`${p.apiKey}~${p.merchantId}~${p.referencia}~${p.valor}~${p.moneda}`, 'utf8')
    .digest('hex');
}
