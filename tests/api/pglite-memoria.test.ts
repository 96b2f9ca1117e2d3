import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_SHARED_BUFFERS } from '../../server/db/client';
import { createTestApp, type TestApp } from './harness';

// Issue 12: the embedded database's buffer cache is small (initdb's 128MB cost ~120 MB resident and ~1 s at every
// start; bench/arranque.ts measures it). PostgreSQL keeps its own settings.
describe.runIf((process.env.TEST_DB ?? 'pglite') === 'pglite')('PGlite start-up settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it(`opens with shared_buffers = ${PGLITE_SHARED_BUFFERS}, not initdb's 128MB`, async () => {
    const filas = (await t.database.db.execute(sql`show shared_buffers`)) as unknown as
      { rows: { shared_buffers: string }[] } | { shared_buffers: string }[];
    const fila = Array.isArray(filas) ? filas[0] : filas.rows[0];
    expect(PGLITE_SHARED_BUFFERS).toBe('16MB');
    expect(fila.shared_buffers).toBe('16MB');
  });
});
