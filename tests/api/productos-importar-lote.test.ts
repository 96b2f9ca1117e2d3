import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encabezadoImportacion as h } from '../../common/importacionProductos';
import { limitesPlanes } from '../../server/db/schema';
import { crearEmpresaDePrueba, multipart, type EmpresaDePrueba } from './fixtures';
import { createTestApp, type TestApp } from './harness';
import { libro } from './hojas-prueba';

/**
 * A large import (IMPORTACION_FILAS rows, 200 in the suite; 1,000 — the cap — when measuring: new products in batches, existing codes updated, presentations of a master
 * of the same file) in one request. Its time is printed, never asserted (speed belongs to bench/).
 */
let t: TestApp;
let a: EmpresaDePrueba;
const original = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp();
  a = await crearEmpresaDePrueba(t);
  for (const f of await t.database.db.select().from(limitesPlanes)) {
    if (f.recurso !== 'productos') continue;
    original.set(f.plan, f.limite);
    await t.database.db
      .update(limitesPlanes)
      .set({ limite: 5000 })
      .where(sql`${limitesPlanes.plan} = ${f.plan} and ${limitesPlanes.recurso} = 'productos'`);
  }
});
afterAll(async () => {
  for (const [plan, limite] of original)
    await t.database.db
      .update(limitesPlanes)
      .set({ limite })
      .where(sql`${limitesPlanes.plan} = ${plan} and ${limitesPlanes.recurso} = 'productos'`);
  await t?.close();
});

const subir = (contenido: Buffer) => {
  const { payload, headers } = multipart(
    {},
    { campo: 'file', nombre: 'productos.xlsx', tipo: 'application/octet-stream', contenido },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/productos/importar',
    headers: { ...a.auth, ...headers },
    payload,
  });
};

const ENCABEZADO = ['nombre', 'codigo', 'precio_venta', 'id_producto_maestro'].map(h);

const N = Number(process.env.IMPORTACION_FILAS ?? 200);
const PREVIAS = N / 10;
const MAESTRO = `C${N / 2}`;

describe(`POST productos/importar: ${N} rows`, () => {
  it('creates and updates them all in one request', { timeout: 300_000 }, async () => {
    const previas = libro({
      Productos: [
        ENCABEZADO,
        ...Array.from({ length: PREVIAS }, (_, i) => [`Previo ${i}`, `C${i}`, 1000, '']),
      ],
    });
    expect((await subir(previas)).json().data).toMatchObject({ creados: PREVIAS, actualizados: 0 });

    // PREVIAS existing codes (updated), the rest new, 10 presentations of a master created by the same file.
    const filas = Array.from({ length: N - 10 }, (_, i) => [`Producto ${i}`, `C${i}`, 2000 + i, '']);
    for (let i = 0; i < 10; i++) filas.push([`Presentación ${i}`, `P${i}`, 500, MAESTRO]);
    const inicio = performance.now();
    const r = await subir(libro({ Productos: [ENCABEZADO, ...filas] }));
    const ms = performance.now() - inicio;
    console.log(`import of ${N} rows (${process.env.TEST_DB ?? 'pglite'}): ${Math.round(ms)} ms`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ creados: N - PREVIAS, actualizados: PREVIAS });

    const lista = await t.app.inject({ url: '/api/productos?rowsPerPage=-1', headers: a.auth });
    const productos = lista.json().data.data as Record<string, unknown>[];
    expect(productos).toHaveLength(N);
    const porCodigo = new Map(productos.map((p) => [p.codigo, p]));
    expect(porCodigo.get('C5')).toMatchObject({ nombre: 'Producto 5', precio_venta: '2005.00' });
    const ultimo = N - 11;
    expect(porCodigo.get(`C${ultimo}`)).toMatchObject({
      nombre: `Producto ${ultimo}`,
      precio_venta: `${2000 + ultimo}.00`,
    });
    const maestro = porCodigo.get(MAESTRO)!;
    for (let i = 0; i < 10; i++)
      expect(porCodigo.get(`P${i}`)).toMatchObject({
        nombre: `Presentación ${i}`,
        id_producto_maestro: maestro.id,
      });
  });
});
