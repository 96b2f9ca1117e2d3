import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { createTestApp, type TestApp } from './harness';
import {
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  IMAGENES,
  multipart,
  type EmpresaDePrueba,
} from './fixtures';
import { crearSede } from './catalogos-soporte';

let t: TestApp;
let a: EmpresaDePrueba;
let b: EmpresaDePrueba;
let impuesto: number;
let punto: number;
let categoria: number;
beforeAll(async () => {
  t = await createTestApp();
  a = await crearEmpresaDePrueba(t);
  b = await crearEmpresaDePrueba(t);
  const sede = await crearSede(t, a);
  impuesto = await crear(t.app, a, 'productosImpuestos/productoImpuesto', {
    nombre: 'IVA 19',
    tipo_impuesto: 'IVA',
    porcentaje: '19',
  });
  punto = await crear(t.app, a, 'configuraciones/punto/impresion', { nombre: 'Cocina', id_sede: sede });
  categoria = await crear(t.app, a, 'categorias/categoria', { nombre: 'Bebidas' });
  await crear(t.app, a, 'productos/producto', {
    nombre: 'Limonada',
    precio_venta: '8000',
    id_categoria: categoria,
    id_impuesto: impuesto,
    id_punto_impresion: punto,
    tiempo_preparacion: 5,
  });
  await crear(t.app, a, 'productos/producto', {
    nombre: 'Limón',
    tipo_producto: 'insumo',
    maneja_inventario: true,
    unidad_medida: 'gramo',
  });
  await crear(t.app, a, 'productos/producto', { nombre: 'Agotado', precio_venta: '100', estado: 'inactivo' });
});
afterAll(() => t?.close());

async function crear(app: App, e: EmpresaDePrueba, url: string, payload: Record<string, unknown>) {
  const r = await app.inject({ method: 'POST', url: `/api/${url}`, headers: e.auth, payload });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

const catalogo = (app: App, e: EmpresaDePrueba, etag?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/productos/venta',
    headers: { ...e.auth, ...(etag && { 'if-none-match': etag }) },
  });

/** Counts the company reads a database runs (the catalogue's statements go through readTenant). */
function contarLecturas(database: Database) {
  return vi.spyOn(database, 'readTenant');
}

describe('GET productos/venta', () => {
  it('answers the active sellable products and every category, with an ETag', async () => {
    const r = await catalogo(t.app, a);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(r.headers['cache-control']).toBe('private, no-cache');
    const { productos, categorias } = r.json().data;
    expect(productos).toEqual([
      expect.objectContaining({
        nombre: 'Limonada',
        precio_venta: '8000.00',
        id_categoria: categoria,
        id_impuesto: impuesto,
        porcentaje_impuesto: '19.00',
        id_punto_impresion: punto,
        punto_impresion: 'Cocina',
        tiempo_preparacion: 5,
        icono: null,
      }),
    ]);
    expect(categorias).toEqual([expect.objectContaining({ id: categoria, nombre: 'Bebidas', icono: null })]);
  });

  it("answers each product's icon URL, and a new version when the icon changes or is removed", async () => {
    const conIcono = (campos: Record<string, string>, url: string) => {
      const m = multipart(campos, {
        campo: 'icono',
        nombre: 'i.png',
        tipo: 'image/png',
        contenido: IMAGENES.png,
      });
      return t.app.inject({
        method: 'POST',
        url: `/api/${url}`,
        headers: { ...a.auth, ...m.headers },
        payload: m.payload,
      });
    };
    const icono = (r: { json(): { data: { productos: { nombre: string; icono: string | null }[] } } }) =>
      r.json().data.productos.find((p) => p.nombre === 'Con icono')?.icono;
    const antes = await catalogo(t.app, a);
    const creado = await conIcono({ nombre: 'Con icono', precio_venta: '2500' }, 'productos/producto');
    expect(creado.statusCode, creado.body).toBe(200);
    const { id, icono: url } = creado.json().data as { id: number; icono: string };
    let r = await catalogo(t.app, a, antes.headers.etag as string);
    expect(r.statusCode).toBe(200);
    expect(icono(r)).toBe(url);
    expect(url).toMatch(/^\/api\/uploads\/productos\/[0-9a-f]{32}\.png$/);
    // The file the URL names is served.
    expect((await t.app.inject({ url, headers: a.auth })).statusCode).toBe(200);

    const reemplazo = await conIcono({ _method: 'put' }, `productos/producto/${id}`);
    expect(reemplazo.statusCode, reemplazo.body).toBe(200);
    const etag = r.headers.etag as string;
    r = await catalogo(t.app, a, etag);
    expect(r.statusCode).toBe(200);
    expect(icono(r)).toBe(reemplazo.json().data.icono);
    expect(icono(r)).not.toBe(url);

    const m = multipart({ _method: 'put', eliminar_icono: '1' });
    const sin = await t.app.inject({
      method: 'POST',
      url: `/api/productos/producto/${id}`,
      headers: { ...a.auth, ...m.headers },
      payload: m.payload,
    });
    expect(sin.statusCode, sin.body).toBe(200);
    r = await catalogo(t.app, a, r.headers.etag as string);
    expect(r.statusCode).toBe(200);
    expect(icono(r)).toBeNull();
  });

  it('answers a cashier without the products module (any signed-in user), and no one signed out', async () => {
    const cajero = await crearUsuarioDePrueba(t, a.empresaId, { idRol: 2, acceso: 'ventaInmediata' });
    const r = await t.app.inject({ method: 'GET', url: '/api/productos/venta', headers: cajero.auth });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers.etag).toBe((await catalogo(t.app, a)).headers.etag);
    expect((await t.app.inject({ method: 'GET', url: '/api/productos/venta' })).statusCode).toBe(401);
  });

  it('answers 304 with no body and no database read when If-None-Match names the current version', async () => {
    const { etag } = (await catalogo(t.app, a)).headers as { etag: string };
    const lecturas = contarLecturas(t.database);
    try {
      const r = await catalogo(t.app, a, etag);
      expect(r.statusCode).toBe(304);
      expect(r.body).toBe('');
      expect(r.headers.etag).toBe(etag);
      expect((await catalogo(t.app, a, `"otra", W/${etag}`)).statusCode).toBe(304);
      expect(lecturas).not.toHaveBeenCalled();
      expect((await catalogo(t.app, a, '"otra"')).statusCode).toBe(200);
    } finally {
      lecturas.mockRestore();
    }
  });

  it('answers a new version with the new data after a change of a product, category, tax or print point', async () => {
    let { etag } = (await catalogo(t.app, a)).headers as { etag: string };
    const cambios: [string, Record<string, unknown>, (d: Record<string, unknown>) => unknown][] = [
      [
        'productos/producto',
        { nombre: 'Café', precio_venta: '3000' },
        (d) => (d.productos as { nombre: string }[]).map((p) => p.nombre),
      ],
      ['categorias/categoria', { nombre: 'Postres' }, (d) => (d.categorias as unknown[]).length],
    ];
    for (const [url, cuerpo, ver] of cambios) {
      const antes = ver((await catalogo(t.app, a)).json().data);
      await crear(t.app, a, url, cuerpo);
      const r = await catalogo(t.app, a, etag);
      expect(r.statusCode, url).toBe(200);
      expect(r.headers.etag).not.toBe(etag);
      expect(ver(r.json().data)).not.toEqual(antes);
      etag = r.headers.etag as string;
    }
    for (const url of [
      `productosImpuestos/productoImpuesto/${impuesto}`,
      `configuraciones/punto/impresion/${punto}`,
    ]) {
      expect((await catalogo(t.app, a, etag)).statusCode).toBe(304);
      const r = await t.app.inject({
        method: 'POST',
        url: `/api/${url}`,
        headers: a.auth,
        payload: { _method: 'put', nombre: `Cambiado ${url.length}` },
      });
      expect(r.statusCode, r.body).toBe(200);
      const despues = await catalogo(t.app, a, etag);
      // A tax's name is not in the catalogue: the version is rebuilt and its ETag may stay the same.
      if (url.startsWith('configuraciones')) {
        expect(despues.statusCode).toBe(200);
        expect(despues.json().data.productos).toContainEqual(
          expect.objectContaining({ punto_impresion: `Cambiado ${url.length}` }),
        );
        etag = despues.headers.etag as string;
      }
    }
  });

  it('answers a new version after the categories are reordered (the menu order reaches the till)', async () => {
    await crear(t.app, a, 'categorias/categoria', { nombre: 'Entradas' });
    const antes = await catalogo(t.app, a);
    const etag = antes.headers.etag as string;
    const porOrden = (d: { categorias: { id: number; orden: number }[] }) =>
      [...d.categorias].sort((x, y) => x.orden - y.orden).map((c) => c.id);
    const invertidos = porOrden(antes.json().data).reverse();
    expect(invertidos.length).toBeGreaterThan(1);
    expect((await catalogo(t.app, a, etag)).statusCode).toBe(304);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/categorias/orden',
      headers: a.auth,
      payload: { ids: invertidos },
    });
    expect(r.statusCode, r.body).toBe(200);
    const despues = await catalogo(t.app, a, etag);
    expect(despues.statusCode).toBe(200);
    expect(despues.headers.etag).not.toBe(etag);
    expect(porOrden(despues.json().data)).toEqual(invertidos);
  });

  it('rebuilds after a change even with the same ETag from the client: a tax change is read again', async () => {
    await catalogo(t.app, a);
    const lecturas = contarLecturas(t.database);
    try {
      const r = await t.app.inject({
        method: 'POST',
        url: `/api/productosImpuestos/productoImpuesto/${impuesto}`,
        headers: a.auth,
        payload: { _method: 'put', nombre: 'IVA general' },
      });
      expect(r.statusCode, r.body).toBe(200);
      const antes = lecturas.mock.calls.length;
      await catalogo(t.app, a);
      expect(lecturas.mock.calls.length).toBeGreaterThan(antes);
    } finally {
      lecturas.mockRestore();
    }
  });

  it('never keeps a read that began before a commit as the newest version', async () => {
    await catalogo(t.app, a);
    await crear(t.app, a, 'productos/producto', { nombre: 'Antes', precio_venta: '1' });
    // The next catalogue read starts (its statements are sent) but answers only once a write has committed.
    let soltar!: () => void;
    const puerta = new Promise<void>((resolve) => (soltar = resolve));
    let empezada!: () => void;
    const haEmpezado = new Promise<void>((resolve) => (empezada = resolve));
    const original = t.database.readTenant.bind(t.database);
    const espia = vi.spyOn(t.database, 'readTenant').mockImplementation(async (...args) => {
      const resultado = original(...args);
      empezada();
      await puerta;
      return resultado;
    });
    const lenta = catalogo(t.app, a);
    await haEmpezado;
    espia.mockRestore();
    await crear(t.app, a, 'productos/producto', { nombre: 'Después', precio_venta: '1' });
    soltar();
    const vieja = await lenta;
    expect(vieja.statusCode).toBe(200);
    const nombres = (r: { json(): { data: { productos: { nombre: string }[] } } }) =>
      r.json().data.productos.map((p) => p.nombre);
    expect(nombres(vieja)).not.toContain('Después');
    const nueva = await catalogo(t.app, a, vieja.headers.etag as string);
    expect(nueva.statusCode).toBe(200);
    expect(nombres(nueva)).toContain('Después');
  });

  it("keeps each company's cache apart: another company's change neither shows nor invalidates it", async () => {
    await crear(t.app, b, 'productos/producto', { nombre: 'Solo de B', precio_venta: '1' });
    const { etag } = (await catalogo(t.app, a)).headers as { etag: string };
    const deB = await catalogo(t.app, b);
    expect(deB.json().data.productos.map((p: { nombre: string }) => p.nombre)).toEqual(['Solo de B']);
    expect(deB.headers.etag).not.toBe(etag);
    const lecturas = contarLecturas(t.database);
    try {
      await crear(t.app, b, 'productos/producto', { nombre: 'Otro de B', precio_venta: '1' });
      await crear(t.app, b, 'categorias/categoria', { nombre: 'Categoría de B' });
      const r = await catalogo(t.app, a, etag);
      expect(r.statusCode).toBe(304);
      // Only B's own writes read (their checks run in transactions, not readTenant): A's catalogue was not rebuilt.
      expect(lecturas).not.toHaveBeenCalled();
      expect(
        (await catalogo(t.app, a)).json().data.productos.map((p: { nombre: string }) => p.nombre),
      ).not.toContain('Otro de B');
    } finally {
      lecturas.mockRestore();
    }
  });
});

describe('two app instances on one database', () => {
  let otra: App;
  let otraBase: Database | null = null;
  beforeAll(async () => {
    // PostgreSQL: a second pool and listener, as another server would have; PGlite: the same database in one process.
    otraBase = t.databaseUrl
      ? await openDatabase({ databaseUrl: t.databaseUrl, dataDir: '', poolSize: 2 })
      : null;
    otra = await buildApp({ config: t.config, database: otraBase ?? t.database });
    await otra.ready();
  });
  afterAll(async () => {
    await otra?.close();
    await otraBase?.close();
  });

  it('a change on A invalidates the cache of B', async () => {
    const enB = await catalogo(otra, a);
    const etag = enB.headers.etag as string;
    expect((await catalogo(otra, a, etag)).statusCode).toBe(304);
    await crear(t.app, a, 'productos/producto', { nombre: 'Desde A', precio_venta: '2' });
    // B hears it through LISTEN/NOTIFY, shortly after A's commit.
    let r = await catalogo(otra, a, etag);
    for (let i = 0; r.statusCode === 304 && i < 100; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      r = await catalogo(otra, a, etag);
    }
    expect(r.statusCode).toBe(200);
    expect(r.json().data.productos.map((p: { nombre: string }) => p.nombre)).toContain('Desde A');
    expect(r.headers.etag).toBe((await catalogo(t.app, a)).headers.etag);
  });
});
