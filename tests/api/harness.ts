import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App, type BuildOptions } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { adminUrl, PGLITE_TEMPLATE, templateDbName } from './db-kind';

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  dataDir: string;
  /** The owner's connection string of this test's database (PostgreSQL only). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh database (a copy of the migrated template): PGlite or PostgreSQL as the
 * vitest project says (TEST_DB). Each call is isolated from every other.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  {
    frontEndDir,
    logger = false,
    poolSize = 4,
  }: { frontEndDir?: string; logger?: BuildOptions['logger']; poolSize?: number } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'comanda-test-'));
  let database: Database;
  let dropDb = async () => {};
  let databaseUrl: string | undefined;
  if ((process.env.TEST_DB ?? 'pglite') === 'pglite') {
    await cp(PGLITE_TEMPLATE, join(dataDir, 'pgdata'), { recursive: true });
    database = await openDatabase({ dataDir: join(dataDir, 'pgdata') });
  } else {
    const name = `comanda_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateDbName()}`);
    await admin.end();
    databaseUrl = adminUrl(name);
    database = await openDatabase({ databaseUrl, dataDir: '', poolSize });
    dropDb = async () => {
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    seedDemo: false,
    serveFrontEnd: false,
    logLevel: 'silent',
    altchaCost: 50,
    ...overrides,
  };
  const app = await buildApp({ config, database, logger, frontEndDir });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    databaseUrl,
    async close() {
      await app.close();
      await database.close();
      await dropDb();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
