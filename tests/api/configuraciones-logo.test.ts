import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_LOGO } from '../../common/configuraciones';
import { MENSAJES_UPLOADS } from '../../server/plugins/uploads';
import type { TestApp } from './harness';
import {
  crearAppConEmpresa,
  crearUsuarioDePrueba,
  IMAGENES,
  leerSubida,
  multipart,
  type EmpresaDePrueba,
} from './fixtures';

let t: TestApp;
let e: EmpresaDePrueba;
beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
});
afterAll(() => t.close());

const subir = (auth: Record<string, string>, contenido: Buffer, nombre = 'logo.png') => {
  const m = multipart({}, { campo: 'logo', nombre, tipo: 'image/png', contenido });
  return t.app.inject({
    method: 'POST',
    url: '/api/configuraciones/logo',
    headers: { ...auth, ...m.headers },
    payload: m.payload,
  });
};
const logoGuardado = async () =>
  (
    (await t.app.inject({ url: '/api/configuraciones', headers: e.auth })).json().data as {
      nombre: string;
      valor: string;
    }[]
  ).find((c) => c.nombre === 'logo')?.valor ?? null;
const enDisco = (ruta: string) => existsSync(join(t.dataDir, 'uploads', ruta));

describe('the receipts’ logo', () => {
  it('stores an image checked by its bytes, replaces it (old file removed) and deletes it', async () => {
    const primero = await subir(e.auth, IMAGENES.png);
    expect(primero.statusCode, primero.body).toBe(200);
    expect(primero.json().message).toBe(MENSAJES_LOGO.guardado);
    const url1 = primero.json().data.logo as string;
    expect(url1).toMatch(/^\/api\/uploads\/logos\/[0-9a-f]{32}\.png$/);
    expect(leerSubida(t, url1)).toEqual(IMAGENES.png);
    expect(await logoGuardado()).toBe(url1.replace('/api/uploads/', ''));

    const segundo = await subir(e.auth, IMAGENES.webp, 'logo.webp');
    const url2 = segundo.json().data.logo as string;
    expect(url2).toMatch(/\.webp$/);
    expect(enDisco(url1.replace('/api/uploads/', ''))).toBe(false);
    expect(await logoGuardado()).toBe(url2.replace('/api/uploads/', ''));

    const borrado = await t.app.inject({
      method: 'DELETE',
      url: '/api/configuraciones/logo',
      headers: e.auth,
    });
    expect(borrado.json()).toMatchObject({ message: MENSAJES_LOGO.eliminado, data: { logo: null } });
    expect(enDisco(url2.replace('/api/uploads/', ''))).toBe(false);
    expect(await logoGuardado()).toBeNull();
  });

  it('refuses what is not an image (SVG, text named .png) or no file, in Spanish, changing nothing', async () => {
    for (const contenido of [IMAGENES.svg, IMAGENES.texto]) {
      const res = await subir(e.auth, contenido);
      expect(res.statusCode).toBe(422);
      expect(res.json().data.errors.logo).toEqual([MENSAJES_UPLOADS.tipo]);
    }
    const sin = await t.app.inject({
      method: 'POST',
      url: '/api/configuraciones/logo',
      headers: e.auth,
      payload: {},
    });
    expect(sin.statusCode).toBe(422);
    expect(sin.json().data.errors.logo).toEqual([MENSAJES_LOGO.requerido]);
    expect(await logoGuardado()).toBeNull();
  });

  it('is not written through POST configuraciones/configuracion, and only roles 0 and 1 upload it', async () => {
    const texto = await t.app.inject({
      method: 'POST',
      url: '/api/configuraciones/configuracion',
      headers: e.auth,
      payload: { nombre: 'logo', valor: '../../etc/passwd' },
    });
    expect(texto.statusCode).toBe(422);
    const mesero = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 3, acceso: 'ventas' });
    expect((await subir(mesero.auth, IMAGENES.png)).statusCode).toBe(403);
    expect(await logoGuardado()).toBeNull();
  });
});
