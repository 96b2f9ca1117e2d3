import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, crearUsuarioDePrueba, type EmpresaDePrueba } from './fixtures';
import { crearSede } from './catalogos-soporte';
import { fotoBd } from './foto-bd';
import { get, post } from './ordenes-soporte';

let t: TestApp;
let a: EmpresaDePrueba;
let b: EmpresaDePrueba;
let sedeA: number;
let sedeB: number;

interface MesaLeida {
  id: number;
  nombre: string;
  id_sede: number;
  coordenada_x: number;
  coordenada_y: number;
  tipo_mesa: string;
  ubicacion: string | null;
}

const varias = (e: { auth: Record<string, string> }, cuerpo: Record<string, unknown>) =>
  post(t, e, 'mesas/varias', cuerpo);
const mesasDe = async (e: EmpresaDePrueba) =>
  (await get(t, e, 'mesas?page=1&rowsPerPage=-1')).json().data.data as MesaLeida[];

beforeAll(async () => {
  t = await createTestApp();
  a = await crearEmpresaDePrueba(t);
  b = await crearEmpresaDePrueba(t);
  sedeA = await crearSede(t, a, 'Centro');
  sedeB = await crearSede(t, b, 'Centro');
});
afterAll(() => t.close());

describe('POST mesas/varias', () => {
  it('creates Mesa 1–12 in the venue, placed on the floor plan in a 4 × 3 grid', async () => {
    const r = await varias(a, { id_sede: sedeA, prefijo: 'Mesa', desde: 1, hasta: 12, ubicacion: 'Salón' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Se crearon 12 mesas');
    expect(r.json().data.omitidas).toEqual([]);
    expect(r.json().data.creadas.map((m: { nombre: string }) => m.nombre)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Mesa ${i + 1}`),
    );
    const leidas = await mesasDe(a);
    expect(leidas).toHaveLength(12);
    const porNombre = new Map(leidas.map((m) => [m.nombre, m]));
    expect(porNombre.get('Mesa 1')).toMatchObject({
      id_sede: sedeA,
      ubicacion: 'Salón',
      tipo_mesa: 'cuadrada_4',
      coordenada_x: 13,
      coordenada_y: 17,
    });
    expect(porNombre.get('Mesa 4')).toMatchObject({ coordenada_x: 88, coordenada_y: 17 });
    expect(porNombre.get('Mesa 12')).toMatchObject({ coordenada_x: 88, coordenada_y: 83 });
    const posiciones = new Set(leidas.map((m) => `${m.coordenada_x},${m.coordenada_y}`));
    expect(posiciones.size).toBe(12);
    expect(await mesasDe(b)).toEqual([]);
  });

  it('skips the names the company already has (case aside) and says which', async () => {
    const r = await varias(a, { id_sede: sedeA, prefijo: 'mesa', desde: 11, hasta: 14 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({
      omitidas: ['mesa 11', 'mesa 12'],
      creadas: [{ nombre: 'mesa 13' }, { nombre: 'mesa 14' }],
    });
    expect(r.json().message).toBe('Se crearon 2 mesas');
    expect(await mesasDe(a)).toHaveLength(14);
  });

  it('refuses, in Spanish and changing nothing, a range of only existing names, a reversed one and more than 100', async () => {
    const antes = await fotoBd(t);
    const todas = await varias(a, { id_sede: sedeA, prefijo: 'Mesa', desde: 1, hasta: 3 });
    expect(todas.statusCode).toBe(422);
    expect(todas.json().data.errors).toEqual({ desde: ['Todas esas mesas ya existen; no se creó ninguna'] });
    const invertido = await varias(a, { id_sede: sedeA, prefijo: 'Mesa', desde: 12, hasta: 1 });
    expect(invertido.statusCode).toBe(422);
    expect(invertido.json().data.errors).toEqual({
      hasta: ['El número final debe ser mayor o igual al inicial'],
    });
    const muchas = await varias(a, { id_sede: sedeA, prefijo: 'Mesa', desde: 100, hasta: 200 });
    expect(muchas.statusCode).toBe(422);
    expect(muchas.json().data.errors).toEqual({ hasta: ['Puedes crear como máximo 100 mesas a la vez'] });
    const largo = await varias(a, { id_sede: sedeA, prefijo: 'M'.repeat(41), desde: 1, hasta: 2 });
    expect(largo.statusCode).toBe(422);
    const tipo = await varias(a, {
      id_sede: sedeA,
      prefijo: 'Terraza',
      desde: 1,
      hasta: 2,
      tipo_mesa: 'triangular',
    });
    expect(tipo.statusCode).toBe(422);
    expect(Object.keys(tipo.json().data.errors)).toEqual(['tipo_mesa']);
    expect(await fotoBd(t)).toEqual(antes);
  });

  it('creates exactly 100 at once', async () => {
    const r = await varias(b, { id_sede: sedeB, prefijo: 'Barra', desde: 1, hasta: 100, tipo_mesa: 'barra' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.creadas).toHaveLength(100);
    const leidas = await mesasDe(b);
    expect(leidas).toHaveLength(100);
    expect(leidas.every((m) => m.tipo_mesa === 'barra' && m.coordenada_x >= 0 && m.coordenada_x <= 100)).toBe(
      true,
    );
  });

  it('refuses another company’s venue as a venue that does not exist, and is for the tables module', async () => {
    const mesero = await crearUsuarioDePrueba(t, a.empresaId, { idRol: 3, acceso: 'ventas' });
    const antes = await fotoBd(t);
    const ajena = await varias(a, { id_sede: sedeB, prefijo: 'Robada', desde: 1, hasta: 2 });
    const ninguna = await varias(a, { id_sede: 987654321, prefijo: 'Robada', desde: 1, hasta: 2 });
    expect(ajena.statusCode).toBe(422);
    expect(ajena.json()).toEqual(ninguna.json());
    expect((await varias(mesero, { id_sede: sedeA, prefijo: 'X', desde: 1, hasta: 2 })).statusCode).toBe(403);
    expect(await fotoBd(t)).toEqual(antes);
  });
});
