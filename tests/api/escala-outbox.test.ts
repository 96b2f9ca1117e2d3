import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { outbox } from '../../server/db/schema';
import { OUTBOX_CHANNEL, type OutboxMensaje } from '../../server/outbox';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, type EmpresaDePrueba } from './fixtures';
import { otraInstancia } from './instancias';

const TIPO = 'prueba_instancias';
const FILAS = 40;

let t: TestApp;
let b: Awaited<ReturnType<typeof otraInstancia>>;
let e: EmpresaDePrueba;
beforeAll(async () => {
  t = await createTestApp();
  b = await otraInstancia(t);
  e = await crearEmpresaDePrueba(t);
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('outbox with two instances (on PostgreSQL each with its own pools and worker)', () => {
  it('runs every job exactly once, both instances taking part (FOR UPDATE SKIP LOCKED and a lease)', async () => {
    const entregas: { instancia: 'a' | 'b'; id: number }[] = [];
    // The first job of instance a waits until b has delivered one: b can only have taken rows a did not hold.
    let primeraDeA = true;
    const manejador = (instancia: 'a' | 'b') => async (m: OutboxMensaje) => {
      if (instancia === 'a' && primeraDeA) {
        primeraDeA = false;
        for (let i = 0; i < 500 && !entregas.some((x) => x.instancia === 'b'); i++) await pausa(10);
      }
      await pausa(5);
      entregas.push({ instancia, id: m.id });
    };
    t.app.outbox.handle(TIPO, manejador('a'));
    b.app.outbox.handle(TIPO, manejador('b'));

    const filas = await t.database.db
      .insert(outbox)
      .values(
        Array.from({ length: FILAS }, (_, i) => ({ empresa_id: e.empresaId, tipo: TIPO, payload: { i } })),
      )
      .returning({ id: outbox.id });
    const ids = filas.map((f) => f.id);
    // Both instances hear the commit (NOTIFY) and also drain at once, in parallel with their own polling.
    await t.database.db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
    await Promise.all([t.app.outbox.drain(), b.app.outbox.drain()]);
    const pendientes = async () =>
      (
        await t.database.db
          .select({ id: outbox.id, procesado: outbox.procesado_at, intentos: outbox.intentos })
          .from(outbox)
          .where(inArray(outbox.id, ids))
      ).filter((f) => !f.procesado || f.intentos !== 1);
    for (let i = 0; i < 200 && (await pendientes()).length > 0; i++) await pausa(50);

    expect(await pendientes()).toEqual([]);
    expect(entregas.map((x) => x.id).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(entregas.map((x) => x.instancia))).toEqual(new Set(['a', 'b']));
  });
});
