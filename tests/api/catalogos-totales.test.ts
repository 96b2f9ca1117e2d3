import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productos } from '../../common/catalogos';
import { cuerpoValido, crearSede } from './catalogos-soporte';
import { crearAppConEmpresa, type EmpresaDePrueba } from './fixtures';
import type { TestApp } from './harness';
import { borrar, get, post } from './ordenes-soporte';

/**
 * A list's total is kept per company and search until the catalogue's next write (server/catalogos/cache.ts
 * `CacheTotales`): every page read in between answers it, and a create or a delete shows in the next page read.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let sede: number;
beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  sede = await crearSede(t, e);
});
afterAll(() => t.close());

const total = async (consulta: string) => {
  const r = await get(t, e, `productos?${consulta}`);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: { total: number; data: unknown[] } }).data;
};
const crear = async (n: number, nombre: string) => {
  const r = await post(t, e, 'productos/producto', {
    ...cuerpoValido(productos, n, sede),
    nombre,
    codigo: `TOT${n}`,
  });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: { id: number } }).data.id;
};

describe('the list total kept between writes', () => {
  it('follows creates and deletes, on every page and per search', async () => {
    const antes = (await total('page=0&rowsPerPage=2')).total;
    const ids = [
      await crear(1, 'Arepa totalizada'),
      await crear(2, 'Bandeja totalizada'),
      await crear(3, 'Caldo'),
    ];
    const primera = await total('page=0&rowsPerPage=2');
    expect(primera.total).toBe(antes + 3);
    // The next pages answer the same total (kept), and a page past the end too.
    expect((await total('page=1&rowsPerPage=2')).total).toBe(antes + 3);
    expect((await total('page=50&rowsPerPage=2')).total).toBe(antes + 3);
    expect((await total('page=0&rowsPerPage=1&search=totalizada')).total).toBe(2);
    expect((await total('page=1&rowsPerPage=1&search=totalizada')).total).toBe(2);

    await crear(4, 'Empanada totalizada');
    expect((await total('page=1&rowsPerPage=1&search=totalizada')).total).toBe(3);
    expect((await total('page=1&rowsPerPage=2')).total).toBe(antes + 4);

    const r = await borrar(t, e, `productos/producto/${ids[0]}`);
    expect(r.statusCode, r.body).toBe(200);
    expect((await total('page=0&rowsPerPage=1&search=totalizada')).total).toBe(2);
    expect((await total('page=1&rowsPerPage=2')).total).toBe(antes + 3);
  });
});
