import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formasPago } from '../../common/catalogos';
import { createTestApp, type TestApp } from './harness';
import {
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  type EmpresaDePrueba,
  type UsuarioDePrueba,
} from './fixtures';
import { crearSede, enviar } from './catalogos-soporte';

let t: TestApp;
let a: EmpresaDePrueba;
let b: EmpresaDePrueba;
let cajero: UsuarioDePrueba;
let salon: number;
let terraza: number;
beforeAll(async () => {
  t = await createTestApp();
  a = await crearEmpresaDePrueba(t);
  b = await crearEmpresaDePrueba(t);
  salon = await crearSede(t, a, 'Salón');
  terraza = await crearSede(t, a, 'Terraza');
  const crear = (cuerpo: Record<string, unknown>) => enviar(t, a, formasPago.api.item, cuerpo, 'json');
  await crear({ nombre: 'Efectivo', efectivo: true });
  await crear({ nombre: 'Bono regalo', activa: false });
  await crear({ nombre: 'Datáfono salón', id_sede: salon });
  await crear({ nombre: 'Datáfono terraza', id_sede: terraza });
  await enviar(t, b, formasPago.api.item, { nombre: 'De otra empresa' }, 'json');
  // Same company, a role with no module tag: the till still needs the methods.
  cajero = await crearUsuarioDePrueba(t, a.empresaId, { idRol: 2, acceso: '' });
});
afterAll(() => t.close());

const ventas = (e: UsuarioDePrueba, query = '') =>
  t.app.inject({ url: `/api/formasPago/ventas${query}`, headers: e.auth });

describe('GET formasPago/ventas', () => {
  it('offers the active methods of every venue, by name, and nothing of another company', async () => {
    const r = await ventas(a);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.map((f: { nombre: string }) => f.nombre)).toEqual([
      'Datáfono salón',
      'Datáfono terraza',
      'Efectivo',
    ]);
    expect(r.json().data.find((f: { nombre: string }) => f.nombre === 'Efectivo')).toMatchObject({
      efectivo: true,
    });
  });

  it('with id_sede: the methods of that venue and of all venues', async () => {
    const r = await ventas(a, `?id_sede=${salon}`);
    expect(r.json().data.map((f: { nombre: string }) => f.nombre)).toEqual(['Datáfono salón', 'Efectivo']);
  });

  it('answers a signed-in user without the catalogue module (the cashier charges)', async () => {
    expect(
      (await t.app.inject({ url: `/api/${formasPago.api.lista}`, headers: cajero.auth })).statusCode,
    ).toBe(403);
    expect((await ventas(cajero)).statusCode).toBe(200);
  });
});
