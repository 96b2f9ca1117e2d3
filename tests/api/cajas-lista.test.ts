import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness';
import { crearAppConEmpresa, type EmpresaDePrueba } from './fixtures';
import { crearSede } from './catalogos-soporte';
import { get, post } from './ordenes-soporte';
import { abrirCaja } from './ventas-soporte';

/**
 * `GET cuadresCaja?estado=`: /cuadreCaja's past reconciliations ask for the closed registers only, so the open one
 * is left out by the server and pages from 1 (spec §9) stay full, with the page count right. Both engines.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let sede: number;
const cerradas: number[] = [];
let abierta = 0;

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  sede = await crearSede(t, e, 'Centro');
  for (const saldo of ['1000', '2000']) {
    const id = await abrirCaja(t, e, sede, saldo);
    const r = await post(t, e, `cuadresCaja/cuadreCaja/${id}`, { cerrar_caja: true });
    expect(r.statusCode, r.body).toBe(200);
    cerradas.push(id);
  }
  abierta = await abrirCaja(t, e, sede, '3000');
});
afterAll(() => t.close());

const lista = async (consulta: string) => {
  const r = await get(t, e, `cuadresCaja?id_sede=${sede}&${consulta}`);
  expect(r.statusCode, r.body).toBe(200);
  const data = r.json().data as { data: { id: number; estado: string }[]; total: number; last_page: number };
  return { ids: data.data.map((c) => c.id), total: data.total, last_page: data.last_page };
};

describe('GET cuadresCaja by state', () => {
  it('estado=cerrada pages only the closed registers, newest first, full pages from 1', async () => {
    expect(await lista('page=1&rowsPerPage=1&estado=cerrada')).toEqual({
      ids: [cerradas[1]],
      total: 2,
      last_page: 2,
    });
    expect(await lista('page=2&rowsPerPage=1&estado=cerrada')).toEqual({
      ids: [cerradas[0]],
      total: 2,
      last_page: 2,
    });
  });

  it('without it, every register of the venue, the open one too; estado=abierta only that one', async () => {
    expect(await lista('page=1&rowsPerPage=10')).toEqual({
      ids: [abierta, cerradas[1], cerradas[0]],
      total: 3,
      last_page: 1,
    });
    expect((await lista('page=1&rowsPerPage=10&estado=abierta')).ids).toEqual([abierta]);
  });
});
