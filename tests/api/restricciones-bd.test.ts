import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mesas, productos } from '../../common/catalogos';
import { mensajeValidacion } from '../../common/validacion';
import type { TestApp } from './harness';
import { crearAppConEmpresa, filasDe, type EmpresaDePrueba } from './fixtures';
import { pedido, post } from './ordenes-soporte';
import { abrirCaja, cobro, montarCaja, type Caja } from './ventas-soporte';

/**
 * Negative money is refused where it is typed, and a database constraint that still catches a value (a row written
 * before a rule existed) answers a Spanish 422 naming the field, never a 500. Both engines.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;
let mesa: number;

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  c = await montarCaja(t, e);
  await abrirCaja(t, e, c.sede, '0');
  const m = await post(t, e, mesas.api.item, { nombre: 'Mesa 1', id_sede: c.sede });
  expect(m.statusCode, m.body).toBe(200);
  mesa = m.json().data.id;
});
afterAll(() => t.close());

const cuantos = async () =>
  filasDe(
    await t.database.db.execute(
      sql`select count(*)::int as n from productos where empresa_id = ${e.empresaId}`,
    ),
  )[0].n;

describe('negative money', () => {
  it.each(['precio_venta', 'precio_minimo', 'precio_maximo', 'costo'])(
    'a product with a negative %s is refused on its field, nothing written',
    async (campo) => {
      const antes = await cuantos();
      const r = await post(t, e, productos.api.item, {
        nombre: `Negativo ${campo}`,
        precio_venta: '1000',
        [campo]: '-500',
      });
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().data.errors[campo]).toEqual([mensajeValidacion('dinero_negativo')]);
      expect(await cuantos()).toBe(antes);
    },
  );

  it('a negative tip or discount in a counter sale is a 422 on its field', async () => {
    for (const [campo, mensaje] of [
      ['propina', 'La propina no puede ser negativa'],
      ['descuento', 'El descuento no puede ser negativo'],
    ]) {
      const r = await post(
        t,
        e,
        'ventas/inmediata',
        cobro({
          id_sede: c.sede,
          detalles: [{ id_producto: c.p.excluido, cantidad: 1 }],
          formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '3000' }],
          [campo]: '-100',
        }),
      );
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().data.errors[campo]).toEqual([mensaje]);
    }
  });
});

describe('a database constraint answers 422, never 500', () => {
  it('a table order of a product stored with a negative price names the line, nothing written', async () => {
    const r0 = await post(t, e, productos.api.item, { nombre: 'Precio viejo', precio_venta: '500' });
    expect(r0.statusCode, r0.body).toBe(200);
    const id = r0.json().data.id as number;
    // A row from before the rule: the order refuses it by name before the database's own check
    // (ordenes_detalle_precio) would.
    await t.database.db.execute(
      sql`update productos set precio_venta = -500 where empresa_id = ${e.empresaId} and id = ${id}`,
    );
    const lineas = async () =>
      filasDe(await t.database.db.execute(sql`select count(*)::int as n from ordenes_detalle`))[0].n;
    const antes = await lineas();
    const r = await post(
      t,
      e,
      'ordenes/orden',
      pedido({ id_mesa: mesa, detalles: [{ id_producto: id, cantidad: 1 }] }),
    );
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json()).toMatchObject({ success: false, code: 422 });
    expect(r.json().message).toBe(
      'El producto «Precio viejo» tiene un precio de venta negativo; corríjalo en Productos antes de venderlo',
    );
    expect(Object.keys(r.json().data.errors)).toEqual(['detalles.0.id_producto']);
    expect(await lineas()).toBe(antes);
  });
});
