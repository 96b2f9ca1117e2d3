import { sql } from 'drizzle-orm';
import { read, utils } from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tiposGastos } from '../../common/catalogos';
import { MENSAJES_INFORMES as M } from '../../common/informes';
import type { TestApp } from './harness';
import {
  crearAppConEmpresa,
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  type EmpresaDePrueba,
} from './fixtures';
import { get, post } from './ordenes-soporte';
import { leerInforme, ok } from './informes-soporte';
import { abrirCaja, cobro, montarCaja, type Caja } from './ventas-soporte';

/**
 * Issue 27: the sales and expenses reports (spec §4, §7, §9) on both engines, against figures computed by hand:
 * Bogotá days (a sale at 23:30 Bogotá is the next UTC day), cancelled sales out, tips apart, pages from 1 with 10 or
 * -1, the filters, spec §5's date messages, the export read back row for row, another company's ids as not found,
 * and each report behind its own module.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;
const ids: Record<string, number> = {};

const venta = async (detalles: object[], pagos: object[], extra: object = {}) =>
  ok(
    await post(
      t,
      e,
      'ventas/inmediata',
      cobro({ id_sede: c.sede, detalles, formaPagoValores: pagos, ...extra }),
    ),
  );
/** Moves a sale to an instant (the sale's own time is now). */
const moverA = (id: number, instante: string) =>
  t.database.db.execute(sql`update ventas set created_at = ${instante}::timestamptz where id = ${id}`);

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  c = await montarCaja(t, e);
  await abrirCaja(t, e, c.sede, '0');
  // A: 2026-03-10 12:00 Bogotá, Bandeja 32.400 (INC 8 %) in cash with a 3.240 tip: total 32.400.
  ids.a = (
    await venta([{ id_producto: c.p.inc, cantidad: 1 }], [{ id_forma_pago: c.efectivo, valor: '35640' }], {
      propina: '3240',
    })
  ).id;
  await moverA(ids.a, '2026-03-10T17:00:00Z');
  // B: 2026-03-10 23:30 Bogotá (2026-03-11 04:30 UTC), Agua 5.000 × 2 by card: 10.000.
  ids.b = (
    await venta([{ id_producto: c.p.iva19, cantidad: 2 }], [{ id_forma_pago: c.tarjeta, valor: '10000' }])
  ).id;
  await moverA(ids.b, '2026-03-11T04:30:00Z');
  // C: 2026-03-11 09:00 Bogotá, Pan 3.000 in cash, then cancelled: out of the report.
  ids.c = (
    await venta([{ id_producto: c.p.excluido, cantidad: 1 }], [{ id_forma_pago: c.efectivo, valor: '3000' }])
  ).id;
  await moverA(ids.c, '2026-03-11T14:00:00Z');
  await ok(await post(t, e, 'ventas/venta/cancelar', { id_venta: ids.c, motivo: 'Error' }));
  // D: 2026-03-12 10:00 Bogotá, Café 7.000,50 (IVA 5 %) in cash: 7.000,50.
  ids.d = (
    await venta([{ id_producto: c.p.iva5, cantidad: 1 }], [{ id_forma_pago: c.efectivo, valor: '7000.50' }])
  ).id;
  await moverA(ids.d, '2026-03-12T15:00:00Z');
  // Expenses: 2026-03-10 ice 10.000 + 1.900 IVA in cash; 2026-03-12 gas 50.000 by card; a cancelled one.
  ids.tipo = (await ok(await post(t, e, tiposGastos.api.item, { nombre: 'Servicios' }))).id;
  const gasto = (fecha: string, concepto: string, subtotal: string, impuesto: string, forma: number) =>
    post(t, e, 'gastos/gasto', {
      id_forma_pago: forma,
      fecha,
      id_tipo_gasto: ids.tipo,
      concepto_gasto: concepto,
      subtotal,
      impuesto,
      id_sede: c.sede,
    });
  await ok(await gasto('2026-03-10', 'Hielo', '10000', '1900', c.efectivo));
  await ok(await gasto('2026-03-12', 'Gas', '50000', '0', c.tarjeta));
  const anulado = await ok(await gasto('2026-03-11', 'Repetido', '999', '0', c.efectivo));
  expect(
    (
      await t.app.inject({
        method: 'DELETE',
        url: `/api/gastos/gasto/${anulado.id}?motivo=Doble`,
        headers: e.auth,
      })
    ).statusCode,
  ).toBe(200);
});
afterAll(() => t.close());

const informe = (url: string, quien: { auth: Record<string, string> } = e) => leerInforme(t, quien, url);

describe('informes/ventas', () => {
  it('sums the paid sales of the Bogotá days, tips apart, the cancelled one out', async () => {
    const r = await informe('informes/ventas?from=2026-03-10&to=2026-03-10');
    // A and B (B is 2026-03-11 in UTC but 23:30 of the 10th in Bogotá).
    expect(r.data.map((f) => f.id)).toEqual([ids.b, ids.a]);
    expect(r.totales).toEqual({
      filas: 2,
      subtotal: '42400.00',
      descuento: '0.00',
      // A: base 30.000 + INC 2.400; B: base 8.403,36 + IVA 1.596,64.
      base: '38403.36',
      impuesto: '3996.64',
      total: '42400.00',
      propina: '3240.00',
    });
    expect(r.data[1]).toMatchObject({ formas_pago: 'Efectivo', total: '32400.00', propina: '3240.00' });
    const todo = await informe('informes/ventas?from=2026-03-10&to=2026-03-12');
    expect(todo.data.map((f) => f.id)).toEqual([ids.d, ids.b, ids.a]);
    expect(todo.totales).toMatchObject({ filas: 3, total: '49400.50' });
  });

  it('pages from 1 with the range totals on every page, and -1 for every row', async () => {
    const p1 = await informe('informes/ventas?from=2026-03-10&to=2026-03-12&rowsPerPage=2&page=1');
    const p2 = await informe('informes/ventas?from=2026-03-10&to=2026-03-12&rowsPerPage=2&page=2');
    expect([p1.data.length, p2.data.length, p1.total, p1.last_page]).toEqual([2, 1, 3, 2]);
    expect(p2.totales).toEqual(p1.totales);
    const todas = await informe('informes/ventas?from=2026-03-10&to=2026-03-12&rowsPerPage=-1');
    expect([todas.data.length, todas.per_page]).toEqual([3, 3]);
  });

  it('filters by payment method, venue and cashier; another company’s id is not found', async () => {
    const tarjeta = await informe(`informes/ventas?from=2026-03-10&to=2026-03-12&id_forma_pago=${c.tarjeta}`);
    expect(tarjeta.data.map((f) => f.id)).toEqual([ids.b]);
    const norte = await informe(`informes/ventas?from=2026-03-10&to=2026-03-12&id_sede=${c.otraSede}`);
    expect(norte.totales).toMatchObject({ filas: 0, total: '0.00' });
    const cajero = await informe(`informes/ventas?from=2026-03-10&to=2026-03-12&id_usuario=${e.usuarioId}`);
    expect(cajero.total).toBe(3);
    const otra = await crearEmpresaDePrueba(t);
    for (const filtro of [`id_usuario=${otra.usuarioId}`, 'id_sede=999999', 'id_forma_pago=999999']) {
      const r = await get(t, e, `informes/ventas?from=2026-03-10&${filtro}`);
      expect(r.statusCode, filtro).toBe(404);
    }
    // The other company sees none of these sales.
    expect((await informe('informes/ventas?from=2026-03-10&to=2026-03-12', otra)).total).toBe(0);
  });

  it('answers the spec’s date messages', async () => {
    const sinInicio = await get(t, e, 'informes/ventas?to=2026-03-10');
    expect(sinInicio.statusCode).toBe(422);
    expect(sinInicio.json().data.errors.from).toEqual([M.fechaInicio]);
    const alReves = await get(t, e, 'informes/ventas?from=2026-03-12&to=2026-03-10');
    expect(alReves.statusCode).toBe(422);
    expect(alReves.json().data.errors.to).toEqual([M.fechaFin]);
    const mal = await get(t, e, 'informes/ventas?from=12/03/2026');
    expect(mal.json().data.errors.from).toEqual([M.formatoFecha]);
  });

  it('exports the grid’s rows and totals as an .xlsx', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/informes/ventas?from=2026-03-10&to=2026-03-12&action=export',
      headers: e.auth,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.headers['content-disposition']).toContain('informeVentas-2026-03-10-2026-03-12.xlsx');
    const hoja = read(r.rawPayload, { cellDates: true }).Sheets['Informe de ventas'];
    const filas = utils.sheet_to_json<unknown[]>(hoja, { header: 1, raw: true, defval: null });
    expect(String(filas[0][0])).toContain('Informe de ventas · 2026-03-10 a 2026-03-12');
    expect(filas[3].slice(0, 3)).toEqual(['Número', 'Fecha', 'Sede']);
    const grid = await informe('informes/ventas?from=2026-03-10&to=2026-03-12&rowsPerPage=-1');
    const cuerpo = filas.slice(4, 4 + grid.data.length);
    expect(cuerpo.map((f) => f[0])).toEqual(grid.data.map((f) => f.numero));
    // Money as numbers, the instant as the Bogotá wall clock.
    expect(cuerpo.map((f) => f[10])).toEqual(grid.data.map((f) => Number(f.total)));
    expect((cuerpo[1][1] as Date).toISOString()).toBe('2026-03-10T23:30:00.000Z');
    expect(filas[4 + grid.data.length]).toEqual(expect.arrayContaining(['Total (3)', 49400.5, 3240]));
  });

  it('exports every row of a range larger than the export’s chunks, with the day sums’ totals', async () => {
    // 4.321 copies of sale A over three April days (written straight: the fixture, not the sale flow, is tested).
    const n = 4321;
    await t.database.db.execute(sql`
      insert into ventas (empresa_id, id_sede, id_cuadre_caja, numero, tipo, id_nit, subtotal, descuento, base,
        impuesto, total, propina, estado, idempotencia, id_usuario, created_at)
      select v.empresa_id, v.id_sede, v.id_cuadre_caja, 100000 + g, v.tipo, v.id_nit, v.subtotal, v.descuento,
        v.base, v.impuesto, v.total, v.propina, 'pagada', 'lote-' || g, v.id_usuario,
        '2026-04-01T13:00:00Z'::timestamptz + (g % 3) * interval '1 day' + g * interval '1 second'
      from ventas v, generate_series(1, ${n}) g where v.id = ${ids.a}`);
    const rango = 'from=2026-04-01&to=2026-04-03';
    const grid = await informe(`informes/ventas?${rango}&page=1&rowsPerPage=10`);
    expect(grid.total).toBe(n);
    expect(grid.totales).toMatchObject({ filas: n, total: `${32400 * n}.00`, propina: `${3240 * n}.00` });
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/informes/ventas?${rango}&action=export`,
      headers: e.auth,
    });
    expect(r.statusCode, r.body).toBe(200);
    const hoja = read(r.rawPayload, { cellDates: true }).Sheets['Informe de ventas'];
    const filas = utils.sheet_to_json<unknown[]>(hoja, { header: 1, raw: true, defval: null });
    const cuerpo = filas.slice(4, 4 + n);
    expect(new Set(cuerpo.map((f) => f[0]))).toEqual(
      new Set(Array.from({ length: n }, (_, i) => String(100001 + i))),
    );
    expect(cuerpo.every((f) => f[10] === 32400)).toBe(true);
    // Newest first, as the grid: the first row is the grid's first.
    expect(cuerpo[0][0]).toBe(grid.data[0].numero);
    expect(filas[4 + n]).toEqual(expect.arrayContaining([`Total (${n})`, 32400 * n, 3240 * n]));
    expect(filas).toHaveLength(5 + n);
  });

  it('is behind its own module: another report’s tag opens only that report', async () => {
    const contador = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 2, acceso: 'informeGastos' });
    expect((await get(t, contador, 'informes/ventas?from=2026-03-10')).statusCode).toBe(403);
    expect((await get(t, contador, 'informes/gastos?from=2026-03-10')).statusCode).toBe(200);
  });
});

describe('informes/gastos', () => {
  it('sums the registered expenses of the days, the cancelled one out; filters by type and method', async () => {
    const r = await informe('informes/gastos?from=2026-03-10&to=2026-03-12');
    expect(r.data.map((f) => f.concepto)).toEqual(['Gas', 'Hielo']);
    expect(r.totales).toEqual({ filas: 2, subtotal: '60000.00', impuesto: '1900.00', total: '61900.00' });
    expect(r.data[1]).toMatchObject({ fecha: '2026-03-10', tipo_gasto: 'Servicios', forma_pago: 'Efectivo' });
    const efectivo = await informe(
      `informes/gastos?from=2026-03-10&to=2026-03-12&id_forma_pago=${c.efectivo}`,
    );
    expect(efectivo.totales).toMatchObject({ filas: 1, total: '11900.00' });
    const tipo = await informe(`informes/gastos?from=2026-03-11&to=2026-03-12&id_tipo_gasto=${ids.tipo}`);
    expect(tipo.totales).toMatchObject({ filas: 1, total: '50000.00' });
    expect((await get(t, e, 'informes/gastos?from=2026-03-10&id_tipo_gasto=999999')).statusCode).toBe(404);
  });
});
