import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productos, sedes } from '../../server/db/schema';
import { createTestApp, type TestApp } from './harness';
import { crearSede } from './catalogos-soporte';
import { crearEmpresaDePrueba, IMAGENES, multipart, type EmpresaDePrueba } from './fixtures';

/**
 * Issue 12 (sharp's work is slow on a busy machine: generous timeouts, no timing assertion): catalogue icons get small square thumbnails on upload (WebP and a PNG or JPEG fallback, 96 and 192 px),
 * the public menu points at them, and an icon stored without them gets them on the first request.
 */

const PLANTILLA = `<!doctype html><html lang="es"><head><title>Carta Digital</title></head><body><div id="carta"></div></body></html>`;
const DANADA = 'La imagen está dañada o no se puede leer: ábrela y guárdala de nuevo, o elige otra';
const INMUTABLE = 'public, max-age=31536000, immutable';

let t: TestApp;
let e: EmpresaDePrueba;
let categoria: number;
let ip = 0;

beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'comanda-miniaturas-'));
  await writeFile(join(dist, 'carta.html'), PLANTILLA);
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Comanda</title>');
  t = await createTestApp({ serveFrontEnd: true }, { frontEndDir: dist });
  e = await crearEmpresaDePrueba(t, { nombre: 'La Ceiba' });
  await crearSede(t, e);
  categoria = (await subir('categorias/categoria', { nombre: 'Platos' })).json().data.id;
});
afterAll(() => t?.close());

/** A photo-like image: a gradient with noise, `ancho`×`alto`, with an alpha channel for PNG and WebP. */
async function imagen(formato: 'png' | 'jpeg' | 'webp', ancho = 320, alto = 240): Promise<Buffer> {
  const canales = formato === 'jpeg' ? 3 : 4;
  const datos = Buffer.alloc(ancho * alto * canales);
  for (let y = 0; y < alto; y++)
    for (let x = 0; x < ancho; x++) {
      const i = (y * ancho + x) * canales;
      datos[i] = (x * 255) / ancho;
      datos[i + 1] = (y * 255) / alto;
      datos[i + 2] = (x * y) % 251;
      if (canales === 4) datos[i + 3] = y < alto / 10 ? 0 : 255;
    }
  return sharp(datos, { raw: { width: ancho, height: alto, channels: canales } })
    .toFormat(formato)
    .toBuffer();
}

type Archivo = { nombre: string; contenido: Buffer };

/** A multipart POST to the API as the company's owner, with the file in `campo` (the type the client claims is ignored). */
function subir(url: string, campos: Record<string, string>, archivo?: Archivo, campo = 'icono') {
  const m = multipart(campos, archivo && { campo, tipo: 'image/png', ...archivo });
  return t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { ...e.auth, ...m.headers },
    payload: m.payload,
  });
}

const enviarProducto = (campos: Record<string, string>, archivo?: Archivo, id?: number) =>
  subir(
    id ? `productos/producto/${id}` : 'productos/producto',
    { id_categoria: String(categoria), precio_venta: '12000', ...campos },
    archivo,
  );

async function crearProducto(nombre: string, archivo?: Archivo) {
  const r = await enviarProducto({ nombre }, archivo);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { id: number; icono: string | null };
}

const carpeta = (c = 'productos') => join(t.dataDir, 'uploads', c);
const archivos = (c = 'productos') => (existsSync(carpeta(c)) ? readdirSync(carpeta(c)).sort() : []);
/** The 32 hex name of a stored icon, by its URL. */
const nombreDe = (url: string) => /([0-9a-f]{32})\.\w+$/.exec(url)![1];
const deDisco = (c: string, archivo: string) => readFile(join(carpeta(c), archivo));
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

const menuId = async () =>
  (await t.database.db.select({ m: sedes.menu_id }).from(sedes).where(eq(sedes.empresa_id, e.empresaId)))[0]
    .m;
const carta = async () =>
  t.app.inject({ url: `/carta?menuId=${await menuId()}`, remoteAddress: `10.9.0.${++ip}` });

describe('thumbnails on upload', { timeout: 120_000 }, () => {
  it.each([
    ['a PNG', 'png', 'png'],
    ['a WebP', 'webp', 'png'],
    ['a JPEG', 'jpeg', 'jpeg'],
  ] as const)(
    '%s icon: the original kept, and 96 and 192 px squares in WebP and %s',
    async (_c, origen, respaldo) => {
      const contenido = await imagen(origen);
      const p = await crearProducto(`Con ${origen}`, { nombre: 'foto', contenido });
      const h = nombreDe(p.icono!);
      const ext = respaldo === 'jpeg' ? 'jpg' : 'png';
      const original = `${h}.${origen === 'jpeg' ? 'jpg' : origen}`;
      expect(archivos().filter((a) => a.startsWith(h))).toEqual(
        [original, `${h}.192.${ext}`, `${h}.192.webp`, `${h}.96.${ext}`, `${h}.96.webp`].sort(),
      );
      expect(await deDisco('productos', original)).toEqual(contenido);
      for (const lado of [96, 192])
        for (const [archivo, formato] of [
          [`${h}.${lado}.webp`, 'webp'],
          [`${h}.${lado}.${ext}`, respaldo],
        ]) {
          const meta = await sharp(await deDisco('productos', archivo)).metadata();
          expect({ archivo, formato: meta.format, ancho: meta.width, alto: meta.height }).toEqual({
            archivo,
            formato,
            ancho: lado,
            alto: lado,
          });
          // Transparency kept where the original had it (the fallback of a JPEG has none to keep).
          expect(meta.hasAlpha, archivo).toBe(origen !== 'jpeg');
        }
    },
  );

  it('a thumbnail is far smaller than the original, and served long-cached with its type', async () => {
    const contenido = await imagen('png', 800, 800);
    const p = await crearProducto('Grande', { nombre: 'g.png', contenido });
    const base = p.icono!.replace(/\.png$/, '');
    const r = await get(`${base}.192.webp`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/webp');
    expect(r.headers['cache-control']).toBe(INMUTABLE);
    expect(r.headers.etag).toBeTruthy();
    expect(r.rawPayload.length * 10).toBeLessThan(contenido.length);
    expect((await get(`${base}.96.png`)).headers['content-type']).toBe('image/png');
    expect((await get(`${base}.192.webp`, { 'if-none-match': r.headers.etag as string })).statusCode).toBe(
      304,
    );
  });

  it('turns a phone photo upright by its EXIF orientation before cropping', async () => {
    // 200×100, red left and blue right, stored sideways (orientation 6: shown turned 90° clockwise, red on top).
    const datos = Buffer.alloc(200 * 100 * 3);
    for (let i = 0; i < 200 * 100; i++) datos[i * 3 + (i % 200 < 100 ? 0 : 2)] = 255;
    const contenido = await sharp(datos, { raw: { width: 200, height: 100, channels: 3 } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const p = await crearProducto('De lado', { nombre: 'lado.jpg', contenido });
    const { data } = await sharp(await deDisco('productos', `${nombreDe(p.icono!)}.192.jpg`))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 192 + x) * 3, (y * 192 + x) * 3 + 3)];
    const rojo = ([r, , b]: number[]) => r > 200 && b < 60;
    const azul = ([r, , b]: number[]) => b > 200 && r < 60;
    expect(rojo(pixel(96, 20)), String(pixel(96, 20))).toBe(true);
    expect(azul(pixel(96, 170)), String(pixel(96, 170))).toBe(true);
  });

  it('a category icon gets them too; a receipt logo does not', async () => {
    const c = await subir(
      'categorias/categoria',
      { nombre: 'Con icono' },
      { nombre: 'c.png', contenido: IMAGENES.png },
    );
    expect(c.statusCode, c.body).toBe(200);
    const h = nombreDe(c.json().data.icono);
    expect(archivos('categorias').filter((a) => a.startsWith(h))).toHaveLength(5);
    expect((await sharp(await deDisco('categorias', `${h}.96.webp`)).metadata()).width).toBe(96);

    const logo = await subir(
      'configuraciones/logo',
      {},
      { nombre: 'l.png', contenido: IMAGENES.png },
      'logo',
    );
    expect(logo.statusCode, logo.body).toBe(200);
    expect(archivos('logos')).toHaveLength(1);
  });

  it.each([
    ['a PNG cut short', async () => (await imagen('png')).subarray(0, 3000)],
    ['a JPEG cut short', async () => (await imagen('jpeg')).subarray(0, 3000)],
    [
      'a PNG header over garbage',
      async () => Buffer.concat([IMAGENES.png.subarray(0, 33), Buffer.alloc(500, 7)]),
    ],
  ])('refuses %s with a Spanish message: no product, no file', async (_c, hacer) => {
    const antes = archivos();
    const r = await enviarProducto({ nombre: 'Dañada' }, { nombre: 'd.png', contenido: await hacer() });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({
      success: false,
      message: DANADA,
      data: { errors: { icono: [DANADA] } },
    });
    expect(archivos()).toEqual(antes);
    const lista = await t.app.inject({ url: '/api/productos?search=Dañada', headers: e.auth });
    expect(lista.json().data.total).toBe(0);
  });

  it('refuses an image declaring more than 25 megapixels before decoding it', async () => {
    // 6000×6000 of one colour: a few kB on the wire, 144 MB once decoded.
    const contenido = await sharp({
      create: { width: 6000, height: 6000, channels: 3, background: '#c0ffee' },
    })
      .png()
      .toBuffer();
    const antes = archivos();
    const r = await enviarProducto({ nombre: 'Enorme' }, { nombre: 'e.png', contenido });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(
      'La imagen es demasiado grande: como máximo 25 megapíxeles (por ejemplo, 5000 × 5000)',
    );
    expect(archivos()).toEqual(antes);
  });

  it('a receipt logo that is damaged is refused as well', async () => {
    const contenido = (await imagen('png')).subarray(0, 3000);
    const r = await subir('configuraciones/logo', {}, { nombre: 'l.png', contenido }, 'logo');
    expect(r.statusCode).toBe(422);
    expect(r.json().data.errors.logo).toEqual([DANADA]);
  });

  it('replacing or deleting an icon deletes its thumbnails', async () => {
    const p = await crearProducto('Cambia', { nombre: 'a.png', contenido: await imagen('png', 100, 100) });
    const viejo = nombreDe(p.icono!);
    const r = await enviarProducto(
      { _method: 'put' },
      { nombre: 'b.jpg', contenido: await imagen('jpeg') },
      p.id,
    );
    expect(r.statusCode, r.body).toBe(200);
    const nuevo = nombreDe(r.json().data.icono);
    expect(archivos().filter((a) => a.startsWith(viejo))).toEqual([]);
    expect(archivos().filter((a) => a.startsWith(nuevo))).toHaveLength(5);
    const d = await t.app.inject({
      method: 'DELETE',
      url: `/api/productos/producto/${p.id}`,
      headers: e.auth,
    });
    expect(d.statusCode, d.body).toBe(200);
    expect(archivos().filter((a) => a.startsWith(nuevo))).toEqual([]);
  });
});

describe(
  'icons stored without thumbnails (before this version, a restored backup)',
  { timeout: 120_000 },
  () => {
    /** An icon file put in the folder by hand and given to a product, as an older version left it. */
    async function antiguo(nombre: string, contenido: Buffer, ext = 'png') {
      const h = randomBytes(16).toString('hex');
      await mkdir(carpeta(), { recursive: true });
      await writeFile(join(carpeta(), `${h}.${ext}`), contenido);
      const p = await crearProducto(nombre);
      await t.database.db
        .update(productos)
        .set({ icono: `productos/${h}.${ext}` })
        .where(eq(productos.id, p.id));
      return h;
    }

    it('get them on the first request for one, all written once', async () => {
      const h = await antiguo('Antiguo', await imagen('png', 300, 200));
      expect(archivos().filter((a) => a.startsWith(h))).toEqual([`${h}.png`]);
      const [a, b] = await Promise.all([
        get(`/api/uploads/productos/${h}.192.webp`),
        get(`/api/uploads/productos/${h}.96.png`),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.headers['content-type']).toBe('image/webp');
      expect(a.headers['cache-control']).toBe(INMUTABLE);
      const meta = await sharp(a.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 192, 192]);
      expect(archivos().filter((x) => x.startsWith(h))).toHaveLength(5);
      // No temporary file left behind.
      expect(archivos().filter((x) => x.startsWith('.'))).toEqual([]);
    });

    it('a fallback of the other kind, a missing original or a damaged one: 404 and nothing written', async () => {
      const h = await antiguo('Antiguo PNG', await imagen('png', 50, 50));
      expect((await get(`/api/uploads/productos/${h}.96.jpg`)).statusCode).toBe(404);
      expect((await get(`/api/uploads/productos/${'0'.repeat(32)}.96.webp`)).statusCode).toBe(404);
      expect((await get(`/api/uploads/productos/${h}.64.webp`)).statusCode).toBe(404);
      const roto = await antiguo('Antiguo roto', (await imagen('png')).subarray(0, 2000));
      for (let i = 0; i < 2; i++)
        expect((await get(`/api/uploads/productos/${roto}.96.webp`)).statusCode).toBe(404);
      expect(archivos().filter((x) => x.startsWith(roto))).toEqual([`${roto}.png`]);
      expect(archivos().filter((x) => x.startsWith('.'))).toEqual([]);
    });
  },
);

describe('the menu serves the thumbnails', { timeout: 120_000 }, () => {
  it('GET menu keeps icono_url as the original; the page points at the thumbnails, lazy after the first four', async () => {
    const contenido = await imagen('png', 120, 120);
    const iconos: string[] = [];
    const primera = (await subir('categorias/categoria', { nombre: 'Aaa primero' })).json().data.id as number;
    // The other tests' products sort after these (a category of their own, in name order).
    for (let i = 1; i <= 6; i++) {
      const p = await subir(
        'productos/producto',
        { nombre: `Plato ${i}`, id_categoria: String(primera), precio_venta: '1000' },
        { nombre: 'p.png', contenido },
      );
      expect(p.statusCode, p.body).toBe(200);
      iconos.push(p.json().data.icono);
    }
    await t.database.db.execute(
      sql`update categorias set orden = case when id = ${primera} then 0 else 1 end where empresa_id = ${e.empresaId}`,
    );

    const json = await t.app.inject({
      url: `/api/menu?menuId=${await menuId()}`,
      remoteAddress: `10.9.1.${++ip}`,
    });
    const platos = json.json().data.categorias.find((c: { id: number }) => c.id === primera).producto;
    expect(platos.map((p: { icono_url: string }) => p.icono_url)).toEqual(iconos);

    const html = (await carta()).body;
    const imagenes = [...html.matchAll(/<picture>.*?<\/picture>/g)].map((m) => m[0]);
    expect(imagenes.length).toBeGreaterThanOrEqual(6);
    const base = (i: number) => iconos[i].replace(/\.png$/, '');
    expect(imagenes[0]).toBe(
      `<picture><source type="image/webp" srcset="${base(0)}.96.webp 96w, ${base(0)}.192.webp 192w" sizes="64px">` +
        `<img class="icono" src="${base(0)}.96.png" srcset="${base(0)}.96.png 96w, ${base(0)}.192.png 192w" sizes="64px" alt="" width="64" height="64" decoding="async"></picture>`,
    );
    expect(imagenes.map((x) => x.includes('loading="lazy"'))).toEqual(imagenes.map((_x, i) => i >= 4));
    expect(html).not.toContain(`src="${iconos[0]}"`);
    // Every address the page names for them answers the image.
    for (const url of new Set(
      [
        ...imagenes
          .slice(0, 6)
          .join(' ')
          .matchAll(/\/api\/uploads\/[^" ]+/g),
      ].map((m) => m[0]),
    )) {
      const img = await get(url);
      expect(img.statusCode, url).toBe(200);
      expect(img.headers['content-type'], url).toMatch(/^image\/(webp|png|jpeg)$/);
    }
  });
});
