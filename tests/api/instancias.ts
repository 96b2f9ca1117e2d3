import { Redis } from 'ioredis';
import { buildApp, type App, type BuildOptions } from '../../server/app';
import type { Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { sinDueno, type TestApp } from './harness';

/** The Redis the tests share (the machine's, as CI's): REDIS_URL of the test run, else the local one. */
export const REDIS_PRUEBAS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Whether the tests' Redis answers (files that need it skip their Redis cases otherwise, saying so). */
export async function redisResponde(url = REDIS_PRUEBAS): Promise<boolean> {
  const r = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => null });
  r.on('error', () => undefined);
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

/** Deletes every key under `prefijo` (a test's own namespace in the shared Redis). */
export async function borrarClaves(prefijo: string, url = REDIS_PRUEBAS): Promise<void> {
  const r = new Redis(url, { lazyConnect: true, retryStrategy: () => null });
  r.on('error', () => undefined);
  try {
    await r.connect();
    for (let cursor = '0'; ;) {
      const [siguiente, claves] = await r.scan(cursor, 'MATCH', `${prefijo}*`, 'COUNT', 500);
      if (claves.length) await r.del(...claves);
      if ((cursor = siguiente) === '0') break;
    }
  } catch {
    // nothing to clean when Redis is not there
  } finally {
    r.disconnect();
  }
}

/**
 * A second instance of the server on the test's database: on PostgreSQL with its own pools (as another process
 * would), on PGlite on the same database (one process holds it). `config` changes the instance's settings.
 */
export async function otraInstancia(
  t: TestApp,
  config: Partial<Config> = {},
  { logger = false }: { logger?: BuildOptions['logger'] } = {},
): Promise<{ app: App; close(): Promise<void> }> {
  const propia: Database | null = t.databaseUrl
    ? await openDatabase({ databaseUrl: t.databaseUrl, dataDir: '', poolSize: 2 })
    : null;
  const app = await buildApp({
    config: { ...t.config, ...config },
    database: sinDueno(propia ?? t.database),
    logger,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await propia?.close();
    },
  };
}

/** A logger that keeps the messages at `warn` and above (a server's start-up warnings, for a test to read). */
export function registroEnMemoria(): { logger: BuildOptions['logger']; avisos: string[] } {
  const avisos: string[] = [];
  const stream = { write: (linea: string) => void avisos.push(String(JSON.parse(linea).msg)) };
  return { logger: { level: 'warn', stream } as BuildOptions['logger'], avisos };
}
