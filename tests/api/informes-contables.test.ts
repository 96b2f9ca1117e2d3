import { sql } from 'drizzle-orm';
import { read, utils } from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nits as nitsCatalogo, tiposGastos } from '../../common/catalogos';
import {
  informeCompras,
  informeDevolucionesCompras,
  informeDevolucionGastos,
  informeImpuestos,
  informeInventario,
  informeInventarioProductos,
  informePropinas,
  informeUtilidadesCajas,
  informeUtilidadesProductos,
  informeVentasCanceladas,
  MENSAJES_INFORMES as M,
  type Informe as Declaracion,
} from '../../common/informes';
import { crearSede, cuerpoValido } from './catalogos-soporte';
import type { TestApp } from './harness';
import {
  crearAppConEmpresa,
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  filasDe,
  type EmpresaDePrueba,
  type UsuarioDePrueba,
} from './fixtures';
import { borrar, get, post } from './ordenes-soporte';
import { leerInforme, ok } from './informes-soporte';
import { abrirCaja, cobro, montarCaja, type Caja } from './ventas-soporte';

/**
 * Issue 27: the stock, purchases, profit, cancelled and accountant's reports on both engines, against figures
 * computed by hand over one small fixture: two venues, a tip, mixed IVA/INC, a cancelled sale, purchase and
 * expense, a product whose cost changes between two of its sales, and a register closed at 23:30 Bogotá (the
 * next UTC day). Every report: pages from 1 with 10 and -1, filters, another company's ids as not found, the date
 * messages, the export read back cell by cell against the grid, another company seeing nothing.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;
let mesero: UsuarioDePrueba;
const ids: Record<string, number> = {};

const ejecutar = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
const venta = async (sede: number, detalles: object[], pagos: object[], extra: object = {}) =>
  (
    await ok(
      await post(
        t,
        e,
        'ventas/inmediata',
        cobro({ id_sede: sede, detalles, formaPagoValores: pagos, ...extra }),
      ),
    )
  ).id;
const moverVenta = (id: number, instante: string) =>
  ejecutar(sql`update ventas set created_at = ${instante}::timestamptz where id = ${id}`);
/** The cost history's rows of a product, oldest first, each moved to an instant. */
async function moverCostos(producto: number, instantes: string[]) {
  const filas = filasDe(
    await ejecutar(sql`select id from productos_costos where id_producto = ${producto} order by id`),
  );
  expect(filas).toHaveLength(instantes.length);
  for (const [n, f] of filas.entries())
    await ejecutar(sql`update productos_costos set desde = ${instantes[n]}::timestamptz where id = ${f.id}`);
}

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  c = await montarCaja(t, e);
  mesero = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 3, acceso: 'ventas', nombre: 'Mario' });
  ids.platos = (await ok(await post(t, e, 'categorias/categoria', { nombre: 'Platos' }))).id;
  await ejecutar(sql`update productos set id_categoria = ${ids.platos} where id = ${c.p.inc}`);
  // Costs: Bandeja 12.000 until 2026-03-11 00:00 UTC, then 15.000; Agua 2.000 always; Café none.
  await ejecutar(sql`update productos set costo = '12000' where id = ${c.p.inc}`);
  await ejecutar(sql`update productos set costo = '15000' where id = ${c.p.inc}`);
  await moverCostos(c.p.inc, ['-infinity', '2026-03-01T00:00:00Z', '2026-03-11T00:00:00Z']);
  await ejecutar(sql`update productos set costo = '2000' where id = ${c.p.iva19}`);
  await moverCostos(c.p.iva19, ['-infinity', '-infinity']);

  ids.cajaCentro = await abrirCaja(t, e, c.sede, '0');
  ids.cajaNorte = await abrirCaja(t, e, c.otraSede, '0');
  const efectivo = (valor: string) => [{ id_forma_pago: c.efectivo, valor }];
  // A: 2026-03-10 12:00 Bogotá, Bandeja (INC 8 %) 32.400 + tip 3.240, Mario's table. Cost 12.000.
  ids.a = await venta(c.sede, [{ id_producto: c.p.inc, cantidad: 1 }], efectivo('35640'), {
    propina: '3240',
  });
  await moverVenta(ids.a, '2026-03-10T17:00:00Z');
  await ejecutar(sql`update ventas set id_mesero = ${mesero.usuarioId} where id = ${ids.a}`);
  // B: 2026-03-10 23:30 Bogotá (the 11th in UTC), Agua (IVA 19 %) × 2 by card: 10.000. Cost 4.000.
  ids.b = await venta(
    c.sede,
    [{ id_producto: c.p.iva19, cantidad: 2 }],
    [{ id_forma_pago: c.tarjeta, valor: '10000' }],
  );
  await moverVenta(ids.b, '2026-03-11T04:30:00Z');
  // C: 2026-03-11 09:00 Bogotá, Pan (excluded) 3.000, cancelled at 10:00 Bogotá.
  ids.c = await venta(c.sede, [{ id_producto: c.p.excluido, cantidad: 1 }], efectivo('3000'));
  await moverVenta(ids.c, '2026-03-11T14:00:00Z');
  await ok(await post(t, e, 'ventas/venta/cancelar', { id_venta: ids.c, motivo: 'Error' }));
  await ejecutar(sql`update ventas set cancelada_at = '2026-03-11T15:00:00Z' where id = ${ids.c}`);
  // D: Norte, 2026-03-12 10:00 Bogotá, Café (IVA 5 %) 7.000,50: base 6.667,14 + IVA 333,36. No cost.
  ids.d = await venta(c.otraSede, [{ id_producto: c.p.iva5, cantidad: 1 }], efectivo('7000.50'));
  await moverVenta(ids.d, '2026-03-12T15:00:00Z');
  // E: 2026-03-12 09:00 Bogotá, Bandeja again: now at cost 15.000.
  ids.e = await venta(c.sede, [{ id_producto: c.p.inc, cantidad: 1 }], efectivo('32400'));
  await moverVenta(ids.e, '2026-03-12T14:00:00Z');

  // Expenses: Hielo 10.000 + 1.900 in cash (the Centro register's), and one cancelled.
  ids.tipo = (await ok(await post(t, e, tiposGastos.api.item, { nombre: 'Servicios' }))).id;
  const gasto = (fecha: string, concepto: string, subtotal: string, impuesto: string) =>
    post(t, e, 'gastos/gasto', {
      id_forma_pago: c.efectivo,
      fecha,
      id_tipo_gasto: ids.tipo,
      concepto_gasto: concepto,
      subtotal,
      impuesto,
      id_sede: c.sede,
    });
  await ok(await gasto('2026-03-10', 'Hielo', '10000', '1900'));
  ids.gastoAnulado = (await ok(await gasto('2026-03-11', 'Repetido', '999', '0'))).id;
  await ok(await borrar(t, e, `gastos/gasto/${ids.gastoAnulado}?motivo=Doble`));
  await ejecutar(sql`update gastos set anulado_at = '2026-03-11T20:00:00Z' where id = ${ids.gastoAnulado}`);

  // Purchases of Gaseosa (5 in stock, no cost): 10 at 1.000 + IVA 19 %; 5 at 1.200 by card, cancelled.
  ids.proveedor = (
    await ok(
      await post(t, e, nitsCatalogo.api.item, {
        ...cuerpoValido(nitsCatalogo, 1, c.sede),
        tipo_proveedor_cliente: 'proveedor',
      }),
    )
  ).id;
  const compra = (fecha: string, cantidad: string, costo: string, iva: string, forma: number) =>
    post(t, e, 'compras/compra', {
      idempotencia: `${fecha}-${cantidad}`,
      id_nit: ids.proveedor,
      numero_factura_proveedor: `FV-${cantidad}`,
      fecha,
      id_forma_pago: forma,
      id_sede: c.sede,
      detalle_compra: [
        { id_producto: c.p.gaseosa, cantidad, costo_unitario: costo, descuento: '0', porcentaje_iva: iva },
      ],
    });
  ids.compra = (await ok(await compra('2026-03-10', '10', '1000', '19', c.efectivo))).id;
  ids.compraAnulada = (await ok(await compra('2026-03-11', '5', '1200', '0', c.tarjeta))).id;
  await ok(await borrar(t, e, `compras/compra/${ids.compraAnulada}?motivo=Duplicada`));
  await ejecutar(sql`update compras set anulada_at = '2026-03-11T16:00:00Z' where id = ${ids.compraAnulada}`);
  // Gaseosa's ledger (initial 5, +10, +5, −5) and costs (none, 1.000, 1.050, 1.000) at their instants.
  const movimientos = filasDe(
    await ejecutar(sql`select id from inventario_movimientos where id_producto = ${c.p.gaseosa} order by id`),
  );
  const instantes = [
    '2026-03-01T12:00:00Z',
    '2026-03-10T15:00:00Z',
    '2026-03-11T15:00:00Z',
    '2026-03-11T16:00:00Z',
  ];
  expect(movimientos).toHaveLength(4);
  for (const [n, m] of movimientos.entries())
    await ejecutar(
      sql`update inventario_movimientos set created_at = ${instantes[n]}::timestamptz where id = ${m.id}`,
    );
  await moverCostos(c.p.gaseosa, ['-infinity', ...instantes.slice(1)]);
  await ejecutar(sql`update productos set inventario_minimo = '20' where id = ${c.p.gaseosa}`);

  // Both registers closed: Centro 2026-03-12 18:00 Bogotá, Norte 23:30 Bogotá (2026-03-13 in UTC).
  for (const [caja, cierre] of [
    [ids.cajaCentro, '2026-03-12T23:00:00Z'],
    [ids.cajaNorte, '2026-03-13T04:30:00Z'],
  ] as const) {
    await ok(
      await post(t, e, `cuadresCaja/cuadreCaja/${caja}`, {
        cerrar_caja: true,
        formaPagoValores: [
          { id_forma_pago: c.efectivo, valor: '0' },
          { id_forma_pago: c.tarjeta, valor: '0' },
        ],
      }),
    );
    await ejecutar(sql`update cuadres_caja set cerrada_at = ${cierre}::timestamptz where id = ${caja}`);
  }
});
afterAll(() => t.close());

const informe = (url: string, quien: { auth: Record<string, string> } = e) => leerInforme(t, quien, url);
const RANGO = 'from=2026-03-10&to=2026-03-12';

describe('the cost history', () => {
  it('keeps each cost a product had, written by the database whenever productos.costo changes', async () => {
    const filas = filasDe(
      await ejecutar(sql`select costo from productos_costos where id_producto = ${c.p.gaseosa} order by id`),
    );
    expect(filas.map((f) => f.costo)).toEqual([null, '1000.00', '1050.00', '1000.00']);
  });
});

describe('informes/utilidades/productos', () => {
  it('prices each sale at the weighted cost in force at its instant; the cancelled sale is out', async () => {
    const r = await informe(`informes/utilidades/productos?${RANGO}`);
    // Bandeja: 30.000 at cost 12.000 (the 10th) and 30.000 at 15.000 (the 12th).
    expect(r.data.map((f) => [f.producto, f.unidades, f.ventas, f.costo, f.utilidad])).toEqual([
      ['Bandeja paisa', '2.000', '60000.00', '27000.00', '33000.00'],
      ['Café en grano', '1.000', '6667.14', '0.00', '6667.14'],
      ['Agua en botella', '2.000', '8403.36', '4000.00', '4403.36'],
    ]);
    expect(r.totales).toEqual({ filas: 3, ventas: '75070.50', costo: '31000.00', utilidad: '44070.50' });
    const platos = await informe(`informes/utilidades/productos?${RANGO}&id_categoria=${ids.platos}`);
    expect(platos.data.map((f) => f.producto)).toEqual(['Bandeja paisa']);
    const norte = await informe(`informes/utilidades/productos?${RANGO}&id_sede=${c.otraSede}`);
    expect(norte.totales).toMatchObject({ filas: 1, ventas: '6667.14' });
    // The 10th in Bogotá holds B (23:30, the 11th in UTC).
    const dia10 = await informe('informes/utilidades/productos?from=2026-03-10&to=2026-03-10');
    expect(dia10.totales).toMatchObject({ filas: 2, ventas: '38403.36', costo: '16000.00' });
  });
});

describe('informes/caja/utilidades', () => {
  it('per register closed in the Bogotá days: sales before tax, their cost, its expenses, the profit', async () => {
    const r = await informe(`informes/caja/utilidades?${RANGO}`);
    expect(r.data.map((f) => [f.caja, f.cantidad_ventas, f.ventas, f.costo, f.gastos, f.utilidad])).toEqual([
      [ids.cajaNorte, 1, '6667.14', '0.00', '0.00', '6667.14'],
      [ids.cajaCentro, 3, '68403.36', '31000.00', '11900.00', '25503.36'],
    ]);
    expect(r.totales).toEqual({
      filas: 2,
      ventas: '75070.50',
      costo: '31000.00',
      gastos: '11900.00',
      utilidad: '32170.50',
    });
    // Norte closed at 23:30 Bogotá on the 12th: that day's, not the 13th's.
    expect((await informe('informes/caja/utilidades?from=2026-03-13&to=2026-03-13')).total).toBe(0);
    const norte = await informe(`informes/caja/utilidades?${RANGO}&id_sede=${c.otraSede}`);
    expect(norte.data.map((f) => f.caja)).toEqual([ids.cajaNorte]);
  });
});

describe('informes/impuestos', () => {
  it('sums base and tax per month, venue, tax and rate, the cancelled sale subtracted', async () => {
    const r = await informe(`informes/impuestos?${RANGO}`);
    expect(
      r.data.map((f) => [
        f.periodo,
        f.sede,
        f.impuesto_tipo,
        f.tarifa,
        f.base_vendida,
        f.impuesto_vendido,
        f.base_anulada,
        f.base,
        f.impuesto,
      ]),
    ).toEqual([
      ['2026-03', 'Centro', 'EXCLUIDO', '0.00', '3000.00', '0.00', '3000.00', '0.00', '0.00'],
      ['2026-03', 'Centro', 'INC', '8.00', '60000.00', '4800.00', '0.00', '60000.00', '4800.00'],
      ['2026-03', 'Centro', 'IVA', '19.00', '8403.36', '1596.64', '0.00', '8403.36', '1596.64'],
      ['2026-03', 'Norte', 'IVA', '5.00', '6667.14', '333.36', '0.00', '6667.14', '333.36'],
    ]);
    expect(r.totales).toEqual({
      filas: 4,
      base_vendida: '78070.50',
      impuesto_vendido: '6730.00',
      base_anulada: '3000.00',
      impuesto_anulado: '0.00',
      base: '75070.50',
      impuesto: '6730.00',
    });
    // The net base is what the profit reports sold.
    expect(r.totales.base).toBe((await informe(`informes/utilidades/productos?${RANGO}`)).totales.ventas);
    // A cancellation counts in its own days: the 11th holds C's cancellation and C's sale.
    const dia11 = await informe('informes/impuestos?from=2026-03-11&to=2026-03-11');
    expect(dia11.totales).toMatchObject({ base_vendida: '3000.00', base_anulada: '3000.00', base: '0.00' });
  });
});

describe('informes/propinas', () => {
  it('per month and waiter (a counter sale’s cashier), paid sales only', async () => {
    const r = await informe(`informes/propinas?${RANGO}`);
    expect(r.data.map((f) => [f.periodo, f.mesero, f.ventas, f.total_ventas, f.propinas])).toEqual([
      ['2026-03', 'Prueba Fixture', 3, '49400.50', '0.00'],
      ['2026-03', 'Mario Fixture', 1, '32400.00', '3240.00'],
    ]);
    expect(r.totales).toEqual({ filas: 2, total_ventas: '81800.50', propinas: '3240.00' });
    const suyo = await informe(`informes/propinas?${RANGO}&id_usuario=${mesero.usuarioId}`);
    expect(suyo.totales).toMatchObject({ filas: 1, propinas: '3240.00' });
  });
});

describe('informes/ventas/canceladas', () => {
  it('lists the sales cancelled in the days', async () => {
    const r = await informe(`informes/ventas/canceladas?${RANGO}`);
    expect(r.data.map((f) => [f.id, f.motivo, f.cancelada_por])).toEqual([
      [ids.c, 'Error', 'Prueba Fixture'],
    ]);
    expect(r.totales).toEqual({
      filas: 1,
      base: '3000.00',
      impuesto: '0.00',
      total: '3000.00',
      propina: '0.00',
    });
    expect((await informe(`informes/ventas/canceladas?${RANGO}&id_sede=${c.otraSede}`)).total).toBe(0);
  });
});

describe('informes/compras and its cancelled purchases', () => {
  it('sums the registered purchases; the cancelled one is in its own report with the spec’s total', async () => {
    const r = await informe(`informes/compras?${RANGO}`);
    expect(r.data.map((f) => [f.fecha, f.numero_factura, f.estado_pago])).toEqual([
      ['2026-03-10', 'FV-10', 'Pagada'],
    ]);
    expect(r.totales).toEqual({
      filas: 1,
      subtotal: '10000.00',
      descuento: '0.00',
      iva: '1900.00',
      total: '11900.00',
    });
    expect((await informe(`informes/compras?${RANGO}&id_forma_pago=${c.tarjeta}`)).total).toBe(0);
    const anuladas = await informe(`informes/compras/devoluciones?${RANGO}&type=refundShopping&page=0`);
    expect(anuladas.data.map((f) => [f.id, f.motivo])).toEqual([[ids.compraAnulada, 'Duplicada']]);
    expect(anuladas.totalShopingReports).toBe('6000.00');
    expect(anuladas.totales).toMatchObject({ filas: 1, total: '6000.00' });
    const otroTipo = await get(t, e, `informes/compras/devoluciones?${RANGO}&type=refundOutgoing`);
    expect(otroTipo.statusCode).toBe(422);
  });

  it('the cancelled expenses, with the spec’s total', async () => {
    const r = await informe(`informes/gastos/devoluciones?${RANGO}&type=refundOutgoing`);
    expect(r.data.map((f) => [f.id, f.concepto, f.motivo])).toEqual([
      [ids.gastoAnulado, 'Repetido', 'Doble'],
    ]);
    expect(r.totalOutgoingsReports).toBe('999.00');
    expect((await informe('informes/gastos/devoluciones?from=2026-03-12')).total).toBe(0);
  });

  it('only roles 0 and 1 open the cancelled purchases and expenses, whatever their tags (spec §6)', async () => {
    const contador = await crearUsuarioDePrueba(t, e.empresaId, {
      idRol: 5,
      acceso: 'informeDevolucionesCompras,informeDevolucionGastos,informeCompras',
    });
    expect((await get(t, contador, `informes/compras/devoluciones?${RANGO}`)).statusCode).toBe(403);
    expect((await get(t, contador, `informes/gastos/devoluciones?${RANGO}`)).statusCode).toBe(403);
    expect((await get(t, contador, `informes/compras?${RANGO}`)).statusCode).toBe(200);
    const admin = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 1, acceso: '*' });
    expect((await get(t, admin, `informes/compras/devoluciones?${RANGO}`)).statusCode).toBe(200);
  });

  it("lists a filter's options to a role that reads a report filtered by them, and nothing more of the resource", async () => {
    const contador = await crearUsuarioDePrueba(t, e.empresaId, {
      idRol: 5,
      acceso: 'informes,informeVentas,informeInventario,informeUtilidadesProductos,informeCompras',
    });
    for (const ruta of ['formasPago', 'responsables', 'categorias', 'productos', 'nits'])
      expect((await get(t, contador, `${ruta}?page=1&rowsPerPage=-1`)).statusCode, ruta).toBe(200);
    // The catalogue's records and writes stay behind its module.
    expect((await get(t, contador, `formasPago/formaPago/${c.efectivo}`)).statusCode).toBe(403);
    expect((await post(t, contador, 'formasPago/formaPago', { nombre: 'Bono' })).statusCode).toBe(403);
    // Without a report filtered by them, the lists stay closed.
    const otro = await crearUsuarioDePrueba(t, e.empresaId, {
      idRol: 5,
      acceso: 'informes,informeImpuestos',
    });
    for (const ruta of ['formasPago', 'responsables', 'productos'])
      expect((await get(t, otro, `${ruta}?page=1&rowsPerPage=-1`)).statusCode, ruta).toBe(403);
  });
});

describe('informes/inventario/movimiento and informes/producto/inventario', () => {
  it('lists the ledger’s movements of the days, newest first, with their filters', async () => {
    const r = await informe(`informes/inventario/movimiento?${RANGO}`);
    expect(r.data.map((f) => [f.tipo, f.cantidad, f.saldo])).toEqual([
      ['Compra anulada', '-5.000', '15.000'],
      ['Compra', '5.000', '20.000'],
      ['Compra', '10.000', '15.000'],
    ]);
    expect(r.totales).toEqual({ filas: 3 });
    expect((await informe(`informes/inventario/movimiento?${RANGO}&id_producto=${c.p.gaseosa}`)).total).toBe(
      3,
    );
    expect((await informe(`informes/inventario/movimiento?${RANGO}&id_categoria=${ids.platos}`)).total).toBe(
      0,
    );
    expect((await informe(`informes/inventario/movimiento?${RANGO}&id_sede=${c.otraSede}`)).total).toBe(0);
  });

  it('gives each product’s stock over the days, valued at the cost in force at the end, and its minimum', async () => {
    const r = await informe(`informes/producto/inventario?${RANGO}`);
    expect(r.data).toEqual([
      expect.objectContaining({
        producto: 'Gaseosa',
        inicial: '5.000',
        entradas: '15.000',
        salidas: '5.000',
        existencia: '15.000',
        minimo: '20.000',
        bajo_minimo: true,
        costo: '1000.00',
        valor: '15000.00',
      }),
    ]);
    expect(r.totales).toEqual({ filas: 1, valor: '15000.00' });
    // At the end of the 11th at 15:30 UTC… the end of the 10th: 15 in stock at 1.000.
    const dia10 = await informe('informes/producto/inventario?from=2026-03-10&to=2026-03-10');
    expect(dia10.data[0]).toMatchObject({ inicial: '5.000', entradas: '10.000', existencia: '15.000' });
    // Before anything entered: only the initial 5, at no cost yet.
    const antes = await informe('informes/producto/inventario?from=2026-03-02&to=2026-03-02');
    expect(antes.data[0]).toMatchObject({ existencia: '5.000', costo: '0.00', valor: '0.00' });
    expect(
      (await informe(`informes/producto/inventario?${RANGO}&id_sede=${c.otraSede}`)).data[0],
    ).toMatchObject({
      existencia: '0.000',
    });
  });
});

const TODOS: Declaracion[] = [
  informeInventario,
  informeInventarioProductos,
  informeCompras,
  informeUtilidadesCajas,
  informeUtilidadesProductos,
  informeVentasCanceladas,
  informeDevolucionesCompras,
  informeDevolucionGastos,
  informeImpuestos,
  informePropinas,
];

/** A grid's cell as the export writes it. */
function comoCelda(tipo: string, valor: unknown) {
  if (valor === null || valor === '') return null;
  if (tipo === 'dinero' || tipo === 'cantidad' || tipo === 'entero') return Number(valor);
  if (tipo === 'booleano') return valor ? 'Sí' : 'No';
  if (tipo === 'fecha') return new Date(`${String(valor)}T00:00:00Z`).toISOString();
  if (tipo === 'instante') return 'instante';
  return valor;
}

describe.each(TODOS)('$ruta', (declaracion) => {
  const url = (consulta: string) => `informes/${declaracion.ruta.slice('informes/'.length)}?${consulta}`;

  it('pages from 1 with 10 or -1, the totals the same on every page', async () => {
    const todas = await informe(url(`${RANGO}&rowsPerPage=-1`));
    expect(todas.data.length).toBeGreaterThan(0);
    expect([todas.per_page, todas.total]).toEqual([todas.data.length, todas.data.length]);
    const diez = await informe(url(`${RANGO}&rowsPerPage=10`));
    expect([diez.per_page, diez.last_page, diez.data]).toEqual([10, 1, todas.data]);
    const uno = await informe(url(`${RANGO}&rowsPerPage=1&page=${todas.total}`));
    expect(uno.data).toEqual([todas.data.at(-1)]);
    expect(uno.totales).toEqual(todas.totales);
  });

  it('answers the spec’s date messages and 404 for a filter that is not the company’s', async () => {
    const sinInicio = await get(t, e, url('to=2026-03-10'));
    expect(sinInicio.json().data.errors.from).toEqual([M.fechaInicio]);
    const alReves = await get(t, e, url('from=2026-03-12&to=2026-03-10'));
    expect([alReves.statusCode, alReves.json().data.errors.to]).toEqual([422, [M.fechaFin]]);
    const otra = await crearEmpresaDePrueba(t);
    const ajena = await crearSede(t, otra, 'Ajena');
    for (const f of declaracion.filtros) {
      const id = f.campo === 'id_sede' ? ajena : 999_999;
      expect((await get(t, e, url(`${RANGO}&${f.campo}=${id}`))).statusCode, f.campo).toBe(404);
    }
    // The other company sees none of these rows.
    expect((await informe(url(RANGO), otra)).total).toBe(0);
  });

  it('exports the grid’s rows and totals cell by cell', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/${url(`${RANGO}&action=export`)}`,
      headers: e.auth,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-disposition']).toContain(`${declaracion.modulo}-2026-03-10-2026-03-12.xlsx`);
    const hoja = read(r.rawPayload, { cellDates: true }).Sheets[declaracion.titulo.es.slice(0, 31)];
    const filas = utils.sheet_to_json<unknown[]>(hoja, { header: 1, raw: true, defval: null });
    expect(filas[3]).toEqual(declaracion.columnas.map((col) => col.titulo.es));
    const grid = await informe(url(`${RANGO}&rowsPerPage=-1`));
    const celda = (tipo: string, v: unknown) =>
      v instanceof Date ? (tipo === 'instante' ? 'instante' : v.toISOString()) : v === '' ? null : v;
    expect(
      filas
        .slice(4, 4 + grid.data.length)
        .map((f) => declaracion.columnas.map((col, i) => celda(col.tipo, f[i]))),
    ).toEqual(grid.data.map((g) => declaracion.columnas.map((col) => comoCelda(col.tipo, g[col.campo]))));
    const totales = filas[4 + grid.data.length];
    expect(totales[0]).toBe(`Total (${grid.total})`);
    for (const [i, col] of declaracion.columnas.entries())
      if (col.total) expect(totales[i], col.campo).toBe(Number(grid.totales[col.campo]));
  });
});
