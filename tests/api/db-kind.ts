import { resolve } from 'node:path';

export const PGLITE_TEMPLATE = resolve('.tmp/test-template-pglite');

/** The server that DATABASE_URL points at, on another database of it. */
export function adminUrl(database = 'postgres'): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${database}`;
  return url.toString();
}

export const templateDbName = (runId = process.env.TEST_RUN_ID) =>
  `comanda_test_template_${runId ?? 'local'}`;
