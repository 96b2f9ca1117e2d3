import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productos } from '../../common/catalogos';
import { PRODUCTO_INVALIDO } from '../../common/ordenes';
import type { TestApp } from './harness';
import { crearAppConEmpresa, filasDe, type EmpresaDePrueba } from './fixtures';
import { esperarInventarioCuadrado } from './inventario-soporte';
import { post } from './ordenes-soporte';
import { abrirCaja, cobro, montarCaja, type Caja } from './ventas-soporte';

/**
 * Issue 9: a counter sale whose context (products, venue, customer, payment methods, cashier) is cached writes at
 * once, and never on a context that changed: a price, a product's state, a closed register or any change of the
 * company's catalogue since the cache was filled is seen by the next sale. Each change here is made the way a user
 * or another process makes it, after a sale that filled the cache. Both engines.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;
let caja: number;

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));

type Venta = Record<string, unknown> & {
  id: number;
  numero: number;
  total: string;
  id_cuadre_caja: number;
  detalles: { precio: string }[];
};

const vender = (id_producto: number, valor: string) =>
  post(
    t,
    e,
    'ventas/inmediata',
    cobro({
      id_sede: c.sede,
      detalles: [{ id_producto, cantidad: 1 }],
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor }],
    }),
  );

async function vendida(id_producto: number, valor: string): Promise<Venta> {
  const r = await vender(id_producto, valor);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as Venta;
}

async function cerrar(id: number): Promise<void> {
  const r = await post(t, e, `cuadresCaja/cuadreCaja/${id}`, { cerrar_caja: true });
  expect(r.statusCode, r.body).toBe(200);
}

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  c = await montarCaja(t, e);
});
beforeEach(async () => {
  caja = await abrirCaja(t, e, c.sede, '0');
});
afterEach(async () => {
  await cerrar(caja);
  await esperarInventarioCuadrado(t, e.empresaId);
});
afterAll(() => t.close());

describe("the counter sale's cached context", () => {
  it("a price changed in the catalogue is the next sale's price", async () => {
    const antes = await vendida(c.p.excluido, '3000');
    expect(antes.total).toBe('3000.00');
    const r = await post(t, e, `${productos.api.item}/${c.p.excluido}`, { precio_venta: '3500' });
    expect(r.statusCode, r.body).toBe(200);
    const despues = await vendida(c.p.excluido, '3500');
    expect(despues.total).toBe('3500.00');
    expect(despues.detalles[0].precio).toBe('3500.00');
    // The sale that found its context stale wrote nothing and took no number.
    expect(despues.numero).toBe(antes.numero + 1);
  });

  it('a product deactivated after a sale is refused (productoInvalido)', async () => {
    await vendida(c.p.iva19, '5000');
    await t.database.db.execute(sql`update productos set estado = 'inactivo' where id = ${c.p.iva19}`);
    const r = await vender(c.p.iva19, '5000');
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().message).toBe(PRODUCTO_INVALIDO);
    await t.database.db.execute(sql`update productos set estado = 'activo' where id = ${c.p.iva19}`);
  });

  it('a refusal of the cached context is checked against what is stored: a product activated again sells', async () => {
    await t.database.db.execute(sql`update productos set estado = 'inactivo' where id = ${c.p.iva5}`);
    // Read (and cached) as inactive.
    expect((await vender(c.p.iva5, '7000.50')).statusCode).toBe(422);
    await vendida(c.p.excluido, '3500');
    await t.database.db.execute(sql`update productos set estado = 'activo' where id = ${c.p.iva5}`);
    expect((await vendida(c.p.iva5, '7000.50')).total).toBe('7000.50');
  });

  it('a register closed after a sale is never sold into: the next sale lands in the one opened since', async () => {
    const primera = await vendida(c.p.excluido, '3500');
    expect(primera.id_cuadre_caja).toBe(caja);
    await cerrar(caja);
    caja = await abrirCaja(t, e, c.sede, '0');
    const segunda = await vendida(c.p.excluido, '3500');
    expect(segunda.id_cuadre_caja).toBe(caja);
  });

  it('a sale whose cached context went stale moves its stock once', async () => {
    const [{ cantidad: antes }] = await filas(
      sql`select cantidad::text as cantidad from productos_inventario where id_producto = ${c.p.gaseosa}`,
    );
    await vendida(c.p.gaseosa, '4000');
    // Another product's change moves the company's version on: the next sale's cached write finds it stale.
    await t.database.db.execute(sql`update productos set nombre = 'Pan tajado' where id = ${c.p.excluido}`);
    await vendida(c.p.gaseosa, '4000');
    const [{ cantidad: despues }] = await filas(
      sql`select cantidad::text as cantidad from productos_inventario where id_producto = ${c.p.gaseosa}`,
    );
    expect(Number(antes) - Number(despues)).toBe(2);
    const [{ n }] = await filas(
      sql`select count(*)::int as n from inventario_movimientos where id_producto = ${c.p.gaseosa} and tipo = 'venta'`,
    );
    expect(n).toBe(2);
  });

  it('the version moves with each kind of change a sale reads, and not with a sale', async () => {
    const version = async () =>
      String(
        (
          await filas(sql`select version::text as v from ventas_contexto where empresa_id = ${e.empresaId}`)
        )[0]?.v,
      );
    const cambios = [
      sql`update productos set precio_venta = precio_venta where id = ${c.p.inc}`,
      sql`update productos_impuestos set nombre = nombre where empresa_id = ${e.empresaId}`,
      sql`update sedes set nombre = nombre where id = ${c.sede}`,
      sql`update nits set nombre = nombre where id = ${c.consumidor}`,
      sql`update formas_pago set nombre = nombre where id = ${c.tarjeta}`,
      sql`update usuarios set nombre = nombre where empresa_id = ${e.empresaId}`,
    ];
    for (const cambio of cambios) {
      const antes = await version();
      await t.database.db.execute(cambio);
      expect(await version(), String(cambio.queryChunks[0])).not.toBe(antes);
    }
    const antes = await version();
    await vendida(c.p.excluido, '3500');
    expect(await version()).toBe(antes);
  });
});
