import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { correosEscritos, decodificarQP, registrar } from './auth-soporte';
import { outbox, usuarios } from '../../server/db/schema';
import { enqueue, OutboxWorker, backoffMs, type OutboxMensaje } from '../../server/outbox';
import type { Correo } from '../../server/plugins/mail';

let t: TestApp;
let empresaId: number;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1000 });
  const { email } = await registrar(t.app);
  await t.app.outbox.drain();
  [{ empresaId }] = await t.database.db
    .select({ empresaId: usuarios.empresa_id })
    .from(usuarios)
    .where(eq(usuarios.email, email));
});
afterAll(() => t.close());

const correo = (para: string): Correo => ({
  para,
  asunto: 'Prueba',
  html: '<p>Hola</p>',
  texto: 'Hola',
  enlace: 'https://x.co/y',
});

/** A row of a kind only the test's own worker handles (the app's worker would take a 'correo' row at once). */
async function encolarPrueba(tipo: string, para: string): Promise<number> {
  const [row] = await t.database.db
    .insert(outbox)
    .values({ empresa_id: empresaId, tipo, payload: correo(para) })
    .returning({ id: outbox.id });
  return row.id;
}

const fila = async (id: number) => (await t.database.db.select().from(outbox).where(eq(outbox.id, id)))[0];

describe('outbox delivered by the app', () => {
  it('writes the mail as an .eml under DATA_DIR/mail once drained, and marks the row processed', async () => {
    const id = await t.database.db.transaction((tx) =>
      enqueue(tx, empresaId, 'correo', correo('eml@ejemplo.co')),
    );
    await t.app.outbox.drain();
    const row = await fila(id);
    expect(row.procesado_at).toBeInstanceOf(Date);
    expect(row.intentos).toBe(1);
    expect(row.ultimo_error).toBeNull();
    const escritos = await correosEscritos(t.dataDir);
    const mio = escritos.find((c) => c.contenido.includes('To: eml@ejemplo.co'));
    expect(mio).toBeDefined();
    expect(mio?.contenido).toContain('Subject: Prueba');
    expect(mio?.contenido).toContain('Content-Type: text/html');
    expect(mio?.contenido).toContain('Content-Type: text/plain');
    expect(decodificarQP(mio?.contenido ?? '')).toContain('<p>Hola</p>');
  });

  it('delivers soon after commit without drain (NOTIFY kick or the 1 s poll)', async () => {
    const id = await t.database.db.transaction((tx) =>
      enqueue(tx, empresaId, 'correo', correo('solo@ejemplo.co')),
    );
    const limite = Date.now() + 5000;
    while (!(await fila(id)).procesado_at && Date.now() < limite) await new Promise((r) => setTimeout(r, 50));
    expect((await fila(id)).procesado_at).toBeInstanceOf(Date);
  });

  it('never delivers what a rolled-back transaction enqueued', async () => {
    const antes = (await t.database.db.select().from(outbox)).length;
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueue(tx, empresaId, 'correo', correo('nunca@ejemplo.co'));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await t.app.outbox.drain();
    expect((await t.database.db.select().from(outbox)).length).toBe(antes);
    expect((await correosEscritos(t.dataDir)).some((c) => c.contenido.includes('nunca@ejemplo.co'))).toBe(
      false,
    );
  });

  it('enqueues from a tenant transaction (row-level security) as well', async () => {
    const id = await t.database.withTenant(empresaId, (tx) =>
      enqueue(tx, empresaId, 'correo', correo('rls@ejemplo.co')),
    );
    await t.app.outbox.drain();
    expect((await fila(id)).procesado_at).toBeInstanceOf(Date);
  });
});

describe('OutboxWorker', () => {
  it('retries a failing handler: counts the attempt, keeps the error, backs off, then succeeds', async () => {
    const id = await encolarPrueba('prueba_reintento', 'reintento@ejemplo.co');
    let falla = true;
    const vistos: OutboxMensaje[] = [];
    const worker = new OutboxWorker(t.database, {
      prueba_reintento: async (m) => {
        vistos.push(m);
        if (falla) throw new Error('SMTP caído');
      },
    });

    const antes = Date.now();
    expect(await worker.drain()).toBe(0);
    let row = await fila(id);
    expect(row.procesado_at).toBeNull();
    expect(row.intentos).toBe(1);
    expect(row.ultimo_error).toBe('SMTP caído');
    expect(row.bloqueado_hasta).toBeNull();
    expect(row.disponible_at.getTime()).toBeGreaterThanOrEqual(antes + backoffMs(1) - 1000);

    // Not due yet: a new round leaves it alone.
    expect(await worker.drain()).toBe(0);
    expect(vistos).toHaveLength(1);

    await t.database.db
      .update(outbox)
      .set({ disponible_at: sql`now()` })
      .where(eq(outbox.id, id));
    expect(await worker.drain()).toBe(0);
    row = await fila(id);
    expect(row.intentos).toBe(2);
    expect(row.disponible_at.getTime()).toBeGreaterThanOrEqual(Date.now() + backoffMs(2) - 2000);

    falla = false;
    await t.database.db
      .update(outbox)
      .set({ disponible_at: sql`now()` })
      .where(eq(outbox.id, id));
    expect(await worker.drain()).toBe(1);
    row = await fila(id);
    expect(row.procesado_at).toBeInstanceOf(Date);
    expect(row.intentos).toBe(3);
    expect(row.ultimo_error).toBeNull();
    expect(vistos.map((m) => m.intentos)).toEqual([0, 1, 2]);
    expect(vistos[0]).toMatchObject({
      id,
      empresaId,
      tipo: 'prueba_reintento',
      payload: { para: 'reintento@ejemplo.co' },
    });
    // Delivered rows are never taken again.
    expect(await worker.drain()).toBe(0);
    expect(vistos).toHaveLength(3);
  });

  it('leaves a kind it has no handler for untouched (another instance or version delivers it)', async () => {
    const id = await encolarPrueba('desconocido', 'x@ejemplo.co');
    await t.app.outbox.drain();
    const row = await fila(id);
    expect(row).toMatchObject({ procesado_at: null, intentos: 0, ultimo_error: null, bloqueado_hasta: null });
    const entregados: number[] = [];
    await new OutboxWorker(t.database, { desconocido: async (m) => void entregados.push(m.id) }).drain();
    expect(entregados).toEqual([id]);
  });

  it('leaves rows another worker holds (lease), and takes them back when the lease ends', async () => {
    const [{ id }] = await t.database.db
      .insert(outbox)
      .values({
        empresa_id: empresaId,
        tipo: 'prueba_lease',
        payload: correo('lease@ejemplo.co'),
        bloqueado_hasta: sql`now() + interval '1 minute'`,
      })
      .returning({ id: outbox.id });
    const entregados: number[] = [];
    const worker = new OutboxWorker(t.database, { prueba_lease: async (m) => void entregados.push(m.id) });
    await worker.drain();
    expect(entregados).toEqual([]);
    await t.database.db
      .update(outbox)
      .set({ bloqueado_hasta: sql`now() - interval '1 second'` })
      .where(eq(outbox.id, id));
    await worker.drain();
    expect(entregados).toEqual([id]);
  });

  it('two workers draining at once deliver each row exactly once, in batches', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push(await encolarPrueba('prueba_lote', `lote${i}@ejemplo.co`));
    const entregas: number[] = [];
    const manejador = async (m: OutboxMensaje) => {
      await new Promise((r) => setTimeout(r, 2));
      entregas.push(m.id);
    };
    const a = new OutboxWorker(t.database, { prueba_lote: manejador }, { batchSize: 4 });
    const b = new OutboxWorker(t.database, { prueba_lote: manejador }, { batchSize: 4 });
    const [na, nb] = await Promise.all([a.drain(), b.drain()]);
    expect(na + nb).toBe(25);
    expect([...entregas].sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
  });

  it('stop() waits for the round in progress and then takes no more', async () => {
    await encolarPrueba('prueba_stop', 'stop@ejemplo.co');
    let terminado = false;
    let empezar!: () => void;
    const empezada = new Promise<void>((r) => (empezar = r));
    const worker = new OutboxWorker(t.database, {
      prueba_stop: async () => {
        empezar();
        await new Promise((r) => setTimeout(r, 100));
        terminado = true;
      },
    });
    worker.kick();
    await empezada;
    await worker.stop();
    expect(terminado).toBe(true);
    const otro = await encolarPrueba('prueba_stop', 'tarde@ejemplo.co');
    worker.kick();
    expect(await worker.drain()).toBe(0);
    expect((await fila(otro)).procesado_at).toBeNull();
  });
});

describe('outbox with an unreachable SMTP server', () => {
  it('keeps the mail and records the error for a later retry', async () => {
    const s = await createTestApp({ rateLimitMax: 1000, smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      await registrar(s.app);
      await s.app.outbox.drain();
      const [row] = await s.database.db.select().from(outbox);
      expect(row.procesado_at).toBeNull();
      expect(row.intentos).toBeGreaterThanOrEqual(1);
      expect(row.ultimo_error).toBeTruthy();
      expect(row.disponible_at.getTime()).toBeGreaterThan(Date.now());
      expect(await correosEscritos(s.dataDir)).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
