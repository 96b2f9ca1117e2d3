import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, crearUsuarioDePrueba, type EmpresaDePrueba } from './fixtures';
import { CODIFICACIONES, crearSede, enviar } from './catalogos-soporte';
import { sedes } from '../../server/db/schema';

let t: TestApp;
let a: EmpresaDePrueba;
let b: EmpresaDePrueba;
let sedeA: number;
let sedeB: number;

const actualizar = (
  e: EmpresaDePrueba,
  id: number,
  cuerpo: Record<string, unknown>,
  como = CODIFICACIONES[0],
) => enviar(t, e, `sedes/sede/${id}`, { _method: 'put', ...cuerpo }, como);

const fila = async (id: number) => (await t.database.db.select().from(sedes).where(eq(sedes.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp();
  a = await crearEmpresaDePrueba(t);
  b = await crearEmpresaDePrueba(t);
  sedeA = await crearSede(t, a, 'Sede principal');
  sedeB = await crearSede(t, b, 'Sede principal');
});
afterAll(() => t.close());

describe('POST sedes/sede/{id}', () => {
  it.each(CODIFICACIONES)('changes the name and address (%s), and GET sedes shows them', async (como) => {
    const res = await actualizar(
      a,
      sedeA,
      { nombre: ` Sede Chapinero ${como} `, direccion: 'Carrera 13 # 54-20' },
      como,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Sede actualizada correctamente',
      data: { id: sedeA, nombre: `Sede Chapinero ${como}`, direccion: 'Carrera 13 # 54-20', principal: true },
    });
    const lista = (await t.app.inject({ url: '/api/sedes', headers: a.auth })).json().data;
    expect(lista).toEqual([res.json().data]);
  });

  it('empties the address when sent empty', async () => {
    const res = await actualizar(a, sedeA, { nombre: 'Sede Chapinero', direccion: '' }, 'form');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.direccion).toBeNull();
    expect((await fila(sedeA)).direccion).toBeNull();
  });

  it('refuses a missing or too long name and a too long address, in Spanish, changing nothing', async () => {
    const antes = await fila(sedeA);
    const sinNombre = await actualizar(a, sedeA, { nombre: '  ', direccion: 'Calle 1' });
    expect(sinNombre.statusCode).toBe(422);
    expect(sinNombre.json().data.errors).toEqual({ nombre: ['El campo nombre es requerido'] });
    const largo = await actualizar(a, sedeA, { nombre: 'x'.repeat(101), direccion: 'y'.repeat(201) });
    expect(largo.statusCode).toBe(422);
    expect(largo.json().data.errors).toEqual({
      nombre: ['El campo nombre no puede tener más de 100 caracteres'],
      direccion: ['El campo dirección no puede tener más de 200 caracteres'],
    });
    expect(await fila(sedeA)).toEqual(antes);
  });

  it('answers 404 for another company’s venue and leaves it unchanged', async () => {
    const antes = await fila(sedeB);
    const res = await actualizar(a, sedeB, { nombre: 'Robada', direccion: 'Calle falsa 123' });
    expect(res.statusCode).toBe(404);
    expect(await fila(sedeB)).toEqual(antes);
  });

  it('is for the owner and administrators: a cashier gets 403 and nothing changes', async () => {
    const admin = await crearUsuarioDePrueba(t, a.empresaId, { idRol: 1 });
    const porAdmin = await actualizar({ ...a, ...admin }, sedeA, { nombre: 'Sede Centro' });
    expect(porAdmin.statusCode).toBe(200);

    const cajero = await crearUsuarioDePrueba(t, a.empresaId, { idRol: 2, acceso: 'ventas,cuadreCaja' });
    const antes = await fila(sedeA);
    const res = await actualizar({ ...a, ...cajero }, sedeA, { nombre: 'Sede del cajero' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('No tienes permiso para acceder a este módulo.');
    expect(await fila(sedeA)).toEqual(antes);
    // Reading stays open to every signed-in user.
    expect((await t.app.inject({ url: '/api/sedes', headers: cajero.auth })).statusCode).toBe(200);
  });
});
