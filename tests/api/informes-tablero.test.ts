import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mesas, nits, tiposGastos } from '../../common/catalogos';
import { MENSAJES_INFORMES as M } from '../../common/informes';
import type { TestApp } from './harness';
import {
  crearAppConEmpresa,
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  filasDe,
  type EmpresaDePrueba,
} from './fixtures';
import { cuerpoValido } from './catalogos-soporte';
import { compra, type Bodega } from './compras-soporte';
import { borrar, get, pedido, post } from './ordenes-soporte';
import { abrirCaja, cobro, montarCaja, type Caja } from './ventas-soporte';

/**
 * Issue 27: the owner's dashboard calls (spec §7 'Reports') on both engines, against figures computed by hand from a
 * small fixture: Bogotá days (a sale at 23:30 Bogotá is the next UTC day; one on 28 February at 23:30 is February's),
 * a cancelled sale, expense and purchase that count nowhere, best sellers in their order, the open register and
 * order, and another company that sees none of it. The reference day is 2026-03-12 unless a test says otherwise.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;
const ids: Record<string, number> = {};

const ok = async (r: { statusCode: number; body: string; json: () => { data: unknown } }) => {
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as Record<string, unknown> & { id: number };
};
const venta = async (detalles: object[], pagos: object[], extra: object = {}) =>
  ok(
    await post(
      t,
      e,
      'ventas/inmediata',
      cobro({ id_sede: c.sede, detalles, formaPagoValores: pagos, ...extra }),
    ),
  );
/** A counter sale moved to an instant (a sale's own time is now). */
const ventaEn = async (instante: string, detalles: object[], pagos: object[], extra: object = {}) => {
  const { id } = await venta(detalles, pagos, extra);
  await t.database.db.execute(sql`update ventas set created_at = ${instante}::timestamptz where id = ${id}`);
  return id;
};
const leer = async <T = Record<string, unknown>>(ruta: string, quien: { auth: Record<string, string> } = e) =>
  (await ok(await get(t, quien, ruta))) as unknown as T;

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  c = await montarCaja(t, e);
  await abrirCaja(t, e, c.sede, '0');
  const efectivo = (valor: string) => [{ id_forma_pago: c.efectivo, valor }];
  // G: 2026-02-28 23:30 Bogotá (2026-03-01 04:30 UTC): February's. Bandeja 32.400.
  ids.g = await ventaEn('2026-03-01T04:30:00Z', [{ id_producto: c.p.inc, cantidad: 1 }], efectivo('32400'));
  // F: 2026-03-05 22:00 Bogotá, Pan × 2: 6.000.
  ids.f = await ventaEn(
    '2026-03-06T03:00:00Z',
    [{ id_producto: c.p.excluido, cantidad: 2 }],
    efectivo('6000'),
  );
  // E: 2026-03-06 08:00 Bogotá, Agua × 3: 15.000 (the first of the seven days to 2026-03-12).
  ids.e = await ventaEn('2026-03-06T13:00:00Z', [{ id_producto: c.p.iva19, cantidad: 3 }], efectivo('15000'));
  // A: 2026-03-10 12:00 Bogotá, Bandeja 32.400 with a 3.240 tip.
  ids.a = await ventaEn('2026-03-10T17:00:00Z', [{ id_producto: c.p.inc, cantidad: 1 }], efectivo('35640'), {
    propina: '3240',
  });
  // B: 2026-03-10 23:30 Bogotá (2026-03-11 04:30 UTC), Agua × 2 by card: 10.000.
  ids.b = await ventaEn(
    '2026-03-11T04:30:00Z',
    [{ id_producto: c.p.iva19, cantidad: 2 }],
    [{ id_forma_pago: c.tarjeta, valor: '10000' }],
  );
  // C: 2026-03-11 09:00 Bogotá, Pan × 4 (12.000), cancelled: counted would make Pan the best seller.
  ids.c = await ventaEn(
    '2026-03-11T14:00:00Z',
    [{ id_producto: c.p.excluido, cantidad: 4 }],
    efectivo('12000'),
  );
  await ok(await post(t, e, 'ventas/venta/cancelar', { id_venta: ids.c, motivo: 'Error' }));
  // D: 2026-03-12 10:00 Bogotá, Café 7.000,50.
  ids.d = await ventaEn(
    '2026-03-12T15:00:00Z',
    [{ id_producto: c.p.iva5, cantidad: 1 }],
    efectivo('7000.50'),
  );

  // Expenses: 2026-02-15 gas 50.000; 2026-03-10 ice 10.000 + 1.900 IVA; a cancelled one in March.
  const tipo = (await ok(await post(t, e, tiposGastos.api.item, { nombre: 'Servicios' }))).id;
  const gasto = async (fecha: string, concepto: string, subtotal: string, impuesto: string) =>
    ok(
      await post(t, e, 'gastos/gasto', {
        id_forma_pago: c.tarjeta,
        fecha,
        id_tipo_gasto: tipo,
        concepto_gasto: concepto,
        subtotal,
        impuesto,
        id_sede: c.sede,
      }),
    );
  await gasto('2026-02-15', 'Gas', '50000', '0');
  await gasto('2026-03-10', 'Hielo', '10000', '1900');
  const anulado = await gasto('2026-03-11', 'Repetido', '999', '0');
  await ok(await borrar(t, e, `gastos/gasto/${anulado.id}?motivo=Doble`));

  // Purchases: 2026-03-11 10 gaseosas at 1.500 (15.000); a cancelled one the same day.
  const proveedor = (
    await ok(
      await post(t, e, nits.api.item, {
        ...cuerpoValido(nits, 1, c.sede),
        tipo_proveedor_cliente: 'proveedor',
      }),
    )
  ).id;
  const bodega = { proveedor, efectivo: c.tarjeta, sede: c.sede } as Bodega;
  const comprar = async (costo: string) =>
    ok(
      await post(
        t,
        e,
        'compras/compra',
        compra(bodega, {
          fecha: '2026-03-11',
          detalle_compra: [{ id_producto: c.p.gaseosa, cantidad: '10', costo_unitario: costo }],
        }),
      ),
    );
  await comprar('1500');
  const anulada = await comprar('9999');
  await ok(await borrar(t, e, `compras/compra/${anulada.id}?motivo=Error`));

  // An open order on a table: Bandeja + Agua × 2 = 42.400.
  const mesa = (await ok(await post(t, e, mesas.api.item, { nombre: 'Mesa 1', id_sede: c.sede }))).id;
  ids.orden = (
    await ok(
      await post(
        t,
        e,
        'ordenes/orden',
        pedido({
          id_mesa: mesa,
          comensales: 2,
          detalles: [
            { id_producto: c.p.inc, cantidad: 1 },
            { id_producto: c.p.iva19, cantidad: 2 },
          ],
        }),
      ),
    )
  ).id;
});
afterAll(() => t.close());

const dia = (fecha: string, ventas: number, total: string) => ({ fecha, ventas, total });

describe('the sales per day', () => {
  it('ventasDias: every day of the month, the 23:30 sale on its Bogotá day, the cancelled one out', async () => {
    const r = await leer<{ mes: string; dias: unknown[]; ventas: number; total: string }>(
      'informes/ventasDias?fecha=2026-03-12',
    );
    expect(r.mes).toBe('2026-03');
    expect(r.dias).toHaveLength(31);
    expect(r.dias[0]).toEqual(dia('2026-03-01', 0, '0.00'));
    expect(r.dias.slice(4, 6)).toEqual([dia('2026-03-05', 1, '6000.00'), dia('2026-03-06', 1, '15000.00')]);
    expect(r.dias.slice(9, 12)).toEqual([
      dia('2026-03-10', 2, '42400.00'),
      dia('2026-03-11', 0, '0.00'),
      dia('2026-03-12', 1, '7000.50'),
    ]);
    expect([r.ventas, r.total]).toEqual([5, '70400.50']);
    const febrero = await leer<{ dias: unknown[]; total: string }>('informes/ventasDias?fecha=2026-02-01');
    expect(febrero.dias).toHaveLength(28);
    expect(febrero.dias[27]).toEqual(dia('2026-02-28', 1, '32400.00'));
    expect(febrero.total).toBe('32400.00');
  });

  it('facturadoSieteDias: the seven days that end on the reference day', async () => {
    const r = await leer('informes/facturadoSieteDias?fecha=2026-03-12');
    expect(r).toEqual({
      desde: '2026-03-06',
      hasta: '2026-03-12',
      dias: [
        dia('2026-03-06', 1, '15000.00'),
        dia('2026-03-07', 0, '0.00'),
        dia('2026-03-08', 0, '0.00'),
        dia('2026-03-09', 0, '0.00'),
        dia('2026-03-10', 2, '42400.00'),
        dia('2026-03-11', 0, '0.00'),
        dia('2026-03-12', 1, '7000.50'),
      ],
      ventas: 4,
      total: '64400.50',
    });
  });

  it('takes today in Bogotá by the database’s clock when no day is given', async () => {
    const [{ hoy }] = filasDe(
      await t.database.db.execute(
        sql`select to_char((now() at time zone 'America/Bogota')::date, 'YYYY-MM-DD') as hoy`,
      ),
    ) as { hoy: string }[];
    const r = await leer<{ hasta: string }>('informes/facturadoSieteDias');
    expect(r.hasta).toBe(hoy);
    expect(await leer('informes/ventasDias')).toEqual(await leer(`informes/ventasDias?fecha=${hoy}`));
  });

  it('refuses a day not written YYYY-MM-DD with the reports’ message', async () => {
    const r = await get(t, e, 'informes/ventasDias?fecha=12/03/2026');
    expect(r.statusCode).toBe(422);
    expect(r.json().data.errors.fecha).toEqual([M.formatoFecha]);
  });
});

describe('money in and out', () => {
  it('ventasEgresos: six months to the reference day’s, cancelled expenses and purchases out', async () => {
    const r = await leer<{ meses: Record<string, string>[] }>('informes/ventasEgresos?fecha=2026-03-12');
    expect(r.meses.map((m) => m.mes)).toEqual([
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(r.meses[0]).toEqual({
      mes: '2025-10',
      ventas: '0.00',
      gastos: '0.00',
      compras: '0.00',
      egresos: '0.00',
    });
    expect(r.meses[4]).toEqual({
      mes: '2026-02',
      ventas: '32400.00',
      gastos: '50000.00',
      compras: '0.00',
      egresos: '50000.00',
    });
    expect(r.meses[5]).toEqual({
      mes: '2026-03',
      ventas: '70400.50',
      gastos: '11900.00',
      compras: '15000.00',
      egresos: '26900.00',
    });
  });

  it('utilidades: the month’s sales less its purchases and expenses', async () => {
    expect(await leer('informes/utilidades?fecha=2026-03-12')).toEqual({
      mes: '2026-03',
      ventas: '70400.50',
      compras: '15000.00',
      gastos: '11900.00',
      utilidad: '43500.50',
    });
    expect(await leer('informes/utilidades?fecha=2026-02-10')).toMatchObject({ utilidad: '-17600.00' });
  });
});

describe('the month’s figures and the latest documents', () => {
  it('masVendidos: by quantity, then amount; the cancelled Pan × 4 counts nowhere', async () => {
    const r = await leer<{ mes: string; productos: unknown[] }>('informes/masVendidos?fecha=2026-03-12');
    expect(r.mes).toBe('2026-03');
    expect(r.productos).toEqual([
      { id_producto: c.p.iva19, nombre: 'Agua en botella', cantidad: '5.000', total: '25000.00' },
      { id_producto: c.p.excluido, nombre: 'Pan', cantidad: '2.000', total: '6000.00' },
      { id_producto: c.p.inc, nombre: 'Bandeja paisa', cantidad: '1.000', total: '32400.00' },
      { id_producto: c.p.iva5, nombre: 'Café en grano', cantidad: '1.000', total: '7000.50' },
    ]);
  });

  it('totales/sumatorias: the month summed, the average ticket to the centavo, the cancellation apart', async () => {
    expect(await leer('informes/totales/sumatorias?fecha=2026-03-12')).toEqual({
      mes: '2026-03',
      ventas: 5,
      total: '70400.50',
      // Bandeja 30.000 + 2.400 INC; Agua × 2 8.403,36 + 1.596,64; Café 6.667,14 + 333,36; Agua × 3 12.605,04 +
      // 2.394,96; Pan 6.000 excluded.
      base: '63675.54',
      impuesto: '6724.96',
      descuento: '0.00',
      propinas: '3240.00',
      ticket_promedio: '14080.10',
      canceladas: 1,
      total_canceladas: '12000.00',
    });
  });

  it('caja/ordnes/ventas: the day’s sales, and the register and order open now', async () => {
    expect(await leer('informes/caja/ordnes/ventas?fecha=2026-03-10')).toEqual({
      fecha: '2026-03-10',
      cajas_abiertas: 1,
      ordenes_activas: 1,
      ordenes_total: '42400.00',
      ventas: 2,
      total_ventas: '42400.00',
      propinas: '3240.00',
      canceladas: 0,
    });
    expect(await leer('informes/caja/ordnes/ventas?fecha=2026-03-11')).toMatchObject({
      ventas: 0,
      total_ventas: '0.00',
      canceladas: 1,
    });
  });

  it('ultimasVentas and ultimasOrdenesActivas: newest first, paid sales only', async () => {
    const v = await leer<Record<string, unknown>[]>('informes/ultimasVentas');
    expect(v.map((f) => f.id)).toEqual([ids.d, ids.b, ids.a, ids.e, ids.f, ids.g]);
    expect(v[1]).toMatchObject({ fecha: '2026-03-11T04:30:00.000Z', sede: 'Centro', total: '10000.00' });
    expect(v[2]).toMatchObject({ total: '32400.00', propina: '3240.00' });
    const o = await leer<Record<string, unknown>[]>('informes/ultimasOrdenesActivas');
    expect(o).toHaveLength(1);
    expect(o[0]).toMatchObject({
      id: ids.orden,
      mesa: 'Mesa 1',
      sede: 'Centro',
      comensales: 2,
      total: '42400.00',
    });
  });
});

describe('who sees it', () => {
  it('another company sees none of these figures', async () => {
    const otra = await crearEmpresaDePrueba(t);
    expect(await leer('informes/ventasDias?fecha=2026-03-12', otra)).toMatchObject({
      ventas: 0,
      total: '0.00',
    });
    expect(await leer('informes/utilidades?fecha=2026-03-12', otra)).toMatchObject({ utilidad: '0.00' });
    expect(await leer('informes/masVendidos?fecha=2026-03-12', otra)).toMatchObject({ productos: [] });
    expect(await leer('informes/ultimasVentas', otra)).toEqual([]);
    expect(await leer('informes/ultimasOrdenesActivas', otra)).toEqual([]);
    expect(await leer('informes/caja/ordnes/ventas?fecha=2026-03-10', otra)).toMatchObject({
      cajas_abiertas: 0,
      ordenes_activas: 0,
      ventas: 0,
    });
  });

  it('needs the sales report’s tag, and the expenses report’s too where expenses show', async () => {
    const ventas = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 2, acceso: 'informeVentas' });
    expect((await get(t, ventas, 'informes/ventasDias?fecha=2026-03-12')).statusCode).toBe(200);
    expect((await get(t, ventas, 'informes/ventasEgresos?fecha=2026-03-12')).statusCode).toBe(403);
    expect((await get(t, ventas, 'informes/utilidades?fecha=2026-03-12')).statusCode).toBe(403);
    const ambos = await crearUsuarioDePrueba(t, e.empresaId, {
      idRol: 2,
      acceso: 'informeVentas,informeGastos',
    });
    expect((await get(t, ambos, 'informes/utilidades?fecha=2026-03-12')).statusCode).toBe(200);
    const mesero = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 3, acceso: 'principal,ventas' });
    expect((await get(t, mesero, 'informes/ultimasVentas')).statusCode).toBe(403);
  });
});

// Last: it sells today, which the tests above do not expect.
describe('the month’s goal progress (configuraciones/objetivosVentas)', () => {
  it('counts the venue’s paid sales of the Bogotá month, not the cancelled ones nor another venue’s', async () => {
    await ok(
      await post(t, e, 'configuraciones/objetivos/ventas', { id_sede: c.sede, objetivo_mensual: '100000' }),
    );
    await venta([{ id_producto: c.p.iva19, cantidad: 1 }], [{ id_forma_pago: c.efectivo, valor: '5000' }]);
    const anulada = await venta(
      [{ id_producto: c.p.excluido, cantidad: 1 }],
      [{ id_forma_pago: c.efectivo, valor: '3000' }],
    );
    await ok(await post(t, e, 'ventas/venta/cancelar', { id_venta: anulada.id, motivo: 'Error' }));
    const r = await leer<{ objetivos: Record<string, unknown>[] }>('configuraciones/objetivosVentas');
    const centro = r.objetivos.find((o) => o.id_sede === c.sede);
    const norte = r.objetivos.find((o) => o.id_sede === c.otraSede);
    expect(centro).toMatchObject({ vendido: '5000.00', restante: '95000.00' });
    expect(norte).toMatchObject({ vendido: '0.00' });
  });
});
