import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_TIQUETES as M } from '../../common/tiquetes';
import { SIN_PERMISO } from '../../server/plugins/permisos';
import { createTestApp, type TestApp } from './harness';
import {
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  type EmpresaDePrueba,
  type UsuarioDePrueba,
} from './fixtures';
import { get, post } from './ordenes-soporte';

/**
 * Network printers are an on-premises feature (PRINTERS_NETWORK): off, print points print in the station's
 * browser only; on, the address and port pass the printer guard at save. Only roles 0 and 1 change print points.
 */
const LISTA = 'configuraciones/puntos/impresion?page=1&rowsPerPage=-1';
const ITEM = 'configuraciones/punto/impresion';

let apagada: TestApp;
let eApagada: EmpresaDePrueba;
let encendida: TestApp;
let e: EmpresaDePrueba;

const nombres = async (t: TestApp, u: { auth: Record<string, string> }) =>
  (await get(t, u, LISTA)).json().data.data.map((p: { nombre: string }) => p.nombre);

beforeAll(async () => {
  apagada = await createTestApp();
  eApagada = await crearEmpresaDePrueba(apagada);
  encendida = await createTestApp({ printersNetwork: true });
  e = await crearEmpresaDePrueba(encendida);
});
afterAll(async () => {
  await apagada?.close();
  await encendida?.close();
});

describe('with network printing off (the default, and a hosted server)', () => {
  it('refuses network mode at modo_impresion in Spanish, creating nothing, and keeps browser printing', async () => {
    const antes = await nombres(apagada, eApagada);
    const red = await post(apagada, eApagada, ITEM, {
      nombre: 'Horno',
      modo_impresion: 'red',
      direccion_ip: '192.168.1.50',
      puerto: 9100,
    });
    expect(red.statusCode).toBe(422);
    expect(red.json().data.errors).toEqual({ modo_impresion: [M.redDesactivada] });
    expect(await nombres(apagada, eApagada)).toEqual(antes);
    const navegador = await post(apagada, eApagada, ITEM, { nombre: 'Horno' });
    expect(navegador.statusCode).toBe(200);
    expect(navegador.json().data.modo_impresion).toBe('navegador');
    const cambio = await post(apagada, eApagada, `${ITEM}/${navegador.json().data.id}`, {
      _method: 'put',
      modo_impresion: 'red',
      direccion_ip: '192.168.1.50',
    });
    expect(cambio.statusCode).toBe(422);
    expect(cambio.json().data.errors).toEqual({ modo_impresion: [M.redDesactivada] });
  });

  it('tells the screen in the list reply', async () => {
    expect((await get(apagada, eApagada, LISTA)).json().data.impresion_red).toBe(false);
  });
});

describe('with network printing on', () => {
  it('tells the screen in the list reply', async () => {
    expect((await get(encendida, e, LISTA)).json().data.impresion_red).toBe(true);
  });

  it('accepts a private LAN address on a printer port', async () => {
    const res = await post(encendida, e, ITEM, {
      nombre: 'Cocina LAN',
      modo_impresion: 'red',
      direccion_ip: '192.168.1.50',
      puerto: 9100,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ direccion_ip: '192.168.1.50', puerto: 9100 });
    const otro = await post(encendida, e, `${ITEM}/${res.json().data.id}`, {
      _method: 'put',
      direccion_ip: '10.0.0.7',
      puerto: 631,
    });
    expect(otro.statusCode, otro.body).toBe(200);
  });

  it.each([
    ['127.0.0.1', 9100, 'direccion_ip', M.direccionNoPermitida],
    ['localhost', 9100, 'direccion_ip', M.direccionNoPermitida],
    ['169.254.169.254', 9100, 'direccion_ip', M.direccionNoPermitida],
    ['100.64.0.1', 9100, 'direccion_ip', M.direccionNoPermitida],
    ['0.0.0.0', 9100, 'direccion_ip', M.direccionNoPermitida],
    ['8.8.8.8', 9100, 'direccion_ip', M.direccionNoPermitida],
    ['192.168.1.50', 22, 'puerto', M.puertoNoPermitido],
    ['192.168.1.50', 5432, 'puerto', M.puertoNoPermitido],
  ])('refuses %s port %i at save (%s)', async (direccion_ip, puerto, campo, mensaje) => {
    const antes = await nombres(encendida, e);
    const res = await post(encendida, e, ITEM, {
      nombre: 'Mala',
      modo_impresion: 'red',
      direccion_ip,
      puerto,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors).toEqual({ [campo]: [mensaje] });
    expect(await nombres(encendida, e)).toEqual(antes);
  });

  it('refuses a host name that does not resolve, at direccion_ip', async () => {
    const res = await post(encendida, e, ITEM, {
      nombre: 'Mala',
      modo_impresion: 'red',
      direccion_ip: 'no-existe.invalid',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors).toEqual({ direccion_ip: [M.hostNoResuelve] });
  });

  it('refuses a stored port that is not a printer’s when only another field changes', async () => {
    const creado = await post(encendida, e, ITEM, { nombre: 'Barra LAN' });
    const id = creado.json().data.id;
    const res = await post(encendida, e, `${ITEM}/${id}`, {
      _method: 'put',
      modo_impresion: 'red',
      direccion_ip: '192.168.1.51',
      puerto: 6379,
    });
    expect(res.json().data.errors).toEqual({ puerto: [M.puertoNoPermitido] });
  });
});

describe('who may change print points', () => {
  let encargado: UsuarioDePrueba;
  let privilegiado: UsuarioDePrueba;
  let id: number;

  beforeAll(async () => {
    encargado = await crearUsuarioDePrueba(encendida, e.empresaId, { idRol: 2, acceso: 'puntosImpresion' });
    privilegiado = await crearUsuarioDePrueba(encendida, e.empresaId, {
      idRol: 1,
      acceso: 'puntosImpresion',
    });
    id = (await post(encendida, e, ITEM, { nombre: 'Postres' })).json().data.id;
  });

  it('a role-2 user with the tag reads them but cannot create, change or delete one', async () => {
    expect((await get(encendida, encargado, LISTA)).statusCode).toBe(200);
    expect((await get(encendida, encargado, `${ITEM}/${id}`)).statusCode).toBe(200);
    const antes = (await get(encendida, e, LISTA)).json().data.data;
    const intentos = [
      await post(encendida, encargado, ITEM, { nombre: 'Otra' }),
      await post(encendida, encargado, `${ITEM}/${id}`, {
        _method: 'put',
        modo_impresion: 'red',
        direccion_ip: '192.168.1.60',
      }),
      await encendida.app.inject({ method: 'DELETE', url: `/api/${ITEM}/${id}`, headers: encargado.auth }),
    ];
    for (const res of intentos) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SIN_PERMISO);
    }
    expect((await get(encendida, e, LISTA)).json().data.data).toEqual(antes);
  });

  it('a role-1 user with the tag changes them', async () => {
    const res = await post(encendida, privilegiado, `${ITEM}/${id}`, { _method: 'put', ancho_papel: '58' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
