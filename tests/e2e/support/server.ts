import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The demo owner's password every started server gets (DEMO_PASSWORD): the code has no fixed one. */
export const DEMO_PASSWORD_PRUEBA = 'Mango-Tamal-Brisa-47';

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server's process id (the benchmark reads its CPU time). */
  pid: number;
  output: () => string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** A fresh, empty database on the PostgreSQL server of `base` (the server migrates and seeds it at start). */
async function baseNueva(
  base: string,
  nombre: string,
  /** A database to copy (tests/e2e/global-setup.ts: migrated, with the demo company), or null for an empty one. */
  plantilla: string | null,
): Promise<{ url: string; borrar: () => Promise<void> }> {
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const ejecutar = async (sentencia: string) => {
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    try {
      await c.query(sentencia);
    } finally {
      await c.end();
    }
  };
  await ejecutar(plantilla ? `create database ${nombre} template ${plantilla}` : `create database ${nombre}`);
  const url = new URL(base);
  url.pathname = `/${nombre}`;
  return { url: url.toString(), borrar: () => ejecutar(`drop database if exists ${nombre} with (force)`) };
}

/**
 * Starts the product as a user would (`node --import tsx server/main.ts`, the built front end, the demo company
 * with DEMO_PASSWORD_PRUEBA, a fresh data folder) and waits until it answers. The database is PGlite in that
 * folder, or — when the suite runs with DATABASE_URL (CI) and the caller does not pass its own — a fresh database
 * on that PostgreSQL server, so the browser suite runs on both engines across its files (`{ DATABASE_URL: '' }`
 * keeps a file on PGlite). Each server has its own port, data folder (so mail folder) and database, so files run
 * side by side; a port taken between choosing it and listening on it is chosen again. The captcha costs
 * ALTCHA_COST=500 (a tenth of the default): the widget still solves a real challenge, in a tenth of the time.
 */
export async function startServer(
  env: Record<string, string> = {},
  /** Node's own options before the script (bench/ventas-perfil.ts: `--cpu-prof`, refused in NODE_OPTIONS). */
  nodeArgs: string[] = [],
  /** What node runs: the TypeScript through tsx, or `['dist-server/main.js']`, what `npm start` runs. */
  programa: string[] = ['--import', 'tsx', 'server/main.ts'],
): Promise<RunningServer> {
  if (env.SERVE_FRONTEND !== '0' && !existsSync('dist/index.html'))
    throw new Error('Falta dist/: ejecuta "npm run build" antes de las pruebas e2e');
  for (let intento = 1; ; intento++) {
    try {
      return await arrancar(env, [...nodeArgs, ...programa]);
    } catch (error) {
      if (intento >= 3 || !(error instanceof PuertoOcupado)) throw error;
    }
  }
}

class PuertoOcupado extends Error {}

/**
 * The run's PostgreSQL template (E2E_PLANTILLA_PG, tests/e2e/global-setup.ts) when what this server would seed is
 * what the template holds: the demo company with DEMO_PASSWORD_PRUEBA and the default trial.
 */
function plantillaPara(env: Record<string, string>): string | null {
  const plantilla = process.env.E2E_PLANTILLA_PG;
  const igual = (clave: string) => !(clave in env);
  return plantilla && igual('SEED_DEMO') && igual('DEMO_PASSWORD') && igual('TRIAL_DAYS') ? plantilla : null;
}

async function arrancar(env: Record<string, string>, args: string[]): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'comanda-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const postgres =
    !('DATABASE_URL' in env) && process.env.DATABASE_URL
      ? await baseNueva(process.env.DATABASE_URL, `comanda_e2e_${process.pid}_${port}`, plantillaPara(env))
      : null;
  let out = '';
  const child: ChildProcess = spawn(process.execPath, args, {
    env: {
      ...process.env,
      DATABASE_URL: postgres?.url ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      SEED_DEMO: '1',
      DEMO_PASSWORD: DEMO_PASSWORD_PRUEBA,
      ALTCHA_COST: '500',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const fallo = async (mensaje: string): Promise<never> => {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    await postgres?.borrar();
    if (out.includes('EADDRINUSE')) throw new PuertoOcupado(`Puerto ${port} ocupado`);
    throw new Error(`${mensaje}:\n${out}`);
  };
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (child.exitCode !== null) await fallo('El servidor terminó al arrancar');
    // Its own line, printed once it listens: another process on that port answering a ping is not this server.
    if (out.includes(`lista en ${url}`)) break;
    if (Date.now() > deadline) await fallo('El servidor no respondió en 100 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    pid: child.pid!,
    output: () => out,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(dataDir, { recursive: true, force: true });
      await postgres?.borrar();
    },
  };
}
