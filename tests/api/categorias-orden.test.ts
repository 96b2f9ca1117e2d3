import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, crearUsuarioDePrueba, multipart, type EmpresaDePrueba } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Categoria {
  id: number;
  nombre: string;
  orden: number;
  visible_carta: boolean;
  id_categoria_padre: number | null;
  updated_at: string;
}

const NO_COINCIDE =
  'El orden enviado no coincide con las categorías actuales: recarga la lista e inténtalo de nuevo';

function cliente(e: EmpresaDePrueba) {
  const api = {
    auth: e.auth,
    post: (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/${url}`, headers: e.auth, payload }),
    async crear(nombre: string, extra: Record<string, unknown> = {}): Promise<Categoria> {
      const res = await api.post('categorias/categoria', { nombre, ...extra });
      if (res.statusCode !== 200) throw new Error(`crear ${nombre}: ${res.body}`);
      return res.json().data as Categoria;
    },
    async orden(): Promise<Categoria[]> {
      const res = await t.app.inject({ url: '/api/categorias/orden', headers: e.auth });
      expect(res.statusCode).toBe(200);
      return res.json().data as Categoria[];
    },
    async obtener(id: number): Promise<Categoria> {
      return (await t.app.inject({ url: `/api/categorias/categoria/${id}`, headers: e.auth })).json().data;
    },
  };
  return api;
}

describe('POST categorias/orden', () => {
  let api: ReturnType<typeof cliente>;
  let bebidas: Categoria;
  let comidas: Categoria;
  let jugos: Categoria;
  let postres: Categoria;
  beforeAll(async () => {
    api = cliente(await crearEmpresaDePrueba(t));
    bebidas = await api.crear('Bebidas');
    comidas = await api.crear('Comidas');
    jugos = await api.crear('Jugos', { id_categoria_padre: bebidas.id });
    postres = await api.crear('Postres');
  });

  it('saves each position as orden and answers the list in its new order', async () => {
    const ids = [comidas.id, postres.id, bebidas.id, jugos.id];
    const res = await api.post('categorias/orden', { ids });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Orden de las categorías guardado correctamente',
    });
    expect(res.json().data.map((c: Categoria) => c.id)).toEqual(ids);
    expect(res.json().data.map((c: Categoria) => c.orden)).toEqual([0, 1, 2, 3]);
    // The till and the children read the same order; the parent picker reads as the list (by name).
    expect((await api.orden()).map((c) => c.id)).toEqual(ids);
    const padres = (await t.app.inject({ url: '/api/categorias/padres', headers: api.auth })).json().data;
    expect(padres.map((c: Categoria) => c.id)).toEqual([bebidas.id, comidas.id, postres.id]);
  });

  it('the parent picker lists the top-level categories as the list does (folded name), whatever the carta order', async () => {
    const otra = cliente(await crearEmpresaDePrueba(t));
    const postresC = await otra.crear('Postres');
    const entradas = await otra.crear('entradas');
    const arabe = await otra.crear('Árabe');
    await otra.crear('Baklava', { id_categoria_padre: arabe.id });
    // The carta puts them in another order than any sort by name.
    const carta = [postresC.id, entradas.id, arabe.id];
    const hija = (await otra.orden()).find((c) => c.id_categoria_padre === arabe.id)!;
    expect((await otra.post('categorias/orden', { ids: [...carta, hija.id] })).statusCode).toBe(200);

    const leer = async (url: string) =>
      (await t.app.inject({ url: `/api/${url}`, headers: otra.auth })).json().data as
        Categoria[] | { data: Categoria[] };
    const padres = (await leer('categorias/padres')) as Categoria[];
    // Accents and case folded: Árabe before entradas before Postres (a byte order would put Á last, P before e).
    expect(padres.map((c) => c.nombre)).toEqual(['Árabe', 'entradas', 'Postres']);
    const lista = ((await leer('categorias?page=1&rowsPerPage=-1')) as { data: Categoria[] }).data;
    expect(padres.map((c) => c.id)).toEqual(
      lista.filter((c) => c.id_categoria_padre === null).map((c) => c.id),
    );
    // The carta order itself is untouched.
    expect((await otra.orden()).map((c) => c.id)).toEqual([...carta, hija.id]);
  });

  it('touches only the rows whose position changed', async () => {
    await api.post('categorias/orden', { ids: [bebidas.id, jugos.id, comidas.id, postres.id] });
    const antes = await api.obtener(postres.id);
    await new Promise((r) => setTimeout(r, 5));
    await api.post('categorias/orden', { ids: [comidas.id, bebidas.id, jugos.id, postres.id] });
    expect((await api.obtener(postres.id)).updated_at).toBe(antes.updated_at);
    expect((await api.obtener(comidas.id)).orden).toBe(0);
  });

  it.each([
    ['misses a category', () => [bebidas.id, jugos.id, comidas.id]],
    ['repeats a category', () => [bebidas.id, jugos.id, comidas.id, postres.id, postres.id]],
    ['names one that does not exist', () => [bebidas.id, jugos.id, comidas.id, 987654321]],
  ])('refuses a list that %s, and changes nothing', async (_, ids) => {
    const antes = await api.orden();
    const res = await api.post('categorias/orden', { ids: ids() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: NO_COINCIDE,
      data: { errors: { ids: [NO_COINCIDE] } },
    });
    expect(await api.orden()).toEqual(antes);
  });

  it('refuses a body without a list of ids, in Spanish', async () => {
    const vacia = await api.post('categorias/orden', { ids: [] });
    expect(vacia.statusCode).toBe(422);
    expect(vacia.json().message).toBe('El campo categorías debe tener al menos 1 elementos');
    const texto = await api.post('categorias/orden', { ids: ['uno'] });
    expect(texto.statusCode).toBe(422);
    expect(texto.json().message).toBe('El campo categorías debe ser un número');
  });

  it('is refused to a role without the categorías module', async () => {
    const e = await crearEmpresaDePrueba(t);
    const mesero = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 2, acceso: 'ventas' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/categorias/orden',
      headers: mesero.auth,
      payload: { ids: [1] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('No tienes permiso para acceder a este módulo.');
  });
});

describe('visible_carta', () => {
  let api: ReturnType<typeof cliente>;
  beforeAll(async () => {
    api = cliente(await crearEmpresaDePrueba(t));
  });

  it('is true unless sent as no, in each encoding', async () => {
    expect((await api.crear('Por defecto')).visible_carta).toBe(true);
    expect((await api.crear('Oculta json', { visible_carta: false })).visible_carta).toBe(false);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/categorias/categoria',
      headers: { ...api.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ nombre: 'Oculta form', visible_carta: '0' }).toString(),
    });
    expect(form.json().data.visible_carta).toBe(false);
    const m = multipart({ nombre: 'Oculta multipart', visible_carta: 'false' });
    const mp = await t.app.inject({
      method: 'POST',
      url: '/api/categorias/categoria',
      headers: { ...api.auth, ...m.headers },
      payload: m.payload,
    });
    expect(mp.json().data.visible_carta).toBe(false);
  });

  it('changes on update and stays when absent', async () => {
    const c = await api.crear('Cambia');
    const oculta = await api.post(`categorias/categoria/${c.id}`, { _method: 'put', visible_carta: false });
    expect(oculta.json().data.visible_carta).toBe(false);
    const renombrada = await api.post(`categorias/categoria/${c.id}`, { _method: 'put', nombre: 'Cambiada' });
    expect(renombrada.json().data.visible_carta).toBe(false);
    expect((await api.obtener(c.id)).visible_carta).toBe(false);
    const lista = await t.app.inject({ url: '/api/categorias?search=Cambiada', headers: api.auth });
    expect(lista.json().data.data[0].visible_carta).toBe(false);
  });

  it('refuses a value that is no yes or no, and creates nothing', async () => {
    const res = await api.post('categorias/categoria', { nombre: 'Dudosa', visible_carta: 'quizás' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('El campo visible en la carta debe ser verdadero o falso');
    expect((await api.orden()).some((c) => c.nombre === 'Dudosa')).toBe(false);
  });
});
