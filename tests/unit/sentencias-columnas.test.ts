import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema';
import { LISTAS_COLUMNAS, type ListaColumnas } from '../../server/db/sentencia';
import type { Preparada } from '../../server/db/tenant';
import * as sentencias from '../../server/routes/ventas/sentencias';

/**
 * The sale path's hand-written SQL (server/routes/ventas/sentencias.ts) against the schema: every column list
 * (`columnas`) names columns of its table, every `insert into t (…)` goes through such a list, and every
 * `alias.columna` names a column of a table the statement gives that alias.
 */

const tablas = new Map(
  (Object.values(schema) as unknown[])
    .filter((t): t is PgTable => is(t, PgTable))
    .map((t) => [getTableName(t), t]),
);

const columnasDe = (tabla: PgTable) => new Set(Object.values(getTableColumns(tabla)).map((c) => c.name));

/** The names of a list (`a, b::text as b` → a, b). */
const nombres = (texto: string) => texto.split(',').map((parte) => /^\s*(\w+)/.exec(parte)?.[1] ?? parte);

/** The names of a list its table does not have. */
const desconocidas = (lista: ListaColumnas) => {
  const propias = columnasDe(lista.tabla);
  return nombres(lista.texto).filter((n) => !propias.has(n));
};

/** `alias.columna` references whose column none of the tables the text gives that alias has. */
function referenciasDesconocidas(texto: string): string[] {
  const alias = new Map<string, PgTable[]>();
  for (const [, tabla, nombre] of texto.matchAll(/\b(?:from|join|update)\s+(\w+)\s+(\w+)/gi)) {
    const t = tablas.get(tabla);
    if (t) alias.set(nombre, [...(alias.get(nombre) ?? []), t]);
  }
  const fuera: string[] = [];
  for (const [ref, a, columna] of texto.matchAll(/\b(\w+)\.(\w+)\b/g)) {
    const candidatas = alias.get(a);
    if (candidatas && !candidatas.some((t) => columnasDe(t).has(columna))) fuera.push(ref);
  }
  return fuera;
}

/** `insert into t (…)` whose list is not one of `t`'s `columnas`. */
function insercionesSinLista(texto: string): string[] {
  return [...texto.matchAll(/insert into (\w+) \(([^)]*)\)/gi)]
    .filter(
      ([, tabla, lista]) =>
        !LISTAS_COLUMNAS.some((l) => l.tabla === tablas.get(tabla) && l.texto.trim() === lista.trim()),
    )
    .map(([insercion]) => insercion);
}

const preparadas = (Object.entries(sentencias) as [string, unknown][]).filter(
  (e): e is [string, Preparada] => typeof e[1] === 'object' && e[1] !== null && 'texto' in e[1],
);

describe('the sale statements against the schema', () => {
  it('has statements and column lists to check', () => {
    expect(preparadas.map(([nombre]) => nombre).sort()).toEqual([
      'ESCRIBIR_LOTE',
      'ESCRIBIR_VENTA',
      'ESCRIBIR_VENTA_SIN_SALIDA',
      'LEER_CONTEXTO',
    ]);
    expect(LISTAS_COLUMNAS.length).toBeGreaterThanOrEqual(8);
  });

  it('every column list names columns of its table', () => {
    for (const lista of LISTAS_COLUMNAS) expect(desconocidas(lista), getTableName(lista.tabla)).toEqual([]);
  });

  it.each(preparadas)('%s writes through checked lists and names existing columns', (_, s) => {
    expect(insercionesSinLista(s.texto)).toEqual([]);
    expect(referenciasDesconocidas(s.texto)).toEqual([]);
  });

  it('catches a misspelled or removed column', () => {
    expect(desconocidas({ tabla: schema.ventasDetalle, texto: 'id_venta, precio_ventaa, cantidad' })).toEqual(
      ['precio_ventaa'],
    );
    expect(referenciasDesconocidas('select p.precio_ventaa from productos p where p.id = 1')).toEqual([
      'p.precio_ventaa',
    ]);
    expect(insercionesSinLista('insert into ventas_pagos (empresa_id, id_venta) select 1')).toHaveLength(1);
  });
});
