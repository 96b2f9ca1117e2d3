import type { Idioma } from '../idiomas';
import { ar } from './ar';
import { en } from './en';
import { MENSAJES_ES, type MensajeEs, type PalabraEs, type TraduccionErrores } from './es';
import { fr } from './fr';
import { it } from './it';
import { zh } from './zh';

export const TRADUCCIONES_ERRORES: Record<Exclude<Idioma, 'es'>, TraduccionErrores> = { en, fr, it, zh, ar };

const escaparRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The messages with {placeholders}, each as a pattern whose groups capture the values in order. */
const PATRONES = MENSAJES_ES.filter((m) => m.includes('{')).map((mensaje) => {
  const nombres = [...mensaje.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const fuente = mensaje
    .split(/\{\w+\}/)
    .map(escaparRegex)
    .join('(.+?)');
  return { mensaje, nombres, regex: new RegExp(`^${fuente}$`) };
});

const EXACTOS = new Set<string>(MENSAJES_ES.filter((m) => !m.includes('{')));

/** A value put into a message: a field's label or a wait ('45 segundos'), in the language when it is known. */
function traducirValor(valor: string, palabras: Record<PalabraEs, string>): string {
  const palabra = (p: string) => (palabras as Record<string, string>)[p];
  const directa = palabra(valor);
  if (directa !== undefined) return directa;
  const cantidad = /^(\d+) (\S+)$/.exec(valor);
  const unidad = cantidad && palabra(cantidad[2]!);
  return unidad !== undefined && unidad !== null ? `${cantidad![1]} ${unidad}` : valor;
}

/** A Spanish message of the API in the language; itself when the language is Spanish or the message is not listed. */
export function traducirMensaje(mensaje: string, idioma: Idioma): string {
  if (idioma === 'es') return mensaje;
  const { mensajes, palabras } = TRADUCCIONES_ERRORES[idioma];
  if (EXACTOS.has(mensaje)) return mensajes[mensaje as MensajeEs];
  for (const { mensaje: clave, nombres, regex } of PATRONES) {
    const valores = regex.exec(mensaje);
    if (!valores) continue;
    return nombres.reduce(
      (texto, nombre, i) => texto.replace(`{${nombre}}`, () => traducirValor(valores[i + 1]!, palabras)),
      mensajes[clave],
    );
  }
  return mensaje;
}

/** A field's messages ({campo: [mensajes]}) in the language. */
export function traducirErrores(errores: unknown, idioma: Idioma): unknown {
  if (idioma === 'es' || !errores || typeof errores !== 'object' || Array.isArray(errores)) return errores;
  return Object.fromEntries(
    Object.entries(errores).map(([campo, mensajes]) => [
      campo,
      Array.isArray(mensajes)
        ? mensajes.map((m: unknown) => (typeof m === 'string' ? traducirMensaje(m, idioma) : m))
        : typeof mensajes === 'string'
          ? traducirMensaje(mensajes, idioma)
          : mensajes,
    ]),
  );
}

/** An error envelope in the request's language: its message, its fields' messages and its message_object. */
export function traducirEnvelope<T extends { message: string; data: unknown; message_object?: unknown }>(
  body: T,
  idioma: Idioma,
): T {
  if (idioma === 'es') return body;
  const data = body.data as { errors?: unknown } | null;
  const traducido: T = { ...body, message: traducirMensaje(body.message, idioma) };
  if (data && typeof data === 'object' && !Array.isArray(data) && data.errors)
    traducido.data = { ...data, errors: traducirErrores(data.errors, idioma) };
  if (body.message_object !== undefined)
    traducido.message_object = traducirErrores(body.message_object, idioma);
  return traducido;
}
