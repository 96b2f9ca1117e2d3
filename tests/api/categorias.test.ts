import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, multipart, type EmpresaDePrueba } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NO_EXISTE = 'El registro no existe o no pertenece a tu empresa';

interface Categoria {
  id: number;
  nombre: string;
  id_categoria_padre: number | null;
  icono: string | null;
  orden: number;
  categoria_padre: { id: number; nombre: string } | null;
  created_at: string;
  updated_at: string;
}

function cliente(e: EmpresaDePrueba) {
  const api = {
    get: (url: string) => t.app.inject({ url: `/api/${url}`, headers: e.auth }),
    post: (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/${url}`, headers: e.auth, payload }),
    form: (url: string, campos: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/${url}`,
        headers: { ...e.auth, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(campos).toString(),
      }),
    multipart: (url: string, campos: Record<string, string>) => {
      const m = multipart(campos);
      return t.app.inject({
        method: 'POST',
        url: `/api/${url}`,
        headers: { ...e.auth, ...m.headers },
        payload: m.payload,
      });
    },
    delete: (url: string) => t.app.inject({ method: 'DELETE', url: `/api/${url}`, headers: e.auth }),
    async crear(nombre: string, extra: Record<string, unknown> = {}): Promise<Categoria> {
      const res = await api.post('categorias/categoria', { nombre, ...extra });
      if (res.statusCode !== 200) throw new Error(`crear ${nombre}: ${res.body}`);
      return res.json().data as Categoria;
    },
    async lista(url: string): Promise<Categoria[]> {
      const res = await api.get(url);
      expect(res.statusCode).toBe(200);
      return res.json().data as Categoria[];
    },
  };
  return api;
}

function esError(
  res: { statusCode: number; json(): unknown },
  status: number,
  message: string,
  campo?: string,
) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { success: boolean; code: number; message: string; data: { errors?: object } };
  expect(body).toMatchObject({ success: false, code: status, message });
  if (campo) expect(body.data.errors).toEqual({ [campo]: [message] });
}

describe('POST categorias/categoria', () => {
  let api: ReturnType<typeof cliente>;
  beforeAll(async () => {
    api = cliente(await crearEmpresaDePrueba(t));
  });

  it('creates a top-level category and answers the full row', async () => {
    const res = await api.post('categorias/categoria', { nombre: '  Bebidas  ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 200, message: 'Categoría creada correctamente' });
    expect(body.data).toEqual({
      id: expect.any(Number),
      nombre: 'Bebidas',
      id_categoria_padre: null,
      icono: null,
      orden: expect.any(Number),
      visible_carta: true,
      categoria_padre: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const get = await api.get(`categorias/categoria/${body.data.id}`);
    expect(get.json()).toMatchObject({ success: true, data: body.data });
  });

  it('creates a child with its parent embedded, in each encoding', async () => {
    const padre = await api.crear('Comidas');
    const json = await api.post('categorias/categoria', {
      nombre: 'Hamburguesas',
      id_categoria_padre: padre.id,
    });
    const form = await api.form('categorias/categoria', {
      nombre: 'Perros',
      id_categoria_padre: String(padre.id),
    });
    const multi = await api.multipart('categorias/categoria', {
      nombre: 'Pizzas',
      id_categoria_padre: String(padre.id),
    });
    for (const res of [json, form, multi]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id_categoria_padre: padre.id,
        categoria_padre: { id: padre.id, nombre: 'Comidas' },
      });
    }
  });

  it('treats an empty parent from a form as no parent', async () => {
    const res = await api.form('categorias/categoria', { nombre: 'Sin padre', id_categoria_padre: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id_categoria_padre).toBeNull();
  });

  it('puts new categories last unless an orden is given', async () => {
    const a = await api.crear('Orden A');
    const b = await api.crear('Orden B');
    const c = await api.crear('Orden C', { orden: 0 });
    expect(b.orden).toBe(a.orden + 1);
    expect(c.orden).toBe(0);
  });

  it('requires a name', async () => {
    esError(await api.post('categorias/categoria', {}), 422, 'El campo nombre es requerido', 'nombre');
    esError(
      await api.post('categorias/categoria', { nombre: '   ' }),
      422,
      'El campo nombre es requerido',
      'nombre',
    );
    esError(
      await api.form('categorias/categoria', { nombre: '' }),
      422,
      'El campo nombre es requerido',
      'nombre',
    );
  });

  it('limits the name to 100 characters', async () => {
    esError(
      await api.post('categorias/categoria', { nombre: 'x'.repeat(101) }),
      422,
      'El campo nombre no puede tener más de 100 caracteres',
      'nombre',
    );
    expect((await api.post('categorias/categoria', { nombre: 'y'.repeat(100) })).statusCode).toBe(200);
  });

  it('refuses a name already used in the company, whatever its case', async () => {
    await api.crear('Postres');
    esError(
      await api.post('categorias/categoria', { nombre: 'POSTRES' }),
      422,
      'Ya existe una categoría con ese nombre',
      'nombre',
    );
  });

  it('refuses a parent id that is not a number', async () => {
    esError(
      await api.post('categorias/categoria', { nombre: 'Rara', id_categoria_padre: 'abc' }),
      422,
      'El campo categoría padre debe ser un número',
      'id_categoria_padre',
    );
  });

  it('refuses a parent that does not exist', async () => {
    esError(
      await api.post('categorias/categoria', { nombre: 'Huérfana', id_categoria_padre: 987654 }),
      422,
      'La categoría padre seleccionada no existe',
      'id_categoria_padre',
    );
  });

  it('allows only two levels: a child cannot be a parent', async () => {
    const padre = await api.crear('Nivel 1');
    const hija = await api.crear('Nivel 2', { id_categoria_padre: padre.id });
    esError(
      await api.post('categorias/categoria', { nombre: 'Nivel 3', id_categoria_padre: hija.id }),
      422,
      'La categoría padre debe ser una categoría principal (solo se permiten dos niveles)',
      'id_categoria_padre',
    );
  });

  it('refuses an orden that is not a whole number of zero or more', async () => {
    esError(
      await api.post('categorias/categoria', { nombre: 'Orden malo', orden: -1 }),
      422,
      'El campo orden debe ser mayor o igual a 0',
      'orden',
    );
  });
});

describe('GET categorias (page)', () => {
  let api: ReturnType<typeof cliente>;
  beforeAll(async () => {
    api = cliente(await crearEmpresaDePrueba(t));
    // Created out of order; names sort ignoring case and accents.
    for (const nombre of [
      'Zumos',
      'árboles',
      'Café con leche',
      'Bebidas',
      'cafetería',
      'Ñame',
      '100% natural',
    ])
      await api.crear(nombre);
    for (let i = 1; i <= 8; i++) await api.crear(`Grupo ${String(i).padStart(2, '0')}`);
  });

  it('answers a Laravel page of 10 rows by default, ordered by name', async () => {
    const res = await api.get('categorias');
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({ current_page: 1, per_page: 10, total: 15, last_page: 2 });
    expect(p.data.map((c: Categoria) => c.nombre)).toEqual([
      '100% natural',
      'árboles',
      'Bebidas',
      'Café con leche',
      'cafetería',
      'Grupo 01',
      'Grupo 02',
      'Grupo 03',
      'Grupo 04',
      'Grupo 05',
    ]);
  });

  it('pages by page and rowsPerPage', async () => {
    const p = (await api.get('categorias?page=2&rowsPerPage=4')).json().data;
    expect(p).toMatchObject({ current_page: 2, per_page: 4, total: 15, last_page: 4 });
    expect(p.data.map((c: Categoria) => c.nombre)).toEqual(['cafetería', 'Grupo 01', 'Grupo 02', 'Grupo 03']);
    const ultima = (await api.get('categorias?page=4&rowsPerPage=4')).json().data;
    expect(ultima.data.map((c: Categoria) => c.nombre)).toEqual(['Grupo 08', 'Ñame', 'Zumos']);
  });

  it('answers the total even past the last page', async () => {
    const p = (await api.get('categorias?page=9&rowsPerPage=4')).json().data;
    expect(p).toMatchObject({ current_page: 9, data: [], total: 15, last_page: 4 });
  });

  it('answers every row with rowsPerPage=-1', async () => {
    const p = (await api.get('categorias?rowsPerPage=-1')).json().data;
    expect(p).toMatchObject({ current_page: 1, per_page: -1, total: 15, last_page: 1 });
    expect(p.data).toHaveLength(15);
  });

  it('searches the name ignoring case and accents', async () => {
    const nombres = async (q: string) =>
      ((await api.get(`categorias?search=${encodeURIComponent(q)}`)).json().data.data as Categoria[]).map(
        (c) => c.nombre,
      );
    expect(await nombres('CAFE')).toEqual(['Café con leche', 'cafetería']);
    expect(await nombres('ÁRBOL')).toEqual(['árboles']);
    expect(await nombres('name')).toEqual(['Ñame']);
    const p = (await api.get('categorias?search=grupo&rowsPerPage=3')).json().data;
    expect(p).toMatchObject({ total: 8, last_page: 3 });
  });

  it('takes LIKE wildcards in the search literally', async () => {
    const p = (await api.get(`categorias?search=${encodeURIComponent('%')}`)).json().data;
    expect(p.data.map((c: Categoria) => c.nombre)).toEqual(['100% natural']);
    expect((await api.get('categorias?search=_')).json().data.total).toBe(0);
  });

  it('refuses a bad page or page size', async () => {
    esError(await api.get('categorias?page=0'), 422, 'El campo página debe ser mayor o igual a 1', 'page');
    esError(
      await api.get('categorias?rowsPerPage=0'),
      422,
      'rowsPerPage debe estar entre 1 y 100, o ser -1',
      'rowsPerPage',
    );
    esError(await api.get('categorias?page=abc'), 422, 'El campo página debe ser un número', 'page');
  });
});

describe('GET categorias/orden, padres, hijos', () => {
  let api: ReturnType<typeof cliente>;
  let bebidas: Categoria, comidas: Categoria, jugos: Categoria, gaseosas: Categoria, pizzas: Categoria;
  beforeAll(async () => {
    api = cliente(await crearEmpresaDePrueba(t));
    comidas = await api.crear('Comidas', { orden: 2 });
    bebidas = await api.crear('Bebidas', { orden: 1 });
    jugos = await api.crear('Jugos', { id_categoria_padre: bebidas.id, orden: 5 });
    gaseosas = await api.crear('Gaseosas', { id_categoria_padre: bebidas.id, orden: 5 });
    pizzas = await api.crear('Pizzas', { id_categoria_padre: comidas.id, orden: 0 });
  });

  it('orden lists every category by orden, then name', async () => {
    const filas = await api.lista('categorias/orden');
    expect(filas.map((c) => c.nombre)).toEqual(['Pizzas', 'Bebidas', 'Comidas', 'Gaseosas', 'Jugos']);
    expect(filas.find((c) => c.id === jugos.id)).toEqual(jugos);
  });

  it('padres lists only top-level categories', async () => {
    expect((await api.lista('categorias/padres')).map((c) => c.id)).toEqual([bebidas.id, comidas.id]);
  });

  it('hijos lists only categories with a parent, optionally of one parent', async () => {
    expect((await api.lista('categorias/hijos')).map((c) => c.id)).toEqual([
      pizzas.id,
      gaseosas.id,
      jugos.id,
    ]);
    expect((await api.lista(`categorias/hijos?id_categoria_padre=${bebidas.id}`)).map((c) => c.id)).toEqual([
      gaseosas.id,
      jugos.id,
    ]);
    expect(await api.lista('categorias/hijos?id_categoria_padre=')).toHaveLength(3);
    esError(
      await api.get('categorias/hijos?id_categoria_padre=x'),
      422,
      'El campo categoría padre debe ser un número',
      'id_categoria_padre',
    );
  });
});

describe('POST categorias/categoria/{id} (update)', () => {
  let api: ReturnType<typeof cliente>;
  beforeAll(async () => {
    api = cliente(await crearEmpresaDePrueba(t));
  });

  it('updates with _method=put as JSON', async () => {
    const c = await api.crear('Json original');
    const res = await api.post(`categorias/categoria/${c.id}`, { _method: 'put', nombre: 'Json cambiada' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Categoría actualizada correctamente',
      data: { id: c.id, nombre: 'Json cambiada', orden: c.orden },
    });
    expect((await api.get(`categorias/categoria/${c.id}`)).json().data.nombre).toBe('Json cambiada');
  });

  it('updates with _method=put as urlencoded form data', async () => {
    const padre = await api.crear('Form padre');
    const c = await api.crear('Form original', { id_categoria_padre: padre.id });
    const res = await api.form(`categorias/categoria/${c.id}`, {
      _method: 'put',
      nombre: 'Form cambiada',
      id_categoria_padre: '',
      orden: '7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      nombre: 'Form cambiada',
      id_categoria_padre: null,
      categoria_padre: null,
      orden: 7,
    });
  });

  it('updates with _method=put as multipart form data', async () => {
    const padre = await api.crear('Multi padre');
    const c = await api.crear('Multi original');
    const res = await api.multipart(`categorias/categoria/${c.id}`, {
      _method: 'put',
      nombre: 'Multi cambiada',
      id_categoria_padre: String(padre.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      nombre: 'Multi cambiada',
      categoria_padre: { id: padre.id, nombre: 'Multi padre' },
    });
  });

  it('leaves absent fields unchanged and moves updated_at', async () => {
    const padre = await api.crear('Parcial padre');
    const c = await api.crear('Parcial', { id_categoria_padre: padre.id, orden: 3 });
    await new Promise((r) => setTimeout(r, 5));
    const res = await api.post(`categorias/categoria/${c.id}`, { _method: 'put' });
    expect(res.statusCode).toBe(200);
    const d = res.json().data as Categoria;
    expect(d).toMatchObject({
      nombre: 'Parcial',
      id_categoria_padre: padre.id,
      orden: 3,
      created_at: c.created_at,
    });
    expect(new Date(d.updated_at).getTime()).toBeGreaterThan(new Date(c.updated_at).getTime());
  });

  it('keeps its own name in another case, but not another category’s name', async () => {
    const c = await api.crear('Mayúsculas');
    await api.crear('Ocupado');
    expect(
      (await api.post(`categorias/categoria/${c.id}`, { nombre: 'MAYÚSCULAS' })).json().data.nombre,
    ).toBe('MAYÚSCULAS');
    esError(
      await api.post(`categorias/categoria/${c.id}`, { nombre: 'ocupado' }),
      422,
      'Ya existe una categoría con ese nombre',
      'nombre',
    );
    esError(
      await api.post(`categorias/categoria/${c.id}`, { nombre: '' }),
      422,
      'El campo nombre es requerido',
      'nombre',
    );
  });

  it('refuses to make a category its own parent', async () => {
    const c = await api.crear('Narciso');
    esError(
      await api.post(`categorias/categoria/${c.id}`, { id_categoria_padre: c.id }),
      422,
      'Una categoría no puede ser su propia categoría padre',
      'id_categoria_padre',
    );
  });

  it('refuses a parent that is itself a child', async () => {
    const padre = await api.crear('Raíz');
    const hija = await api.crear('Rama', { id_categoria_padre: padre.id });
    const otra = await api.crear('Hoja');
    esError(
      await api.post(`categorias/categoria/${otra.id}`, { id_categoria_padre: hija.id }),
      422,
      'La categoría padre debe ser una categoría principal (solo se permiten dos niveles)',
      'id_categoria_padre',
    );
  });

  it('refuses to make a category with subcategories a child', async () => {
    const conHijas = await api.crear('Con hijas');
    await api.crear('Hija única', { id_categoria_padre: conHijas.id });
    const destino = await api.crear('Destino');
    esError(
      await api.post(`categorias/categoria/${conHijas.id}`, { id_categoria_padre: destino.id }),
      422,
      'Una categoría que tiene subcategorías no puede tener categoría padre',
      'id_categoria_padre',
    );
    expect((await api.get(`categorias/categoria/${conHijas.id}`)).json().data.id_categoria_padre).toBeNull();
  });

  it('refuses a parent that does not exist and changes nothing', async () => {
    const c = await api.crear('Intacta');
    esError(
      await api.post(`categorias/categoria/${c.id}`, { nombre: 'Cambiada', id_categoria_padre: 555555 }),
      422,
      'La categoría padre seleccionada no existe',
      'id_categoria_padre',
    );
    expect((await api.get(`categorias/categoria/${c.id}`)).json().data.nombre).toBe('Intacta');
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    esError(await api.post('categorias/categoria/999999', { nombre: 'Nada' }), 404, NO_EXISTE);
    esError(await api.get('categorias/categoria/999999'), 404, NO_EXISTE);
    esError(await api.get('categorias/categoria/abc'), 422, 'El campo id debe ser un número', 'id');
  });
});

describe('DELETE categorias/categoria/{id}', () => {
  let api: ReturnType<typeof cliente>;
  beforeAll(async () => {
    api = cliente(await crearEmpresaDePrueba(t));
  });

  it('deletes a category', async () => {
    const c = await api.crear('Efímera');
    const res = await api.delete(`categorias/categoria/${c.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      code: 200,
      message: 'Categoría eliminada correctamente',
      data: null,
    });
    esError(await api.get(`categorias/categoria/${c.id}`), 404, NO_EXISTE);
    esError(await api.delete(`categorias/categoria/${c.id}`), 404, NO_EXISTE);
  });

  it('refuses to delete a category that has subcategories, and allows it once they are gone', async () => {
    const padre = await api.crear('Padre ocupado');
    const hija = await api.crear('Hija', { id_categoria_padre: padre.id });
    esError(
      await api.delete(`categorias/categoria/${padre.id}`),
      409,
      'No se puede eliminar una categoría que tiene subcategorías',
    );
    expect((await api.get(`categorias/categoria/${padre.id}`)).statusCode).toBe(200);
    expect((await api.delete(`categorias/categoria/${hija.id}`)).statusCode).toBe(200);
    expect((await api.delete(`categorias/categoria/${padre.id}`)).statusCode).toBe(200);
  });
});

describe('without a valid token', () => {
  const rutas: [string, string][] = [
    ['GET', '/api/categorias'],
    ['GET', '/api/categorias/orden'],
    ['GET', '/api/categorias/padres'],
    ['GET', '/api/categorias/hijos'],
    ['GET', '/api/categorias/categoria/1'],
    ['POST', '/api/categorias/categoria'],
    ['POST', '/api/categorias/categoria/1'],
    ['DELETE', '/api/categorias/categoria/1'],
  ];

  it.each(rutas)('%s %s answers 401 Unauthenticated.', async (method, url) => {
    for (const headers of [{}, { authorization: 'Bearer no-es-un-token' }]) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(method === 'POST' && { payload: { nombre: 'X' } }),
      });
      esError(res, 401, 'Unauthenticated.');
    }
  });

  it('refuses an expired session', async () => {
    const vencida = await crearEmpresaDePrueba(t, { horasSesion: -1 });
    esError(await t.app.inject({ url: '/api/categorias', headers: vencida.auth }), 401, 'Unauthenticated.');
  });
});
