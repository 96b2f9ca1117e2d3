import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { nuevoMenuId, sedes } from '../../server/db/schema';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, crearUsuarioDePrueba, type EmpresaDePrueba } from './fixtures';
import { crearSede } from './catalogos-soporte';

/** As the build writes it: the page's stylesheet linked from /assets (the server writes it inline). */
const PLANTILLA = `<!doctype html><html lang="es"><head><title>Carta Digital</title><link rel="stylesheet" crossorigin href="/assets/carta-x1.css"></head><body><div id="carta"></div></body></html>`;
const CSS = '.producto{content-visibility:auto}';

let t: TestApp;
let a: EmpresaDePrueba;
let b: EmpresaDePrueba;
let sedeA: number;
let sedeB: number;
let bebidas: number;
let limonada: number;
let ip = 0;
/** Each request from its own address unless told: the rate limit is tested apart. */
const otraIp = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'comanda-carta-'));
  await writeFile(join(dist, 'carta.html'), PLANTILLA);
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'assets', 'carta-x1.css'), `${CSS}\n`);
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Comanda</title>');
  t = await createTestApp(
    { serveFrontEnd: true, menuRateLimitMax: 5, publicUrl: 'https://comanda.ejemplo.co' },
    { frontEndDir: dist },
  );
  a = await crearEmpresaDePrueba(t, { nombre: 'Restaurante La Ceiba' });
  b = await crearEmpresaDePrueba(t, { nombre: 'Otra Empresa' });
  sedeA = await crearSede(t, a, 'Centro');
  sedeB = await crearSede(t, b, 'Norte');
  await t.database.db.update(sedes).set({ direccion: 'Calle 10 # 5-20' }).where(eq(sedes.id, sedeA));
  bebidas = await crear(t.app, a, 'categorias/categoria', { nombre: 'Bebidas' });
  const oculta = await crear(t.app, a, 'categorias/categoria', { nombre: 'Interna', visible_carta: false });
  const hijaOculta = await crear(t.app, a, 'categorias/categoria', {
    nombre: 'Hija de oculta',
    id_categoria_padre: oculta,
  });
  await crear(t.app, a, 'categorias/categoria', { nombre: 'Vacía' });
  limonada = await crear(t.app, a, 'productos/producto', {
    nombre: 'Limonada',
    precio_venta: '8000',
    id_categoria: bebidas,
    descripcion: 'Limón natural',
  });
  await crear(t.app, a, 'productos/producto', {
    nombre: 'Café',
    precio_venta: '12500.50',
    id_categoria: bebidas,
  });
  await crear(t.app, a, 'productos/producto', {
    nombre: 'Limón',
    tipo_producto: 'insumo',
    maneja_inventario: true,
    unidad_medida: 'gramo',
    id_categoria: bebidas,
  });
  await crear(t.app, a, 'productos/producto', {
    nombre: 'Agotado',
    precio_venta: '100',
    estado: 'inactivo',
    id_categoria: bebidas,
  });
  await crear(t.app, a, 'productos/producto', { nombre: 'Secreto', precio_venta: '1', id_categoria: oculta });
  await crear(t.app, a, 'productos/producto', {
    nombre: 'Nieto',
    precio_venta: '1',
    id_categoria: hijaOculta,
  });
  await crear(t.app, a, 'productos/producto', { nombre: 'Sin categoría', precio_venta: '1' });
  const deB = await crear(t.app, b, 'categorias/categoria', { nombre: 'Bebidas B' });
  await crear(t.app, b, 'productos/producto', {
    nombre: 'Producto de B',
    precio_venta: '5',
    id_categoria: deB,
  });
});
afterAll(() => t?.close());

async function crear(app: App, e: EmpresaDePrueba, url: string, payload: Record<string, unknown>) {
  const r = await app.inject({ method: 'POST', url: `/api/${url}`, headers: e.auth, payload });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

const menuIdDe = async (idSede: number) =>
  (await t.database.db.select({ m: sedes.menu_id }).from(sedes).where(eq(sedes.id, idSede)))[0].m;

const menu = (menuId: string, headers: Record<string, string> = {}, remoteAddress = otraIp()) =>
  t.app.inject({ method: 'GET', url: `/api/menu?menuId=${menuId}`, headers, remoteAddress });

describe('GET menu', () => {
  it('answers the venue menu: active products for sale in categories visible on the carta, nothing else', async () => {
    const r = await menu(await menuIdDe(sedeA));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({
      businessName: 'Restaurante La Ceiba',
      direccion: 'Calle 10 # 5-20',
      telefono: null,
      categorias: [
        {
          id: bebidas,
          nombre: 'Bebidas',
          producto: [
            {
              id: expect.any(Number),
              nombre: 'Café',
              descripcion: null,
              precio_venta: '12500.50',
              icono_url: null,
            },
            {
              id: limonada,
              nombre: 'Limonada',
              descripcion: 'Limón natural',
              precio_venta: '8000.00',
              icono_url: null,
            },
          ],
        },
      ],
    });
  });

  it("never shows another company's products, and each menu id opens its own company", async () => {
    const ra = await menu(await menuIdDe(sedeA));
    expect(ra.body).not.toContain('Producto de B');
    const rb = await menu(await menuIdDe(sedeB));
    expect(rb.statusCode).toBe(200);
    expect(rb.json().data.businessName).toBe('Otra Empresa');
    expect(rb.json().data.categorias.map((c: { nombre: string }) => c.nombre)).toEqual(['Bebidas B']);
    expect(rb.body).not.toContain('Limonada');
  });

  it('answers 404 for an unknown, malformed or missing id', async () => {
    for (const id of [nuevoMenuId(), 'abc', String(sedeA), `${sedeA}' or 1=1`]) {
      const r = await menu(encodeURIComponent(id));
      expect(r.statusCode, id).toBe(404);
      expect(r.json().message).toBe('La carta no existe');
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/menu', remoteAddress: otraIp() })).statusCode,
    ).toBe(422);
  });

  it('sends an ETag and Cache-Control, 304 when unchanged, a new version after the catalogue changes', async () => {
    const id = await menuIdDe(sedeA);
    const r1 = await menu(id);
    expect(r1.headers['cache-control']).toBe('public, max-age=60');
    const etag = r1.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const r2 = await menu(id, { 'if-none-match': etag });
    expect(r2.statusCode).toBe(304);
    expect(r2.body).toBe('');
    const cambio = await t.app.inject({
      method: 'POST',
      url: `/api/productos/producto/${limonada}`,
      headers: a.auth,
      payload: { _method: 'put', nombre: 'Limonada de coco', precio_venta: '9000', id_categoria: bebidas },
    });
    expect(cambio.statusCode, cambio.body).toBe(200);
    const r3 = await menu(id, { 'if-none-match': etag });
    expect(r3.statusCode).toBe(200);
    expect(r3.headers.etag).not.toBe(etag);
    expect(r3.body).toContain('Limonada de coco');
    expect(r3.body).toContain('9000.00');
  });

  it('follows the settings phone and a venue address change', async () => {
    const id = await menuIdDe(sedeA);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/configuraciones/configuracion',
      headers: a.auth,
      payload: { nombre: 'telefono', valor: '3001234567' },
    });
    expect(r.statusCode, r.body).toBe(200);
    const s = await t.app.inject({
      method: 'POST',
      url: `/api/sedes/sede/${sedeA}`,
      headers: a.auth,
      payload: { _method: 'put', nombre: 'Centro', direccion: 'Carrera 7 # 1-1' },
    });
    expect(s.statusCode, s.body).toBe(200);
    const m = (await menu(id)).json().data;
    expect(m.telefono).toBe('+573001234567');
    expect(m.direccion).toBe('Carrera 7 # 1-1');
  });

  it('is rate limited per address (429 in Spanish), other addresses unaffected', async () => {
    const id = await menuIdDe(sedeB);
    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i++) expect((await menu(id, {}, ip)).statusCode).toBe(200);
    const r = await menu(id, {}, ip);
    expect(r.statusCode).toBe(429);
    expect(r.json().message).toMatch(/Demasiados intentos/);
    expect((await menu(id, {}, '10.9.9.10')).statusCode).toBe(200);
  });
});

/** The text a QR data URL (PNG) encodes. */
function leerQr(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe('qr/carta', () => {
  it('lists each venue with its menu URL and a PNG and SVG QR that encode it', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/qr/carta', headers: a.auth });
    expect(r.statusCode, r.body).toBe(200);
    const [qr] = r.json().data;
    const id = await menuIdDe(sedeA);
    expect(qr).toMatchObject({
      id_sede: sedeA,
      sede: 'Centro',
      businessName: 'Restaurante La Ceiba',
      url: `https://comanda.ejemplo.co/carta?menuId=${id}`,
    });
    expect(r.json().data).toHaveLength(1);
    expect(leerQr(qr.png)).toBe(qr.url);
    expect(Buffer.from(qr.svg.split(',')[1], 'base64').toString()).toContain('<svg');
  });

  it('regenerating (owner only) kills the old id at once and the new one opens the menu', async () => {
    const vieja = await menuIdDe(sedeA);
    expect((await menu(vieja)).statusCode).toBe(200);
    const admin = await crearUsuarioDePrueba(t, a.empresaId, { idRol: 1 });
    const negado = await t.app.inject({
      method: 'POST',
      url: '/api/qr/carta/regenerar',
      headers: admin.auth,
      payload: { id_sede: sedeA },
    });
    expect(negado.statusCode).toBe(403);
    expect(await menuIdDe(sedeA)).toBe(vieja);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/qr/carta/regenerar',
      headers: a.auth,
      payload: { id_sede: sedeA },
    });
    expect(r.statusCode, r.body).toBe(200);
    const nueva = await menuIdDe(sedeA);
    expect(nueva).toMatch(/^[0-9a-f]{64}$/);
    expect(nueva).not.toBe(vieja);
    expect(r.json().data.url).toContain(nueva);
    expect(leerQr(r.json().data.png)).toBe(r.json().data.url);
    expect((await menu(vieja)).statusCode).toBe(404);
    expect((await menu(nueva)).statusCode).toBe(200);
  });

  it("refuses another company's venue (404) and changes nothing", async () => {
    const antes = await menuIdDe(sedeB);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/qr/carta/regenerar',
      headers: a.auth,
      payload: { id_sede: sedeB },
    });
    expect(r.statusCode).toBe(404);
    expect(await menuIdDe(sedeB)).toBe(antes);
  });
});

describe('/carta page', () => {
  it('sends the menu inside the HTML (readable without JavaScript), once: no JSON copy for the script', async () => {
    const id = await menuIdDe(sedeA);
    const r = await t.app.inject({ method: 'GET', url: `/carta?menuId=${id}`, remoteAddress: otraIp() });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.headers['cache-control']).toBe('public, max-age=60');
    expect(r.body).toContain('<title>Restaurante La Ceiba</title>');
    expect(r.body).toContain('Explora nuestra carta');
    expect(r.body).toContain('$ 12.501');
    expect(r.body).toContain('No hay descripción disponible');
    expect(r.body).toContain('La propina es voluntaria');
    // The script filters that markup: the data is not sent a second time (issue 12, the page's weight).
    expect(r.body).not.toContain('id="datos-carta"');
    expect(r.body).not.toContain('"precio_venta"');
    expect(r.body).not.toContain('Secreto');
    const again = await t.app.inject({
      method: 'GET',
      url: `/carta?menuId=${id}`,
      headers: { 'if-none-match': r.headers.etag as string },
      remoteAddress: otraIp(),
    });
    expect(again.statusCode).toBe(304);
  });

  it("writes the build's stylesheet into the page: no request before the first paint", async () => {
    const id = await menuIdDe(sedeA);
    const r = await t.app.inject({ method: 'GET', url: `/carta?menuId=${id}`, remoteAddress: otraIp() });
    expect(r.body).toContain(`<style>${CSS}</style>`);
    expect(r.body).not.toContain('rel="stylesheet"');
  });

  it('is compressed as the browser accepts (brotli, else gzip), each encoding with its own ETag', async () => {
    const id = await menuIdDe(sedeA);
    for (const url of [`/carta?menuId=${id}`, `/api/menu?menuId=${id}`]) {
      const pedir = (headers: Record<string, string>) =>
        t.app.inject({ method: 'GET', url, headers, remoteAddress: otraIp() });
      const plano = await pedir({});
      expect(plano.headers['content-encoding'], url).toBeUndefined();
      expect(plano.headers.vary).toContain('accept-encoding');
      const br = await pedir({ 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plano.body);
      expect(br.rawPayload.length).toBeLessThan(plano.rawPayload.length);
      const gz = await pedir({ 'accept-encoding': 'gzip, br;q=0' });
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plano.body);
      expect(new Set([plano.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
      expect(gz.headers['cache-control']).toBe('public, max-age=60');
      expect((await pedir({ 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
      // The ETag the browser kept names the encoding it takes: 304.
      const otra = await pedir({ 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string });
      expect(otra.statusCode).toBe(304);
      expect((await pedir({ 'if-none-match': br.headers.etag as string })).statusCode).toBe(200);
    }
  });

  it('answers 404 with the not-found view for an unknown id', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/carta?menuId=${nuevoMenuId()}`,
      remoteAddress: otraIp(),
    });
    expect(r.statusCode).toBe(404);
    expect(r.body).toContain('Carta no encontrada');
  });
});
