import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_VENTAS as M } from '../../common/ventas';
import type { TestApp } from './harness';
import { crearAppConEmpresa, filasDe, type EmpresaDePrueba } from './fixtures';
import { get, pedido, post } from './ordenes-soporte';
import { cobro, montarCaja, type Caja } from './ventas-soporte';

/**
 * Issue 34: a business that does not count its drawer turns 'ventaRequiereCajaAbierta' off and sells at once; the
 * first sale (counter or table) or cancellation that finds the venue's register closed opens it at zero, with the
 * seller as its responsible, in the same transaction, so the close and the totals work as always. On (the default)
 * the sale is refused as before. Both engines.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));
const ajustar = async (valor: '0' | '1') => {
  const r = await post(t, e, 'configuraciones/configuracion', { nombre: 'ventaRequiereCajaAbierta', valor });
  expect(r.statusCode, r.body).toBe(200);
};
const inmediata = (idSede: number) =>
  post(
    t,
    e,
    'ventas/inmediata',
    cobro({
      id_sede: idSede,
      detalles: [{ id_producto: c.p.excluido, cantidad: 1 }],
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '3000' }],
    }),
  );
const abiertas = (idSede: number) =>
  filas(
    sql`select id::int as id, saldo_apertura::text as saldo, id_responsable::int as id_responsable, observaciones
        from cuadres_caja
        where empresa_id = ${e.empresaId} and id_sede = ${idSede} and estado = 'abierta'`,
  );

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  c = await montarCaja(t, e);
});
afterAll(() => t.close());

describe('selling without a register', () => {
  it('on (the default), a sale with the register closed is refused and opens nothing', async () => {
    const r = await inmediata(c.sede);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(M.sinCaja);
    expect(await abiertas(c.sede)).toEqual([]);
  });

  it('off, the first counter sale opens the register at zero and the next ones land in it', async () => {
    await ajustar('0');
    const primera = await inmediata(c.sede);
    expect(primera.statusCode, primera.body).toBe(200);
    const [caja, ...otras] = await abiertas(c.sede);
    expect(otras).toEqual([]);
    expect(caja).toMatchObject({
      saldo: '0.00',
      id_responsable: e.usuarioId,
      observaciones: M.cajaAutomatica,
    });
    const segunda = await inmediata(c.sede);
    expect(segunda.statusCode, segunda.body).toBe(200);
    expect([primera.json().data.id_cuadre_caja, segunda.json().data.id_cuadre_caja]).toEqual([
      caja.id,
      caja.id,
    ]);
    const abierta = await get(t, e, `cuadresCaja/cajaAbierta?id_sede=${c.sede}`);
    expect(abierta.json().data).toMatchObject({ id: caja.id, estado: 'abierta' });
    // The register closes as any other, with its sales: 2 × 3.000 in cash.
    const cierre = await post(t, e, `cuadresCaja/cuadreCaja/${caja.id as number}`, {
      cerrar_caja: true,
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '6000' }],
    });
    expect(cierre.statusCode, cierre.body).toBe(200);
    expect(await abiertas(c.sede)).toEqual([]);
  });

  it('off, a table charge and a cancellation with the register closed open it too', async () => {
    await ajustar('0');
    const orden = await post(
      t,
      e,
      'ordenes/orden',
      pedido({ id_sede: c.otraSede, detalles: [{ id_producto: c.p.iva19, cantidad: 2 }] }),
    );
    expect(orden.statusCode, orden.body).toBe(200);
    const o = orden.json().data as { id: number; detalles: { id: number }[] };
    const venta = await post(
      t,
      e,
      'ventas/venta',
      cobro({
        id_orden: o.id,
        detalles: o.detalles.map((d) => ({ id_orden_detalle: d.id, cantidad: '2' })),
        propina: '0',
        formaPagoValores: [{ id_forma_pago: c.tarjeta, valor: '10000' }],
      }),
    );
    expect(venta.statusCode, venta.body).toBe(200);
    const [caja] = await abiertas(c.otraSede);
    expect(venta.json().data.id_cuadre_caja).toBe(caja.id);
    const cierre = await post(t, e, `cuadresCaja/cuadreCaja/${caja.id as number}`, {
      cerrar_caja: true,
      formaPagoValores: [{ id_forma_pago: c.tarjeta, valor: '10000' }],
    });
    expect(cierre.statusCode, cierre.body).toBe(200);
    // The sale's register is closed and none is open: the cancellation opens one to give the money back from.
    const anulada = await post(t, e, 'ventas/venta/cancelar', {
      id_venta: venta.json().data.id,
      motivo: 'Error',
    });
    expect(anulada.statusCode, anulada.body).toBe(200);
    const [nueva] = await abiertas(c.otraSede);
    expect(nueva.id).not.toBe(caja.id);
    const [anulacion] = await filas(
      sql`select id_cuadre_caja_anulacion::int as caja from ventas where id = ${venta.json().data.id as number}`,
    );
    expect(anulacion.caja).toBe(nueva.id);
  });

  it('off, two sales at once on a closed register open one register, not two', async () => {
    await ajustar('0');
    const [a, b] = await Promise.all([inmediata(c.sede), inmediata(c.sede)]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    const cajas = await abiertas(c.sede);
    expect(cajas).toHaveLength(1);
    expect(new Set([a.json().data.id_cuadre_caja, b.json().data.id_cuadre_caja])).toEqual(
      new Set([cajas[0].id]),
    );
  });

  it('back on, a closed register refuses again', async () => {
    await ajustar('1');
    const [caja] = await abiertas(c.sede);
    await post(t, e, `cuadresCaja/cuadreCaja/${caja.id as number}`, {
      cerrar_caja: true,
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '6000' }],
    });
    const r = await inmediata(c.sede);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(M.sinCaja);
  });
});
