import { resolve } from 'node:path';

/** The migrated PGlite folder a run's project copies for each test (one per project: TEST_RUN_ID). */
export const pgliteTemplate = (runId = process.env.TEST_RUN_ID) =>
  resolve(`.tmp/test-template-${runId ?? 'local'}`);

/** The server that DATABASE_URL points at, on another database of it. */
export function adminUrl(database = 'postgres'): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${database}`;
  return url.toString();
}

export const templateDbName = (runId = process.env.TEST_RUN_ID) =>
  `comanda_test_template_${runId ?? 'local'}`;
