import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/client';
import { copiarCarpeta, rutaPlantilla } from '../../server/db/plantilla';
import { prepareDatabase } from '../../server/db/prepare';
import { adminUrl, pgliteTemplate, templateDbName } from './db-kind';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/** Prepares one migrated template per run; every test file then gets a fresh copy of it. */
export default async function setup(project: TestProject) {
  // Global setup runs in the main process: the project's env is not in process.env here.
  const env = project.config.env as Record<string, string>;
  const kind = env.TEST_DB;
  if (kind === 'pglite') {
    const plantilla = pgliteTemplate(env.TEST_RUN_ID);
    await rm(plantilla, { recursive: true, force: true });
    // The build's migrated folder of this code (server/db/plantilla.ts), when there is one: ~1 s instead of ~20–40 s
    // of migrations. Without a build (test:quick on a fresh clone) the template is migrated here.
    const construida = await rutaPlantilla('base');
    if (existsSync(join(construida, 'PG_VERSION'))) {
      await copiarCarpeta(construida, plantilla);
    } else {
      await mkdir(plantilla, { recursive: true });
      const db = await openDatabase({ dataDir: plantilla });
      await prepareDatabase(db);
      await db.close();
    }
    return async () => rm(plantilla, { recursive: true, force: true });
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
