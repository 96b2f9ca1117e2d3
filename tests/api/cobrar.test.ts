import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIN_PERMISO } from '../../server/plugins/permisos';
import type { TestApp } from './harness';
import { crearAppConEmpresa, crearUsuarioDePrueba, type EmpresaDePrueba } from './fixtures';
import { fotoBd } from './foto-bd';
import { pedido, post } from './ordenes-soporte';
import { abrirCaja, cobro, montarCaja, type Caja } from './ventas-soporte';

/**
 * Issue 25: collecting money is a permission of its own ('cobrar'), apart from taking orders. A waiter with the
 * sales module but without it sends orders and is refused the charge (403, nothing written); the same waiter with
 * it charges. The counter sale demands it too.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;
beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  c = await montarCaja(t, e);
  await abrirCaja(t, e, c.sede, '0');
});
afterAll(() => t.close());

const PROHIBIDO = { success: false, code: 403, message: SIN_PERMISO, data: null };

const usuario = (idRol: number, acceso: string) => crearUsuarioDePrueba(t, e.empresaId, { idRol, acceso });

const ordenDe = async (quien: { auth: Record<string, string> }) => {
  const r = await post(
    t,
    quien,
    'ordenes/orden',
    pedido({ id_sede: c.sede, detalles: [{ id_producto: c.p.excluido, cantidad: 1 }] }),
  );
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
};
const cobrarMesa = (quien: { auth: Record<string, string> }, idOrden: number) =>
  post(
    t,
    quien,
    'ventas/venta',
    // 3,000 and the suggested 10 % tip.
    cobro({ id_orden: idOrden, formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '3300' }] }),
  );
const venderEnMostrador = (quien: { auth: Record<string, string> }) =>
  post(
    t,
    quien,
    'ventas/inmediata',
    cobro({
      id_sede: c.sede,
      detalles: [{ id_producto: c.p.excluido, cantidad: 1 }],
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '3000' }],
    }),
  );

describe("the 'cobrar' permission", () => {
  it('a waiter without it sends orders but gets 403 on charging the table, and nothing is written', async () => {
    const mesero = await usuario(3, 'ventas,ordenes');
    const idOrden = await ordenDe(mesero);
    const antes = await fotoBd(t);
    const r = await cobrarMesa(mesero, idOrden);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual(PROHIBIDO);
    expect(await fotoBd(t)).toEqual(antes);
  });

  it('the same waiter with it charges the table', async () => {
    const mesero = await usuario(3, 'ventas,cobrar');
    const idOrden = await ordenDe(mesero);
    const r = await cobrarMesa(mesero, idOrden);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ tipo: 'mesa', total: '3000.00' });
  });

  it('the permission alone opens no screen: without the sales module the charge is still refused', async () => {
    const soloCobrar = await usuario(2, 'cobrar');
    const idOrden = await ordenDe(e);
    expect((await cobrarMesa(soloCobrar, idOrden)).statusCode).toBe(403);
    expect(
      await post(t, soloCobrar, 'ordenes/orden', pedido({ id_sede: c.sede })).then((r) => r.statusCode),
    ).toBe(403);
  });

  it('a counter sale demands it beside the counter-sale module', async () => {
    const sin = await usuario(2, 'ventaInmediata');
    const antes = await fotoBd(t);
    const r = await venderEnMostrador(sin);
    expect(r.json()).toEqual(PROHIBIDO);
    expect(await fotoBd(t)).toEqual(antes);
    const con = await usuario(2, 'ventaInmediata,cobrar');
    const venta = await venderEnMostrador(con);
    expect(venta.statusCode, venta.body).toBe(200);
  });

  it("'*' (roles 0 and 1) charges without the tag", async () => {
    const idOrden = await ordenDe(e);
    expect((await cobrarMesa(e, idOrden)).statusCode).toBe(200);
  });
});
