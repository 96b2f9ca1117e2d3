import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness';
import { crearAppConEmpresa, filasDe, type EmpresaDePrueba } from './fixtures';
import { esperarInventarioCuadrado } from './inventario-soporte';
import { get, post } from './ordenes-soporte';
import { abrirCaja, montarCaja, type Caja } from './ventas-soporte';

/**
 * Issue 9: counter sales of a venue that arrive while one of its sales is being written are written together, in
 * one transaction (server/routes/ventas/lotes.ts), each still a sale of its own: numbers without gaps in the
 * order written, each answer the sale as stored, a repeated key one sale, a stale cached context seen by the
 * whole batch. Both engines.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));

type Venta = Record<string, unknown> & { id: number; numero: number; total: string; created_at: string };

const cuerpo = (idempotencia: string = randomUUID()) => ({
  idempotencia,
  id_sede: c.sede,
  detalles: [
    { id_producto: c.p.excluido, cantidad: 1 },
    { id_producto: c.p.iva19, cantidad: 2 },
  ],
  formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '20000' }],
});

/** `n` counter sales sent at once (the given keys first); every answer 200. */
async function enParalelo(n: number, claves: string[] = []): Promise<Venta[]> {
  const respuestas = await Promise.all(
    Array.from({ length: n }, (_, i) => post(t, e, 'ventas/inmediata', cuerpo(claves[i]))),
  );
  return respuestas.map((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as Venta;
  });
}

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  c = await montarCaja(t, e);
  await abrirCaja(t, e, c.sede, '0');
  // The first sale fills the cache: the next ones may be batched.
  await enParalelo(1);
});
afterEach(() => esperarInventarioCuadrado(t, e.empresaId));
afterAll(() => t.close());

/** The venue's numbers so far run 1..N without a gap or a repeat. */
async function sinHuecos(): Promise<void> {
  const [{ n, max, distintos }] = await filas(
    sql`select count(*)::int as n, max(numero)::int as max, count(distinct numero)::int as distintos from ventas where id_sede = ${c.sede}`,
  );
  expect({ max, distintos }).toEqual({ max: n, distintos: n });
}

describe('counter sales written in batches', () => {
  it('sales sent at once share transactions and still get consecutive numbers, each answered as stored', async () => {
    const ventas = await enParalelo(20);
    // A batch is one transaction: its sales carry its one timestamp. PGlite runs each statement in the server's
    // own thread, so there the requests reach the queue one by one and each is a batch of one.
    if (t.database.kind === 'pg')
      expect(new Set(ventas.map((v) => v.created_at)).size).toBeLessThan(ventas.length);
    const numeros = ventas.map((v) => v.numero).sort((a, b) => a - b);
    expect(numeros).toEqual(Array.from({ length: 20 }, (_, i) => numeros[0] + i));
    await sinHuecos();
    // Each answer is the sale as the register's sales read it back.
    const r = await get(t, e, `cuadresCaja/ventas/cajaAbierta?id_sede=${c.sede}`);
    expect(r.statusCode, r.body).toBe(200);
    const leidas = new Map((r.json().data as Venta[]).map((v) => [v.id, v]));
    for (const v of ventas) expect(v).toEqual(leidas.get(v.id));
    const [{ lineas, pagos }] = await filas(
      sql`select (select count(*) from ventas_detalle d where d.id_venta = any(${`{${ventas.map((v) => v.id).join(',')}}`}::bigint[]))::int as lineas,
        (select count(*) from ventas_pagos p where p.id_venta = any(${`{${ventas.map((v) => v.id).join(',')}}`}::bigint[]))::int as pagos`,
    );
    expect({ lineas, pagos }).toEqual({ lineas: 40, pagos: 20 });
    // Excluded 3.000 + 2 × 5.000: paid 20.000 in cash, 7.000 change.
    for (const v of ventas) expect(v).toMatchObject({ total: '13000.00', cambio: '7000.00' });
  });

  it('a key sent twice in one burst makes one sale, answered to both; the rest of the burst is written', async () => {
    const clave = randomUUID();
    const ventas = await enParalelo(10, [clave, clave]);
    expect(ventas[0].id).toBe(ventas[1].id);
    expect(new Set(ventas.map((v) => v.id)).size).toBe(9);
    const [{ n }] = await filas(sql`select count(*)::int as n from ventas where idempotencia = ${clave}`);
    expect(n).toBe(1);
    await sinHuecos();
  });

  it("a price changed before a burst is every sale's price in it", async () => {
    await t.database.db.execute(sql`update productos set precio_venta = '3500' where id = ${c.p.excluido}`);
    const ventas = await enParalelo(10);
    for (const v of ventas) expect(v.total).toBe('13500.00');
    await sinHuecos();
    await t.database.db.execute(sql`update productos set precio_venta = '3000' where id = ${c.p.excluido}`);
  });
});
