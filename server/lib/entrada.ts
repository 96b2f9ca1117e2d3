import { AppError } from './errors';

/** Deepest nesting of objects and arrays a request may carry; the app's forms are flat. */
export const PROFUNDIDAD_MAXIMA = 16;

export const MENSAJES_ENTRADA = {
  caracteres:
    'La solicitud contiene caracteres no permitidos (caracteres nulos o de control, o texto Unicode mal formado)',
  anidacion: 'La solicitud tiene demasiados niveles de anidación',
  multipart: 'La solicitud multipart/form-data no indica su separador (boundary)',
} as const;

// NUL and C0 controls except tab, line feed and carriage return; lone UTF-16 surrogates (\p{Cs} under /u).
// PostgreSQL refuses NUL in text and lone surrogates in jsonb, so they would fail deep inside a query.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_PERMITIDOS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|\p{Cs}/u;

/** Throws 400 in Spanish when a value (body, query or params) has a forbidden character or nests too deep. */
export function revisarEntrada(valor: unknown, profundidad = 0): void {
  if (typeof valor === 'string') {
    if (NO_PERMITIDOS.test(valor)) throw new AppError(400, MENSAJES_ENTRADA.caracteres);
    return;
  }
  if (valor === null || typeof valor !== 'object' || Buffer.isBuffer(valor)) return;
  if (profundidad >= PROFUNDIDAD_MAXIMA) throw new AppError(400, MENSAJES_ENTRADA.anidacion);
  for (const [clave, v] of Object.entries(valor)) {
    revisarEntrada(clave, profundidad + 1);
    revisarEntrada(v, profundidad + 1);
  }
}
