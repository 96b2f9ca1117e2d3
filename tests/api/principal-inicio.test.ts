import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mesas } from '../../common/catalogos';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, crearUsuarioDePrueba, type EmpresaDePrueba } from './fixtures';
import { abrirCaja, cobro, montarCaja, type Caja } from './ventas-soporte';
import { get, post } from './ordenes-soporte';

let t: TestApp;
let a: EmpresaDePrueba;
let b: EmpresaDePrueba;
let caja: Caja;

const inicio = async (e: { auth: Record<string, string> }) => {
  const r = await get(t, e, 'principal/inicio');
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};

beforeAll(async () => {
  t = await createTestApp();
  a = await crearEmpresaDePrueba(t);
  b = await crearEmpresaDePrueba(t);
});
afterAll(() => t.close());

describe('GET principal/inicio', () => {
  it('a new company has done none of its first steps', async () => {
    expect(await inicio(a)).toEqual({ datos: false, menu: false, mesas: false, caja: false, venta: false });
  });

  it('ticks each step from the company’s real state, and another company’s stays untouched', async () => {
    const guardar = (nombre: string, valor: string) =>
      post(t, a, 'configuraciones/configuracion', { nombre, valor });
    expect((await guardar('razonSocial', 'Asadero El Fogón SAS')).statusCode).toBe(200);
    expect((await inicio(a)).datos).toBe(false);
    expect((await guardar('nit', '900123456-8')).statusCode).toBe(200);
    expect((await inicio(a)).datos).toBe(true);

    caja = await montarCaja(t, a);
    expect(await inicio(a)).toMatchObject({ menu: true, mesas: false, caja: false });

    const mesa = await post(t, a, mesas.api.item, { nombre: 'Mesa 1', id_sede: caja.sede });
    expect(mesa.statusCode, mesa.body).toBe(200);
    expect((await inicio(a)).mesas).toBe(true);

    await abrirCaja(t, a, caja.sede, '50000');
    expect(await inicio(a)).toMatchObject({ caja: true, venta: false });

    const venta = await post(
      t,
      a,
      'ventas/inmediata',
      cobro({
        id_sede: caja.sede,
        detalles: [{ id_producto: caja.p.excluido, cantidad: 1 }],
        formaPagoValores: [{ id_forma_pago: caja.efectivo, valor: '3000' }],
      }),
    );
    expect(venta.statusCode, venta.body).toBe(200);
    expect(await inicio(a)).toEqual({ datos: true, menu: true, mesas: true, caja: true, venta: true });

    expect(await inicio(b)).toEqual({ datos: false, menu: false, mesas: false, caja: false, venta: false });
  });

  it('an emptied company data setting is not counted', async () => {
    expect(
      (await post(t, a, 'configuraciones/configuracion', { nombre: 'razonSocial', valor: '' })).statusCode,
    ).toBe(200);
    expect((await inicio(a)).datos).toBe(false);
  });

  it('needs the home module: a user without it gets 403', async () => {
    const sinInicio = await crearUsuarioDePrueba(t, a.empresaId, { idRol: 3, acceso: 'ventas' });
    expect((await get(t, sinInicio, 'principal/inicio')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/principal/inicio' })).statusCode).toBe(401);
  });
});
