import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MensajeVivo } from '../../common/vivo';
import type { TestApp } from './harness';
import { crearAppConEmpresa, crearUsuarioDePrueba, type EmpresaDePrueba } from './fixtures';
import { get, post } from './ordenes-soporte';
import { cobro, montarCaja, type Caja } from './ventas-soporte';
import { ClienteVivo, urlVivo } from './vivo-soporte';

/**
 * Issue 9: the register's shift in stock (GET cuadresCaja/{id}/inventario), what a till reads to charge, and the
 * live `updateSales` of a sale made or cancelled.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;
let idCaja: number;
let socket: ClienteVivo;

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  c = await montarCaja(t, e);
  const caja = await post(t, e, 'cuadresCaja/cuadreCaja', { id_sede: c.sede, saldo_apertura: '0' });
  expect(caja.statusCode, caja.body).toBe(200);
  idCaja = caja.json().data.id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  socket = await ClienteVivo.conectado(urlVivo(t.app), { token: e.token, companyId: e.empresaId });
});
afterAll(async () => {
  socket?.cerrar();
  await t?.close();
});

const intentar = (quien: { auth: Record<string, string> }, detalles: object[], valor: string) =>
  post(
    t,
    quien,
    'ventas/inmediata',
    cobro({ id_sede: c.sede, detalles, formaPagoValores: [{ id_forma_pago: c.efectivo, valor }] }),
  );
const vender = async (quien: { auth: Record<string, string> }, detalles: object[], valor: string) => {
  const r = await intentar(quien, detalles, valor);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { id: number };
};
const esVentas = (m: MensajeVivo) => m.action === 'updateSales';

describe('GET cuadresCaja/{id}/inventario', () => {
  it('per product: sold, returned by a cancellation, waste, the net out and the stock now', async () => {
    const vacio = await get(t, e, `cuadresCaja/${idCaja}/inventario`);
    expect(vacio.statusCode, vacio.body).toBe(200);
    expect(vacio.json().data).toEqual({
      id_cuadre_caja: idCaja,
      id_sede: c.sede,
      estado: 'abierta',
      productos: [],
    });

    // Gaseosa: 5 in stock. Sold 2 (kept), 1 (cancelled, back to stock), 1 (cancelled as waste); Pan has no stock.
    await vender(
      e,
      [
        { id_producto: c.p.gaseosa, cantidad: 2 },
        { id_producto: c.p.excluido, cantidad: 1 },
      ],
      '11000',
    );
    const devuelta = await vender(e, [{ id_producto: c.p.gaseosa, cantidad: 1 }], '4000');
    const mermada = await vender(e, [{ id_producto: c.p.gaseosa, cantidad: 1 }], '4000');
    for (const [v, devuelve] of [
      [devuelta, true],
      [mermada, false],
    ] as const) {
      const r = await post(t, e, 'ventas/venta/cancelar', {
        id_venta: v.id,
        motivo: 'Error',
        devuelve_inventario: devuelve,
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    const r = await get(t, e, `cuadresCaja/${idCaja}/inventario`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.productos).toEqual([
      {
        id_producto: c.p.gaseosa,
        nombre: 'Gaseosa',
        vendido: '4.000',
        devuelto: '2.000',
        merma: '1.000',
        salida: '3.000',
        existencia: '2.000',
      },
    ]);
  });

  it('is the register module’s: a cashier with only the counter sale gets 403', async () => {
    const cajero = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 2, acceso: 'ventaInmediata' });
    expect((await get(t, cajero, `cuadresCaja/${idCaja}/inventario`)).statusCode).toBe(403);
  });
});

describe('what a till reads to charge, with a role limited to one charging module', () => {
  it.each(['ventaInmediata', 'ventas', 'cuadreCaja'])(
    'a role with only %s reads the active payment methods and the open register',
    async (acceso) => {
      const cajero = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 2, acceso });
      const formas = await get(t, cajero, `formasPago/ventas?id_sede=${c.sede}`);
      expect(formas.statusCode, formas.body).toBe(200);
      expect(
        formas
          .json()
          .data.map((f: { id: number }) => f.id)
          .sort(),
      ).toEqual([c.efectivo, c.tarjeta].sort());
      const caja = await get(t, cajero, `cuadresCaja/cajaAbierta?id_sede=${c.sede}`);
      expect(caja.statusCode, caja.body).toBe(200);
      expect(caja.json().data.id).toBe(idCaja);
      // The catalogue itself stays the catalogue module's.
      expect((await get(t, cajero, 'formasPago?page=1&rowsPerPage=10')).statusCode).toBe(403);
    },
  );

  it('a counter-sale cashier charges with what it read; a role without a charging module reads no register', async () => {
    const cajero = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 2, acceso: 'ventaInmediata,cobrar' });
    await vender(cajero, [{ id_producto: c.p.excluido, cantidad: 1 }], '3000');
    const contador = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 5, acceso: 'inventario' });
    const r = await get(t, contador, `cuadresCaja/cajaAbierta?id_sede=${c.sede}`);
    expect(r.statusCode).toBe(403);
  });
});

describe('live sales', () => {
  it('a counter sale and its cancellation each send updateSales naming the register; a refused sale sends nothing', async () => {
    let desde = socket.mensajes.length;
    const r = await intentar(e, [{ id_producto: c.p.excluido, cantidad: 1 }], '3000');
    expect(r.statusCode, r.body).toBe(200);
    expect(await socket.hasta(esVentas, desde)).toEqual([
      { action: 'updateSales', data: { id_cuadre_caja: idCaja } },
    ]);

    desde = socket.mensajes.length;
    const anulada = await post(t, e, 'ventas/venta/cancelar', {
      id_venta: r.json().data.id,
      motivo: 'Error',
    });
    expect(anulada.statusCode, anulada.body).toBe(200);
    expect(await socket.hasta(esVentas, desde)).toEqual([
      { action: 'updateSales', data: { id_cuadre_caja: idCaja } },
    ]);

    // Refused (6 gaseosas, 5 in stock): rolled back, so nothing; the next sale's message is the first to come.
    desde = socket.mensajes.length;
    expect((await intentar(e, [{ id_producto: c.p.gaseosa, cantidad: 6 }], '24000')).statusCode).toBe(409);
    expect((await intentar(e, [{ id_producto: c.p.excluido, cantidad: 1 }], '3000')).statusCode).toBe(200);
    await socket.hasta(esVentas, desde);
    expect(socket.mensajes.slice(desde).filter(esVentas)).toHaveLength(1);
  });
});
