import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness';
import { crearAppConEmpresa, type EmpresaDePrueba } from './fixtures';

let t: TestApp;
let e: EmpresaDePrueba;
beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
});
afterAll(() => t.close());

const guardar = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/configuraciones/configuracion', headers: e.auth, payload });
const listar = async () =>
  (await t.app.inject({ url: '/api/configuraciones', headers: e.auth })).json().data as {
    id: number;
    nombre: string;
    valor: string;
  }[];

function rechazo(res: { statusCode: number; json(): unknown }, campo: string, message: string) {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({
    success: false,
    code: 422,
    message,
    data: { errors: { [campo]: [message] } },
  });
}

describe('configuraciones', () => {
  it('starts empty for a company without settings', async () => {
    const res = await t.app.inject({ url: '/api/configuraciones', headers: e.auth });
    expect(res.json()).toEqual({ success: true, code: 200, message: 'Operación exitosa', data: [] });
  });

  it('creates a setting, then replaces its value keeping its id', async () => {
    const uno = await guardar({ nombre: 'activarErpBegranda', valor: '1' });
    expect(uno.statusCode).toBe(200);
    expect(uno.json()).toEqual({
      success: true,
      code: 200,
      message: 'Configuración guardada correctamente',
      data: { id: expect.any(Number), nombre: 'activarErpBegranda', valor: '1' },
    });
    const cero = await guardar({ nombre: 'activarErpBegranda', valor: 0 });
    expect(cero.json().data).toEqual({ ...uno.json().data, valor: '0' });
    expect(await listar()).toEqual([cero.json().data]);
  });

  it('accepts form data', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/configuraciones/configuracion',
      headers: { ...e.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'nombre=moneda&valor=COP',
    });
    expect(res.statusCode).toBe(200);
    expect((await listar()).map((c) => c.nombre)).toEqual(['activarErpBegranda', 'moneda']);
  });

  it('allows activarErpBegranda only 0 or 1', async () => {
    for (const valor of ['2', 'si', 'true', '01'])
      rechazo(
        await guardar({ nombre: 'activarErpBegranda', valor }),
        'valor',
        'El valor de activarErpBegranda debe ser 0 o 1',
      );
    expect((await listar()).find((c) => c.nombre === 'activarErpBegranda')?.valor).toBe('0');
  });

  it('checks the other known settings', async () => {
    rechazo(
      await guardar({ nombre: 'moneda', valor: 'pesos' }),
      'valor',
      'La moneda debe ser un código ISO 4217 de tres letras, por ejemplo COP',
    );
    rechazo(
      await guardar({ nombre: 'zonaHoraria', valor: 'Marte/Base' }),
      'valor',
      'La zona horaria no es válida, por ejemplo America/Bogota',
    );
    expect((await guardar({ nombre: 'zonaHoraria', valor: 'America/Mexico_City' })).statusCode).toBe(200);
    const propina = 'El porcentaje de propina sugerida debe ser un número entre 0 y 100';
    rechazo(await guardar({ nombre: 'porcentajePropinaSugerida', valor: '101' }), 'valor', propina);
    rechazo(await guardar({ nombre: 'porcentajePropinaSugerida', valor: '-1' }), 'valor', propina);
    expect((await guardar({ nombre: 'porcentajePropinaSugerida', valor: '12.5' })).statusCode).toBe(200);
  });

  it('refuses unknown settings and missing fields', async () => {
    rechazo(
      await guardar({ nombre: 'inventado', valor: '1' }),
      'nombre',
      'La configuración indicada no existe',
    );
    rechazo(
      await guardar({ nombre: 'toString', valor: '1' }),
      'nombre',
      'La configuración indicada no existe',
    );
    rechazo(await guardar({ valor: '1' }), 'nombre', 'El campo nombre es requerido');
    rechazo(await guardar({ nombre: 'moneda' }), 'valor', 'El campo valor es requerido');
    rechazo(await guardar({ nombre: 'moneda', valor: '' }), 'valor', 'El campo valor es requerido');
  });

  it('needs a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/configuraciones'],
      ['POST', '/api/configuraciones/configuracion'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        ...(method === 'POST' && { payload: { nombre: 'moneda', valor: 'COP' } }),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Unauthenticated.');
    }
  });
});

interface Pais {
  id: number;
  nombre: string;
  codigo: string;
  codigo_telefono: string;
  hispanico: boolean;
}

describe('public lookups', () => {
  it('configuraciones/paises lists every country without a token, Colombia as 53', async () => {
    const res = await t.app.inject({ url: '/api/configuraciones/paises' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const paises = res.json().data as Pais[];
    expect(paises.length).toBeGreaterThanOrEqual(240);
    expect(paises.find((p) => p.codigo === 'CO')).toEqual({
      id: 53,
      nombre: 'Colombia',
      codigo: 'CO',
      codigo_telefono: '+57',
      hispanico: true,
    });
    expect(paises.find((p) => p.codigo === 'ES')).toMatchObject({ nombre: 'España', codigo_telefono: '+34' });
    expect(paises.find((p) => p.codigo === 'US')).toMatchObject({
      nombre: 'Estados Unidos',
      codigo_telefono: '+1',
    });
    for (const p of paises) {
      expect(p.codigo).toMatch(/^[A-Z]{2}$/);
      expect(p.codigo_telefono).toMatch(/^\+\d{1,4}$/);
    }
    expect(new Set(paises.map((p) => p.codigo)).size).toBe(paises.length);
    const nombres = paises.map((p) => p.nombre);
    expect(nombres).toEqual([...nombres].sort(new Intl.Collator('es').compare));
  });

  it('paises/hispanicos lists the Spanish-speaking countries', async () => {
    const res = await t.app.inject({ url: '/api/paises/hispanicos' });
    expect(res.statusCode).toBe(200);
    const paises = res.json().data as Pais[];
    expect(paises.map((p) => p.codigo).sort()).toEqual([
      'AR',
      'BO',
      'CL',
      'CO',
      'CR',
      'CU',
      'DO',
      'EC',
      'ES',
      'GQ',
      'GT',
      'HN',
      'MX',
      'NI',
      'PA',
      'PE',
      'PR',
      'PY',
      'SV',
      'UY',
      'VE',
    ]);
    expect(paises.every((p) => p.hispanico)).toBe(true);
    expect(paises[0].nombre).toBe('Argentina');
  });

  it('configuraciones/documentos lists the document types of spec §3', async () => {
    const res = await t.app.inject({ url: '/api/configuraciones/documentos' });
    expect(res.statusCode).toBe(200);
    expect(
      (res.json().data as { id: number; nombre: string }[]).map(({ id, nombre }) => [id, nombre]),
    ).toEqual([
      [1, 'Cedula'],
      [2, 'NIT'],
      [3, 'Cedula Extranjera'],
      [4, 'Identificación'],
      [5, 'Pasaporte'],
    ]);
  });
});
