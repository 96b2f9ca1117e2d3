/**
 * Counter sales over HTTP (issue 9): the demo company, `POST /api/ventas/inmediata` with 3 lines (products without
 * stock management) and 2 payments (card, then cash with change), a fresh idempotency key per request, from
 * `BENCH_VENTAS_CONNECTIONS` (8) connections for `BENCH_VENTAS_SECONDS` (10), after `BENCH_VENTAS_CALENTAR` (2,000)
 * sales and an ANALYZE (`comoEnUso`). On PostgreSQL it is compared with
 * pgbench's TPC-B (default script, 8 clients) on the same database server: target ratio ≥ 0.5 and p99 ≤ 50 ms; on
 * PGlite ≥ 100 sales/s. Every answer must be 200 and the numbers of the sales made must run without gaps.
 * `runVentas(url)` is called by `npm run bench`; alone: `node --import tsx bench/ventas.ts` (DATABASE_URL names the
 * PostgreSQL server; a database of its own is created and dropped; BENCH_DB=pglite for PGlite only).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD_PRUEBA, startServer } from '../tests/e2e/support/server';
import { conBase } from './fiabilidad';
import { signIn } from './sign-in';

const SECONDS = Number(process.env.BENCH_VENTAS_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_VENTAS_CONNECTIONS ?? 8);
/** Sales made before measuring, so the database holds a shift's history when it is analyzed (see `comoEnUso`). */
export const CALENTAR = Number(process.env.BENCH_VENTAS_CALENTAR ?? 2000);
export const TARGET_RATIO = 0.5;
export const TARGET_P99_MS = 50;
export const TARGET_PGLITE = 100;

export interface ResultadoVentas {
  motor: 'pg' | 'pglite';
  ventas: number;
  porSegundo: number;
  p50: number;
  p99: number;
  non2xx: number;
  errores: number;
  /** pgbench TPC-B tps on the same server (PostgreSQL only). */
  pgbench: number | null;
  sinHuecos: boolean;
  cumple: boolean;
}

async function pedir<T>(base: string, token: string, ruta: string): Promise<T> {
  const res = await fetch(`${base}/api/${ruta}`, { headers: { authorization: `Bearer ${token}` } });
  const json = (await res.json()) as { data: T; message: string };
  if (!res.ok) throw new Error(`${ruta}: ${res.status} ${json.message}`);
  return json.data;
}

function pgbenchTpcb(url: string): number | null {
  try {
    execFileSync('pgbench', ['-i', '-s', '1', '-q', url], { stdio: 'ignore' });
    const out = execFileSync('pgbench', ['-c', '8', '-j', '2', '-T', String(SECONDS), url], {
      encoding: 'utf8',
    });
    const tps = /tps = ([\d.]+)/.exec(out);
    return tps ? Number(tps[1]) : null;
  } catch {
    return null;
  }
}

/**
 * The demo owner's token and the sale every request makes (3 lines, 2 payments), each call with a fresh idempotency
 * key: what the benchmark and bench/ventas-perfil.ts send.
 */
export async function prepararVentas(base: string): Promise<{ token: string; cuerpo: () => string }> {
  const token = await signIn(base, 'demo@comanda.co', DEMO_PASSWORD_PRUEBA);
  const { productos } = await pedir<{ productos: { id: number; codigo: string | null }[] }>(
    base,
    token,
    'productos/venta',
  );
  const id = (codigo: string) => {
    const p = productos.find((x) => x.codigo === codigo);
    if (!p) throw new Error(`Sin producto ${codigo}`);
    return p.id;
  };
  const formas = await pedir<{ id: number; nombre: string }[]>(base, token, 'formasPago/ventas');
  const forma = (nombre: string) => formas.find((f) => f.nombre === nombre)!.id;
  // Bandeja paisa 32.000 + Empanadas 9.000 + 2 × Chicharrón 14.000 = 69.000: 40.000 by card, 30.000 cash.
  const cuerpo = () =>
    JSON.stringify({
      idempotencia: randomUUID(),
      detalles: [
        { id_producto: id('PLA-01'), cantidad: 1 },
        { id_producto: id('ENT-01'), cantidad: 1 },
        { id_producto: id('ENT-04'), cantidad: 2 },
      ],
      formaPagoValores: [
        { id_forma_pago: forma('Tarjeta débito'), valor: '40000' },
        { id_forma_pago: forma('Efectivo'), valor: '30000' },
      ],
    });
  return { token, cuerpo };
}

/** The server as the sales benchmarks start it (PGlite when `databaseUrl` is empty); `nodeArgs` for node itself. */
export const servidorVentas = (databaseUrl: string, nodeArgs: string[] = []) =>
  startServer(
    {
      DATABASE_URL: databaseUrl,
      SERVE_FRONTEND: '0',
      SEED_DEMO: '1',
      DEMO_PASSWORD: DEMO_PASSWORD_PRUEBA,
      RATE_LIMIT_MAX: '1000000',
      LOG_LEVEL: 'warn',
    },
    nodeArgs,
  );

/** Counter sales from `connections` connections, for `duration` seconds or `amount` sales, each with its own key. */
export const vender = (
  base: string,
  { token, cuerpo }: Awaited<ReturnType<typeof prepararVentas>>,
  carga: { connections: number; duration?: number; amount?: number },
) =>
  autocannon({
    url: `${base}/api/ventas/inmediata`,
    ...carga,
    requests: [
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: cuerpo() }),
      },
    ],
  });

/**
 * The database as a live one is: `CALENTAR` sales made, then ANALYZE, as autovacuum does once a table has grown
 * (and as `pgbench -i` does for the TPC-B tables it is compared with). Without it the plans the first requests
 * cache on near-empty tables (a foreign key checked by a sequential scan of `ventas`, or by an index on
 * `empresa_id` alone) stay for the whole run, and every sale costs more than the one before. PostgreSQL only: on
 * PGlite the database lives inside the server process.
 */
export async function comoEnUso(
  databaseUrl: string,
  base: string,
  venta: Awaited<ReturnType<typeof prepararVentas>>,
): Promise<void> {
  await vender(base, venta, { connections: CONNECTIONS, amount: CALENTAR });
  if (!databaseUrl) return;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query('analyze');
  } finally {
    await admin.end();
  }
}

export async function runVentas(databaseUrl = ''): Promise<ResultadoVentas> {
  const motor = databaseUrl ? 'pg' : 'pglite';
  const server = await servidorVentas(databaseUrl);
  try {
    const venta = await prepararVentas(server.url);
    const { token } = venta;
    await comoEnUso(databaseUrl, server.url, venta);
    const antes = (await pedir<unknown[]>(server.url, token, 'cuadresCaja/ventas/cajaAbierta')).length;
    const resultado = await vender(server.url, venta, { connections: CONNECTIONS, duration: SECONDS });
    const ventas = await pedir<{ numero: number }[]>(server.url, token, 'cuadresCaja/ventas/cajaAbierta');
    const numeros = ventas.map((v) => v.numero).sort((a, b) => a - b);
    // Requests still in flight when the run ends complete after autocannon stops counting them.
    const sinHuecos = numeros.every((n, i) => n === i + 1) && ventas.length - antes >= resultado['2xx'];
    if (!sinHuecos)
      console.log(
        `Numbers: ${numeros.join(' ')}; sales ${ventas.length - antes}, answered 2xx ${resultado['2xx']}`,
      );
    const pgbench = motor === 'pg' ? pgbenchTpcb(databaseUrl) : null;
    const porSegundo = resultado.requests.average;
    const cumple =
      resultado.non2xx === 0 &&
      resultado.errors === 0 &&
      sinHuecos &&
      (motor === 'pg'
        ? pgbench !== null && porSegundo / pgbench >= TARGET_RATIO && resultado.latency.p99 <= TARGET_P99_MS
        : porSegundo >= TARGET_PGLITE);
    return {
      motor,
      ventas: resultado['2xx'],
      porSegundo,
      p50: resultado.latency.p50,
      p99: resultado.latency.p99,
      non2xx: resultado.non2xx,
      errores: resultado.errors,
      pgbench,
      sinHuecos,
      cumple,
    };
  } finally {
    await server.stop();
  }
}

export function informarVentas(r: ResultadoVentas): void {
  const objetivo =
    r.motor === 'pg'
      ? `ratio to pgbench TPC-B ${r.pgbench ? (r.porSegundo / r.pgbench).toFixed(2) : '?'} (≥ ${TARGET_RATIO}; pgbench ${r.pgbench ? Math.round(r.pgbench) : '?'} tps), p99 ${r.p99} ms (≤ ${TARGET_P99_MS})`
      : `${Math.round(r.porSegundo)} sales/s (≥ ${TARGET_PGLITE})`;
  console.log(
    `\nCounter sale (issue 9, ${r.motor === 'pg' ? 'PostgreSQL' : 'PGlite'}, 3 lines, 2 payments, ${CONNECTIONS} connections): ${r.ventas} sales, ${Math.round(r.porSegundo)}/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}, numbers without gaps ${r.sinHuecos ? 'yes' : 'NO'} — ${objetivo} ${r.cumple ? 'PASS' : 'FAIL'}`,
  );
}

/** A database of its own on the server DATABASE_URL names, dropped afterwards. */
export const conBaseVentas = <T>(fn: (url: string) => Promise<T>): Promise<T> =>
  conBase('comanda_bench_ventas', fn);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const resultados: ResultadoVentas[] = [];
  if (process.env.BENCH_DB !== 'pg') resultados.push(await runVentas());
  if (process.env.BENCH_DB !== 'pglite') resultados.push(await conBaseVentas(runVentas));
  for (const r of resultados) informarVentas(r);
  process.exitCode = resultados.every((r) => r.cumple) ? 0 : 1;
}
