import { mkdir, rm } from 'node:fs/promises';
import { openDatabase } from '../../server/db/client';
import { prepareDatabase } from '../../server/db/prepare';
import { adminUrl, PGLITE_TEMPLATE, templateDbName } from './db-kind';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/** Prepares one migrated template per run; every test file then gets a fresh copy of it. */
export default async function setup(project: TestProject) {
  // Global setup runs in the main process: the project's env is not in process.env here.
  const env = project.config.env as Record<string, string>;
  const kind = env.TEST_DB;
  if (kind === 'pglite') {
    await rm(PGLITE_TEMPLATE, { recursive: true, force: true });
    await mkdir(PGLITE_TEMPLATE, { recursive: true });
    const db = await openDatabase({ dataDir: PGLITE_TEMPLATE });
    await prepareDatabase(db);
    await db.close();
    return async () => rm(PGLITE_TEMPLATE, { recursive: true, force: true });
  }
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  const name = templateDbName(env.TEST_RUN_ID);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const db = await openDatabase({ databaseUrl: adminUrl(name), dataDir: '' });
  await prepareDatabase(db);
  await db.close();
  await admin.end();
  return async () => {
    const c = new pg.Client({ connectionString: adminUrl() });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}
