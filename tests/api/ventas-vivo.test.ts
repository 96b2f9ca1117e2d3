import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MensajeVivo } from '../../common/vivo';
import type { TestApp } from './harness';
import { crearAppConEmpresa, type EmpresaDePrueba } from './fixtures';
import { post } from './ordenes-soporte';
import { cobro, montarCaja, type Caja } from './ventas-soporte';
import { ClienteVivo, urlVivo } from './vivo-soporte';

/** Issue 9: a sale made or cancelled reaches the company's sockets as `updateSales` with its register. */
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

const esVentas = (m: MensajeVivo) => m.action === 'updateSales';
const vender = (detalles: object[], valor: string) =>
  post(
    t,
    e,
    'ventas/inmediata',
    cobro({ id_sede: c.sede, detalles, formaPagoValores: [{ id_forma_pago: c.efectivo, valor }] }),
  );

describe('live sales', () => {
  it('a counter sale and its cancellation each send updateSales naming the register; a refused sale sends nothing', async () => {
    let desde = socket.mensajes.length;
    const r = await vender([{ id_producto: c.p.excluido, cantidad: 1 }], '3000');
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
    expect((await vender([{ id_producto: c.p.gaseosa, cantidad: 6 }], '24000')).statusCode).toBe(409);
    expect((await vender([{ id_producto: c.p.excluido, cantidad: 1 }], '3000')).statusCode).toBe(200);
    await socket.hasta(esVentas, desde);
    expect(socket.mensajes.slice(desde).filter(esVentas)).toHaveLength(1);
  });
});
