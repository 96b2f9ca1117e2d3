import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tiposGastos } from '../../common/catalogos';
import { MENSAJES_GASTOS as M } from '../../common/gastos';
import type { TestApp } from './harness';
import {
  crearAppConEmpresa,
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  filasDe,
  type EmpresaDePrueba,
} from './fixtures';
import { CODIFICACIONES, enviar } from './catalogos-soporte';
import { borrar, get, post } from './ordenes-soporte';
import { compra, montarBodega, type Bodega } from './compras-soporte';

/** Expenses (issue 10) and cash expenses and purchases lowering the open register, on both engines. */
let t: TestApp;
let e: EmpresaDePrueba;
let b: Bodega;
let tipo: number;
let otra: EmpresaDePrueba;
let bo: Bodega;
let tipoOtra: number;

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));
const cuenta = async () =>
  (await filas(sql`select count(*)::int as n from gastos where empresa_id = ${e.empresaId}`))[0].n;

const crearTipo = async (quien: EmpresaDePrueba, nombre: string) => {
  const r = await post(t, quien, tiposGastos.api.item, { nombre });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
};

/** An expense's body: a cash one of 30.000 + 5.700 by default. */
const gasto = (cuerpo: Record<string, unknown> = {}) => ({
  id_forma_pago: b.efectivo,
  numero_factura: 'FE-100',
  fecha: '2026-03-15',
  id_tipo_gasto: tipo,
  concepto_gasto: 'Mantenimiento de la nevera',
  subtotal: '30000',
  impuesto: '5700',
  id_nit: b.proveedor,
  id_sede: b.sede,
  ...cuerpo,
});

const registrar = async (cuerpo: Record<string, unknown> = {}) => {
  const r = await post(t, e, 'gastos/gasto', gasto(cuerpo));
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  b = await montarBodega(t, e);
  tipo = await crearTipo(e, 'Mantenimiento');
  otra = await crearEmpresaDePrueba(t);
  bo = await montarBodega(t, otra, 2);
  tipoOtra = await crearTipo(otra, 'Servicios públicos');
});
afterAll(() => t.close());

describe('an expense', () => {
  it('is recorded with the total computed on the server (whatever the client sends)', async () => {
    const r = await post(t, e, 'gastos/gasto', { ...gasto(), total: '1' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(M.gastoCreado);
    // 30.000 + 5.700 = 35.700
    expect(r.json().data).toMatchObject({
      subtotal: '30000.00',
      impuesto: '5700.00',
      total: '35700.00',
      fecha: '2026-03-15',
      numero_factura: 'FE-100',
      concepto_gasto: 'Mantenimiento de la nevera',
      estado: 'registrado',
      tipo_gasto: { id: tipo, nombre: 'Mantenimiento' },
      forma_pago: { id: b.efectivo, nombre: 'Efectivo' },
      proveedor: { id: b.proveedor },
      id_cuadre_caja: null,
      id_begranda_anulado: null,
    });
    const leido = await get(t, e, `gastos/gasto/${r.json().data.id}`);
    expect(leido.json().data.total).toBe('35700.00');
  });

  it('takes today in Bogotá without a date, no tax as 0 and no supplier', async () => {
    const d = await registrar({ fecha: undefined, impuesto: undefined, id_nit: '', numero_factura: '' });
    expect(d.fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(d).toMatchObject({ impuesto: '0.00', total: '30000.00', proveedor: null, numero_factura: null });
  });

  it.each(CODIFICACIONES)('is created and updated in %s', async (como) => {
    const creado = await enviar(
      t,
      e,
      'gastos/gasto',
      gasto({ subtotal: '1000.50', impuesto: '190.10' }),
      como,
    );
    expect(creado.statusCode, creado.body).toBe(200);
    expect(creado.json().data.total).toBe('1190.60');
    const id = creado.json().data.id;
    const cambio = await enviar(
      t,
      e,
      `gastos/gasto/${id}`,
      { ...gasto({ subtotal: '2000', impuesto: '0', concepto_gasto: 'Gas' }), _method: 'put' },
      como,
    );
    expect(cambio.statusCode, cambio.body).toBe(200);
    expect(cambio.json()).toMatchObject({
      message: M.gastoActualizado,
      data: { id, total: '2000.00', concepto_gasto: 'Gas' },
    });
  });

  it.each(CODIFICACIONES)('an empty optional impuesto is 0 (%s, as the form sends it)', async (como) => {
    for (const impuesto of ['', null]) {
      const r = await enviar(t, e, 'gastos/gasto', gasto({ subtotal: '12000', impuesto }), como);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data).toMatchObject({ impuesto: '0.00', total: '12000.00' });
    }
  });

  it.each([
    [{ subtotal: '-1' }, 'subtotal', 'El subtotal no puede ser negativo'],
    [{ impuesto: '-0.01' }, 'impuesto', 'El impuesto no puede ser negativo'],
    [{ subtotal: 12.5 }, 'subtotal', undefined],
    [{ concepto_gasto: '' }, 'concepto_gasto', undefined],
    [{ fecha: '2026-02-30' }, 'fecha', 'La fecha debe tener el formato AAAA-MM-DD'],
  ])('refuses %j with a 422 on its field, writing nothing', async (cambio, campo, mensaje) => {
    const antes = await cuenta();
    const r = await post(t, e, 'gastos/gasto', gasto(cambio));
    expect(r.statusCode, r.body).toBe(422);
    expect(Object.keys(r.json().data.errors)).toContain(campo);
    if (mensaje) expect(r.json().data.errors[campo]).toContain(mensaje);
    expect(await cuenta()).toBe(antes);
  });

  it("refuses another company's expense type, payment method, supplier and venue (422, nothing written)", async () => {
    const antes = await cuenta();
    for (const [campo, valor, mensaje] of [
      ['id_tipo_gasto', tipoOtra, M.tipoGasto],
      ['id_forma_pago', bo.efectivo, M.formaPago],
      ['id_nit', bo.proveedor, M.proveedor],
      ['id_sede', bo.sede, M.sede],
    ] as const) {
      const r = await post(t, e, 'gastos/gasto', gasto({ [campo]: valor }));
      expect(r.statusCode, `${campo}: ${r.body}`).toBe(422);
      expect(r.json().data.errors[campo]).toEqual([mensaje]);
    }
    expect(await cuenta()).toBe(antes);
  });

  it("answers 404 for another company's expense on read, update and cancel, changing nothing", async () => {
    const suyo = await post(t, otra, 'gastos/gasto', {
      ...gasto(),
      id_forma_pago: bo.efectivo,
      id_tipo_gasto: tipoOtra,
      id_nit: bo.proveedor,
      id_sede: bo.sede,
    });
    expect(suyo.statusCode, suyo.body).toBe(200);
    const id = suyo.json().data.id;
    expect((await get(t, e, `gastos/gasto/${id}`)).statusCode).toBe(404);
    expect((await post(t, e, `gastos/gasto/${id}`, { ...gasto(), _method: 'put' })).statusCode).toBe(404);
    expect((await borrar(t, e, `gastos/gasto/${id}?motivo=x`)).statusCode).toBe(404);
    const fila = await filas(sql`select estado, total::text from gastos where id = ${id}`);
    expect(fila[0]).toEqual({ estado: 'registrado', total: '35700.00' });
    const lista = (await get(t, e, 'gastos?rowsPerPage=-1')).json().data.data as { id: number }[];
    expect(lista.some((g) => g.id === id)).toBe(false);
  });

  it('is cancelled with a reason: kept, marked, audited; twice is a 409 and it is no longer editable', async () => {
    const d = await registrar({ concepto_gasto: 'Taxi al mercado' });
    const sinMotivo = await borrar(t, e, `gastos/gasto/${d.id}`);
    expect(sinMotivo.statusCode).toBe(422);
    expect(Object.keys(sinMotivo.json().data.errors)).toEqual(['motivo']);
    const r = await borrar(t, e, `gastos/gasto/${d.id}?motivo=${encodeURIComponent('Factura repetida')}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      message: M.gastoAnulado,
      data: { id: d.id, estado: 'anulado', motivo_anulacion: 'Factura repetida', total: '35700.00' },
    });
    expect(r.json().data.anulado_at).not.toBeNull();
    const guardado = await filas(sql`select anulado_por from gastos where id = ${d.id}`);
    expect(Number(guardado[0].anulado_por)).toBe(e.usuarioId);
    const auditoria = await filas(
      sql`select accion, despues, usuario_id from auditoria where entidad = 'gastos' and entidad_id = ${String(d.id)}`,
    );
    expect(auditoria).toHaveLength(1);
    expect(auditoria[0]).toMatchObject({
      accion: 'gasto.anulado',
      despues: { estado: 'anulado', motivo: 'Factura repetida' },
    });
    const dos = await borrar(t, e, `gastos/gasto/${d.id}?motivo=otra`);
    expect(dos.statusCode).toBe(409);
    expect(dos.json().message).toBe(M.yaAnulado);
    const editar = await post(t, e, `gastos/gasto/${d.id}`, { ...gasto(), _method: 'put' });
    expect(editar.statusCode).toBe(409);
    expect(editar.json().message).toBe(M.anuladoNoEditar);
  });

  it('lists from page 1, newest date first, with search and filters', async () => {
    const viejo = await registrar({ fecha: '2025-12-01', concepto_gasto: 'Arriendo diciembre' });
    const nuevo = await registrar({
      fecha: '2030-04-01',
      concepto_gasto: 'Arriendo abril',
      id_forma_pago: b.transferencia,
    });
    const r = await get(t, e, 'gastos?page=1&rowsPerPage=2');
    expect(r.statusCode, r.body).toBe(200);
    const p = r.json().data;
    expect(p).toMatchObject({ current_page: 1, per_page: 2 });
    expect(p.data[0].id).toBe(nuevo.id);
    expect(p.total).toBe(await cuenta());
    const busqueda = (await get(t, e, `gastos?search=${encodeURIComponent('arriendo')}`)).json().data;
    expect(busqueda.data.map((g: { id: number }) => g.id)).toEqual([nuevo.id, viejo.id]);
    const rango = (await get(t, e, 'gastos?desde=2025-11-01&hasta=2025-12-31')).json().data;
    expect(rango.data.map((g: { id: number }) => g.id)).toEqual([viejo.id]);
    const porForma = (await get(t, e, `gastos?id_forma_pago=${b.transferencia}&search=arriendo`)).json().data;
    expect(porForma.data.map((g: { id: number }) => g.id)).toEqual([nuevo.id]);
    const anulados = (await get(t, e, 'gastos?estado=anulado')).json().data;
    expect(anulados.data.every((g: { estado: string }) => g.estado === 'anulado')).toBe(true);
    expect(anulados.total).toBeGreaterThan(0);
  });

  it('needs the gastos module', async () => {
    const sin = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 2, acceso: 'compras' });
    const con = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 2, acceso: 'gastos' });
    expect((await get(t, sin, 'gastos')).statusCode).toBe(403);
    expect((await post(t, sin, 'gastos/gasto', gasto())).statusCode).toBe(403);
    expect((await get(t, con, 'gastos')).statusCode).toBe(200);
  });
});

describe('cash expenses and purchases while a register is open', () => {
  const efectivoDe = (totales: {
    formas_pago: { id_forma_pago: number; esperado: string; egresos: string }[];
  }) => totales.formas_pago.find((f) => f.id_forma_pago === b.efectivo)!;

  it('lower its expected cash (cancelled, pending and non-cash ones do not), down to the close', async () => {
    const abierta = await post(t, e, 'cuadresCaja/cuadreCaja', { id_sede: b.sede, saldo_apertura: '200000' });
    expect(abierta.statusCode, abierta.body).toBe(200);
    const idCaja = abierta.json().data.id;
    const totales = async () => {
      const r = await get(t, e, `cuadresCaja/${idCaja}/totales`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data;
    };
    expect(efectivoDe(await totales())).toMatchObject({ egresos: '0.00', esperado: '200000.00' });

    // Cash expense 30.000 + 5.700 = 35.700: counted, recorded on the register.
    const g = await registrar();
    expect(g.id_cuadre_caja).toBe(idCaja);
    // By transfer: not cash, no register.
    const porTransferencia = await registrar({ id_forma_pago: b.transferencia, subtotal: '50000' });
    expect(porTransferencia.id_cuadre_caja).toBeNull();
    // A cash expense of 8.000, then cancelled: not counted.
    const anulado = await registrar({ subtotal: '8000', impuesto: '0' });
    expect((await borrar(t, e, `gastos/gasto/${anulado.id}?motivo=error`)).statusCode).toBe(200);
    // A cash expense of 12.000 moved to transfer: no longer counted.
    const movido = await registrar({ subtotal: '12000', impuesto: '0' });
    const r = await post(t, e, `gastos/gasto/${movido.id}`, {
      ...gasto({ subtotal: '12000', impuesto: '0', id_forma_pago: b.transferencia }),
      _method: 'put',
    });
    expect(r.json().data.id_cuadre_caja).toBeNull();
    // A cash purchase paid: 2 × 2.500 = 5.000 + IVA 19 % 950 = 5.950.
    const pagada = await post(
      t,
      e,
      'compras/compra',
      compra(b, {
        detalle_compra: [
          { id_producto: b.p.harina, cantidad: '2', costo_unitario: '2500', porcentaje_iva: '19' },
        ],
      }),
    );
    expect(pagada.statusCode, pagada.body).toBe(200);
    // A pending cash purchase of 4 × 2.500 = 10.000: a payable, no cash left yet.
    const pendiente = await post(
      t,
      e,
      'compras/compra',
      compra(b, {
        tipo_pago_compra: 2,
        detalle_compra: [{ id_producto: b.p.harina, cantidad: '4', costo_unitario: '2500' }],
      }),
    );
    expect(pendiente.statusCode, pendiente.body).toBe(200);

    // 200.000 − 35.700 − 5.950 = 158.350; out: 41.650.
    let t1 = await totales();
    expect(efectivoDe(t1)).toMatchObject({ egresos: '41650.00', esperado: '158350.00' });
    expect(t1.egresos_efectivo).toBe('41650.00');

    // Paying the pending purchase in cash now takes its 10.000 too: 148.350.
    const pago = await post(t, e, `compras/compra/${pendiente.json().data.id}/pagar`, {});
    expect(pago.statusCode, pago.body).toBe(200);
    t1 = await totales();
    expect(efectivoDe(t1)).toMatchObject({ egresos: '51650.00', esperado: '148350.00' });

    // Cancelling the paid purchase gives its 5.950 back: 154.300.
    const anulada = await borrar(t, e, `compras/compra/${pagada.json().data.id}?motivo=devuelta`);
    expect(anulada.statusCode, anulada.body).toBe(200);
    t1 = await totales();
    expect(efectivoDe(t1)).toMatchObject({ egresos: '45700.00', esperado: '154300.00' });
    expect(t1.esperado_total).toBe('154300.00');

    // The close expects the same: counting 154.300 squares it.
    const cierre = await post(t, e, `cuadresCaja/cuadreCaja/${idCaja}`, {
      cerrar_caja: true,
      formaPagoValores: [{ id_forma_pago: b.efectivo, valor: '154300' }],
    });
    expect(cierre.statusCode, cierre.body).toBe(200);
    expect(
      cierre.json().data.conteos.find((c: { id_forma_pago: number }) => c.id_forma_pago === b.efectivo),
    ).toMatchObject({ esperado: '154300.00', diferencia: '0.00', resultado: 'cuadrado' });

    // With no register open, a cash expense belongs to none.
    expect((await registrar()).id_cuadre_caja).toBeNull();
  });
});
