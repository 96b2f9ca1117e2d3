import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../common/constantes';
import type { TestApp } from './harness';
import { crearAppConEmpresa, IMAGENES, leerSubida, multipart, type EmpresaDePrueba } from './fixtures';

let t: TestApp;
let e: EmpresaDePrueba;
beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
});
afterAll(() => t.close());

const TIPO_INVALIDO = 'El icono debe ser una imagen PNG, JPG, WEBP o GIF';
const MUY_GRANDE = 'El archivo supera el tamaño máximo permitido de 2 MB';

type Archivo = { nombre: string; tipo: string; contenido: Buffer };
const png = (nombre = 'icono.png'): Archivo => ({ nombre, tipo: 'image/png', contenido: IMAGENES.png });

function enviar(url: string, campos: Record<string, string>, archivo?: Archivo) {
  const m = multipart(campos, archivo && { campo: 'icono', ...archivo });
  return t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { ...e.auth, ...m.headers },
    payload: m.payload,
  });
}

async function crear(nombre: string, archivo?: Archivo) {
  const res = await enviar('categorias/categoria', { nombre }, archivo);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; icono: string | null; nombre: string };
}

const carpeta = () => join(t.dataDir, 'uploads', 'categorias');
const archivosGuardados = () => (existsSync(carpeta()) ? readdirSync(carpeta()).sort() : []);
const enDisco = (url: string) => existsSync(join(t.dataDir, 'uploads', url.replace(/^\/api\/uploads\//, '')));
const total = async () =>
  (await t.app.inject({ url: '/api/categorias?rowsPerPage=-1', headers: e.auth })).json().data
    .total as number;

describe('icon upload', () => {
  it.each([
    ['png', 'image/png'],
    ['jpg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
  ] as const)('stores a %s under a random name and serves it back as %s', async (ext, tipo) => {
    const contenido = IMAGENES[ext];
    // The client's name and type are ignored: the bytes decide.
    const c = await crear(`Con icono ${ext}`, {
      nombre: '../../malicioso.exe',
      tipo: 'application/octet-stream',
      contenido,
    });
    expect(c.icono).toMatch(new RegExp(`^/api/uploads/categorias/[0-9a-f]{32}\\.${ext}$`));
    expect(leerSubida(t, c.icono!)).toEqual(contenido);
    const res = await t.app.inject({ url: c.icono! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(tipo);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload).toEqual(contenido);
  });

  it('answers the icon URL in every list', async () => {
    const c = await crear('Listada', png());
    for (const url of ['categorias?rowsPerPage=-1', 'categorias/orden', 'categorias/padres']) {
      const res = await t.app.inject({ url: `/api/${url}`, headers: e.auth });
      const data = res.json().data;
      const filas = (Array.isArray(data) ? data : data.data) as { id: number; icono: string }[];
      expect(filas.find((f) => f.id === c.id)?.icono).toBe(c.icono);
    }
  });

  it.each([
    ['an SVG', { nombre: 'icono.svg', tipo: 'image/svg+xml', contenido: IMAGENES.svg }],
    ['an SVG named .png', { nombre: 'icono.png', tipo: 'image/png', contenido: IMAGENES.svg }],
    ['text claiming to be a PNG', { nombre: 'icono.png', tipo: 'image/png', contenido: IMAGENES.texto }],
    [
      'a PDF',
      { nombre: 'icono.png', tipo: 'image/png', contenido: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n') },
    ],
  ])('refuses %s and changes nothing', async (_caso, archivo) => {
    const antes = { total: await total(), archivos: archivosGuardados() };
    const res = await enviar('categorias/categoria', { nombre: 'Rechazada' }, archivo);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: TIPO_INVALIDO,
      data: { errors: { icono: [TIPO_INVALIDO] } },
    });
    expect(await total()).toBe(antes.total);
    expect(archivosGuardados()).toEqual(antes.archivos);
  });

  it('accepts exactly 2 MB and refuses one byte more, changing nothing', async () => {
    const relleno = (n: number) => Buffer.concat([IMAGENES.png, Buffer.alloc(n - IMAGENES.png.length)]);
    const justo = await crear('Dos megas', {
      nombre: 'g.png',
      tipo: 'image/png',
      contenido: relleno(MAX_UPLOAD_BYTES),
    });
    expect(leerSubida(t, justo.icono!).length).toBe(MAX_UPLOAD_BYTES);
    const antes = { total: await total(), archivos: archivosGuardados() };
    const res = await enviar(
      'categorias/categoria',
      { nombre: 'Demasiado grande' },
      {
        nombre: 'g.png',
        tipo: 'image/png',
        contenido: relleno(MAX_UPLOAD_BYTES + 1),
      },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: MUY_GRANDE });
    expect(await total()).toBe(antes.total);
    expect(archivosGuardados()).toEqual(antes.archivos);
  });
});

describe('icon replacement and removal', () => {
  it('replaces the icon on update and deletes the old file after the commit', async () => {
    const c = await crear('Reemplazo', png());
    const res = await enviar(
      `categorias/categoria/${c.id}`,
      { _method: 'put' },
      {
        nombre: 'nuevo.gif',
        tipo: 'image/gif',
        contenido: IMAGENES.gif,
      },
    );
    expect(res.statusCode).toBe(200);
    const nuevo = res.json().data.icono as string;
    expect(nuevo).toMatch(/\.gif$/);
    expect(res.json().data.nombre).toBe('Reemplazo');
    expect(enDisco(nuevo)).toBe(true);
    expect(enDisco(c.icono!)).toBe(false);
    expect((await t.app.inject({ url: c.icono! })).statusCode).toBe(404);
  });

  it('keeps the old icon when an update without a file changes other fields', async () => {
    const c = await crear('Conserva', png());
    const res = await enviar(`categorias/categoria/${c.id}`, { _method: 'put', nombre: 'Conserva 2' });
    expect(res.json().data).toMatchObject({ nombre: 'Conserva 2', icono: c.icono });
    expect(enDisco(c.icono!)).toBe(true);
  });

  it('removes the icon with eliminar_icono=1', async () => {
    const c = await crear('Sin icono luego', png());
    const res = await enviar(`categorias/categoria/${c.id}`, { _method: 'put', eliminar_icono: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.icono).toBeNull();
    expect(enDisco(c.icono!)).toBe(false);
  });

  it('refuses an eliminar_icono that is not a yes or no', async () => {
    const c = await crear('Bandera rara', png());
    const res = await enviar(`categorias/categoria/${c.id}`, { _method: 'put', eliminar_icono: 'quizás' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('El campo eliminar icono debe ser verdadero o falso');
    expect(enDisco(c.icono!)).toBe(true);
  });

  it('keeps the old icon and stores nothing when the update is refused', async () => {
    await crear('Nombre tomado');
    const c = await crear('Rechazo con icono', png());
    const antes = archivosGuardados();
    const res = await enviar(
      `categorias/categoria/${c.id}`,
      { _method: 'put', nombre: 'nombre tomado' },
      {
        nombre: 'x.gif',
        tipo: 'image/gif',
        contenido: IMAGENES.gif,
      },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Ya existe una categoría con ese nombre');
    expect(archivosGuardados()).toEqual(antes);
    const actual = await t.app.inject({ url: `/api/categorias/categoria/${c.id}`, headers: e.auth });
    expect(actual.json().data.icono).toBe(c.icono);
  });

  it('keeps the old icon when the new file has the wrong type', async () => {
    const c = await crear('Tipo malo en update', png());
    const res = await enviar(
      `categorias/categoria/${c.id}`,
      { _method: 'put' },
      {
        nombre: 'x.svg',
        tipo: 'image/svg+xml',
        contenido: IMAGENES.svg,
      },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(TIPO_INVALIDO);
    expect(enDisco(c.icono!)).toBe(true);
  });

  it('deletes the icon file with the category', async () => {
    const c = await crear('Borrada con icono', png());
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/categorias/categoria/${c.id}`,
      headers: e.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(enDisco(c.icono!)).toBe(false);
  });

  it('keeps the icon file when the delete is refused', async () => {
    const padre = await crear('Padre con icono', png());
    const hija = await t.app.inject({
      method: 'POST',
      url: '/api/categorias/categoria',
      headers: e.auth,
      payload: { nombre: 'Hija del icono', id_categoria_padre: padre.id },
    });
    expect(hija.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/categorias/categoria/${padre.id}`,
      headers: e.auth,
    });
    expect(res.statusCode).toBe(409);
    expect(enDisco(padre.icono!)).toBe(true);
  });
});

describe('GET /api/uploads/*', () => {
  it.each([
    '/api/uploads/..%2f..%2fpackage.json',
    '/api/uploads/%2e%2e/%2e%2e/package.json',
    '/api/uploads/../../package.json',
    '/api/uploads/categorias/',
    '/api/uploads/categorias',
    '/api/uploads/',
    '/api/uploads/categorias/no-existe.png',
    '/api/uploads/.secreto',
  ])('serves nothing for %s', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('needs no token (an <img> cannot send one) and names are unguessable', async () => {
    const c = await crear('Pública', png());
    expect((await t.app.inject({ url: c.icono! })).statusCode).toBe(200);
  });
});
