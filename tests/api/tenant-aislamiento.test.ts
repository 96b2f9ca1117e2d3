import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, IMAGENES, multipart, type EmpresaDePrueba } from './fixtures';

const NO_EXISTE = 'El registro no existe o no pertenece a tu empresa';
const PADRE_NO_EXISTE = 'La categoría padre seleccionada no existe';

let t: TestApp;
let a: EmpresaDePrueba;
let b: EmpresaDePrueba;
/** Company A's categories: a parent with an icon and a child. */
let padreA: { id: number; icono: string; nombre: string };
let hijaA: { id: number };
let propiaB: { id: number };

const inject = (e: EmpresaDePrueba, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: e.auth, ...(payload && { payload }) });

beforeAll(async () => {
  t = await createTestApp();
  a = await crearEmpresaDePrueba(t);
  b = await crearEmpresaDePrueba(t);
  const m = multipart(
    { nombre: 'Bebidas A' },
    { campo: 'icono', nombre: 'a.png', tipo: 'image/png', contenido: IMAGENES.png },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/categorias/categoria',
    headers: { ...a.auth, ...m.headers },
    payload: m.payload,
  });
  padreA = res.json().data;
  hijaA = (
    await inject(a, 'POST', 'categorias/categoria', { nombre: 'Jugos A', id_categoria_padre: padreA.id })
  ).json().data;
  propiaB = (await inject(b, 'POST', 'categorias/categoria', { nombre: 'Propia B' })).json().data;
  await inject(a, 'POST', 'configuraciones/configuracion', { nombre: 'activarErpBegranda', valor: '1' });
});
afterAll(() => t.close());

describe('another company’s categories', () => {
  it.each([
    ['GET', 'get'],
    ['POST', 'update'],
    ['DELETE', 'delete'],
  ] as const)('%s categorias/categoria/{id} (%s) answers 404 for each of them', async (method, _accion) => {
    for (const id of [padreA.id, hijaA.id]) {
      const res = await inject(
        b,
        method,
        `categorias/categoria/${id}`,
        method === 'POST' ? { nombre: 'Robada' } : undefined,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 404, message: NO_EXISTE });
    }
  });

  it('answers exactly as for an id that exists nowhere', async () => {
    const ajena = await inject(b, 'GET', `categorias/categoria/${padreA.id}`);
    const inexistente = await inject(b, 'GET', 'categorias/categoria/987654321');
    expect(ajena.json()).toEqual(inexistente.json());
  });

  it('cannot be used as parent, on create or update, and looks non-existent', async () => {
    const crear = await inject(b, 'POST', 'categorias/categoria', {
      nombre: 'Intrusa',
      id_categoria_padre: padreA.id,
    });
    const inexistente = await inject(b, 'POST', 'categorias/categoria', {
      nombre: 'Intrusa',
      id_categoria_padre: 987654321,
    });
    expect(crear.statusCode).toBe(422);
    expect(crear.json()).toEqual(inexistente.json());
    expect(crear.json()).toMatchObject({
      message: PADRE_NO_EXISTE,
      data: { errors: { id_categoria_padre: [PADRE_NO_EXISTE] } },
    });
    const actualizar = await inject(b, 'POST', `categorias/categoria/${propiaB.id}`, {
      _method: 'put',
      id_categoria_padre: padreA.id,
    });
    expect(actualizar.statusCode).toBe(422);
    expect(actualizar.json().message).toBe(PADRE_NO_EXISTE);
  });

  it('is not listed by any list endpoint', async () => {
    const idsA = [padreA.id, hijaA.id];
    const listas = [
      'categorias?rowsPerPage=-1',
      'categorias?search=A',
      'categorias/orden',
      'categorias/padres',
      'categorias/hijos',
      `categorias/hijos?id_categoria_padre=${padreA.id}`,
    ];
    for (const url of listas) {
      const res = await inject(b, 'GET', url);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      const filas = (Array.isArray(data) ? data : data.data) as { id: number }[];
      expect(
        filas.filter((f) => idsA.includes(f.id)),
        url,
      ).toEqual([]);
    }
    const pagina = (await inject(b, 'GET', 'categorias')).json().data;
    expect(pagina.total).toBe(1);
    expect((await inject(b, 'GET', `categorias/hijos?id_categoria_padre=${padreA.id}`)).json().data).toEqual(
      [],
    );
  });

  it('is left untouched by the other company’s attempts', async () => {
    const res = await inject(a, 'GET', `categorias/categoria/${padreA.id}`);
    expect(res.json().data).toMatchObject({ nombre: 'Bebidas A', icono: padreA.icono });
    expect((await t.app.inject({ url: padreA.icono })).statusCode).toBe(200);
    expect((await inject(a, 'GET', 'categorias')).json().data.total).toBe(2);
  });

  it('does not block the same name in another company', async () => {
    const res = await inject(b, 'POST', 'categorias/categoria', { nombre: 'bebidas a' });
    expect(res.statusCode).toBe(200);
  });

  it('is refused by row-level security even to a query that forgets the company', async () => {
    // The same transaction a request gets, but the query skips TenantScope: RLS still hides company A's rows.
    const filas = await t.database.withTenant(b.empresaId, (tx) =>
      tx.execute(sql`select id from categorias where id = ${padreA.id}`),
    );
    expect((filas as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});

describe('another company’s configuration', () => {
  it('is neither listed nor changed', async () => {
    const antes = (await inject(b, 'GET', 'configuraciones')).json().data as { nombre: string }[];
    expect(antes.find((c) => c.nombre === 'activarErpBegranda')).toBeUndefined();
    await inject(b, 'POST', 'configuraciones/configuracion', { nombre: 'activarErpBegranda', valor: '0' });
    const deA = (await inject(a, 'GET', 'configuraciones')).json().data;
    expect(deA).toEqual([{ id: expect.any(Number), nombre: 'activarErpBegranda', valor: '1' }]);
    const deB = (await inject(b, 'GET', 'configuraciones')).json().data;
    expect(deB).toEqual([{ id: expect.any(Number), nombre: 'activarErpBegranda', valor: '0' }]);
  });
});
