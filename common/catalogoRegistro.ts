import { z } from 'zod';
import type { Campo, Catalogo, Nombrado } from './catalogo';
import { dineroRespuesta } from './dineroEsquema';

const referido = z.object({ id: z.number().int(), nombre: z.string() });

function valor(campo: Campo): z.ZodType {
  const base = (() => {
    switch (campo.tipo) {
      case 'texto':
      case 'opcion':
      case 'imagen':
        return z.string();
      case 'decimal':
        return z.string().regex(/^-?\d+(\.\d+)?$/);
      case 'dinero':
        return dineroRespuesta;
      case 'entero':
      case 'referencia':
        return z.number().int();
      case 'booleano':
        return z.boolean();
    }
  })();
  const siempre =
    campo.tipo === 'booleano' ||
    (campo.tipo === 'entero' && campo.alFinal) ||
    (campo.requerido && campo.tipo !== 'referencia' && campo.tipo !== 'imagen');
  return siempre ? base : base.nullable();
}

/**
 * A catalogue's record as every one of its routes answers it: id, each declared field (but the create-only
 * `externo: 'entrada'` ones; the `externo: 'lectura'` ones only from GET item/{id}), for each reference the
 * `{ id, nombre }` object beside its id (id_sede → sede), and the timestamps (ISO 8601, UTC). The server
 * serialises through it, so nothing undeclared leaves.
 */
export function registroCatalogo(c: Catalogo) {
  return z.object(formaRegistro(c)).meta({ id: nombreEsquema(c) });
}

const nombreEsquema = (c: Catalogo) => c.esquema ?? c.recurso.charAt(0).toUpperCase() + c.recurso.slice(1);

/**
 * A row of the catalogue's list: the record and, after it, the list's counted columns (`lista.conteos`, whole
 * numbers). Without counts it is the record itself.
 */
export function registroListaCatalogo(c: Catalogo) {
  const conteos = Object.keys(c.lista.conteos ?? {});
  if (conteos.length === 0) return registroCatalogo(c);
  const forma = formaRegistro(c);
  for (const k of conteos) forma[k] = z.number().int();
  return z.object(forma).meta({ id: `${nombreEsquema(c)}EnLista` });
}

function formaRegistro(c: Catalogo): Record<string, z.ZodType> {
  const forma: Record<string, z.ZodType> = { id: z.number().int() };
  for (const [nombre, campo] of Object.entries(c.campos)) {
    if (campo.externo === 'entrada') continue;
    // Read by GET item/{id} only: absent from lists.
    forma[nombre] = campo.externo === 'lectura' ? valor(campo).optional() : valor(campo);
    if (campo.tipo === 'referencia') forma[campo.objeto] = referido.nullable();
  }
  forma.created_at = z.string();
  forma.updated_at = z.string();
  return forma;
}

/** What the app reads of a catalogue record (any catalogue: its fields by name). */
export type RegistroCatalogo = { id: number; created_at: string; updated_at: string } & Record<
  string,
  unknown
>;

/** A field's value as `valor` answers it: its kind's type, null unless always present. */
type ValorDe<K extends Campo> = K extends { tipo: 'booleano' }
  ? boolean
  : K extends { tipo: 'entero'; alFinal: true }
    ? number
    : K extends { tipo: 'entero' | 'referencia' }
      ? K extends { requerido: true; tipo: 'entero' }
        ? number
        : number | null
      : K extends { requerido: true; tipo: 'texto' | 'opcion' | 'decimal' | 'dinero' }
        ? string
        : string | null;

type Campos<D extends Catalogo> = D['campos'];

/**
 * One catalogue's record as its routes answer it (`registroCatalogo`), typed from its declaration: the server's
 * answers and the app's screens read the same names and types (`RegistroDe<typeof productos>`).
 */
export type RegistroDe<D extends Catalogo> = { id: number; created_at: string; updated_at: string } & {
  -readonly [K in keyof Campos<D> as Campos<D>[K] extends { externo: string } ? never : Nombrado<K>]: ValorDe<
    Campos<D>[K]
  >;
} & {
  -readonly [
    K in keyof Campos<D> as Campos<D>[K] extends { externo: 'lectura' } ? Nombrado<K> : never
  ]?: ValorDe<Campos<D>[K]>;
} & {
  -readonly [
    K in keyof Campos<D> as Campos<D>[K] extends { tipo: 'referencia'; objeto: infer O extends string }
      ? Nombrado<O>
      : never
  ]: { id: number; nombre: string } | null;
};
