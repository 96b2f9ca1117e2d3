import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { restar, sumar } from '../../common/dinero';
import { MENSAJES_VENTAS as M } from '../../common/ventas';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, filasDe, type EmpresaDePrueba } from './fixtures';
import { post } from './ordenes-soporte';
import { abrirCaja, cobro, montarCaja, totalesDeCaja, type Caja } from './ventas-soporte';

/**
 * Issue 9: a register's close racing a sale's cancellation and a new sale. Whatever order wins, the closed
 * register's stored figures (`GET cuadresCaja/{id}/totales`, migration 0027) are what the sales and refunds
 * recorded: a cancellation or sale that got to the register before the close is counted whole (the close waits for
 * it), one that comes after lands in the open register ('Devoluciones de ventas de cajas cerradas') or answers 409
 * with the Spanish message when none is open. PGlite runs the requests one after another in both orders; PostgreSQL
 * runs them on parallel connections, and pins each interleaving with a lock held by a connection of the test.
 */
const esPg = (process.env.TEST_DB ?? 'pglite') === 'pg';

let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;

beforeAll(async () => {
  // Up to five requests in flight at once, each on its own connection.
  t = await createTestApp({}, { poolSize: 8 });
  e = await crearEmpresaDePrueba(t);
  c = await montarCaja(t, e);
});
afterAll(() => t.close());

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));
type Respuesta = Awaited<ReturnType<typeof post>>;
const datos = (r: Respuesta) => {
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { id: number };
};
const vender = (producto: number, forma: number, valor: string) =>
  post(
    t,
    e,
    'ventas/inmediata',
    cobro({
      id_sede: c.sede,
      detalles: [{ id_producto: producto, cantidad: 1 }],
      formaPagoValores: [{ id_forma_pago: forma, valor }],
    }),
  );
/** One bread (3.000, no tax) paid in cash, or one water (5.000, IVA 19 %) by card. */
const pan = () => vender(c.p.excluido, c.efectivo, '3000');
const agua = () => vender(c.p.iva19, c.tarjeta, '5000');
const cancelar = (id: number) => post(t, e, 'ventas/venta/cancelar', { id_venta: id, motivo: 'Reclamo' });
const cerrar = (id: number, efectivo: string, tarjeta = '0') =>
  post(t, e, `cuadresCaja/cuadreCaja/${id}`, {
    cerrar_caja: true,
    formaPagoValores: [
      { id_forma_pago: c.efectivo, valor: efectivo },
      { id_forma_pago: c.tarjeta, valor: tarjeta },
    ],
  });

/**
 * A closed register's figures worked out again from the rows the sales and cancellations left: at its close it
 * held its sales not cancelled from it (paid, or cancelled later from another register), and the refunds of
 * earlier registers' sales cancelled from it; the opening cash is on the cash method.
 */
async function recalcular(idCaja: number, apertura: string, contado: Record<number, string>) {
  const [resumen] = await filas(sql`
    select count(*) filter (where id_cuadre_caja_anulacion is distinct from ${idCaja})::int as cantidad_ventas,
           count(*) filter (where id_cuadre_caja_anulacion = ${idCaja})::int as cantidad_canceladas,
           coalesce(sum(total) filter (where id_cuadre_caja_anulacion is distinct from ${idCaja}), 0)::text as total_ventas,
           coalesce(sum(propina) filter (where id_cuadre_caja_anulacion is distinct from ${idCaja}), 0)::text as total_propinas
    from ventas where empresa_id = ${e.empresaId} and id_cuadre_caja = ${idCaja}`);
  const pagos = await filas(sql`
    select p.id_forma_pago::int as forma,
           coalesce(sum(p.valor) filter (where v.id_cuadre_caja = ${idCaja}
             and v.id_cuadre_caja_anulacion is distinct from ${idCaja}), 0)::text as ventas,
           coalesce(sum(p.valor) filter (where v.id_cuadre_caja <> ${idCaja}
             and v.id_cuadre_caja_anulacion = ${idCaja}), 0)::text as devoluciones
    from ventas_pagos p join ventas v on v.empresa_id = p.empresa_id and v.id = p.id_venta
    where p.empresa_id = ${e.empresaId}
      and (v.id_cuadre_caja = ${idCaja} or v.id_cuadre_caja_anulacion = ${idCaja})
    group by p.id_forma_pago`);
  const dinero = (d: string) => sumar(d);
  let esperadoTotal = '0';
  const formas = [c.efectivo, c.tarjeta].map((forma) => {
    const f = pagos.find((p) => p.forma === forma) ?? { ventas: '0', devoluciones: '0' };
    const esperado = sumar(
      restar(String(f.ventas), String(f.devoluciones)),
      forma === c.efectivo ? apertura : '0',
    );
    esperadoTotal = sumar(esperadoTotal, esperado);
    return {
      id_forma_pago: forma,
      ventas: dinero(String(f.ventas)),
      egresos: '0.00',
      devoluciones: dinero(String(f.devoluciones)),
      esperado: dinero(esperado),
      contado: dinero(contado[forma]),
      diferencia: restar(contado[forma], esperado),
    };
  });
  return {
    estado: 'cerrada',
    cantidad_ventas: resumen.cantidad_ventas,
    cantidad_canceladas: resumen.cantidad_canceladas,
    total_ventas: dinero(String(resumen.total_ventas)),
    total_propinas: dinero(String(resumen.total_propinas)),
    devoluciones: sumar(...formas.map((f) => f.devoluciones)),
    esperado_total: dinero(esperadoTotal),
    formas_pago: formas.map((f) => expect.objectContaining(f)),
  };
}

/** Where a sale's payments left from, if cancelled: its register and the one of its cancellation. */
const cajasDe = async (id: number) =>
  (
    await filas(
      sql`select estado, id_cuadre_caja::int as caja, id_cuadre_caja_anulacion::int as anulacion from ventas where id = ${id}`,
    )
  )[0];

/**
 * The close's answer: its closing report is the hand-computed `resumen`, what `GET totales` reads back, and what
 * the rows recorded (`recalcular`); answers the report.
 */
async function cierreEs(r: Respuesta, id: number, contado: [string, string], resumen: object) {
  const { totales } = datos(r) as unknown as { totales: Record<string, unknown> };
  expect(totales).toMatchObject(resumen);
  expect(await totalesDeCaja(t, e, id)).toEqual(totales);
  expect(totales).toMatchObject(
    await recalcular(id, '10000', { [c.efectivo]: contado[0], [c.tarjeta]: contado[1] }),
  );
  return totales;
}

/** A register closed with one cash sale (3.000): the earlier shift whose sale is cancelled later. */
async function turnoAnterior() {
  const id = await abrirCaja(t, e, c.sede, '0');
  const venta = datos(await pan());
  datos(await cerrar(id, '3000'));
  return { id, venta: venta.id };
}

/** A register opened with 10.000 and two sales: bread in cash (A) and water by card (B). */
async function turno() {
  const id = await abrirCaja(t, e, c.sede, '10000');
  const a = datos(await pan()).id;
  datos(await agua());
  return { id, a };
}

/**
 * After the race: what was refused with "no register open" is done with a register open now, and lands there as a
 * refund (or a sale of it); the closed register's figures do not move. Then the new register is closed.
 */
async function despues(idCerrada: number, cancelacionesRechazadas: number[]) {
  const congelada = await totalesDeCaja(t, e, idCerrada);
  const nueva = await abrirCaja(t, e, c.sede, '20000');
  for (const id of cancelacionesRechazadas) {
    datos(await cancelar(id));
    expect(await cajasDe(id)).toMatchObject({ estado: 'cancelada', anulacion: nueva });
  }
  const refunds = (cancelacionesRechazadas.length * 3000).toFixed(2);
  expect(await totalesDeCaja(t, e, nueva)).toMatchObject({
    cantidad_ventas: 0,
    devoluciones: refunds,
    esperado_total: restar('20000', refunds),
  });
  expect(await totalesDeCaja(t, e, idCerrada)).toEqual(congelada);
  datos(await cerrar(nueva, restar('20000', refunds)));
}

type Paso = 'cancelarA' | 'cancelarAnterior' | 'vender' | 'cerrar';

describe('a register closing while a sale is cancelled and another is made', () => {
  const ordenes: Paso[][] = [
    ['cancelarA', 'cancelarAnterior', 'vender', 'cerrar'],
    ['cerrar', 'cancelarA', 'cancelarAnterior', 'vender'],
    ['cancelarA', 'cerrar', 'vender', 'cancelarAnterior'],
    ['vender', 'cerrar', 'cancelarAnterior', 'cancelarA'],
  ];
  it.each(ordenes.map((o) => [o.join(' · '), o] as const))(
    'sent together (%s): the closed figures are what was recorded, the rest lands in the next register or 409',
    async (_, orden) => {
      const anterior = await turnoAnterior();
      const { id, a } = await turno();
      const peticiones: Record<Paso, () => Promise<Respuesta>> = {
        cancelarA: () => cancelar(a),
        cancelarAnterior: () => cancelar(anterior.venta),
        vender: pan,
        cerrar: () => cerrar(id, '16000', '5000'),
      };
      const rs = await Promise.all(orden.map((p) => peticiones[p]()));
      const r = Object.fromEntries(orden.map((p, n) => [p, rs[n]])) as Record<Paso, Respuesta>;
      const rechazadas: number[] = [];
      for (const [paso, venta] of [
        ['cancelarA', a],
        ['cancelarAnterior', anterior.venta],
      ] as const) {
        if (r[paso].statusCode === 200) expect(await cajasDe(venta)).toMatchObject({ anulacion: id });
        else {
          expect(r[paso].statusCode, r[paso].body).toBe(409);
          expect(r[paso].json().message).toBe(M.sinCajaAnular);
          expect(await cajasDe(venta)).toMatchObject({ estado: 'pagada', anulacion: null });
          rechazadas.push(venta);
        }
      }
      if (r.vender.statusCode === 200) expect(await cajasDe(datos(r.vender).id)).toMatchObject({ caja: id });
      else {
        expect(r.vender.statusCode, r.vender.body).toBe(409);
        expect(r.vender.json().message).toBe(M.sinCaja);
      }
      await cierreEs(r.cerrar, id, ['16000', '5000'], { estado: 'cerrada' });
      await despues(id, rechazadas);
    },
    60_000,
  );
});

describe.runIf(esPg)('each interleaving pinned (PostgreSQL)', () => {
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
  });
  afterAll(() => admin?.end());

  /** Waits until `n` of the app's statements wait for a lock (the test's own connection holds it). */
  const esperando = (n: number) =>
    vi.waitFor(
      async () => {
        const { rows } = await admin.query(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        expect(rows[0].n).toBe(n);
      },
      { timeout: 20_000, interval: 20 },
    );

  it('a cancellation, a refund and a sale half-done when the close comes: it waits for them and counts them whole', async () => {
    const anterior = await turnoAnterior();
    const { id, a } = await turno();
    // Each is stopped after it took the register (FOR KEY SHARE): the cancellations at their lines, the sale at the
    // venue's counter.
    await admin.query('begin');
    await admin.query('select 1 from ventas_detalle where id_venta = any($1) for update', [
      [a, anterior.venta],
    ]);
    await admin.query('select 1 from ventas_consecutivos where id_sede = $1 for update', [c.sede]);
    const cancelacion = cancelar(a);
    const devolucion = cancelar(anterior.venta);
    const venta = pan();
    await esperando(3);
    const cierre = cerrar(id, '15000', '5000');
    await esperando(4);
    await admin.query('commit');
    const [rA, rAnterior, rVenta, rCierre] = await Promise.all([cancelacion, devolucion, venta, cierre]);
    datos(rA);
    datos(rAnterior);
    expect(await cajasDe(datos(rVenta).id)).toMatchObject({ caja: id });
    expect(await cajasDe(a)).toMatchObject({ estado: 'cancelada', anulacion: id });
    expect(await cajasDe(anterior.venta)).toMatchObject({ estado: 'cancelada', anulacion: id });
    // Cash: 10.000 opening + 3.000 (A) − 3.000 (A cancelled) + 3.000 (the new sale) − 3.000 (refund) = 10.000;
    // card 5.000. Counted 15.000 and 5.000: 5.000 over.
    const totales = await cierreEs(rCierre, id, ['15000', '5000'], {
      cantidad_ventas: 2,
      cantidad_canceladas: 1,
      total_ventas: '8000.00',
      devoluciones: '3000.00',
      esperado_total: '15000.00',
      contado_total: '20000.00',
      diferencia_total: '5000.00',
      resultado: 'sobrante',
    });
    expect(totales.formas_pago).toEqual([
      expect.objectContaining({
        id_forma_pago: c.efectivo,
        ventas: '3000.00',
        devoluciones: '3000.00',
        esperado: '10000.00',
        diferencia: '5000.00',
      }),
      expect.objectContaining({ id_forma_pago: c.tarjeta, ventas: '5000.00', esperado: '5000.00' }),
    ]);
    await despues(id, []);
  }, 60_000);

  it('the close half-done when a cancellation, a refund and a sale come: they wait, then 409; later they land in the next register', async () => {
    const anterior = await turnoAnterior();
    const { id, a } = await turno();
    // The close is stopped after it took the register (FOR UPDATE) and read its figures: at writing them.
    await admin.query('begin');
    await admin.query('lock table cuadres_caja_conteos in exclusive mode');
    const cierre = cerrar(id, '13000', '5000');
    await esperando(1);
    const cancelacion = cancelar(a);
    const devolucion = cancelar(anterior.venta);
    const venta = pan();
    await esperando(4);
    await admin.query('commit');
    const [rCierre, rA, rAnterior, rVenta] = await Promise.all([cierre, cancelacion, devolucion, venta]);
    for (const r of [rA, rAnterior]) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().message).toBe(M.sinCajaAnular);
    }
    expect(rVenta.statusCode, rVenta.body).toBe(409);
    expect(rVenta.json().message).toBe(M.sinCaja);
    expect(await cajasDe(a)).toMatchObject({ estado: 'pagada', anulacion: null });
    // Cash: 10.000 + 3.000 (A) = 13.000, card 5.000: square.
    await cierreEs(rCierre, id, ['13000', '5000'], {
      cantidad_ventas: 2,
      cantidad_canceladas: 0,
      total_ventas: '8000.00',
      devoluciones: '0.00',
      esperado_total: '18000.00',
      diferencia_total: '0.00',
      resultado: 'cuadrado',
    });
    await despues(id, [a, anterior.venta]);
  }, 60_000);
});
