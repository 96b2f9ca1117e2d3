import type { $ZodType } from 'zod/v4/core';

/**
 * A reply writer built once from a route's zod response schema: it writes the JSON that
 * `JSON.stringify(z.encode(schema, data))` would write (fields outside the schema dropped, in the schema's order),
 * without building the encoded copy first. It only knows the plain shapes replies use (objects, arrays, strings,
 * integers, booleans, null, literals, enums, nullable, optional, unknown); whenever a value is not exactly what
 * the schema says, or the schema has a part it does not know (checks, records, unions, transforms…), it gives up
 * and returns `undefined`, and the caller serialises through zod, which answers the same or raises the same
 * error. So it never coerces or drops anything that zod would not.
 */
export type Escritor = (valor: unknown) => string | undefined;

/** Thrown inside a writer when the value is not one it can write exactly as zod would. */
const RENUNCIA: unique symbol = Symbol('renuncia');

/** A part's writer: its JSON, or `undefined` for an optional value that is absent (the key is left out). */
type Parte = (valor: unknown) => string | undefined;

const renunciar = (): never => {
  throw RENUNCIA;
};

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
  format?: string;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
}

const defDe = (schema: $ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const cadena: Parte = (v) => (typeof v === 'string' ? JSON.stringify(v) : renunciar());
const numero: Parte = (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : renunciar());
const entero: Parte = (v) => (Number.isSafeInteger(v) ? String(v) : renunciar());
const booleano: Parte = (v) => (v === true ? 'true' : v === false ? 'false' : renunciar());
const nulo: Parte = (v) => (v === null ? 'null' : renunciar());
/** z.unknown / z.any: zod passes the value through, so it is written as JSON.stringify writes it. */
const cualquiera: Parte = (v) => JSON.stringify(v);

function parte(schema: $ZodType): Parte {
  const def = defDe(schema);
  const checks = def.checks ?? [];
  switch (def.type) {
    case 'string': {
      if (def.format !== undefined) return renunciar;
      if (checks.length === 0) return cadena;
      // Only regular-expression checks (money strings): the value is written when every pattern matches, as
      // zod would accept it; otherwise zod answers (or refuses) it.
      const patrones = checks.map((c) => {
        const d = c._zod.def as { check: string; format?: string; pattern?: RegExp };
        return d.check === 'string_format' && d.format === 'regex' && d.pattern instanceof RegExp
          ? d.pattern
          : null;
      });
      if (patrones.some((p) => p === null || p.global || p.sticky)) return renunciar;
      return (v) =>
        typeof v === 'string' && patrones.every((p) => (p as RegExp).test(v))
          ? JSON.stringify(v)
          : renunciar();
    }
    case 'number': {
      if (checks.length === 0) return numero;
      const [check] = checks;
      return checks.length === 1 &&
        check._zod.def.check === 'number_format' &&
        check._zod.def.format === 'safeint'
        ? entero
        : renunciar;
    }
    case 'boolean':
      return checks.length === 0 ? booleano : renunciar;
    case 'null':
      return nulo;
    case 'unknown':
    case 'any':
      return cualquiera;
    case 'literal': {
      const valores = def.values ?? [];
      return (v) => (valores.includes(v) && v !== undefined ? JSON.stringify(v) : renunciar());
    }
    case 'enum': {
      const valores = Object.values(def.entries ?? {});
      return (v) => (valores.includes(v) ? JSON.stringify(v) : renunciar());
    }
    case 'nullable': {
      const interna = parte(def.innerType!);
      return (v) => (v === null ? 'null' : interna(v));
    }
    case 'optional': {
      const interna = parte(def.innerType!);
      return (v) => (v === undefined ? undefined : interna(v));
    }
    case 'array':
      return checks.length === 0 ? arreglo(parte(def.element!)) : renunciar;
    case 'object':
      return def.catchall === undefined ? objeto(def.shape!) : renunciar;
    default:
      return renunciar;
  }
}

function arreglo(elemento: Parte): Parte {
  return (v) => {
    if (!Array.isArray(v)) return renunciar();
    if (v.length === 0) return '[]';
    // An element that leaves nothing (optional, unknown undefined) is written null, as JSON.stringify does.
    let salida = '[' + (elemento(v[0]) ?? 'null');
    for (let i = 1; i < v.length; i++) salida += ',' + (elemento(v[i]) ?? 'null');
    return salida + ']';
  };
}

function objeto(forma: Record<string, $ZodType>): Parte {
  // zod writes the shape's keys in its order and nothing else ('strip', the default).
  const campos = Object.keys(forma).map((clave) => ({
    clave,
    prefijo: JSON.stringify(clave) + ':',
    escribir: parte(forma[clave]),
    // zod refuses an absent key unless its schema is optional, even where it accepts undefined (z.unknown).
    opcional: defDe(forma[clave]).type === 'optional',
  }));
  if (Object.getOwnPropertySymbols(forma).length > 0 || campos.some((c) => c.clave === '__proto__'))
    return renunciar;
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return renunciar();
    const registro = v as Record<string, unknown>;
    let salida = '{';
    for (const campo of campos) {
      const json = campo.escribir(registro[campo.clave]);
      if (json === undefined) {
        if (!campo.opcional && !(campo.clave in registro)) return renunciar();
        continue;
      }
      salida += (salida.length === 1 ? '' : ',') + campo.prefijo + json;
    }
    return salida + '}';
  };
}

/** The writer of one schema (built once, at route registration). */
export function escritorDe(schema: $ZodType): Escritor {
  const escribir = parte(schema);
  return (valor) => {
    try {
      return escribir(valor);
    } catch (error) {
      if (error === RENUNCIA) return undefined;
      throw error;
    }
  };
}
