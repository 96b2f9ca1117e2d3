import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedReferencias } from '../../server/db/seed/referencias';
import { createTestApp, type TestApp } from './harness';

/** The reference lists suppliers and clients need (issue 7), as seeded into the database at start. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const filas = async (consulta: ReturnType<typeof sql>) =>
  (
    (await t.database.db.execute(consulta)) as unknown as {
      rows: Record<string, unknown>[];
    }
  ).rows;

describe('seeded reference tables', () => {
  it('hold every DIVIPOLA department, municipality and non-municipal area', async () => {
    const [cuenta] = await filas(sql`select
      (select count(*)::int from departamentos) as departamentos,
      (select count(*)::int from municipios) as municipios,
      (select count(*)::int from actividades_economicas) as actividades,
      (select count(*)::int from tipos_identificacion_dian) as tipos`);
    expect(cuenta).toEqual({ departamentos: 33, municipios: 1122, actividades: 499, tipos: 12 });
  });

  it('link each municipality to its department by the first two digits', async () => {
    const conocidos = await filas(sql`select m.codigo, m.nombre, d.codigo as departamento, d.nombre as dep
      from municipios m join departamentos d on d.id = m.id_departamento
      where m.codigo in ('05001', '11001', '76001') order by m.codigo`);
    expect(conocidos).toEqual([
      { codigo: '05001', nombre: 'Medellín', departamento: '05', dep: 'Antioquia' },
      { codigo: '11001', nombre: 'Bogotá, D.C.', departamento: '11', dep: 'Bogotá, D.C.' },
      { codigo: '76001', nombre: 'Cali', departamento: '76', dep: 'Valle del Cauca' },
    ]);
    const [sueltos] = await filas(sql`select count(*)::int as n from municipios
      where left(codigo, 2)::int <> id_departamento`);
    expect(sueltos.n).toBe(0);
  });

  it('keep CIIU codes with their leading zero and a folded name for search', async () => {
    const actividades = await filas(sql`select id, codigo, nombre, nombre_plegado from actividades_economicas
      where codigo in ('0111', '5611') order by id`);
    expect(actividades).toEqual([
      {
        id: 111,
        codigo: '0111',
        nombre: 'Cultivo de cereales (excepto arroz), legumbres y semillas oleaginosas',
        nombre_plegado: 'cultivo de cereales (excepto arroz), legumbres y semillas oleaginosas',
      },
      {
        id: 5611,
        codigo: '5611',
        nombre: 'Expendio a la mesa de comidas preparadas',
        nombre_plegado: 'expendio a la mesa de comidas preparadas',
      },
    ]);
  });

  it('map every sign-up document type to a DIAN identification type', async () => {
    const sinTipo = await filas(sql`select d.id from tipos_documento d
      left join tipos_identificacion_dian t on t.codigo = d.codigo_dian where t.id is null`);
    expect(sinTipo).toEqual([]);
  });

  it('a start with the lists already in place rewrites none of their rows', async () => {
    const antes = await filas(sql`select
      (select xmin::text from municipios where codigo = '05001') as municipio,
      (select xmin::text from actividades_economicas where codigo = '5611') as actividad`);
    await seedReferencias(t.database.db);
    const despues = await filas(sql`select
      (select xmin::text from municipios where codigo = '05001') as municipio,
      (select xmin::text from actividades_economicas where codigo = '5611') as actividad`);
    expect(despues).toEqual(antes);
  });

  it('seeding again restores edited rows', async () => {
    await t.database.db.execute(sql`update municipios set nombre = 'X' where codigo = '76001'`);
    await seedReferencias(t.database.db);
    const [cali] = await filas(sql`select nombre from municipios where codigo = '76001'`);
    expect(cali.nombre).toBe('Cali');
    const [cuenta] = await filas(sql`select count(*)::int as n from municipios`);
    expect(cuenta.n).toBe(1122);
  });
});
