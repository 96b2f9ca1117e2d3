import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { conToken, registrar } from './auth-soporte';
import { sesiones, tokensCorreo, usuarios } from '../../server/db/schema';
import { filasDe } from './fixtures';

/**
 * One clock (issue 5): expiries are written and compared with the database's now(), so a process whose clock runs
 * days behind (or ahead of) the database's neither cuts a session short nor keeps an expired one. PostgreSQL only:
 * PGlite runs inside this process and reads the same (faked) clock, so there the two cannot disagree.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1000 });
});
afterAll(() => t.close());

const DIEZ_DIAS = 10 * 86_400_000;

/** Runs `fn` while this process's Date reads `desfase` ms away from the real time (the database's). */
async function conRelojDesfasado<T>(desfase: number, fn: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + desfase });
  try {
    return await fn();
  } finally {
    vi.useRealTimers();
  }
}

const me = (token: string) => t.app.inject({ method: 'POST', url: '/api/me', headers: conToken(token) });

describe.skipIf((process.env.TEST_DB ?? 'pglite') !== 'pg')('one clock', () => {
  it('a session opened while the process clock ran ten days behind lasts its whole time by the database', async () => {
    const { token, email } = await conRelojDesfasado(-DIEZ_DIAS, () => registrar(t.app));
    expect((await me(token)).statusCode).toBe(200);
    const [fila] = filasDe(
      await t.database.db.execute(
        sql`select s.expires_at > now() + interval '1 hour' as vigente, s.created_at <= now() as creada
            from ${sesiones} s join ${usuarios} u on u.id = s.usuario_id where u.email = ${email}`,
      ),
    );
    expect(fila).toEqual({ vigente: true, creada: true });
  });

  it('a session the database says is over is over, whatever the process clock says', async () => {
    const { token, email } = await registrar(t.app);
    const [u] = await t.database.db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.email, email));
    await t.database.db
      .update(sesiones)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(sesiones.usuario_id, u.id));
    // Ten days behind, the process would still think the session open.
    expect((await conRelojDesfasado(-DIEZ_DIAS, () => me(token))).statusCode).toBe(401);
  });

  it('the verification link written while the process clock ran ahead expires by the database', async () => {
    const { email } = await conRelojDesfasado(DIEZ_DIAS, () => registrar(t.app));
    const [fila] = filasDe(
      await t.database.db.execute(
        sql`select t.expires_at < now() + interval '3 days' as cerca from ${tokensCorreo} t
            join ${usuarios} u on u.id = t.usuario_id where u.email = ${email}`,
      ),
    );
    expect(fila).toEqual({ cerca: true });
  });
});
