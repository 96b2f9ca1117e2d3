import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mesEnCurso } from '../../common/mesBogota';
import type { TestApp } from './harness';
import { crearAppConEmpresa, filasDe, type EmpresaDePrueba } from './fixtures';
import { get, post } from './ordenes-soporte';
import { leerInforme, ok } from './informes-soporte';
import { abrirCaja, cobro, montarCaja, type Caja } from './ventas-soporte';

/**
 * Issue 27: the profit per product and the dashboard's best sellers read the day sums per product
 * (`ventas_productos_dias`), each line entering with the cost in force at its sale and a cancellation taking out
 * exactly that cost, even after the product's cost history changed: hand-computed figures on both engines.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;
const { hoy } = mesEnCurso(new Date());
const RANGO = `from=${hoy}&to=${hoy}`;

const ejecutar = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
const vender = async (producto: number, cantidad: number, valor: string) =>
  (
    await ok(
      await post(
        t,
        e,
        'ventas/inmediata',
        cobro({
          id_sede: c.sede,
          detalles: [{ id_producto: producto, cantidad }],
          formaPagoValores: [{ id_forma_pago: c.efectivo, valor }],
        }),
      ),
    )
  ).id;
const utilidades = () => leerInforme(t, e, `informes/utilidades/productos?${RANGO}`);

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  c = await montarCaja(t, e);
  await abrirCaja(t, e, c.sede, '0');
  // Bandeja paisa (INC 8 %: base 30.000 each): no cost, then 12.000 since 2000.
  await ejecutar(sql`update productos set costo = '12000' where id = ${c.p.inc}`);
  await ejecutar(
    sql`update productos_costos set desde = '-infinity' where id_producto = ${c.p.inc} and costo is null`,
  );
  await ejecutar(
    sql`update productos_costos set desde = '2000-01-01T00:00:00Z' where id_producto = ${c.p.inc} and costo = '12000'`,
  );
});

afterAll(() => t.close());

describe('the day sums per product', () => {
  let primera: number;

  it('price each line at the cost of its sale', async () => {
    primera = await vender(c.p.inc, 1, '32400');
    // The line's cost, written by the database with the line.
    const [linea] = filasDe(
      await ejecutar(sql`select costo from ventas_detalle where id_venta = ${primera}`),
    );
    expect(linea.costo).toBe('12000.00');
    expect((await utilidades()).data).toEqual([
      expect.objectContaining({
        producto: 'Bandeja paisa',
        unidades: '1.000',
        ventas: '30000.00',
        costo: '12000.00',
        utilidad: '18000.00',
      }),
    ]);
  });

  it('keep a sale’s cost when the history is rewritten, and take out exactly it when the sale is cancelled', async () => {
    // A cost of 20.000 dated before the first sale (only the owner can rewrite the history): the sale already
    // counted keeps its 12.000; a new sale of 2 costs 40.000.
    await ejecutar(sql`update productos set costo = '20000' where id = ${c.p.inc}`);
    await ejecutar(
      sql`update productos_costos set desde = '2001-01-01T00:00:00Z' where id_producto = ${c.p.inc} and costo = '20000'`,
    );
    await vender(c.p.inc, 2, '64800');
    expect((await utilidades()).totales).toEqual({
      filas: 1,
      ventas: '90000.00',
      costo: '52000.00',
      utilidad: '38000.00',
    });
    // Cancelled: out go its 30.000 and its 12.000 (not the 20.000 the history now says).
    await ok(await post(t, e, 'ventas/venta/cancelar', { id_venta: primera, motivo: 'Error' }));
    const r = await utilidades();
    expect(r.data).toEqual([
      expect.objectContaining({
        unidades: '2.000',
        ventas: '60000.00',
        costo: '40000.00',
        utilidad: '20000.00',
      }),
    ]);
    expect(r.totales).toEqual({ filas: 1, ventas: '60000.00', costo: '40000.00', utilidad: '20000.00' });
    const mas = await ok(await get(t, e, `informes/masVendidos?fecha=${hoy}`));
    expect(mas.productos).toEqual([
      { id_producto: c.p.inc, nombre: 'Bandeja paisa', cantidad: '2.000', total: '64800.00' },
    ]);
  });

  it('leave no row for a product whose every sale was cancelled', async () => {
    const pan = await vender(c.p.excluido, 1, '3000');
    expect((await utilidades()).totales.filas).toBe(2);
    await ok(await post(t, e, 'ventas/venta/cancelar', { id_venta: pan, motivo: 'Error' }));
    expect((await utilidades()).totales.filas).toBe(1);
    const mas = await ok(await get(t, e, `informes/masVendidos?fecha=${hoy}`));
    expect(mas.productos).toHaveLength(1);
  });
});
