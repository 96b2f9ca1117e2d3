import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nits } from '../../common/catalogos';
import type { SimuladorErp } from '../../server/erp/simulador';
import type { TestApp } from './harness';
import { crearAppConEmpresa, crearEmpresaDePrueba, filasDe, type EmpresaDePrueba } from './fixtures';
import { cuerpoValido } from './catalogos-soporte';
import { borrar, get, post } from './ordenes-soporte';
import { abrirCaja, cobro, montarCaja, type Caja } from './ventas-soporte';

/**
 * Issue 29, the owner's queue screen: GET erp/begranda/cola/documentos pages (from 1) the documents the ERP/DIAN
 * has not accepted yet, oldest first, with each one's number and day, filtered by kind and state; a validated one
 * leaves it; another company's never shows; a bad filter is a Spanish 422.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let otra: EmpresaDePrueba;
let c: Caja;
let sim: SimuladorErp;
let ventasIds: number[] = [];
let compraId: number;

interface Fila {
  id: number;
  modulo: string;
  id_documento: number;
  numero: string | null;
  fecha: string | null;
  estado: string;
  contingencia: boolean;
  error: string | null;
  intentos: number;
  horas_sin_transmitir: number | null;
  alerta: string | null;
}

const cola = async (query = '') => {
  const r = await get(t, e, `erp/begranda/cola/documentos?${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { current_page: number; data: Fila[]; total: number; last_page: number };
};

async function entregar() {
  await t.database.db.execute(
    sql`update outbox set disponible_at = now() where tipo = 'erp' and procesado_at is null`,
  );
  await t.app.outbox.drain();
}

async function vender(): Promise<number> {
  const r = await post(
    t,
    e,
    'ventas/inmediata',
    cobro({
      id_sede: c.sede,
      detalles: [{ id_producto: c.p.excluido, cantidad: 1 }],
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '50000' }],
    }),
  );
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id;
}

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  sim = t.app.erp.simulador!;
  otra = await crearEmpresaDePrueba(t);
  c = await montarCaja(t, e);
  await abrirCaja(t, e, c.sede, '0');
  await t.database.db.execute(sql`update productos set codigo_producto_erp_begranda = 'P' || id
    where empresa_id = ${e.empresaId}`);
  await t.database.db.execute(sql`update productos_impuestos set "codigoProducto" = 'I' || id
    where empresa_id = ${e.empresaId}`);
  const rc = await post(t, e, 'configuraciones/configuracion', { nombre: 'activarErpBegranda', valor: '1' });
  expect(rc.statusCode, rc.body).toBe(200);
  const rp = await post(t, e, nits.api.item, {
    ...cuerpoValido(nits, 3, c.sede),
    tipo_proveedor_cliente: 'proveedor',
  });
  expect(rp.statusCode, rp.body).toBe(200);

  // The ERP down: two sales and a purchase fail to go and stay in the queue, in contingency.
  sim.fallar('caida');
  ventasIds = [await vender(), await vender()];
  const r = await post(t, e, 'compras/compra', {
    idempotencia: crypto.randomUUID(),
    id_nit: rp.json().data.id,
    numero_factura_proveedor: 'FV-COLA-1',
    fecha: '2026-03-15',
    id_forma_pago: c.tarjeta,
    id_sede: c.sede,
    detalle_compra: [{ id_producto: c.p.gaseosa, cantidad: '2', costo_unitario: '2000' }],
  });
  expect(r.statusCode, r.body).toBe(200);
  compraId = r.json().data.id;
  await entregar();
  // Oldest first: the first sale queued two days ago (past DIAN's 48 hours).
  await t.database.db.execute(sql`update erp_envios set created_at = now() - interval '50 hours'
    where empresa_id = ${e.empresaId} and modulo = 'sale' and id_documento = ${ventasIds[0]}`);
  // Another company's document in its queue.
  await t.database.db.execute(sql`insert into erp_envios (empresa_id, modulo, id_documento, estado)
    values (${otra.empresaId}, 'sale', ${ventasIds[0]}, 'pendiente')`);
});
afterAll(() => t.close());

describe('GET erp/begranda/cola/documentos', () => {
  it('pages the documents not yet accepted, oldest first, with number, day, state, error and attempts', async () => {
    const todo = await cola('page=1&rowsPerPage=-1');
    expect(todo.total).toBe(3);
    expect(todo.data.map((f) => [f.modulo, f.id_documento])).toEqual([
      ['sale', ventasIds[0]],
      ['sale', ventasIds[1]],
      ['purchase', compraId],
    ]);
    const [vieja] = todo.data;
    const [v] = filasDe(
      await t.database.db.execute(sql`select prefijo || numero as numero,
        to_char(created_at at time zone 'America/Bogota', 'YYYY-MM-DD') as dia
        from ventas where empresa_id = ${e.empresaId} and id = ${ventasIds[0]}`),
    );
    expect(vieja).toMatchObject({
      numero: v.numero,
      fecha: v.dia,
      estado: 'fallido',
      contingencia: true,
      alerta: 'vencido',
    });
    // The outbox's worker may have tried it once already besides the drain.
    expect(vieja.intentos).toBeGreaterThanOrEqual(1);
    expect(vieja.horas_sin_transmitir).toBeGreaterThanOrEqual(48);
    expect(vieja.error).toMatch(/no respondió/);
    expect(todo.data[2]).toMatchObject({ numero: 'FV-COLA-1', fecha: '2026-03-15', alerta: null });
    // Ids of the queue's rows, unique (react-admin's keys), apart from the documents' own.
    expect(new Set(todo.data.map((f) => f.id)).size).toBe(3);

    const p2 = await cola('page=2&rowsPerPage=2');
    expect(p2).toMatchObject({ current_page: 2, total: 3, last_page: 2 });
    expect(p2.data.map((f) => f.id_documento)).toEqual([compraId]);
  });

  it('filters by kind and by state (contingency included)', async () => {
    expect((await cola('modulo=purchase')).data.map((f) => f.id_documento)).toEqual([compraId]);
    expect((await cola('modulo=expense')).total).toBe(0);
    expect((await cola('estado=contingencia')).total).toBe(3);
    expect((await cola('estado=fallido')).total).toBe(3);
    expect((await cola('estado=pendiente')).total).toBe(0);
  });

  it('a document accepted after a retry leaves the queue', async () => {
    sim.fallar('ninguna');
    const r = await post(t, e, 'erp/begranda/dian', { id: ventasIds[1] });
    expect(r.statusCode, r.body).toBe(200);
    const resto = await cola('rowsPerPage=-1');
    expect(resto.data.map((f) => f.id_documento)).not.toContain(ventasIds[1]);
    expect(resto.total).toBe(2);
  });

  it('answers a bad filter with a Spanish 422', async () => {
    const r = await get(t, e, 'erp/begranda/cola/documentos?modulo=factura');
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().message).toBe('El campo modulo tiene un valor no permitido');
    const s = await get(t, e, 'erp/begranda/cola/documentos?estado=validado');
    expect(s.statusCode, s.body).toBe(422);
    expect(s.json().message).toBe('El campo estado tiene un valor no permitido');
  });
});

describe('the cancelled reports carry each cancellation’s ERP id, DIAN code and environment', () => {
  const hoy = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10); // Bogotá's day
  const informe = async (ruta: string) => {
    const r = await get(t, e, `${ruta}?from=${hoy}&to=${hoy}&page=1&rowsPerPage=-1`);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data.data as Record<string, unknown>[];
  };

  it('a cancellation accepted shows its ids; one the ERP could not take shows none', async () => {
    sim.fallar('ninguna');
    const cancelada = await post(t, e, 'ventas/venta/cancelar', { id_venta: ventasIds[0], motivo: 'Error' });
    expect(cancelada.statusCode, cancelada.body).toBe(200);
    await entregar();
    await entregar();
    const [nota] = filasDe(
      await t.database.db.execute(sql`select erp_id, cufe_cude from erp_envios
        where empresa_id = ${e.empresaId} and modulo = 'canceledSale' and id_documento = ${ventasIds[0]}`),
    );
    expect(nota.cufe_cude).toBeTruthy();
    const venta = (await informe('informes/ventas/canceladas')).find((f) => f.id === ventasIds[0]);
    expect(venta).toMatchObject({
      id_begranda_anulado: nota.erp_id,
      cude_anulado: nota.cufe_cude,
      ambiente_anulado: 2,
    });

    sim.fallar('caida');
    expect((await borrar(t, e, `compras/compra/${compraId}?motivo=Error`)).statusCode).toBe(200);
    await entregar();
    const compra = (await informe('informes/compras/devoluciones')).find((f) => f.id === compraId);
    expect(compra).toMatchObject({ id_begranda_anulado: null, cude_anulado: null, ambiente_anulado: null });
    sim.fallar('ninguna');
  });
});
