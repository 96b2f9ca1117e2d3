import { createHash } from 'node:crypto';
import { ValidationError } from './errors';

/** A key sent again with another body (Stripe's model: a client bug that would otherwise lose a request unnoticed). */
export const MENSAJE_CLAVE_USADA = 'Esta clave de idempotencia ya se usó con otros datos';

/** JSON with every object's keys sorted: equal bodies give equal text whatever order their fields came in. */
const canonico = (valor: unknown) =>
  JSON.stringify(valor, (_, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

const huellas = new WeakMap<object, string>();

/**
 * The fingerprint stored with an idempotency key: SHA-256 (base64url, 43 characters) of the validated body's
 * canonical JSON without the key itself. Worked out once per body object (a counter sale tried in a batch and then
 * alone hashes once).
 */
export function huellaDe(cuerpo: { idempotencia: string }): string {
  let huella = huellas.get(cuerpo);
  if (huella === undefined) {
    const { idempotencia: _, ...resto } = cuerpo;
    huella = createHash('sha256').update(canonico(resto)).digest('base64url');
    huellas.set(cuerpo, huella);
  }
  return huella;
}

/**
 * A replay answers what the key's first request stored only when it carries the same body: otherwise 422 on
 * `idempotencia`. Rows stored before fingerprints (null) answer as before.
 */
export function revisarHuella(guardada: string | null | undefined, cuerpo: { idempotencia: string }): void {
  if (guardada != null && guardada !== huellaDe(cuerpo))
    throw ValidationError.field('idempotencia', MENSAJE_CLAVE_USADA);
}
