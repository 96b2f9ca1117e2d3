import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness';
import { crearAppConEmpresa, crearUsuarioDePrueba, type EmpresaDePrueba } from './fixtures';
import { crearSede } from './catalogos-soporte';

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
      rechazo(await guardar({ nombre: 'activarErpBegranda', valor }), 'valor', 'El valor debe ser 0 o 1');
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
    // Ley 1935 de 2018: the voluntary tip is at most 10 %.
    const propina = 'El porcentaje debe ser un número entre 0 y 10, con máximo dos decimales';
    for (const valor of ['10.01', '11', '-1', '5.555', 'diez'])
      rechazo(await guardar({ nombre: 'porcentajePropinaSugerida', valor }), 'valor', propina);
    expect((await guardar({ nombre: 'porcentajePropinaSugerida', valor: '7,50' })).json().data.valor).toBe(
      '7.5',
    );
    expect((await guardar({ nombre: 'porcentajePropinaSugerida', valor: '10' })).statusCode).toBe(200);
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
    rechazo(await guardar({ nombre: 'moneda', valor: '' }), 'valor', 'El campo es requerido ');
  });

  it('checks the company data printed on receipts: NIT check digit, phone, lengths', async () => {
    // 899999068's check digit is 1 (DIAN módulo 11): computed when omitted, checked when typed.
    expect((await guardar({ nombre: 'nit', valor: '899.999.068' })).json().data.valor).toBe('899999068-1');
    expect((await guardar({ nombre: 'nit', valor: '899999068-1' })).json().data.valor).toBe('899999068-1');
    rechazo(
      await guardar({ nombre: 'nit', valor: '899999068-2' }),
      'valor',
      'El dígito de verificación no corresponde al NIT',
    );
    rechazo(
      await guardar({ nombre: 'nit', valor: '89999A068' }),
      'valor',
      'El NIT debe tener solo números, hasta 15 dígitos',
    );
    expect((await guardar({ nombre: 'telefono', valor: '601 234 5678' })).json().data.valor).toBe(
      '+576012345678',
    );
    rechazo(
      await guardar({ nombre: 'telefono', valor: '12' }),
      'valor',
      'El campo debe de ser un número telefonico',
    );
    rechazo(
      await guardar({ nombre: 'razonSocial', valor: 'x'.repeat(151) }),
      'valor',
      'Debe tener como máximo 150 caracteres',
    );
    expect((await guardar({ nombre: 'razonSocial', valor: '' })).json().data.valor).toBe('');
    expect((await listar()).find((c) => c.nombre === 'nit')?.valor).toBe('899999068-1');
  });

  it('keeps a sale number prefix per venue of the company only', async () => {
    const sede = await crearSede(t, e);
    const res = await guardar({ nombre: `prefijoVenta.${sede}`, valor: 'cen-' });
    expect(res.json().data).toMatchObject({ nombre: `prefijoVenta.${sede}`, valor: 'CEN-' });
    rechazo(
      await guardar({ nombre: `prefijoVenta.${sede}`, valor: 'A B' }),
      'valor',
      'El prefijo admite hasta 10 letras mayúsculas, números o guiones',
    );
    rechazo(
      await guardar({ nombre: 'prefijoVenta.987654321', valor: 'X' }),
      'nombre',
      'La sede indicada no existe',
    );
    for (const nombre of ['prefijoVenta', 'prefijoVenta.', 'prefijoVenta.0', 'nit.1', 'prefijoVenta.1.2'])
      rechazo(await guardar({ nombre, valor: 'X' }), 'nombre', 'La configuración indicada no existe');
  });

  it('saves the settings page in one go, all or nothing, errors named by entry', async () => {
    const lote = (configuraciones: { nombre: string; valor: string }[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/configuraciones/configuracion/lote',
        headers: e.auth,
        payload: { configuraciones },
      });
    const antes = await listar();
    const mal = await lote([
      { nombre: 'direccion', valor: 'Calle 1 # 2-3' },
      { nombre: 'conteoCiego', valor: 'quizas' },
      { nombre: 'inventada', valor: '1' },
    ]);
    expect(mal.statusCode).toBe(422);
    expect(mal.json().data.errors).toEqual({
      conteoCiego: ['El valor debe ser 0 o 1'],
      inventada: ['La configuración indicada no existe'],
    });
    expect(await listar()).toEqual(antes);
    const bien = await lote([
      { nombre: 'direccion', valor: 'Calle 1 # 2-3' },
      { nombre: 'conteoCiego', valor: '1' },
    ]);
    expect(bien.statusCode).toBe(200);
    expect(bien.json().data.map((c: { valor: string }) => c.valor)).toEqual(['Calle 1 # 2-3', '1']);
  });

  it('lets only roles 0 and 1 change settings; every signed-in user reads them', async () => {
    for (const idRol of [2, 3]) {
      const cajero = await crearUsuarioDePrueba(t, e.empresaId, { idRol, acceso: '*' });
      const antes = await listar();
      for (const url of ['/api/configuraciones/configuracion', '/api/configuraciones/configuracion/lote']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: cajero.auth,
          payload: {
            nombre: 'conteoCiego',
            valor: '0',
            configuraciones: [{ nombre: 'conteoCiego', valor: '0' }],
          },
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('No tienes permiso para acceder a este módulo.');
      }
      expect(await listar()).toEqual(antes);
      expect((await t.app.inject({ url: '/api/configuraciones', headers: cajero.auth })).statusCode).toBe(
        200,
      );
    }
    const admin = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 1, acceso: 'configSistema' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/configuraciones/configuracion',
      headers: admin.auth,
      payload: { nombre: 'conteoCiego', valor: '0' },
    });
    expect(res.statusCode).toBe(200);
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
