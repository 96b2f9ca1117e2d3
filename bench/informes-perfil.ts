/**
 * Where the sales report's time goes (issue 27's ratio), for a shared machine where throughput says little: on the
 * database `bench/informes.ts` loaded (BENCH_INFORMES_URL), the server under `node --cpu-prof`, then
 * PERFIL_INFORMES (3,000) requests of the bare route and of the report (a month's page of 10 with totals) from
 * PERFIL_CONEXIONES (8) connections. Prints, for each, req/s, p50 and the CPU time per request of the server process
 * and of that database's PostgreSQL backends (not the machine's other databases), then the profile's summary over
 * the report's requests alone (bench/perfil-resumen.ts).
 * `BENCH_INFORMES_URL=postgres://…/comanda_informes_bench node --import tsx bench/informes-perfil.ts`
 */
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { mesEnCurso } from '../common/mesBogota';
import { DEMO_PASSWORD_PRUEBA, startServer } from '../tests/e2e/support/server';
import { cpuSeconds } from './measure';
import { imprimirResumen, resumirPerfil } from './perfil-resumen';
import { signIn } from './sign-in';

const PETICIONES = Number(process.env.PERFIL_INFORMES ?? 3000);
const CONEXIONES = Number(process.env.PERFIL_CONEXIONES ?? 8);

/** The PostgreSQL backends of database `url` other than the caller's. */
async function backends(url: string): Promise<number[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((r) => r.pid);
  } finally {
    await c.end();
  }
}

const cpuDe = async (url: string) => new Map((await backends(url)).map((pid) => [pid, cpuSeconds(pid)]));

/** `amount` requests of `path`: the figures and the window (CLOCK_MONOTONIC µs) they ran in. */
async function ronda(
  url: string,
  base: string,
  pid: number,
  path: string,
  headers: Record<string, string> = {},
) {
  const antes = { server: cpuSeconds(pid), pg: await cpuDe(url) };
  const desde = Number(process.hrtime.bigint() / 1000n);
  const r = await autocannon({ url: base + path, headers, connections: CONEXIONES, amount: PETICIONES });
  const hasta = Number(process.hrtime.bigint() / 1000n);
  const despues = { server: cpuSeconds(pid), pg: await cpuDe(url) };
  let pgSeg = 0;
  for (const [p, s] of despues.pg) pgSeg += s - (antes.pg.get(p) ?? 0);
  const n = r['2xx'];
  console.log(
    `${path}: ${n} (non-2xx ${r.non2xx}) ${(n / ((hasta - desde) / 1e6)).toFixed(0)}/s, p50 ${r.latency.p50} ms; CPU per request: server ${(((despues.server - antes.server) * 1e6) / n).toFixed(0)} µs, PostgreSQL backends ${((pgSeg * 1e6) / n).toFixed(0)} µs`,
  );
  return { desde, hasta, n };
}

const url = process.env.BENCH_INFORMES_URL;
if (!url) throw new Error('BENCH_INFORMES_URL: the database bench/informes.ts loaded');
const dir = process.env.PERFIL_DIR ?? (await mkdtemp(join(tmpdir(), 'comanda-perfil-')));
const server = await startServer({ DATABASE_URL: url, SERVE_FRONTEND: '0', LOG_LEVEL: 'warn' }, [
  '--cpu-prof',
  `--cpu-prof-dir=${dir}`,
  '--cpu-prof-interval=250',
]);
let ventana: { desde: number; hasta: number; n: number };
try {
  const token = await signIn(server.url, 'demo@comanda.co', DEMO_PASSWORD_PRUEBA);
  const headers = { authorization: `Bearer ${token}` };
  const { desde, hasta } = mesEnCurso(new Date());
  const ruta = `/api/informes/ventas?from=${desde}&to=${hasta}&page=1&rowsPerPage=10`;
  // Warm: the pool's connections, their prepared statements and plans.
  await autocannon({ url: server.url + ruta, headers, connections: CONEXIONES, amount: 500 });
  await ronda(url, server.url, server.pid, '/api/ping');
  ventana = await ronda(url, server.url, server.pid, ruta, headers);
} finally {
  await server.stop();
}
const archivo = (await readdir(dir)).find((f) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(f));
if (!archivo) throw new Error(`Sin perfil en ${dir}`);
console.log(`Profile: ${join(dir, archivo)}`);
imprimirResumen(
  resumirPerfil(join(dir, archivo), {
    desdeUs: ventana.desde,
    hastaUs: ventana.hasta,
    unidades: ventana.n,
    top: Number(process.env.TOP ?? 30),
  }),
  ventana.n,
);
