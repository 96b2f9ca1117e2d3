import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nits, tiposGastos } from '../../common/catalogos';
import { MENSAJES_GASTOS as MG } from '../../common/gastos';
import { MENSAJES_VENTAS as M } from '../../common/ventas';
import type { TestApp } from './harness';
import { crearAppConEmpresa, crearUsuarioDePrueba, filasDe, type EmpresaDePrueba } from './fixtures';
import { cuerpoValido } from './catalogos-soporte';
import { esperarInventarioCuadrado } from './inventario-soporte';
import { borrar, post } from './ordenes-soporte';
import { abrirCaja, cobro, montarCaja, totalesDeCaja, type Caja } from './ventas-soporte';

/**
 * Issue 9: a closed register is frozen. Its totals (`GET cuadresCaja/{id}/totales`, the closing report) are the
 * figures of its close whatever happens later to its sales, expenses and purchases; a sale of a closed register
 * cancelled later is refunded from the venue's open register; an expense of a closed register keeps its money,
 * method, venue and date and is not cancelled. And while a blind-count register is open a cashier gets no money
 * figure at all. Both engines, hand-computed figures.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;
let tipo: number;
let proveedor: number;

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));
const ok = async (r: { statusCode: number; body: string; json: () => { data: unknown } }) => {
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as Record<string, unknown> & { id: number };
};

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  c = await montarCaja(t, e);
  tipo = (await ok(await post(t, e, tiposGastos.api.item, { nombre: 'Servicios' }))).id;
  proveedor = (
    await ok(
      await post(t, e, nits.api.item, {
        ...cuerpoValido(nits, 1, c.sede),
        tipo_proveedor_cliente: 'proveedor',
      }),
    )
  ).id;
});
afterEach(() => esperarInventarioCuadrado(t, e.empresaId));
afterAll(() => t.close());

const abrir = (saldo: string) => abrirCaja(t, e, c.sede, saldo);
const totales = (id: number, quien: { auth: Record<string, string> } = e) => totalesDeCaja(t, quien, id);
const inmediata = (detalles: object[], pagos: object[]) =>
  post(t, e, 'ventas/inmediata', cobro({ id_sede: c.sede, detalles, formaPagoValores: pagos }));

/** A cash expense of 10.000 (no tax). */
const gasto = (cuerpo: Record<string, unknown> = {}) => ({
  id_forma_pago: c.efectivo,
  fecha: '2026-03-15',
  id_tipo_gasto: tipo,
  concepto_gasto: 'Hielo',
  subtotal: '10000',
  impuesto: '0',
  id_nit: null,
  id_sede: c.sede,
  ...cuerpo,
});

describe('a closed register', () => {
  it('keeps the figures of its close whatever later happens to its sales, expenses and purchases', async () => {
    const r1 = await abrir('100000');
    // Sale A: one soda 4.000 in cash. Sale B: bread 3.000 by card.
    const a = await ok(
      await inmediata(
        [{ id_producto: c.p.gaseosa, cantidad: 1 }],
        [{ id_forma_pago: c.efectivo, valor: '4000' }],
      ),
    );
    await ok(
      await inmediata(
        [{ id_producto: c.p.excluido, cantidad: 1 }],
        [{ id_forma_pago: c.tarjeta, valor: '3000' }],
      ),
    );
    // Cash out: an expense of 10.000 and a purchase of 2 sodas × 1.000 = 2.000, both paid from this register.
    const g = await ok(await post(t, e, 'gastos/gasto', gasto()));
    expect(g.id_cuadre_caja).toBe(r1);
    const compra = await ok(
      await post(t, e, 'compras/compra', {
        idempotencia: `compra-${r1}`,
        id_nit: proveedor,
        numero_factura_proveedor: 'FV-9',
        fecha: '2026-03-15',
        id_forma_pago: c.efectivo,
        id_sede: c.sede,
        detalle_compra: [{ id_producto: c.p.gaseosa, cantidad: '2', costo_unitario: '1000' }],
      }),
    );
    expect(await filas(sql`select id_cuadre_caja::int from compras where id = ${compra.id}`)).toEqual([
      { id_cuadre_caja: r1 },
    ]);

    // Expected cash 100.000 + 4.000 − 10.000 − 2.000 = 92.000; card 3.000. Counted: 91.000 and 3.000.
    const cierre = await ok(
      await post(t, e, `cuadresCaja/cuadreCaja/${r1}`, {
        cerrar_caja: true,
        formaPagoValores: [
          { id_forma_pago: c.efectivo, valor: '91000' },
          { id_forma_pago: c.tarjeta, valor: '3000' },
        ],
      }),
    );
    const informe = cierre.totales as Record<string, unknown>;
    expect(informe).toMatchObject({
      estado: 'cerrada',
      cantidad_ventas: 2,
      cantidad_canceladas: 0,
      total_ventas: '7000.00',
      total_propinas: '0.00',
      egresos_efectivo: '12000.00',
      devoluciones: '0.00',
      esperado_total: '95000.00',
      contado_total: '94000.00',
      diferencia_total: '-1000.00',
      resultado: 'faltante',
    });
    expect(informe.formas_pago).toEqual([
      {
        id_forma_pago: c.efectivo,
        forma_pago: 'Efectivo',
        efectivo: true,
        ventas: '4000.00',
        egresos: '12000.00',
        devoluciones: '0.00',
        entradas: '0.00',
        salidas: '0.00',
        esperado: '92000.00',
        contado: '91000.00',
        diferencia: '-1000.00',
        resultado: 'faltante',
      },
      {
        id_forma_pago: c.tarjeta,
        forma_pago: 'Tarjeta débito',
        efectivo: false,
        ventas: '3000.00',
        egresos: '0.00',
        devoluciones: '0.00',
        entradas: '0.00',
        salidas: '0.00',
        esperado: '3000.00',
        contado: '3000.00',
        diferencia: '0.00',
        resultado: 'cuadrado',
      },
    ]);
    expect(await totales(r1)).toEqual(informe);

    // The expense's money, method, venue and date are frozen (409, nothing changed); its concept is not.
    const editar = (cuerpo: Record<string, unknown>) =>
      post(t, e, `gastos/gasto/${g.id}`, { ...gasto(cuerpo), _method: 'put' });
    for (const cambio of [
      { subtotal: '12000' },
      { impuesto: '1900' },
      { id_forma_pago: c.tarjeta },
      { id_sede: c.otraSede },
      { fecha: '2026-03-16' },
    ]) {
      const r = await editar(cambio);
      expect(r.statusCode, JSON.stringify(cambio)).toBe(409);
      expect(r.json().message).toBe(MG.cajaCerradaEditar);
    }
    const corregido = await ok(await editar({ concepto_gasto: 'Hielo en bolsa', subtotal: '10000.00' }));
    expect(corregido).toMatchObject({
      concepto_gasto: 'Hielo en bolsa',
      total: '10000.00',
      id_cuadre_caja: r1,
    });
    const anular = await borrar(t, e, `gastos/gasto/${g.id}?motivo=error`);
    expect(anular.statusCode).toBe(409);
    expect(anular.json().message).toBe(MG.cajaCerradaAnular);
    expect(
      await filas(sql`select estado, total::text, id_forma_pago::int from gastos where id = ${g.id}`),
    ).toEqual([{ estado: 'registrado', total: '10000.00', id_forma_pago: c.efectivo }]);

    // The purchase is cancelled (the goods go back): its payment stays in the closed shift.
    const anulada = await borrar(t, e, `compras/compra/${compra.id}?motivo=devuelta`);
    expect(anulada.statusCode, anulada.body).toBe(200);
    expect(anulada.json().message).toBe('Compra anulada correctamente');

    // Cancelling sale A needs an open register (its refund leaves from there): none open → 409, nothing changed.
    const sinCaja = await post(t, e, 'ventas/venta/cancelar', { id_venta: a.id, motivo: 'Reclamo' });
    expect(sinCaja.statusCode).toBe(409);
    expect(sinCaja.json().message).toBe(M.sinCajaAnular);
    expect(await filas(sql`select estado from ventas where id = ${a.id}`)).toEqual([{ estado: 'pagada' }]);

    // With a new register open (50.000), sale A's 4.000 in cash is refunded from it: 46.000 expected.
    const r2 = await abrir('50000');
    const cancelada = await ok(
      await post(t, e, 'ventas/venta/cancelar', { id_venta: a.id, motivo: 'Reclamo' }),
    );
    expect(cancelada.estado).toBe('cancelada');
    expect(
      await filas(
        sql`select id_cuadre_caja::int, id_cuadre_caja_anulacion::int from ventas where id = ${a.id}`,
      ),
    ).toEqual([{ id_cuadre_caja: r1, id_cuadre_caja_anulacion: r2 }]);
    const abierta = await totales(r2);
    expect(abierta).toMatchObject({
      cantidad_ventas: 0,
      cantidad_canceladas: 0,
      total_ventas: '0.00',
      devoluciones: '4000.00',
      esperado_total: '46000.00',
      contado_total: null,
      resultado: null,
    });
    expect(abierta.formas_pago).toEqual([
      {
        id_forma_pago: c.efectivo,
        forma_pago: 'Efectivo',
        efectivo: true,
        ventas: '0.00',
        egresos: '0.00',
        devoluciones: '4000.00',
        entradas: '0.00',
        salidas: '0.00',
        esperado: '46000.00',
        contado: null,
        diferencia: null,
        resultado: null,
      },
    ]);

    // The closed register reads exactly as it was closed.
    expect(await totales(r1)).toEqual(informe);

    // The second close expects the refund too: counting 46.000 squares it, and it stays so.
    const segundo = await ok(
      await post(t, e, `cuadresCaja/cuadreCaja/${r2}`, {
        cerrar_caja: true,
        formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '46000' }],
      }),
    );
    expect(segundo).toMatchObject({ esperado: '46000.00', diferencia: '0.00', resultado: 'cuadrado' });
    expect(await totales(r2)).toEqual(segundo.totales);
  });

  it('a sale of the open register cancelled leaves that register, as before', async () => {
    const r = await abrir('20000');
    const v = await ok(
      await inmediata(
        [{ id_producto: c.p.excluido, cantidad: 2 }],
        [{ id_forma_pago: c.efectivo, valor: '6000' }],
      ),
    );
    expect((await totales(r)).esperado_total).toBe('26000.00');
    await ok(await post(t, e, 'ventas/venta/cancelar', { id_venta: v.id, motivo: 'Error' }));
    expect(await totales(r)).toMatchObject({
      cantidad_canceladas: 1,
      devoluciones: '0.00',
      esperado_total: '20000.00',
    });
    expect(await filas(sql`select id_cuadre_caja_anulacion::int from ventas where id = ${v.id}`)).toEqual([
      { id_cuadre_caja_anulacion: r },
    ]);
    await ok(
      await post(t, e, `cuadresCaja/cuadreCaja/${r}`, {
        cerrar_caja: true,
        formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '20000' }],
      }),
    );
  });
});

describe('a blind count', () => {
  it('gives a cashier no money figure while open (sold, tips, paid out, expected); all of it once closed', async () => {
    await ok(await post(t, e, 'configuraciones/configuracion', { nombre: 'conteoCiego', valor: '1' }));
    const cajero = await crearUsuarioDePrueba(t, e.empresaId, {
      idRol: 2,
      acceso: 'ventas,ventaInmediata,cuadreCaja',
    });
    const r = await abrir('10000');
    // Two breads of 3.000 paid in cash (6.000), then a cash expense of 1.000.
    await ok(
      await inmediata(
        [{ id_producto: c.p.excluido, cantidad: 2 }],
        [{ id_forma_pago: c.efectivo, valor: '6000' }],
      ),
    );
    await ok(await post(t, e, 'gastos/gasto', gasto({ subtotal: '1000' })));
    const oculto = await totales(r, cajero);
    expect(oculto).toMatchObject({
      conteo_ciego: true,
      cantidad_ventas: 1,
      total_ventas: null,
      total_propinas: null,
      egresos_efectivo: null,
      devoluciones: null,
      esperado_total: null,
    });
    expect(oculto.formas_pago).toEqual([
      expect.objectContaining({
        id_forma_pago: c.efectivo,
        ventas: null,
        egresos: null,
        devoluciones: null,
        esperado: null,
      }),
    ]);
    // The owner (role 0) gets them: 10.000 + 6.000 − 1.000 = 15.000.
    expect(await totales(r)).toMatchObject({ total_ventas: '6000.00', esperado_total: '15000.00' });
    const cierre = await ok(
      await post(t, cajero, `cuadresCaja/cuadreCaja/${r}`, {
        cerrar_caja: true,
        formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '15500' }],
      }),
    );
    expect(cierre.totales).toMatchObject({ total_ventas: '6000.00', diferencia_total: '500.00' });
    expect(await totales(r, cajero)).toMatchObject({
      total_ventas: '6000.00',
      egresos_efectivo: '1000.00',
      esperado_total: '15000.00',
      contado_total: '15500.00',
      resultado: 'sobrante',
    });
    await ok(await post(t, e, 'configuraciones/configuracion', { nombre: 'conteoCiego', valor: '0' }));
  });
});
