import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, type EmpresaDePrueba } from './fixtures';

/** The reference lists the suppliers and clients form reads (issue 7): any signed-in user, whatever their tags. */
let t: TestApp;
let e: EmpresaDePrueba;
beforeAll(async () => {
  t = await createTestApp();
  // A user with no module tag at all: these lists are for every signed-in user.
  e = await crearEmpresaDePrueba(t, { idRol: 2, acceso: '' });
});
afterAll(() => t.close());

const pedir = (url: string, headers: Record<string, string> = e.auth) =>
  t.app.inject({ url: `/api/configuraciones/${url}`, headers });
const datos = async (url: string) => {
  const res = await pedir(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, max-age=3600');
  return res.json().data as Record<string, unknown>[];
};

describe('reference lists for suppliers and clients', () => {
  it.each(['tiposIdentificacion', 'departamentos', 'municipios', 'actividadesEconomicas'])(
    '%s asks for a session',
    async (url) => {
      const res = await pedir(url, {});
      expect(res.statusCode).toBe(401);
    },
  );

  it('tiposIdentificacion: the twelve DIAN types by code, the id being the code', async () => {
    const tipos = await datos('tiposIdentificacion');
    expect(tipos.map((x) => x.codigo)).toEqual([
      '11',
      '12',
      '13',
      '21',
      '22',
      '31',
      '41',
      '42',
      '47',
      '48',
      '50',
      '91',
    ]);
    expect(tipos).toContainEqual({ id: 31, codigo: '31', nombre: 'NIT' });
    expect(tipos).toContainEqual({ id: 13, codigo: '13', nombre: 'Cédula de ciudadanía' });
  });

  it('departamentos: the 33 by Spanish name', async () => {
    const deps = await datos('departamentos');
    expect(deps).toHaveLength(33);
    expect(deps[0]).toEqual({ id: 91, codigo: '91', nombre: 'Amazonas' });
    expect(deps).toContainEqual({ id: 11, codigo: '11', nombre: 'Bogotá, D.C.' });
    const nombres = deps.map((d) => d.nombre as string);
    expect(nombres).toEqual([...nombres].sort(new Intl.Collator('es').compare));
  });

  it('municipios: all of them, or those of one department by name', async () => {
    expect(await datos('municipios')).toHaveLength(1122);
    const valle = await datos('municipios?id_departamento=76');
    expect(valle).toHaveLength(42);
    expect(valle).toContainEqual({ id: 76001, codigo: '76001', id_departamento: 76, nombre: 'Cali' });
    expect(valle.every((m) => m.id_departamento === 76)).toBe(true);
    const antioquia = await datos('municipios?id_departamento=05');
    expect(antioquia).toHaveLength(125);
    expect(antioquia[0].nombre).toBe('Abejorral');
    expect(antioquia).toContainEqual({ id: 5001, codigo: '05001', id_departamento: 5, nombre: 'Medellín' });
    expect(await datos('municipios?id_departamento=12')).toEqual([]);
  });

  it('municipios refuses a department that is not a number', async () => {
    const res = await pedir('municipios?id_departamento=Antioquia');
    expect(res.statusCode).toBe(422);
  });

  it('actividadesEconomicas: by code prefix or by name without accents, at most 50', async () => {
    expect(await datos('actividadesEconomicas?search=5611')).toEqual([
      { id: 5611, codigo: '5611', nombre: 'Expendio a la mesa de comidas preparadas' },
    ]);
    const porPrefijo = await datos('actividadesEconomicas?search=561');
    expect(porPrefijo.map((a) => a.codigo)).toEqual(['5611', '5612', '5613', '5619']);
    const cafe = await datos('actividadesEconomicas?search=CAFE');
    expect(cafe.map((a) => a.codigo)).toContain('0123'); // 'Cultivo de café'
    expect(await datos('actividadesEconomicas?search=0010')).toEqual([
      { id: 10, codigo: '0010', nombre: 'Asalariados' },
    ]);
    const todas = await datos('actividadesEconomicas');
    expect(todas).toHaveLength(50);
    expect(todas[0].codigo).toBe('0010');
    expect(await datos('actividadesEconomicas?search=de')).toHaveLength(50);
    expect(await datos('actividadesEconomicas?search=%25')).toEqual([]); // LIKE wildcards are literal
  });
});
