import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { nits, TIPO_CEDULA } from '../../common/catalogos/nits';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, filasDe, type EmpresaDePrueba } from './fixtures';
import { enviar } from './catalogos-soporte';
import { plegar } from '../../common/plegado';

/**
 * Catalogue search through pg_trgm (migration 0015): PostgreSQL and PGlite (which loads the extension) both have
 * the trigram GIN indexes on the folded columns products and nits search, the planner can use them for the
 * list's `LIKE '%…%'`, and the search still finds by part of a name, without accents or case, and by code.
 */
let t: TestApp;
let a: EmpresaDePrueba;
let b: EmpresaDePrueba;
beforeAll(async () => {
  t = await createTestApp();
  a = await crearEmpresaDePrueba(t);
  b = await crearEmpresaDePrueba(t);
});
afterAll(() => t?.close());

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));

async function crear(e: EmpresaDePrueba, url: string, cuerpo: Record<string, unknown>) {
  const r = await enviar(t, e, url, cuerpo, 'json');
  expect(r.statusCode, r.body).toBe(200);
}

const buscar = async (e: EmpresaDePrueba, lista: string, texto: string) =>
  (
    await t.app.inject({
      url: `/api/${lista}?page=0&rowsPerPage=50&search=${encodeURIComponent(texto)}`,
      headers: e.auth,
    })
  )
    .json()
    .data.data.map((r: { nombre: string }) => r.nombre)
    .sort();

describe('search with pg_trgm', () => {
  it('has the extension and a trigram GIN index on every folded column products and nits search', async () => {
    expect(await filas(sql`select extname from pg_extension where extname = 'pg_trgm'`)).toHaveLength(1);
    const indices = (
      await filas(
        sql`select indexname from pg_indexes where indexdef like '%gin_trgm_ops%' order by indexname`,
      )
    ).map((f) => f.indexname);
    expect(indices).toEqual([
      'nits_nombre_comercial_plegado_trgm_idx',
      'nits_nombre_plegado_trgm_idx',
      'nits_numero_documento_plegado_trgm_idx',
      'productos_codigo_plegado_trgm_idx',
      'productos_nombre_plegado_trgm_idx',
    ]);
  });

  it('finds products by part of the name, any case or accent, and by code; never another company’s', async () => {
    for (const [nombre, codigo] of [
      ['Limonada de coco', 'LIM-001'],
      ['Jugo de limón', 'JUG-002'],
      ['Café con leche', 'CAF-120'],
      ['Té', 'TE-9'],
    ])
      await crear(a, 'productos/producto', { nombre, codigo, precio_venta: '5000' });
    await crear(b, 'productos/producto', { nombre: 'Limonada de B', codigo: 'LIM-900', precio_venta: '1' });

    expect(await buscar(a, 'productos', 'LIMON')).toEqual(['Jugo de limón', 'Limonada de coco']);
    expect(await buscar(a, 'productos', 'limón')).toEqual(['Jugo de limón', 'Limonada de coco']);
    expect(await buscar(a, 'productos', 'cafe con')).toEqual(['Café con leche']);
    expect(await buscar(a, 'productos', 'caf-12')).toEqual(['Café con leche']);
    expect(await buscar(a, 'productos', 'jug-0')).toEqual(['Jugo de limón']);
    // Shorter than a trigram still works (the index answers every row; the LIKE rechecks them).
    expect(await buscar(a, 'productos', 'té')).toEqual(['Té']);
    expect(await buscar(a, 'productos', 'lim-9')).toEqual([]);
    expect(await buscar(b, 'productos', 'limon')).toEqual(['Limonada de B']);
  });

  it('finds nits by part of the name or document, without accents', async () => {
    await crear(a, nits.api.item, {
      id_tipo_documento: TIPO_CEDULA,
      numero_documento: '79123456',
      tipo_contribuyente: 'natural',
      primer_nombre: 'Íñigo',
      primer_apellido: 'Muñoz',
    });
    const nombres = async (texto: string) =>
      (
        await t.app.inject({
          url: `/api/${nits.api.lista}?page=0&rowsPerPage=50&search=${encodeURIComponent(texto)}`,
          headers: a.auth,
        })
      )
        .json()
        .data.data.map((r: { numero_documento: string }) => r.numero_documento);
    expect(await nombres('inigo munoz')).toEqual(['79123456']);
    expect(await nombres('MUÑ')).toEqual(['79123456']);
    expect(await nombres('912345')).toEqual(['79123456']);
  });
  it('folds in the database with unaccent through the immutable plegar(), as the JavaScript side does', async () => {
    expect(await filas(sql`select extname from pg_extension where extname = 'unaccent'`)).toHaveLength(1);
    const [funcion] = await filas(sql`select provolatile from pg_proc where proname = 'plegar'`);
    expect(funcion.provolatile).toBe('i');
    const texto = 'Smørrebrød Œuvre Straße Łódź Ñandú';
    const [fila] = await filas(sql`select plegar(${texto}) as plegado`);
    expect(fila.plegado).toBe(plegar(texto));
    // Letters the old translate() fold never knew are found by their plain spelling.
    await crear(a, 'productos/producto', {
      nombre: 'Smørrebrød de salmón',
      codigo: 'SMO-1',
      precio_venta: '9000',
    });
    expect(await buscar(a, 'productos', 'smorrebrod')).toEqual(['Smørrebrød de salmón']);
    expect(await buscar(a, 'productos', 'SMØRREBRØD')).toEqual(['Smørrebrød de salmón']);
  });

  it('the planner answers a contains-search from the trigram index', async () => {
    // 3,000 rows in a transaction rolled back at the end, analysed, so the planner weighs real figures.
    let plan = '';
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.empresa_id', ${String(a.empresaId)}, true)`);
        await tx.execute(
          sql`insert into productos (empresa_id, nombre, tipo_producto, precio_venta)
              select ${a.empresaId}, 'Producto de prueba ' || g, 'venta', 1000 from generate_series(1, 3000) g`,
        );
        await tx.execute(sql`analyze productos`);
        await tx.execute(sql`set local enable_seqscan = off`);
        plan = filasDe(
          await tx.execute(sql`explain select id from productos where nombre_plegado like '%limonad%'`),
        )
          .map((f) => String(Object.values(f)[0]))
          .join('\n');
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!plan) throw error;
      });
    expect(plan).toContain('productos_nombre_plegado_trgm_idx');
  });
});
