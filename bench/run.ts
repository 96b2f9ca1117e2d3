/**
 * npm run bench — starts the server on PGlite and on PostgreSQL and measures, in the same run, a bare JSON route,
 * POST me and the categories list (10 rows) with a valid token. Prints req/s, p50, p99, each route's ratio to
 * the bare route and its CPU time per request in the server, PostgreSQL and autocannon. Target (issue 2): the
 * categories list on PostgreSQL at no less than 0.3 of the bare route.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { startServer } from '../tests/e2e/support/server';
import { measure, type Measure, type Target } from './measure';
import { signIn } from './sign-in';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET = 0.3;
const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

const adminUrl = (db: string) => Object.assign(new URL(serverUrl), { pathname: `/${db}` }).toString();

async function withDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const name = `comanda_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl('postgres') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    return await fn(adminUrl(name));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function ensureCategorias(base: string, token: string, n: number) {
  const auth = { Authorization: `Bearer ${token}` };
  const res = await fetch(`${base}/api/categorias?page=1&rowsPerPage=10`, { headers: auth });
  const total = ((await res.json()) as { data: { total: number } }).data.total;
  for (let i = total; i < n; i++) {
    const created = await fetch(`${base}/api/categorias/categoria`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ nombre: `Categoría de prueba ${i + 1}` }),
    });
    if (!created.ok) throw new Error(`No se pudo crear la categoría: ${await created.text()}`);
  }
}

async function run(kind: 'pglite' | 'pg', databaseUrl = ''): Promise<Measure[]> {
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    SERVE_FRONTEND: '0',
    SEED_DEMO: '1',
    RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'warn',
  });
  try {
    const token = await signIn(server.url, 'demo@comanda.co', 'Demo1234!');
    await ensureCategorias(server.url, token, 10);
    const auth = { Authorization: `Bearer ${token}` };
    const targets: Target[] = [
      { name: 'bare (GET /api/ping)', path: '/api/ping' },
      { name: 'POST /api/me', path: '/api/me', method: 'POST', headers: auth },
      { name: 'GET /api/categorias (10)', path: '/api/categorias?page=1&rowsPerPage=10', headers: auth },
    ];
    const results: Measure[] = [];
    for (const target of targets) {
      await measure(server.url, target, 2, CONNECTIONS, server.pid); // warm-up
      const m = await measure(server.url, target, SECONDS, CONNECTIONS, server.pid);
      if (m.non2xx > 0 || m.errors > 0)
        throw new Error(`${kind} ${target.name}: ${m.non2xx} non-2xx, ${m.errors} errors`);
      results.push(m);
    }
    console.log(
      `\n${kind === 'pg' ? 'PostgreSQL' : 'PGlite'} — ${CONNECTIONS} connections, ${SECONDS} s per route`,
    );
    console.table(
      results.map((r) => ({
        route: r.name,
        'req/s': Math.round(r.requests),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        'ratio to bare': (r.requests / results[0].requests).toFixed(2),
        'CPU µs/req server': r.cpu.server,
        postgres: r.cpu.postgres,
        autocannon: r.cpu.autocannon,
      })),
    );
    return results;
  } finally {
    await server.stop();
  }
}

/** pgbench select-only on the same PostgreSQL, as a second reference for the database's own speed. */
function pgbenchSelect(url: string): number | null {
  try {
    execFileSync('pgbench', ['-i', '-s', '1', '-q', url], { stdio: 'ignore' });
    const out = execFileSync('pgbench', ['-S', '-c', '8', '-j', '2', '-T', String(SECONDS), url], {
      encoding: 'utf8',
    });
    const tps = /tps = ([\d.]+)/.exec(out);
    return tps ? Number(tps[1]) : null;
  } catch {
    return null;
  }
}

const pglite = await run('pglite');
const { pgResults, pgbench } = await withDatabase(async (url) => ({
  pgResults: await run('pg', url),
  pgbench: pgbenchSelect(url),
}));

const ratio = pgResults[2].requests / pgResults[0].requests;
if (pgbench) console.log(`\npgbench select-only (8 clients): ${Math.round(pgbench)} tps`);
console.log(
  `\nTarget: categories list on PostgreSQL ≥ ${TARGET} of the bare route → ${ratio.toFixed(2)} ${ratio >= TARGET ? 'OK' : 'MISSED'}`,
);
await mkdir('bench/results', { recursive: true });
await writeFile(
  `bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  JSON.stringify({ seconds: SECONDS, connections: CONNECTIONS, pglite, pg: pgResults, pgbench }, null, 2),
);
process.exitCode = ratio >= TARGET ? 0 : 1;
