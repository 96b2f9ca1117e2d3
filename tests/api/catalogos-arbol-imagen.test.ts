import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_UPLOADS } from '../../server/plugins/uploads';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, IMAGENES, multipart, type EmpresaDePrueba } from './fixtures';

/** The generator's general pieces categorías brought: the tree's list order, counted columns, image fields. */
let t: TestApp;
let a: EmpresaDePrueba;
let b: EmpresaDePrueba;
beforeAll(async () => {
  t = await createTestApp();
  a = await crearEmpresaDePrueba(t);
  b = await crearEmpresaDePrueba(t);
});
afterAll(() => t.close());

async function crear(e: EmpresaDePrueba, url: string, cuerpo: Record<string, unknown>) {
  const r = await t.app.inject({ method: 'POST', url: `/api/${url}`, headers: e.auth, payload: cuerpo });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { id: number; nombre: string };
}

const lista = async (e: EmpresaDePrueba, url: string) =>
  (await t.app.inject({ url: `/api/${url}`, headers: e.auth })).json().data.data as Record<string, unknown>[];

function enviarConImagen(url: string, campos: Record<string, string>, contenido: Buffer, nombre = 'i.png') {
  const m = multipart(campos, { campo: 'icono', nombre, tipo: 'image/png', contenido });
  return t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { ...a.auth, ...m.headers },
    payload: m.payload,
  });
}

describe('GET categorias: a menu-building list', () => {
  it('shows each child under its parent, parents and children by name', async () => {
    const postres = await crear(a, 'categorias/categoria', { nombre: 'Postres' });
    const bebidas = await crear(a, 'categorias/categoria', { nombre: 'Bebidas' });
    await crear(a, 'categorias/categoria', { nombre: 'Zumos', id_categoria_padre: bebidas.id });
    await crear(a, 'categorias/categoria', { nombre: 'Helados', id_categoria_padre: postres.id });
    await crear(a, 'categorias/categoria', { nombre: 'Aguas', id_categoria_padre: bebidas.id });
    await crear(a, 'categorias/categoria', { nombre: 'Comidas' });
    const nombres = (await lista(a, 'categorias?rowsPerPage=-1')).map((c) => c.nombre);
    expect(nombres).toEqual(['Bebidas', 'Aguas', 'Zumos', 'Comidas', 'Postres', 'Helados']);
    // Pages cut the same sequence.
    const segunda = (await lista(a, 'categorias?page=2&rowsPerPage=2')).map((c) => c.nombre);
    expect(segunda).toEqual(['Zumos', 'Comidas']);
  });

  it("counts each category's products of the company in the list (not in the record)", async () => {
    const panes = await crear(a, 'categorias/categoria', { nombre: 'Panes' });
    for (const nombre of ['Pan de bono', 'Almojábana'])
      await crear(a, 'productos/producto', { nombre, precio_venta: '3000', id_categoria: panes.id });
    const fila = (await lista(a, 'categorias?search=Panes'))[0];
    expect(fila).toMatchObject({ id: panes.id, cantidad_productos: 2 });
    expect((await lista(a, 'categorias?search=Comidas'))[0].cantidad_productos).toBe(0);
    const uno = (
      await t.app.inject({ url: `/api/categorias/categoria/${panes.id}`, headers: a.auth })
    ).json();
    expect(uno.data).not.toHaveProperty('cantidad_productos');
    // Another company's list knows nothing of them.
    expect(await lista(b, 'categorias?search=Panes')).toEqual([]);
  });
});

describe('GET categorias without a search: kept per company until a category or a product changes', () => {
  const fila = async (e: EmpresaDePrueba, id: number) =>
    (await lista(e, 'categorias?page=1&rowsPerPage=-1')).find((c) => c.id === id)!;
  const cambiar = (e: EmpresaDePrueba, url: string, cuerpo: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: e.auth,
      payload: { ...cuerpo, _method: 'put' },
    });

  it('answers the new count after a product is created, moved or deleted, and a renamed category at once', async () => {
    const sopas = await crear(a, 'categorias/categoria', { nombre: 'Sopas del día' });
    const cremas = await crear(a, 'categorias/categoria', { nombre: 'Cremas' });
    expect(await fila(a, sopas.id)).toMatchObject({ cantidad_productos: 0 }); // the page is kept now
    const ajiaco = await crear(a, 'productos/producto', {
      nombre: 'Ajiaco',
      precio_venta: '18000',
      id_categoria: sopas.id,
    });
    expect(await fila(a, sopas.id)).toMatchObject({ cantidad_productos: 1 });
    expect(
      (await cambiar(a, `productos/producto/${ajiaco.id}`, { id_categoria: cremas.id })).statusCode,
    ).toBe(200);
    expect(await fila(a, sopas.id)).toMatchObject({ cantidad_productos: 0 });
    expect(await fila(a, cremas.id)).toMatchObject({ cantidad_productos: 1 });
    const borrado = await t.app.inject({
      method: 'DELETE',
      url: `/api/productos/producto/${ajiaco.id}`,
      headers: a.auth,
    });
    expect(borrado.statusCode, borrado.body).toBe(200);
    expect(await fila(a, cremas.id)).toMatchObject({ cantidad_productos: 0 });
    expect(
      (await cambiar(a, `categorias/categoria/${cremas.id}`, { nombre: 'Cremas y sopas' })).statusCode,
    ).toBe(200);
    expect(await fila(a, cremas.id)).toMatchObject({ nombre: 'Cremas y sopas' });
  });

  it("never answers one company's kept page to another", async () => {
    const propia = await crear(b, 'categorias/categoria', { nombre: 'Solo de B' });
    const deA = await lista(a, 'categorias?page=1&rowsPerPage=-1');
    const deB = await lista(b, 'categorias?page=1&rowsPerPage=-1');
    expect(deB.map((c) => c.id)).toContain(propia.id);
    expect(deA.map((c) => c.id)).not.toContain(propia.id);
  });
});

describe('productos: the icon, as categories have it', () => {
  const carpeta = () => join(t.dataDir, 'uploads', 'productos');
  const enDisco = (url: string) =>
    existsSync(join(t.dataDir, 'uploads', url.replace(/^\/api\/uploads\//, '')));

  it('stores the uploaded icon and answers its URL; a new one replaces it, eliminar_icono removes it', async () => {
    const creado = await enviarConImagen(
      'productos/producto',
      { nombre: 'Arepa', precio_venta: '5000' },
      IMAGENES.png,
    );
    expect(creado.statusCode, creado.body).toBe(200);
    const p = creado.json().data as { id: number; icono: string };
    expect(p.icono).toMatch(/^\/api\/uploads\/productos\/[0-9a-f]{32}\.png$/);
    expect(enDisco(p.icono)).toBe(true);

    const nuevo = await enviarConImagen(
      `productos/producto/${p.id}`,
      { _method: 'put' },
      IMAGENES.gif,
      'n.gif',
    );
    expect(nuevo.statusCode, nuevo.body).toBe(200);
    const icono = nuevo.json().data.icono as string;
    expect(icono).toMatch(/\.gif$/);
    expect(enDisco(p.icono)).toBe(false);

    const m = multipart({ _method: 'put', eliminar_icono: '1' });
    const sin = await t.app.inject({
      method: 'POST',
      url: `/api/productos/producto/${p.id}`,
      headers: { ...a.auth, ...m.headers },
      payload: m.payload,
    });
    expect(sin.json().data.icono).toBeNull();
    expect(enDisco(icono)).toBe(false);
  });

  it('refuses a file that is no image at the field, storing nothing', async () => {
    const antes = existsSync(carpeta()) ? (await import('node:fs')).readdirSync(carpeta()).length : 0;
    const r = await enviarConImagen(
      'productos/producto',
      { nombre: 'Falsa', precio_venta: '1' },
      IMAGENES.svg,
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().data.errors).toEqual({ icono: [MENSAJES_UPLOADS.tipo] });
    const despues = existsSync(carpeta()) ? (await import('node:fs')).readdirSync(carpeta()).length : 0;
    expect(despues).toBe(antes);
  });

  it('deletes the icon file with the product', async () => {
    const r = await enviarConImagen(
      'productos/producto',
      { nombre: 'Buñuelo', precio_venta: '2000' },
      IMAGENES.png,
    );
    const p = r.json().data as { id: number; icono: string };
    const borrado = await t.app.inject({
      method: 'DELETE',
      url: `/api/productos/producto/${p.id}`,
      headers: a.auth,
    });
    expect(borrado.statusCode).toBe(200);
    expect(enDisco(p.icono)).toBe(false);
  });
});
