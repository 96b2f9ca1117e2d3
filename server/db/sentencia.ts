import type { PgTable } from 'drizzle-orm/pg-core';
import { preparadaDe, type Preparada, type TenantScope } from './tenant';

/**
 * A prepared statement (`preparadaDe`) whose values go by name: the text is written with `p.nombre` where `$n` would
 * stand, and the values are given as an object (`ejecutar`). The names are the statement's type, so a value missing
 * or misspelled fails `tsc`, and the SQL is the same `$1`, `$2`… it always was (numbered in the order declared).
 */
export interface Sentencia<N extends string> extends Preparada {
  parametros: readonly N[];
}

export function sentenciaDe<const N extends string>(
  nombre: string,
  parametros: readonly N[],
  texto: (p: Record<N, string>) => string,
): Sentencia<N> {
  const p = Object.fromEntries(parametros.map((n, i) => [n, `$${i + 1}`])) as Record<N, string>;
  const sql = texto(p);
  // A declared value the text never uses leaves its `$n` without a type: PostgreSQL refuses to prepare it.
  parametros.forEach((n, i) => {
    if (!new RegExp(`\\$${i + 1}(?!\\d)`).test(sql))
      throw new Error(`${nombre}: el parámetro ${n} no se usa`);
  });
  return { ...preparadaDe(nombre, sql), parametros };
}

/** The values in `$n` order. */
export const valoresDe = <N extends string>(s: Sentencia<N>, valores: Record<N, unknown>): unknown[] =>
  s.parametros.map((n) => valores[n]);

/** Runs the statement in the scope's transaction with its values by name (see `TenantScope.preparada`). */
export const ejecutar = <N extends string>(
  scope: TenantScope,
  s: Sentencia<N>,
  valores: Record<N, unknown>,
  opciones?: { confirmar?: boolean },
) => scope.preparada(s, valoresDe(s, valores), opciones);

/** A column list written into a statement, with its table: tests/unit/sentencias-columnas.test.ts checks each. */
export interface ListaColumnas {
  tabla: PgTable;
  texto: string;
}

export const LISTAS_COLUMNAS: ListaColumnas[] = [];

/**
 * A list of `tabla`'s columns as SQL (`a, b::text as b`), unchanged; kept so the test can compare each name with the
 * table's declaration.
 */
export function columnas(tabla: PgTable, texto: string): string {
  LISTAS_COLUMNAS.push({ tabla, texto });
  return texto;
}
