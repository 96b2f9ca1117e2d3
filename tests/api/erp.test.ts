import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nits, tiposGastos } from '../../common/catalogos';
import { referenciaErp } from '../../server/erp/documentos';
import type { SimuladorErp } from '../../server/erp/simulador';
import type { TestApp } from './harness';
import { crearAppConEmpresa, crearEmpresaDePrueba, filasDe, type EmpresaDePrueba } from './fixtures';
import { cuerpoValido } from './catalogos-soporte';
import { borrar, get, post } from './ordenes-soporte';
import { abrirCaja, cobro, montarCaja, type Caja } from './ventas-soporte';
import { cudeDelXml } from './dian-soporte';

/**
 * Issue 29, the ERP: with activarErpBegranda = 1 each sale, purchase, expense and cancellation is queued in its
 * own transaction and sent after the commit (the outbox) to the built-in simulator — the ERP's id, then DIAN's
 * code (the simulator recomputes the POS document's CUDE from its XML). The ERP down: the sale is never refused,
 * its document stays in contingency and goes, once, when the ERP returns. A line without ERP code is refused
 * before anything is sent, naming the product. The spec's erp/begranda/* calls; another company's ids: 404.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let otra: EmpresaDePrueba;
let c: Caja;
let sim: SimuladorErp;
let proveedor: number;
let tipoGasto: number;
const PIN = '75315';

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));
const config = (nombre: string, valor: string) =>
  post(t, e, 'configuraciones/configuracion', { nombre, valor }).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
  });

const envio = async (modulo: string, id: number) =>
  (
    await filas(sql`select estado, erp_id, cufe_cude, paso_fallido, error, contingencia, intentos
      from erp_envios where empresa_id = ${e.empresaId} and modulo = ${modulo} and id_documento = ${id}`)
  )[0];

/** Every queued ERP job due now, then delivered. */
async function entregar() {
  await t.database.db.execute(
    sql`update outbox set disponible_at = now() where tipo = 'erp' and procesado_at is null`,
  );
  await t.app.outbox.drain();
}

async function vender(producto = c.p.excluido): Promise<number> {
  const r = await post(
    t,
    e,
    'ventas/inmediata',
    cobro({
      id_sede: c.sede,
      detalles: [{ id_producto: producto, cantidad: 1 }],
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '50000' }],
    }),
  );
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id;
}

async function comprar(): Promise<number> {
  const r = await post(t, e, 'compras/compra', {
    idempotencia: crypto.randomUUID(),
    id_nit: proveedor,
    numero_factura_proveedor: `FV-${Math.random()}`.slice(0, 20),
    fecha: '2026-03-15',
    id_forma_pago: c.tarjeta,
    id_sede: c.sede,
    detalle_compra: [{ id_producto: c.p.gaseosa, cantidad: '2', costo_unitario: '2000' }],
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id;
}

async function gastar(): Promise<number> {
  const r = await post(t, e, 'gastos/gasto', {
    id_forma_pago: c.tarjeta,
    numero_factura: 'FE-100',
    fecha: '2026-03-15',
    id_tipo_gasto: tipoGasto,
    concepto_gasto: 'Mantenimiento de la nevera',
    subtotal: '30000',
    impuesto: '5700',
    id_nit: proveedor,
    id_sede: c.sede,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id;
}

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  sim = t.app.erp.simulador!;
  otra = await crearEmpresaDePrueba(t);
  await config('nit', '900373115');
  await config('razonSocial', 'Café La Esquina SAS');
  c = await montarCaja(t, e);
  await abrirCaja(t, e, c.sede, '0');
  const rp = await post(t, e, nits.api.item, {
    ...cuerpoValido(nits, 7, c.sede),
    tipo_proveedor_cliente: 'proveedor',
  });
  expect(rp.statusCode, rp.body).toBe(200);
  proveedor = rp.json().data.id;
  const rt = await post(t, e, tiposGastos.api.item, { nombre: 'Mantenimiento' });
  tipoGasto = rt.json().data.id;
  // The ERP codes of every product and tax but the Gaseosa's tax and the Agua's product (cases below).
  await t.database.db.execute(sql`update productos set codigo_producto_erp_begranda = 'P' || id
    where empresa_id = ${e.empresaId} and id <> ${c.p.iva19}`);
  await t.database.db.execute(sql`update productos_impuestos set "codigoProducto" = 'I' || id
    where empresa_id = ${e.empresaId}`);
  await t.database.db.execute(sql`update tipos_gastos set "codigoProductoErpBegranda" = 'G' || id
    where empresa_id = ${e.empresaId}`);
  // The sales' electronic POS documents (their XML and CUDE, which the simulator checks).
  const rr = await post(t, e, 'configuraciones/rangosDian/rangoDian', {
    tipo: 'pos',
    resolucion: '18764000000077',
    fecha_resolucion: '2025-01-01',
    prefijo: 'EPOS',
    desde: 1,
    hasta: 1000,
    vigencia_desde: '2025-01-01',
    vigencia_hasta: '2099-12-31',
    ambiente: 2,
    id_software: 'sw-comanda',
    pin_software: PIN,
    id_sede: c.sede,
  });
  expect(rr.statusCode, rr.body).toBe(200);
  await post(t, e, 'configuraciones/rangosDian/rangoDian', {
    tipo: 'pos',
    resolucion: '18764000000078',
    fecha_resolucion: '2025-01-01',
    prefijo: 'NPOS',
    desde: 1,
    hasta: 1000,
    vigencia_desde: '2025-01-01',
    vigencia_hasta: '2099-12-31',
    ambiente: 2,
    id_software: 'sw-comanda',
    pin_software: PIN,
    id_sede: c.otraSede,
  });
  await config('documentosElectronicos', '1');
});
afterAll(() => t.close());

describe('the ERP off (activarErpBegranda 0)', () => {
  it('a sale queues nothing and the erp/begranda calls answer that the integration is off', async () => {
    const id = await vender();
    expect(await envio('sale', id)).toBeUndefined();
    const r = await post(t, e, 'erp/begranda/bill', { id });
    expect(r.statusCode, r.body).toBe(409);
    expect(r.json().message).toMatch(/no está activa/);
  });
});

describe('the ERP on: sent after the commit, through the outbox', () => {
  beforeAll(() => config('activarErpBegranda', '1'));

  it('a sale goes to the ERP and on to DIAN; the simulator checked its CUDE against the XML', async () => {
    const id = await vender();
    // Queued in the sale's transaction: one job (the worker may already have taken it).
    const [job] = await filas(sql`select count(*)::int as n from outbox
      where empresa_id = ${e.empresaId} and tipo = 'erp' and payload->>'id' = ${String(id)}`);
    expect(job.n).toBe(1);
    await entregar();
    const f = await envio('sale', id);
    const [d] = await filas(
      sql`select cufe_cude, xml, estado from documentos_dian where empresa_id = ${e.empresaId} and id_venta = ${id}`,
    );
    expect(cudeDelXml(d.xml as string, PIN)).toBe(d.cufe_cude);
    expect(f).toMatchObject({ estado: 'validado', cufe_cude: d.cufe_cude, contingencia: false });
    expect(f.erp_id).toMatch(/^SIM-\d+$/);
    expect(d.estado).toBe('aceptado');
    const [v] = await filas(
      sql`select id_begranda, cufe_cude from ventas where empresa_id = ${e.empresaId} and id = ${id}`,
    );
    expect(v).toEqual({ id_begranda: f.erp_id, cufe_cude: d.cufe_cude });
    // The sale's record carries them (spec §3).
    const r = await get(t, e, 'ventas?page=1&rowsPerPage=-1');
    expect(r.statusCode, r.body).toBe(200);
    const lista = r.json().data;
    const fila = (Array.isArray(lista) ? lista : lista.data).find((x: { id: number }) => x.id === id);
    expect(fila).toMatchObject({ begrandaId: f.erp_id, cufeCude: d.cufe_cude });
  });

  it('a line without ERP code is refused before anything is sent, naming the product', async () => {
    const id = await vender(c.p.iva19);
    await entregar();
    const f = await envio('sale', id);
    expect(f).toMatchObject({ estado: 'fallido', paso_fallido: 'erp', contingencia: false, erp_id: null });
    expect(f.error).toContain('Agua en botella');
    expect(sim.llamadasDe(referenciaErp(e.empresaId, 'sale', id))).toBe(0);
    const r = await post(t, e, 'erp/begranda/bill', { id });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().message).toContain('Agua en botella');
    expect(sim.llamadasDe(referenciaErp(e.empresaId, 'sale', id))).toBe(0);
  });

  it('the ERP down: the sale is made, its document stays in contingency, and goes once when the ERP returns', async () => {
    sim.fallar('caida');
    const antes = sim.aceptados;
    const ids = [await vender(), await vender()];
    await entregar();
    for (const id of ids) {
      expect(await envio('sale', id)).toMatchObject({ estado: 'fallido', contingencia: true, erp_id: null });
      const [d] = await filas(
        sql`select estado from documentos_dian where empresa_id = ${e.empresaId} and id_venta = ${id}`,
      );
      expect(d.estado).toBe('contingencia');
    }
    const cola = await get(t, e, 'erp/begranda/cola');
    expect(cola.statusCode, cola.body).toBe(200);
    const enCola = cola.json().data.documentos.filter((x: { id: number }) => ids.includes(x.id));
    expect(enCola).toHaveLength(2);
    expect(enCola[0]).toMatchObject({ modulo: 'sale', contingencia: true, estado: 'fallido', alerta: null });
    // By hand while it is down: 503 with the reason, the state kept.
    const r = await post(t, e, 'erp/begranda/bill', { id: ids[0] });
    expect(r.statusCode, r.body).toBe(503);
    expect(r.json().data.erpAdditionals).toMatchObject({ status: 'error' });
    sim.fallar('ninguna');
    await entregar();
    await entregar();
    for (const id of ids) {
      const f = await envio('sale', id);
      expect(f).toMatchObject({ estado: 'validado', contingencia: false });
      // Accepted once: the same id, no second document.
      expect(sim.documento(referenciaErp(e.empresaId, 'sale', id))?.erpId).toBe(f.erp_id);
    }
    expect(sim.aceptados).toBe(antes + 2);
    const llamadas = sim.llamadasDe(referenciaErp(e.empresaId, 'sale', ids[0]));
    await entregar();
    expect(sim.llamadasDe(referenciaErp(e.empresaId, 'sale', ids[0]))).toBe(llamadas);
  });

  it('a document near 48 hours untransmitted raises the alert in the owner’s queue', async () => {
    sim.fallar('caida');
    const id = await vender();
    await entregar();
    sim.fallar('ninguna');
    await t.database.db.execute(sql`update erp_envios set created_at = now() - interval '41 hours'
      where empresa_id = ${e.empresaId} and modulo = 'sale' and id_documento = ${id}`);
    let cola = (await get(t, e, 'erp/begranda/cola')).json().data;
    expect(cola.documentos.find((x: { id: number }) => x.id === id)).toMatchObject({ alerta: 'porVencer' });
    expect(cola.porVencer).toBeGreaterThanOrEqual(1);
    await t.database.db.execute(sql`update erp_envios set created_at = now() - interval '49 hours'
      where empresa_id = ${e.empresaId} and modulo = 'sale' and id_documento = ${id}`);
    cola = (await get(t, e, 'erp/begranda/cola')).json().data;
    expect(cola.vencidos).toBeGreaterThanOrEqual(1);
    await entregar();
    cola = (await get(t, e, 'erp/begranda/cola')).json().data;
    expect(cola.documentos.find((x: { id: number }) => x.id === id)).toBeUndefined();
  });

  it('purchases, expenses and their cancellations go too, and their records carry the ids', async () => {
    const compra = await comprar();
    const gasto = await gastar();
    await entregar();
    const fc = await envio('purchase', compra);
    const fg = await envio('expense', gasto);
    expect(fc).toMatchObject({ estado: 'validado' });
    expect(fg).toMatchObject({ estado: 'validado' });
    expect((await get(t, e, `compras/compra/${compra}`)).json().data).toMatchObject({
      id_begranda: fc.erp_id,
      begrandaId: fc.erp_id,
      cufeCude: fc.cufe_cude,
    });
    expect((await get(t, e, `gastos/gasto/${gasto}`)).json().data).toMatchObject({
      begrandaId: fg.erp_id,
      cufeCude: fg.cufe_cude,
    });
    expect((await borrar(t, e, `compras/compra/${compra}?motivo=Error`)).statusCode).toBe(200);
    expect((await borrar(t, e, `gastos/gasto/${gasto}?motivo=Error`)).statusCode).toBe(200);
    await entregar();
    const ac = await envio('canceledPurchase', compra);
    expect(ac).toMatchObject({ estado: 'validado' });
    const [cc] = await filas(sql`select id_begranda_anulado, cude_anulado from compras
      where empresa_id = ${e.empresaId} and id = ${compra}`);
    expect(cc).toEqual({ id_begranda_anulado: ac.erp_id, cude_anulado: ac.cufe_cude });
    expect(await envio('canceledExpense', gasto)).toMatchObject({ estado: 'validado' });
  });
});

describe('the spec’s erp/begranda/* calls', () => {
  it('bill then dian: the spec’s texts, erpAdditionals and the lookup URL of the environment', async () => {
    await config('activarErpBegranda', '0');
    const id = await vender();
    await config('activarErpBegranda', '1');
    const r = await post(t, e, 'erp/begranda/bill', { id });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Se ha enviado correctamente la venta al ERP de Begranda');
    expect(r.json().data).toMatchObject({ estado: 'enviado', cufeCude: null });
    expect(r.json().erpAdditionals).toMatchObject({
      status: 'success',
      data: { begrandaId: r.json().data.begrandaId, cufeCude: null },
      additionalData: { customValidation: null },
    });
    const d = await post(t, e, 'erp/begranda/dian', { id });
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json().message).toBe('Transacción Exitosa !!');
    expect(d.json().data.begrandaId).toBe(r.json().data.begrandaId);
    expect(d.json().data.urlDian).toBe(
      `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${d.json().data.cufeCude}`,
    );
    // Again: nothing sent twice.
    const llamadas = sim.llamadasDe(referenciaErp(e.empresaId, 'sale', id));
    expect((await post(t, e, 'erp/begranda/dian', { id })).statusCode).toBe(200);
    expect(sim.llamadasDe(referenciaErp(e.empresaId, 'sale', id))).toBe(llamadas);
    const m = await post(t, e, 'erp/begranda/send/email', { id, correo: 'cliente@ejemplo.co' });
    expect(m.statusCode, m.body).toBe(200);
    expect(sim.correos.at(-1)).toEqual({
      referencia: referenciaErp(e.empresaId, 'sale', id),
      correo: 'cliente@ejemplo.co',
    });
  });

  it('purchase, expense, their DIAN step and their cancellations by hand; a cancelled sale', async () => {
    await config('activarErpBegranda', '0');
    const compra = await comprar();
    const gasto = await gastar();
    const venta = await vender();
    await config('activarErpBegranda', '1');
    let r = await post(t, e, 'erp/begranda/purchase', { id: compra });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.estado).toBe('enviado');
    r = await post(t, e, 'erp/begranda/expense', { id: gasto });
    expect(r.json().data.estado).toBe('enviado');
    r = await post(t, e, 'erp/begranda/dian/purchase/expense', { id: compra, tipo: 'purchase' });
    expect(r.json().data).toMatchObject({ estado: 'validado', modulo: 'purchase' });
    r = await post(t, e, 'erp/begranda/dian/purchase/expense', { id: gasto, tipo: 'expense' });
    expect(r.json().data).toMatchObject({ estado: 'validado', modulo: 'expense' });
    // Not cancelled yet: no cancellation to send.
    expect((await borrar(t, e, `erp/begranda/refound/shopping/${compra}`)).statusCode).toBe(404);
    await config('activarErpBegranda', '0');
    expect((await borrar(t, e, `compras/compra/${compra}?motivo=Error`)).statusCode).toBe(200);
    expect((await borrar(t, e, `gastos/gasto/${gasto}?motivo=Error`)).statusCode).toBe(200);
    const cancelada = await post(t, e, 'ventas/venta/cancelar', { id_venta: venta, motivo: 'Error' });
    expect(cancelada.statusCode, cancelada.body).toBe(200);
    await config('activarErpBegranda', '1');
    r = await borrar(t, e, `erp/begranda/refound/shopping/${compra}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ modulo: 'canceledPurchase', estado: 'enviado' });
    r = await borrar(t, e, `erp/begranda/refound/expense/${gasto}`);
    expect(r.json().data).toMatchObject({ modulo: 'canceledExpense', estado: 'enviado' });
    r = await post(t, e, 'erp/begranda/dian/cancel/purchase/expense', { id: gasto, tipo: 'expense' });
    expect(r.json().data).toMatchObject({ modulo: 'canceledExpense', estado: 'validado' });
    // A cancelled sale whose original never went: the original first, then its note.
    r = await post(t, e, 'erp/begranda/dian/cancel/sale', { id: venta });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ modulo: 'canceledSale', estado: 'validado' });
    expect(await envio('sale', venta)).toMatchObject({ estado: 'enviado' });
    const [v] = await filas(sql`select id_begranda, id_begranda_anulado, cude_anulado from ventas
      where empresa_id = ${e.empresaId} and id = ${venta}`);
    expect(v.id_begranda).toMatch(/^SIM-/);
    expect(v.id_begranda_anulado).toBe(r.json().data.begrandaId);
    expect(v.cude_anulado).toBe(r.json().data.cufeCude);
  });

  it('a register close: its state, then sent', async () => {
    const [caja] = await filas(sql`select id from cuadres_caja where empresa_id = ${e.empresaId} limit 1`);
    let r = await get(t, e, `cuadresCaja/cuadreCaja/${caja.id}/begranda`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ estado: 'sinEnviar', begrandaId: null });
    r = await post(t, e, `cuadresCaja/cuadreCaja/${caja.id}/begranda`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.begrandaId).toMatch(/^SIM-/);
  });

  it('the ERP refusing answers 502 with its reason; the state says failed', async () => {
    await config('activarErpBegranda', '0');
    const id = await vender();
    await config('activarErpBegranda', '1');
    sim.fallar('rechazo');
    const r = await post(t, e, 'erp/begranda/bill', { id });
    sim.fallar('ninguna');
    expect(r.statusCode, r.body).toBe(502);
    expect(r.json().message).toMatch(/rechazó/);
    expect(r.json().data.estado).toMatchObject({ estado: 'fallido', paso_fallido: 'erp' });
  });

  it('another company’s ids answer 404 and nothing is sent', async () => {
    const id = await vender();
    await post(t, otra, 'configuraciones/configuracion', { nombre: 'activarErpBegranda', valor: '1' });
    const antes = sim.llamadasDe(referenciaErp(otra.empresaId, 'sale', id));
    const [caja] = await filas(sql`select id from cuadres_caja where empresa_id = ${e.empresaId} limit 1`);
    for (const [metodo, url, cuerpo] of [
      ['POST', 'erp/begranda/bill', { id }],
      ['POST', 'erp/begranda/dian', { id }],
      ['POST', 'erp/begranda/dian/cancel/sale', { id }],
      ['POST', 'erp/begranda/purchase', { id }],
      ['POST', 'erp/begranda/dian/purchase/expense', { id, tipo: 'expense' }],
      ['DELETE', `erp/begranda/refound/shopping/${id}`, null],
      ['GET', `cuadresCaja/cuadreCaja/${caja.id}/begranda`, null],
      ['POST', `cuadresCaja/cuadreCaja/${caja.id}/begranda`, {}],
    ] as const) {
      const r =
        metodo === 'POST'
          ? await post(t, otra, url, cuerpo!)
          : metodo === 'DELETE'
            ? await borrar(t, otra, url)
            : await get(t, otra, url);
      expect(r.statusCode, `${metodo} ${url}: ${r.body}`).toBe(404);
    }
    expect(sim.llamadasDe(referenciaErp(otra.empresaId, 'sale', id))).toBe(antes);
  });
});
