import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, type EmpresaDePrueba } from './fixtures';

let t: TestApp;
let e: EmpresaDePrueba;
beforeAll(async () => {
  t = await createTestApp();
  e = await crearEmpresaDePrueba(t);
});
afterAll(() => t?.close());

describe.skipIf((process.env.TEST_DB ?? 'pglite') !== 'pg')('company connections (PostgreSQL)', () => {
  it('plan prepared statements generically from their start, so the hot reads do not set it each time', async () => {
    const modo = await t.database.withTenant(
      e.empresaId,
      async (tx) => {
        const res = (await tx.execute(sql`select current_setting('plan_cache_mode') as modo`)) as unknown as {
          rows: unknown[];
        };
        return res.rows[0];
      },
      { readOnly: true },
    );
    expect(modo).toEqual({ modo: 'force_generic_plan' });
  });

  it('a list read still sees only its company and answers the page', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/categorias/categoria',
      headers: e.auth,
      payload: { nombre: 'Bebidas' },
    });
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/categorias?page=1&rowsPerPage=10',
      headers: e.auth,
    });
    expect(r.json().data).toMatchObject({ total: 1, data: [{ nombre: 'Bebidas' }] });
  });
});
