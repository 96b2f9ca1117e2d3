import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App, type BuildOptions } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { copiarCarpeta } from '../../server/db/plantilla';
import { runtimeLogin } from '../../server/db/runtime-role';
import { adminUrl, pgliteTemplate, templateDbName } from './db-kind';

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
  const base = await abrirBaseDePrueba({ poolSize });
  return appSobre(base.database, { ...base, overrides, frontEndDir, logger });
}

export interface BaseDePrueba {
  database: Database;
  dataDir: string;
  databaseUrl?: string;
  dropDb: () => Promise<void>;
}

/**
 * A fresh database of this test's engine (TEST_DB): a copy of the migrated template, or with `vacia` an empty one
 * (no migration applied: for tests of the migrations themselves).
 */
export async function abrirBaseDePrueba({
  poolSize = 4,
  vacia = false,
  lectura,
}: {
  poolSize?: number;
  vacia?: boolean;
  /**
   * PostgreSQL: the database the reports read (`DATABASE_READ_URL`, as the runtime login). Default: this test's own
   * database through its own pool, so that the whole suite runs the reports as a replica setup does.
   */
  lectura?: string;
} = {}): Promise<BaseDePrueba> {
  const dataDir = await mkdtemp(join(tmpdir(), 'comanda-test-'));
  if ((process.env.TEST_DB ?? 'pglite') === 'pglite') {
    if (!vacia) await copiarCarpeta(pgliteTemplate(), join(dataDir, 'pgdata'));
    return {
      database: await openDatabase({ dataDir: join(dataDir, 'pgdata') }),
      dataDir,
      dropDb: async () => {},
    };
  }
  const name = `comanda_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}${vacia ? '' : ` template ${templateDbName()}`}`);
  await admin.end();
  const databaseUrl = adminUrl(name);
  return {
    database: await openDatabase({
      databaseUrl,
      databaseReadUrl: runtimeLogin(adminUrl(lectura ?? name)).url,
      dataDir: '',
      poolSize,
    }),
    dataDir,
    databaseUrl,
    dropDb: async () => {
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * The real app on a database already opened and prepared (`createTestApp`'s, or one a test migrated itself);
 * `close` closes both, runs `dropDb` and removes `dataDir`.
 */
export async function appSobre(
  database: Database,
  {
    dataDir,
    databaseUrl,
    dropDb = async () => {},
    overrides = {},
    frontEndDir,
    logger = false,
  }: {
    dataDir: string;
    databaseUrl?: string;
    dropDb?: () => Promise<void>;
    overrides?: Partial<Config>;
    frontEndDir?: string;
    logger?: BuildOptions['logger'];
  },
): Promise<TestApp> {
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    seedDemo: false,
    serveFrontEnd: false,
    logLevel: 'silent',
    altchaCost: 50,
    ...overrides,
  };
  const app = await buildApp({ config, database: sinDueno(database), logger, frontEndDir });
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

/**
 * The database as a started server holds it once prepared (`soltarDueno`): without the owner's connection, so that
 * a route or worker reaching for it fails every test that runs it. The test itself keeps the owner to arrange data.
 */
export function sinDueno(database: Database): Database {
  const usoDelDueno = (): never => {
    throw new Error('El servidor usó la conexión del dueño de la base de datos en ejecución');
  };
  // A view, not a copy: a test that spies on one of the database's methods reaches the app's calls too.
  return new Proxy(database, {
    get: (base, campo, receptor) =>
      campo === 'db'
        ? usoDelDueno()
        : campo === 'withConnection'
          ? usoDelDueno
          : Reflect.get(base, campo, receptor),
  });
}
