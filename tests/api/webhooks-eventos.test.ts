import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productos, tiposGastos } from '../../common/catalogos';
import { datosEventoGasto } from '../../common/webhooksEventos';
import { TIPOS_MOVIMIENTO } from '../../common/inventario';
import { listaTiposWebhook } from '../../common/webhooks';
import {
  cuerpoEventoWebhook,
  datosEventoBajoMinimo,
  datosEventoCaja,
  datosEventoCompra,
  datosEventoProducto,
  datosEventoVenta,
} from '../../common/webhooksEventos';
import { registrarMovimiento } from '../../server/services/inventario';
import { compra, montarBodega, type Bodega } from './compras-soporte';
import { crearEmpresaDePrueba, filasDe, type EmpresaDePrueba } from './fixtures';
import { createTestApp, type TestApp } from './harness';
import { comoEmpresa, esperarInventarioCuadrado } from './inventario-soporte';
import { borrar, get, pedido, post } from './ordenes-soporte';
import { cobro, montarCaja, type Caja } from './ventas-soporte';
import { entregarYa, receptor, verificar, type Receptor } from './webhooks-soporte';

/**
 * Issue 11's business events: each is written to the outbox in its document's transaction, delivered once to a
 * receiver on 127.0.0.1 with a valid Standard Webhooks signature, in the documented shape
 * (common/webhooksEventos.ts), and never sent when that transaction rolls back.
 */
let t: TestApp;
/** Sells (a till) — sales, the register, stock below minimum. */
let e: EmpresaDePrueba;
let c: Caja;
/** Buys (a store room) — purchases. */
let eb: EmpresaDePrueba;
let b: Bodega;
let rx: Receptor;
let idCaja = 0;

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));

async function crearWebhook(quien: EmpresaDePrueba, eventos: string[]) {
  const res = await post(t, quien, 'webhooks/webhook', { url: rx.url, eventos });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; secreto: string };
}

/** Delivers what is due (twice: nothing is sent again), checks every signature, answers the parsed bodies. */
async function recibidos(secreto: string) {
  await entregarYa(t);
  await entregarYa(t);
  const lista = rx.recibidos.splice(0);
  for (const x of lista) expect(verificar(secreto, x.headers, x.cuerpo)).toBe(true);
  return lista.map((x) => {
    const cuerpo = cuerpoEventoWebhook.parse(JSON.parse(x.cuerpo));
    expect(cuerpo.id).toBe(x.headers['webhook-id']);
    expect(new Date(cuerpo.timestamp).toISOString()).toBe(cuerpo.timestamp);
    return cuerpo;
  });
}

const inmediata = (cuerpo: Record<string, unknown>) =>
  post(t, e, 'ventas/inmediata', cobro({ id_sede: c.sede, ...cuerpo }));

beforeAll(async () => {
  t = await createTestApp({ webhooksAllowHttp: true, webhooksAllowLoopback: true });
  e = await crearEmpresaDePrueba(t);
  c = await montarCaja(t, e);
  eb = await crearEmpresaDePrueba(t);
  b = await montarBodega(t, eb);
  rx = await receptor();
  const abierta = await post(t, e, 'cuadresCaja/cuadreCaja', { id_sede: c.sede, saldo_apertura: '100000' });
  expect(abierta.statusCode, abierta.body).toBe(200);
  idCaja = abierta.json().data.id;
});
afterEach(async () => {
  await esperarInventarioCuadrado(t, e.empresaId);
  await esperarInventarioCuadrado(t, eb.empresaId);
  for (const quien of [e, eb])
    for (const w of (await get(t, quien, 'webhooks')).json().data.webhooks)
      await borrar(t, quien, `webhooks/webhook/${w.id}`);
  rx.recibidos.length = 0;
});
afterAll(async () => {
  await t.close();
  await rx.cerrar();
});

describe('event types', () => {
  it('every type with business code is active; expenses wait for theirs', () => {
    const activos = Object.fromEntries(listaTiposWebhook().map((x) => [x.id, x.activo]));
    expect(activos).toEqual({
      'venta.creada': true,
      'venta.anulada': true,
      'orden.creada': true,
      'compra.creada': true,
      'compra.anulada': true,
      'gasto.creado': true,
      'gasto.anulado': true,
      'caja.cerrada': true,
      'producto.modificado': true,
      'inventario.bajo_minimo': true,
    });
  });
});

describe('sales', () => {
  it('a counter sale sends venta.creada once (money as strings); its repeat sends nothing', async () => {
    const w = await crearWebhook(e, ['venta.creada']);
    const cuerpo = cobro({
      id_sede: c.sede,
      detalles: [{ id_producto: c.p.excluido, cantidad: 2 }],
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '6000' }],
    });
    const r = await post(t, e, 'ventas/inmediata', cuerpo);
    expect(r.statusCode, r.body).toBe(200);
    // The same key again answers the same sale: no second event.
    expect((await post(t, e, 'ventas/inmediata', cuerpo)).json().data.id).toBe(r.json().data.id);
    const eventos = await recibidos(w.secreto);
    expect(eventos).toHaveLength(1);
    expect(eventos[0].type).toBe('venta.creada');
    const data = datosEventoVenta.parse(eventos[0].data);
    expect(data).toMatchObject({
      id: r.json().data.id,
      consecutivo: r.json().data.consecutivo,
      tipo: 'inmediata',
      total: '6000.00',
      estado: 'pagada',
      detalles: [{ id_producto: c.p.excluido, cantidad: '2.000', precio: '3000.00', total: '6000.00' }],
      pagos: [{ id_forma_pago: c.efectivo, valor: '6000.00' }],
    });
  });

  it('charging an order sends venta.creada once', async () => {
    const w = await crearWebhook(e, ['venta.creada']);
    const orden = await post(
      t,
      e,
      'ordenes/orden',
      pedido({ id_sede: c.sede, detalles: [{ id_producto: c.p.inc, cantidad: 1 }] }),
    );
    expect(orden.statusCode, orden.body).toBe(200);
    const r = await post(
      t,
      e,
      'ventas/venta',
      cobro({
        id_orden: orden.json().data.id,
        formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '40000' }],
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
    const eventos = await recibidos(w.secreto);
    expect(eventos.map((x) => x.type)).toEqual(['venta.creada']);
    expect(datosEventoVenta.parse(eventos[0].data)).toMatchObject({
      id: r.json().data.id,
      tipo: 'mesa',
      id_orden: orden.json().data.id,
      total: '32400.00',
      propina: '3240.00',
    });
  });

  it('a refused sale (not enough stock) sends nothing', async () => {
    const w = await crearWebhook(e, ['venta.creada', 'inventario.bajo_minimo']);
    const r = await inmediata({
      detalles: [{ id_producto: c.p.gaseosa, cantidad: 99 }],
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '396000' }],
    });
    expect(r.statusCode).toBe(409);
    expect(await recibidos(w.secreto)).toEqual([]);
  });

  it('cancelling sends venta.anulada once and is audited; a second cancellation sends nothing', async () => {
    const v = await inmediata({
      detalles: [{ id_producto: c.p.iva19, cantidad: 1 }],
      formaPagoValores: [{ id_forma_pago: c.tarjeta, valor: '5000' }],
    });
    expect(v.statusCode, v.body).toBe(200);
    const w = await crearWebhook(e, ['venta.anulada']);
    const id = v.json().data.id as number;
    const r = await post(t, e, 'ventas/venta/cancelar', { id_venta: id, motivo: 'Cobro duplicado' });
    expect(r.statusCode, r.body).toBe(200);
    expect((await post(t, e, 'ventas/venta/cancelar', { id_venta: id, motivo: 'Otra' })).statusCode).toBe(
      409,
    );
    const eventos = await recibidos(w.secreto);
    expect(eventos.map((x) => x.type)).toEqual(['venta.anulada']);
    expect(datosEventoVenta.parse(eventos[0].data)).toMatchObject({
      id,
      estado: 'cancelada',
      motivo_cancelacion: 'Cobro duplicado',
      cancelada_por: e.usuarioId,
      total: '5000.00',
    });
    const auditoria = await filas(
      sql`select accion, usuario_id::int as usuario_id, despues from auditoria where entidad = 'ventas' and entidad_id = ${String(id)}`,
    );
    expect(auditoria).toEqual([
      {
        accion: 'venta.anulada',
        usuario_id: e.usuarioId,
        despues: { estado: 'cancelada', motivo: 'Cobro duplicado' },
      },
    ]);
  });
});

describe('stock below minimum', () => {
  let x = 0;
  let y = 0;
  beforeAll(async () => {
    const crear = (cuerpo: object) =>
      post(t, e, productos.api.item, { precio_venta: '1000', maneja_inventario: true, ...cuerpo }).then(
        (res) => res.json().data.id as number,
      );
    // x before y: a sale of both moves x first (product id order).
    x = await crear({ nombre: 'Limonada natural', inventario_inicial: '10', inventario_minimo: '4' });
    y = await crear({ nombre: 'Cerveza artesanal', inventario_inicial: '1' });
  });
  const vender = (id: number, cantidad: number, mas: object[] = []) =>
    inmediata({
      detalles: [{ id_producto: id, cantidad }, ...mas],
      formaPagoValores: [{ id_forma_pago: c.tarjeta, valor: String(1000 * (cantidad + mas.length * 5)) }],
    });

  it('rolled back with its sale, the crossing sends nothing', async () => {
    const w = await crearWebhook(e, ['inventario.bajo_minimo']);
    // x goes 10 → 3 (below 4), then y has 1 of 5: the sale is refused, x's crossing with it.
    const r = await vender(x, 7, [{ id_producto: y, cantidad: 5 }]);
    expect(r.statusCode, r.body).toBe(409);
    expect(await recibidos(w.secreto)).toEqual([]);
  });

  it('sent once when a movement takes the stock from ≥ minimum to below it, again only after it rose', async () => {
    const w = await crearWebhook(e, ['inventario.bajo_minimo']);
    // 10 → 5 → 4: not below the minimum (4).
    expect((await vender(x, 5)).statusCode).toBe(200);
    expect((await vender(x, 1)).statusCode).toBe(200);
    expect(await recibidos(w.secreto)).toEqual([]);
    // 4 → 3: the crossing.
    const venta = await vender(x, 1);
    expect(venta.statusCode).toBe(200);
    const eventos = await recibidos(w.secreto);
    expect(eventos.map((ev) => ev.type)).toEqual(['inventario.bajo_minimo']);
    expect(datosEventoBajoMinimo.parse(eventos[0].data)).toMatchObject({
      id_producto: x,
      nombre: 'Limonada natural',
      inventario_minimo: '4.000',
      existencia: '3.000',
      movimiento: {
        tipo: 'venta',
        id_sede: c.sede,
        cantidad: '-1.000',
        documento_tipo: 'venta',
        documento_id: venta.json().data.id,
      },
    });
    // 3 → 2: already below, nothing.
    expect((await vender(x, 1)).statusCode).toBe(200);
    expect(await recibidos(w.secreto)).toEqual([]);
    // Back up to 12, then 12 → 1: a new crossing.
    await comoEmpresa(t, e.empresaId, (scope) =>
      registrarMovimiento(scope, {
        id_producto: x,
        id_sede: c.sede,
        tipo: TIPOS_MOVIMIENTO.ajuste,
        cantidad: '10',
      }),
    );
    expect(await recibidos(w.secreto)).toEqual([]);
    expect((await vender(x, 11)).statusCode).toBe(200);
    const otra = await recibidos(w.secreto);
    expect(otra).toHaveLength(1);
    expect(datosEventoBajoMinimo.parse(otra[0].data)).toMatchObject({ id_producto: x, existencia: '1.000' });
  });

  it('the products list filters them with bajo_minimo=1, as GET inventarios flags them', async () => {
    const ids = async (url: string) => {
      const r = await get(t, e, url);
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data.data.map((p: { id: number }) => p.id) as number[];
    };
    const lista = productos.api.lista;
    // x: 1 left of a minimum of 4; y and the others: no minimum.
    expect(await ids(`${lista}?bajo_minimo=1`)).toEqual([x]);
    expect(await ids(`${lista}?bajo_minimo=true&search=limonada`)).toEqual([x]);
    expect(await ids(`${lista}?bajo_minimo=1&search=cerveza`)).toEqual([]);
    expect(await ids(`${lista}?bajo_minimo=0&rowsPerPage=100`)).toEqual(expect.arrayContaining([x, y]));
    const inventario = (await get(t, e, 'inventarios?bajo_minimo=1')).json().data.data;
    expect(inventario.map((f: { id: number }) => f.id)).toEqual([x]);
    // Back to the minimum: off the filtered list.
    await comoEmpresa(t, e.empresaId, (scope) =>
      registrarMovimiento(scope, {
        id_producto: x,
        id_sede: c.sede,
        tipo: TIPOS_MOVIMIENTO.ajuste,
        cantidad: '3',
      }),
    );
    expect(await ids(`${lista}?bajo_minimo=1`)).toEqual([]);
  });

  it('a product without a minimum never sends it', async () => {
    const w = await crearWebhook(e, ['inventario.bajo_minimo']);
    expect((await vender(y, 1)).statusCode).toBe(200);
    expect(await recibidos(w.secreto)).toEqual([]);
  });
});

describe('register', () => {
  it('closing sends caja.cerrada once with its totals and is audited; a second close sends nothing', async () => {
    const w = await crearWebhook(e, ['caja.cerrada']);
    const totales = (await get(t, e, `cuadresCaja/${idCaja}/totales`)).json().data;
    const efectivo = totales.formas_pago.find(
      (f: { id_forma_pago: number }) => f.id_forma_pago === c.efectivo,
    );
    const cierre = await post(t, e, `cuadresCaja/cuadreCaja/${idCaja}`, {
      cerrar_caja: true,
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor: efectivo.esperado }],
    });
    expect(cierre.statusCode, cierre.body).toBe(200);
    expect((await post(t, e, `cuadresCaja/cuadreCaja/${idCaja}`, { cerrar_caja: true })).statusCode).toBe(
      409,
    );
    const eventos = await recibidos(w.secreto);
    expect(eventos.map((x) => x.type)).toEqual(['caja.cerrada']);
    const data = datosEventoCaja.parse(eventos[0].data);
    const d = cierre.json().data;
    expect(data).toMatchObject({
      id: idCaja,
      id_sede: c.sede,
      saldo_apertura: '100000.00',
      esperado: d.esperado,
      contado: d.contado,
      diferencia: d.diferencia,
      cerrada_por: e.usuarioId,
    });
    expect(data.conteos.find((x) => x.id_forma_pago === c.efectivo)).toMatchObject({
      esperado: efectivo.esperado,
      contado: efectivo.esperado,
      diferencia: '0.00',
    });
    const auditoria = await filas(
      sql`select accion from auditoria where entidad = 'cuadres_caja' and entidad_id = ${String(idCaja)} order by id`,
    );
    expect(auditoria.map((a) => a.accion)).toEqual(['caja.abierta', 'caja.cerrada']);
  });
});

describe('purchases', () => {
  it('a purchase sends compra.creada once; its repeat and a refused one send nothing', async () => {
    const w = await crearWebhook(eb, ['compra.creada']);
    const detalle_compra = [
      { id_producto: b.p.harina, cantidad: '5', costo_unitario: '2600', porcentaje_iva: '19' },
    ];
    const cuerpo = compra(b, { detalle_compra });
    const r = await post(t, eb, 'compras/compra', cuerpo);
    expect(r.statusCode, r.body).toBe(200);
    expect((await post(t, eb, 'compras/compra', cuerpo)).json().data.id).toBe(r.json().data.id);
    const mala = await post(t, eb, 'compras/compra', compra(b, { id_nit: 987654, detalle_compra }));
    expect(mala.statusCode).toBe(422);
    const eventos = await recibidos(w.secreto);
    expect(eventos.map((x) => x.type)).toEqual(['compra.creada']);
    expect(datosEventoCompra.parse(eventos[0].data)).toMatchObject({
      id: r.json().data.id,
      numero_factura_proveedor: 'FV-1',
      fecha: '2026-03-15',
      estado: 'registrada',
      total: r.json().data.total,
      nit: { id: b.proveedor },
      detalle_compra: [{ id_producto: b.p.harina, cantidad: '5.000', costo_unitario: '2600.00' }],
    });
  });

  it('cancelling sends compra.anulada once and is audited; a refused cancellation sends nothing', async () => {
    const r = await post(
      t,
      eb,
      'compras/compra',
      compra(b, { detalle_compra: [{ id_producto: b.p.queso, cantidad: '2', costo_unitario: '3000' }] }),
    );
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data.id as number;
    const w = await crearWebhook(eb, ['compra.anulada']);
    // The cheese was used meanwhile: the cancellation would leave it below zero, refused.
    await comoEmpresa(t, eb.empresaId, (scope) =>
      registrarMovimiento(scope, {
        id_producto: b.p.queso,
        id_sede: b.sede,
        tipo: TIPOS_MOVIMIENTO.merma,
        cantidad: '-1',
      }),
    );
    expect((await borrar(t, eb, `compras/compra/${id}?motivo=Error`)).statusCode).toBe(409);
    expect(await recibidos(w.secreto)).toEqual([]);
    await comoEmpresa(t, eb.empresaId, (scope) =>
      registrarMovimiento(scope, {
        id_producto: b.p.queso,
        id_sede: b.sede,
        tipo: TIPOS_MOVIMIENTO.ajuste,
        cantidad: '1',
      }),
    );
    const anulada = await borrar(t, eb, `compras/compra/${id}?motivo=Factura%20duplicada`);
    expect(anulada.statusCode, anulada.body).toBe(200);
    const eventos = await recibidos(w.secreto);
    expect(eventos.map((x) => x.type)).toEqual(['compra.anulada']);
    expect(datosEventoCompra.parse(eventos[0].data)).toMatchObject({
      id,
      estado: 'anulada',
      motivo_anulacion: 'Factura duplicada',
      total: '6000.00',
    });
    const auditoria = await filas(
      sql`select accion, usuario_id::int as usuario_id from auditoria where entidad = 'compras' and entidad_id = ${String(id)}`,
    );
    expect(auditoria).toEqual([{ accion: 'compra.anulada', usuario_id: eb.usuarioId }]);
  });
});

describe('expenses', () => {
  it('recording and cancelling one sends gasto.creado and gasto.anulado once, as GET answers them; a refusal none', async () => {
    const w = await crearWebhook(eb, ['gasto.creado', 'gasto.anulado']);
    const tipo = await post(t, eb, tiposGastos.api.item, { nombre: 'Gas propano' });
    expect(tipo.statusCode, tipo.body).toBe(200);
    const cuerpo = {
      id_forma_pago: b.efectivo,
      numero_factura: 'GP-88',
      fecha: '2026-03-15',
      id_tipo_gasto: tipo.json().data.id,
      concepto_gasto: 'Gas propano',
      subtotal: '84033.61',
      impuesto: '15966.39',
      id_sede: b.sede,
    };
    const malo = await post(t, eb, 'gastos/gasto', { ...cuerpo, subtotal: '-1' });
    expect(malo.statusCode).toBe(422);
    const creado = await post(t, eb, 'gastos/gasto', cuerpo);
    expect(creado.statusCode, creado.body).toBe(200);
    const id = creado.json().data.id as number;
    const anulado = await borrar(
      t,
      eb,
      `gastos/gasto/${id}?motivo=${encodeURIComponent('Factura duplicada')}`,
    );
    expect(anulado.statusCode, anulado.body).toBe(200);
    const eventos = await recibidos(w.secreto);
    expect(eventos.map((x) => x.type)).toEqual(['gasto.creado', 'gasto.anulado']);
    const { data: leido } = (await get(t, eb, `gastos/gasto/${id}`)).json();
    expect(eventos[0].data).toEqual(datosEventoGasto.parse(creado.json().data));
    expect(eventos[0].data).toMatchObject({ id, total: '100000.00', estado: 'registrado' });
    expect(eventos[1].data).toEqual(datosEventoGasto.parse(leido));
    expect(eventos[1].data).toMatchObject({ id, estado: 'anulado', motivo_anulacion: 'Factura duplicada' });
  });
});

describe('products', () => {
  it('a catalogue update sends producto.modificado once', async () => {
    const w = await crearWebhook(e, ['producto.modificado']);
    const r = await post(t, e, `${productos.api.item}/${c.p.excluido}`, {
      _method: 'put',
      nombre: 'Pan de bono',
      precio_venta: '3500',
    });
    expect(r.statusCode, r.body).toBe(200);
    const eventos = await recibidos(w.secreto);
    expect(eventos.map((x) => x.type)).toEqual(['producto.modificado']);
    expect(datosEventoProducto.parse(eventos[0].data)).toMatchObject({
      accion: 'actualizado',
      id_producto: c.p.excluido,
      producto: { nombre: 'Pan de bono' },
    });
  });
});
