/**
 * CPU per counter sale (issue 9), for a shared machine where throughput says little: the server started as the
 * benchmark starts it (bench/ventas.ts) under `node --cpu-prof`, made ready as the benchmark does (`comoEnUso`: sales,
 * then ANALYZE), then
 * `PERFIL_VENTAS` (2,000) sales of 3 lines and 2 payments from `PERFIL_CONEXIONES` (8) connections. Prints sales/s,
 * p50 and p99, the CPU time per sale of the server process and of its PostgreSQL backends (/proc), and the
 * profile's summary over the measured sales alone (bench/perfil-resumen.ts). The profile stays in PERFIL_DIR
 * (default a temporary folder). DATABASE_URL names the PostgreSQL server (a database of its own, `comanda_venta_…`,
 * is created and dropped); BENCH_DB=pglite profiles PGlite (the engine then runs inside the server process).
 * On PostgreSQL it then measures the same for pgbench's TPC-B (8 clients, `PERFIL_PGBENCH` (3,000) transactions each,
 * on a database of its own): the PostgreSQL CPU time per transaction, the yardstick of the ratio.
 * `node --import tsx bench/ventas-perfil.ts`
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { conBase } from './fiabilidad';
import { cpuSeconds } from './measure';
import { imprimirResumen, resumirPerfil } from './perfil-resumen';
import { comoEnUso, prepararVentas, servidorVentas, vender } from './ventas';

const VENTAS = Number(process.env.PERFIL_VENTAS ?? 2000);
const CONEXIONES = Number(process.env.PERFIL_CONEXIONES ?? 8);
const PGBENCH = Number(process.env.PERFIL_PGBENCH ?? 3000);

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

const cpuDe = async (url: string) =>
  url ? new Map((await backends(url)).map((pid) => [pid, cpuSeconds(pid)])) : new Map<number, number>();

async function perfilar(databaseUrl: string): Promise<void> {
  const dir = process.env.PERFIL_DIR ?? (await mkdtemp(join(tmpdir(), 'comanda-perfil-')));
  const server = await servidorVentas(databaseUrl, [
    '--cpu-prof',
    `--cpu-prof-dir=${dir}`,
    '--cpu-prof-interval=250',
  ]);
  try {
    const venta = await prepararVentas(server.url);
    const lote = (amount: number) => vender(server.url, venta, { connections: CONEXIONES, amount });
    await comoEnUso(databaseUrl, server.url, venta);
    const antes = { server: cpuSeconds(server.pid), pg: await cpuDe(databaseUrl) };
    const desde = Number(process.hrtime.bigint() / 1000n);
    const r = await lote(VENTAS);
    const hasta = Number(process.hrtime.bigint() / 1000n);
    const despues = { server: cpuSeconds(server.pid), pg: await cpuDe(databaseUrl) };
    let pgSeg = 0;
    for (const [pid, s] of despues.pg) pgSeg += s - (antes.pg.get(pid) ?? 0);
    const n = r['2xx'];
    console.log(
      `${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${n} sales (non-2xx ${r.non2xx}, errors ${r.errors}) in ${((hasta - desde) / 1e6).toFixed(1)} s = ${(n / ((hasta - desde) / 1e6)).toFixed(0)}/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms; CPU per sale: server ${(((despues.server - antes.server) * 1000) / n).toFixed(2)} ms, PostgreSQL backends ${((pgSeg * 1000) / n).toFixed(2)} ms`,
    );
    await server.stop();
    // One profile per thread: tsx's module loader runs on a thread of its own; the main thread's file is the one
    // with the thread id 0 (CPU.<date>.<time>.<pid>.<tid>.<n>.cpuprofile).
    const archivo = (await readdir(dir)).find((f) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(f));
    if (!archivo) throw new Error(`Sin perfil en ${dir}`);
    console.log(`Profile: ${join(dir, archivo)}`);
    imprimirResumen(
      resumirPerfil(join(dir, archivo), {
        desdeUs: desde,
        hastaUs: hasta,
        unidades: n,
        top: Number(process.env.TOP ?? 30),
      }),
      n,
    );
  } finally {
    await server.stop();
  }
}

/**
 * pgbench's TPC-B (scale 1, 8 clients, `PERFIL_PGBENCH` transactions each) on `url`: tps and the CPU time of its
 * backends per transaction, read from /proc every 100 ms while it runs (a backend's last reading before it ends).
 */
async function pgbenchCpu(url: string): Promise<void> {
  execFileSync('pgbench', ['-i', '-s', '1', '-q', url], { stdio: 'ignore' });
  const visto = new Map<number, number>();
  const proceso = spawn('pgbench', ['-c', '8', '-j', '2', '-t', String(PGBENCH), url]);
  let salida = '';
  proceso.stdout.on('data', (d) => (salida += d));
  const fin = new Promise((r) => proceso.once('exit', r));
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    while (proceso.exitCode === null) {
      const { rows } = await admin.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database() and application_name = 'pgbench'",
      );
      for (const { pid } of rows) {
        const s = cpuSeconds(pid);
        if (s > 0) visto.set(pid, s);
      }
      await Promise.race([fin, new Promise((r) => setTimeout(r, 100))]);
    }
  } finally {
    await admin.end();
  }
  const total = [...visto.values()].reduce((a, b) => a + b, 0);
  const n = 8 * PGBENCH;
  console.log(
    `pgbench TPC-B: ${n} transactions, tps ${/tps = ([\d.]+)/.exec(salida)?.[1] ?? '?'}; PostgreSQL backends ${((total * 1000) / n).toFixed(3)} ms CPU per transaction`,
  );
}

if (process.env.BENCH_DB === 'pglite') await perfilar('');
else {
  await conBase('comanda_venta', perfilar);
  await conBase('comanda_venta_pgbench', pgbenchCpu);
}
