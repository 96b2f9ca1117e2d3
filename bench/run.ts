/**
 * npm run bench — starts the server on PGlite and on PostgreSQL and measures, in the same run, a bare JSON route,
 * POST me and the categories list (10 rows) with a valid token, in rounds (each round measures every route once, so
 * a route's ratio to the bare route comes from the same minutes of a shared machine). Prints the medians of req/s,
 * p50, p99, each route's ratio to the bare route and its CPU time per request in the server, PostgreSQL and
 * autocannon; the load average before and after; the same figures of an earlier run beside them (BENCH_BASELINE,
 * default bench/baseline.json); and the target of issue 7: the categories list on PostgreSQL at no less than 0.3
 * of the bare route, and on PostgreSQL with 5,000 seeded products: the products list page and search, and the till's
 * catalogue (GET productos/venta) answered 200 and 304, the 304 at no less than 0.5 of the bare route; before them,
 * the public menu with 150 products (bench/menu.ts: GET menu at no less than 0.5 of the bare route, issue 12) (PASS/FAIL,
 * and a non-zero exit code when missed). On PostgreSQL also the live connection across two instances (bench/vivo.ts:
 * p99 create → newOrder ≤ 100 ms with 50 sockets and 20 orders/s). Then counter sales (bench/ventas.ts: 3 lines, 2
 * payments, 8 connections; PostgreSQL against pgbench TPC-B ≥ 0.5 and p99 ≤ 50 ms, PGlite ≥ 100 sales/s). On PGlite
 * first the first start on an empty data folder (bench/arranque.ts, issue 12: ≤ 3 s to listening, ≤ 400 MB resident
 * 20 s later). Last, the order screen's search per keystroke with 5,000 products (bench/busqueda.ts running
 * bench/ordenar-busqueda.bench.tsx: ≤ 50 ms), then Lighthouse mobile on the public menu's page with 150 products
 * (bench/lighthouse.ts: performance and accessibility ≥ 95, medians of 3 runs; on PGlite, on PostgreSQL when
 * BENCH_DB=pg), and the POS's speed as felt on a tablet in Chromium (bench/tableta.ts, issue 25: the order screen's
 * first opening ≤ 500 ms, "Enviar a cocina" and "Cobrar" ≤ 250 ms, the purchase form's first open ≤ 1 s, a 3-item
 * table sale in ≤ 11 taps; BENCH_TABLETA=0 skips it), and a new owner's first receipt on a fresh install without
 * the demo (bench/primer-recibo.ts, issue 34: ≤ 35 taps, ≤ 12 typed fields, a person's time < 10 min; BENCH_PRIMER=0
 * skips it).
 * The products import's crafted files (bench/importar.ts; each against its target) and, on PostgreSQL, a 1,000-row
 * import.
 *
 * Then the sweep (bench/lecturas.ts): every other read route of the API, each against the bare route of the same
 * round, shorter windows (BENCH_SWEEP_SECONDS), its ratio printed; GETs of the OpenAPI description it does not
 * cover are listed.
 *
 * BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_ROUNDS (3), BENCH_DB (both | pg | pglite), BENCH_SWEEP
 * (pg | both | none: where the sweep runs), BENCH_SWEEP_SECONDS (3), BENCH_BUSQUEDA (0 skips the search benchmark),
 * BENCH_LIGHTHOUSE (0 skips Lighthouse; BENCH_LH_RUNS, BENCH_LH_JSON: bench/lighthouse.ts).
 * BENCH_SOLO=<path of a route> (e.g. /api/productos/orden of the sweep, /api/me of the main rounds): only that route,
 * beside the bare route, on the engines of BENCH_DB (the sweep runs on each), with the same data; nothing else.
 * BENCH_SOLO=menu: only the public menu with 150 products beside the bare route, on PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import pg from 'pg';
import { DEMO_PASSWORD_PRUEBA, startServer } from '../tests/e2e/support/server';
import { measure, type Measure, type Target } from './measure';
import { comparar, cpuRatio, leerBase, resumir, tabla, type Resultado, type Resumen } from './informe';
import { signIn } from './sign-in';
import { informarArranque, runArranque } from './arranque';
import { idsDemo, lecturas, sinCubrir } from './lecturas';
import { informarImportar, runImportar } from './importar';
import { informarVivo, runVivo } from './vivo';
import { informarBusqueda, runBusqueda } from './busqueda';
import { informarVentas, runVentas, type ResultadoVentas } from './ventas';
import { informarMenu, MENU_PRODUCTOS, rutaMenuDemo, runMenu } from './menu';
import { informarLighthouse, runLighthouse } from './lighthouse';
import { informarTableta, runTableta } from './tableta';
import { informarPrimerRecibo, runPrimerRecibo } from './primer-recibo';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const DB = process.env.BENCH_DB ?? 'both';
const BASELINE = process.env.BENCH_BASELINE ?? 'bench/baseline.json';
const SOLO = process.env.BENCH_SOLO;
/** BENCH_SOLO=menu: only the public menu with 150 products against the bare route, on PostgreSQL (bench/menu.ts). */
const SOLO_MENU = 'menu';
const SWEEP = SOLO ? 'both' : (process.env.BENCH_SWEEP ?? 'pg');
const SWEEP_SECONDS = Number(process.env.BENCH_SWEEP_SECONDS ?? 3);
const TARGET = 0.3;
/** The till's catalogue answered 304 (the client's ETag is current): no less than this of the bare route. */
const TARGET_CAJA = 0.5;
const CATEGORIAS = 'GET /api/categorias (10)';
const PRODUCTOS = 5000;
const CAJA_304 = `GET /api/productos/venta (${PRODUCTOS}, 304)`;
/**
 * A generated catalogue's list read from the database on every request (the demo's 8 tables, each with its venue
 * joined): no slower than the hand-written categories list was (bench/baseline.json).
 */
const MESAS = 'GET /api/mesas (8, generated)';
const BARE: Target = { name: 'bare (GET /api/ping)', path: '/api/ping' };
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

/**
 * Active products for sale number `desde`..`n` in the demo company (PostgreSQL only), written by the owner in one statement:
 * through the API they would take minutes. Every tenth has a tax and a print point of the company, every
 * `categoriaCada`-th a category.
 */
async function sembrarProductos(
  databaseUrl: string,
  email: string,
  n: number,
  { desde = 1, categoriaCada = 10 } = {},
): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(
      `insert into productos (empresa_id, nombre, codigo, tipo_producto, precio_venta, id_categoria, id_impuesto,
         porcentaje_impuesto, id_punto_impresion)
       select u.empresa_id, 'Producto de prueba ' || g, 'B' || g, case when g % 3 = 0 then 'preparado' else 'venta' end,
         (1000 + g * 10)::numeric, case when g % $4::int = 0 then c.id end, case when g % 10 = 0 then i.id end,
         case when g % 10 = 0 then i.porcentaje end, case when g % 10 = 0 then p.id end
       from usuarios u
       cross join generate_series($3::int, $2::int) g
       left join lateral (select id from categorias where empresa_id = u.empresa_id order by id limit 1) c on true
       left join lateral (select id, porcentaje from productos_impuestos where empresa_id = u.empresa_id order by id limit 1) i on true
       left join lateral (select id from puntos_impresion where empresa_id = u.empresa_id order by id limit 1) p on true
       where u.email = $1`,
      [email, n, desde, categoriaCada],
    );
    // What autovacuum would do within a minute of such an insert: statistics and the visibility map.
    await admin.query('vacuum analyze productos');
  } finally {
    await admin.end();
  }
}

/** The ETag the till's catalogue answers now (what a till that loaded it sends back). */
async function etagCaja(base: string, auth: Record<string, string>): Promise<string> {
  const res = await fetch(`${base}/api/productos/venta`, { headers: auth });
  const cuerpo = (await res.json()) as { data: { productos: unknown[] } };
  const etag = res.headers.get('etag');
  if (!res.ok || !etag || cuerpo.data.productos.length < PRODUCTOS)
    throw new Error(`GET productos/venta: ${res.status}, ${cuerpo.data.productos.length} productos`);
  return etag;
}

/** The backends connected to this database (the server's pools), from the owner's connection. */
async function backendsDe(databaseUrl: string): Promise<number[]> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((r) => r.pid);
  } finally {
    await admin.end();
  }
}

/** One engine's figures: the main routes (medians of the rounds) and the sweep of every other read. */
interface Corrida {
  resumen: Resumen[];
  barrido: Resumen[];
  /** Per sweep route: requests that failed, timed out or answered non-2xx, over all rounds. */
  fallos: Map<string, string>;
  sinCubrir: string[];
  /** GET menu with 150 products (PostgreSQL only). */
  menu?: Resumen;
}

async function run(kind: 'pglite' | 'pg', databaseUrl = ''): Promise<Corrida> {
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    SERVE_FRONTEND: '0',
    SEED_DEMO: '1',
    DEMO_PASSWORD: DEMO_PASSWORD_PRUEBA,
    RATE_LIMIT_MAX: '1000',
    // The menu's own limit per address (120 a minute) would answer 429 to the load generator.
    MENU_RATE_LIMIT_MAX: '1000000000',
    LOG_LEVEL: 'warn',
  });
  try {
    const token = await signIn(server.url, 'demo@comanda.co', DEMO_PASSWORD_PRUEBA);
    // The products first: written by SQL they announce nothing, and the categories list (kept per company until a
    // category or product event) must not have been read before them, or it would keep counts of none.
    const auth = { Authorization: `Bearer ${token}` };
    let menu: Resumen | undefined;
    const menuDe = async () =>
      runMenu(server.url, BARE, await rutaMenuDemo(server.url, auth), {
        seconds: SECONDS,
        connections: CONNECTIONS,
        rounds: ROUNDS,
        pid: server.pid,
        backends: () => backendsDe(databaseUrl),
      });
    if (kind === 'pg' && SOLO === SOLO_MENU) {
      await sembrarProductos(databaseUrl, 'demo@comanda.co', MENU_PRODUCTOS, { categoriaCada: 1 });
      return { resumen: [], barrido: [], fallos: new Map(), sinCubrir: [], menu: await menuDe() };
    }
    if (kind === 'pg' && SOLO) await sembrarProductos(databaseUrl, 'demo@comanda.co', PRODUCTOS);
    else if (kind === 'pg') {
      // The public menu first, with 150 products (bench/menu.ts), then the rest of the 5,000.
      // (each in the demo's first category: the menu lists products by category, none without one).
      await sembrarProductos(databaseUrl, 'demo@comanda.co', MENU_PRODUCTOS, { categoriaCada: 1 });
      menu = await menuDe();
      await sembrarProductos(databaseUrl, 'demo@comanda.co', PRODUCTOS, { desde: MENU_PRODUCTOS + 1 });
    }
    await ensureCategorias(server.url, token, 10);
    const targets: Target[] = [
      BARE,
      { name: 'POST /api/me', path: '/api/me', method: 'POST', headers: auth },
      { name: CATEGORIAS, path: '/api/categorias?page=1&rowsPerPage=10', headers: auth },
      { name: MESAS, path: '/api/mesas?page=1&rowsPerPage=10', headers: auth },
    ];
    const barre = SWEEP === 'both' || SWEEP === kind;
    const ids = barre ? await idsDemo(server.url, auth) : {};
    // BENCH_SOLO of a main route (e.g. /api/me): that route alone beside the bare one; else only the sweep's.
    if (SOLO) targets.splice(1, Infinity, ...targets.slice(1).filter((t) => t.path.split('?')[0] === SOLO));
    else if (kind === 'pg') {
      const etag = await etagCaja(server.url, auth);
      targets.push(
        {
          name: `GET /api/productos (page of 10 of ${PRODUCTOS})`,
          path: '/api/productos?page=0&rowsPerPage=10',
          headers: auth,
        },
        {
          name: `GET /api/productos?search= (${PRODUCTOS})`,
          path: `/api/productos?page=0&rowsPerPage=10&search=${encodeURIComponent('prueba 12')}`,
          headers: auth,
        },
        // 1.7 MB per reply: 50 connections under load pass autocannon's 10-s timeout.
        {
          name: `GET /api/productos/venta (${PRODUCTOS}, 200)`,
          path: '/api/productos/venta',
          headers: auth,
          connections: 10,
        },
        { name: CAJA_304, path: '/api/productos/venta', headers: { ...auth, 'if-none-match': etag } },
      );
    }
    const backends = kind === 'pg' ? () => backendsDe(databaseUrl) : async () => [];
    for (const target of targets) await measure(server.url, target, 2, CONNECTIONS, server.pid); // warm-up
    const rondas: Measure[][] = [];
    for (let ronda = 0; ronda < ROUNDS; ronda++) {
      const medidas: Measure[] = [];
      for (const target of targets) {
        const m = await measure(server.url, target, SECONDS, CONNECTIONS, server.pid, backends);
        // autocannon counts a 304 as non-2xx: that target expects nothing else (checked by its ETag above).
        if ((m.non2xx > 0 && target.name !== CAJA_304) || m.errors > 0)
          throw new Error(
            `${kind} ${target.name}: ${m.non2xx} non-2xx, ${m.errors} errors (${m.timeouts} timeouts)`,
          );
        medidas.push(m);
      }
      rondas.push(medidas);
    }
    const resumen = resumir(rondas);
    tabla(
      `${kind === 'pg' ? 'PostgreSQL' : 'PGlite'} — ${CONNECTIONS} connections, ${SECONDS} s per route, medians of ${ROUNDS} rounds`,
      resumen,
    );
    const sweep: Corrida = { resumen, barrido: [], fallos: new Map(), sinCubrir: [], menu };
    const rutas = [
      targets[0],
      ...(barre ? lecturas(ids, auth) : []).filter((t) => !SOLO || t.name === `GET ${SOLO}`),
    ];
    if (SOLO && rutas.length < 2 && targets.length < 2)
      throw new Error(`BENCH_SOLO=${SOLO}: no such route in bench/run.ts or bench/lecturas.ts`);
    if (barre && rutas.length > 1) {
      const rondasBarrido: Measure[][] = [];
      for (let ronda = 0; ronda < ROUNDS; ronda++) {
        const medidas: Measure[] = [];
        for (const target of rutas) {
          const m = await measure(server.url, target, SWEEP_SECONDS, CONNECTIONS, server.pid, backends);
          if (m.non2xx > 0 || m.errors > 0)
            sweep.fallos.set(
              target.name,
              `${m.non2xx} non-2xx, ${m.errors} errors (${m.timeouts} timeouts) in round ${ronda + 1}`,
            );
          medidas.push(m);
        }
        rondasBarrido.push(medidas);
      }
      sweep.barrido = resumir(rondasBarrido);
      if (!SOLO) sweep.sinCubrir = await sinCubrir(server.url, rutas);
      tabla(
        `${kind === 'pg' ? 'PostgreSQL' : 'PGlite'} — every read route, ${CONNECTIONS} connections (fewer where noted), ${SWEEP_SECONDS} s per route, medians of ${ROUNDS} rounds`,
        sweep.barrido,
      );
      for (const [ruta, fallo] of sweep.fallos) console.log(`  ${ruta}: ${fallo}`);
      if (sweep.sinCubrir.length)
        console.log(`  Not measured (add to bench/lecturas.ts): ${sweep.sinCubrir.join(', ')}`);
    }
    return sweep;
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

const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
})();
const carga = () => loadavg().map((x) => Number(x.toFixed(2)));
const cargaAntes = carga();
console.log(`Load average (1, 5, 15 min) before: ${cargaAntes.join(', ')} — commit ${commit ?? '?'}`);
// First start on an empty data folder (issue 12), before the load runs: time to listening and RSS 20 s later.
const arranque = DB === 'pg' || SOLO ? null : await runArranque();
const corridaPglite = DB === 'pg' || SOLO === SOLO_MENU ? undefined : await run('pglite');
const pglite = corridaPglite?.resumen;
const { pgResults, pgBarrido, pgbench, pgMenu } =
  DB === 'pglite'
    ? { pgResults: [] as Resumen[], pgBarrido: [] as Resumen[], pgbench: null, pgMenu: undefined }
    : await withDatabase(async (url) => {
        const corrida = await run('pg', url);
        return {
          pgResults: corrida.resumen,
          pgBarrido: corrida.barrido,
          pgbench: SOLO ? null : pgbenchSelect(url),
          pgMenu: corrida.menu,
        };
      });
if (SOLO) {
  // The one route's tables are printed above: nothing else is measured, nothing is compared or written.
  if (pgMenu) informarMenu(pgMenu);
  console.log(`\nLoad average (1, 5, 15 min) after: ${carga().join(', ')}`);
  process.exit(0);
}
const vivo = DB === 'pglite' ? null : await withDatabase(runVivo);
const ventas: ResultadoVentas[] = [];
if (DB !== 'pg') ventas.push(await runVentas());
if (DB !== 'pglite') ventas.push(await withDatabase(runVentas));
// The products import's crafted files (and on PostgreSQL a 1,000-row import): bench/importar.ts.
const importar = DB === 'pglite' ? await runImportar() : await withDatabase(runImportar);
const cargaDespues = carga();
console.log(`\nLoad average (1, 5, 15 min) after: ${cargaDespues.join(', ')}`);
if (pgbench) console.log(`pgbench select-only (8 clients): ${Math.round(pgbench)} tps`);

if (existsSync(BASELINE)) {
  const base = await leerBase(BASELINE);
  const deBase = `${BASELINE}${base.commit ? ` (commit ${base.commit})` : ''}`;
  comparar(`PGlite — before (${deBase}) and after`, base.pglite, pglite ?? []);
  if (pgResults.length) comparar(`PostgreSQL — before (${deBase}) and after`, base.pg, pgResults);
}

const lista = pgResults.find((r) => r.name === CATEGORIAS);
const cumple = lista !== undefined && lista.ratio >= TARGET;
console.log(
  lista
    ? `\nTarget (issue 7): categorias list on PostgreSQL ≥ ${TARGET} of the bare route → ${lista.ratio.toFixed(2)} (median of ${ROUNDS}; rounds ${lista.ratios.map((r) => r.toFixed(2)).join(' ')}; CPU ratio ${cpuRatio(lista, pgResults[0]).toFixed(2)}) ${cumple ? 'PASS' : 'FAIL'}`
    : `\nTarget (issue 7): categorias list on PostgreSQL ≥ ${TARGET} of the bare route → not measured (BENCH_DB=${DB})`,
);
const caja = pgResults.find((r) => r.name === CAJA_304);
const cumpleCaja = caja !== undefined && caja.ratio >= TARGET_CAJA;
if (caja)
  console.log(
    `Target (issue 7): till catalogue (${PRODUCTOS} products, 304) on PostgreSQL ≥ ${TARGET_CAJA} of the bare route → ${caja.ratio.toFixed(2)} (rounds ${caja.ratios.map((r) => r.toFixed(2)).join(' ')}) ${cumpleCaja ? 'PASS' : 'FAIL'}`,
  );
const cumpleMenu = pgMenu ? informarMenu(pgMenu) : true;
// Categorías is generated too now, and its list is kept per company (lista.cache): the generated list read from the
// database every time is mesas', compared with the hand-written categories list of the baseline (before issue 7).
const base = existsSync(BASELINE) ? await leerBase(BASELINE) : null;
for (const [motor, resumen, antes] of [
  ['PGlite', pglite ?? [], base?.pglite ?? []],
  ['PostgreSQL', pgResults, base?.pg ?? []],
] as const) {
  const hecha = antes.find((r) => r.name === CATEGORIAS);
  const generada = resumen.find((r) => r.name === MESAS);
  if (hecha && generada)
    console.log(
      `Generated list read from the database vs the hand-written one (${motor}): mesas ${generada.ratio.toFixed(2)} of bare now / categorias ${hecha.ratio.toFixed(2)} in ${BASELINE} → ${(generada.ratio / hecha.ratio).toFixed(2)} (target ≥ 0.9: ${generada.ratio / hecha.ratio >= 0.9 ? 'PASS' : 'FAIL'})`,
    );
}
if (vivo) informarVivo(vivo);
for (const v of ventas) informarVentas(v);
const cumpleArranque = arranque ? informarArranque(arranque) : true;
// The order screen's search in the browser (jsdom), after the servers are down so it has the machine to itself.
const busqueda = runBusqueda();
if (busqueda) informarBusqueda(busqueda);
// Lighthouse mobile on the menu's page with 150 products (bench/lighthouse.ts), also with the machine to itself:
// its TBT is the main thread's work as measured here. On PGlite, or PostgreSQL with BENCH_DB=pg.
const faro =
  process.env.BENCH_LIGHTHOUSE === '0' || SOLO
    ? null
    : DB === 'pg'
      ? await withDatabase((url) => runLighthouse(url))
      : await runLighthouse();
if (faro) informarLighthouse(faro);
// The POS on a tablet in Chromium (bench/tableta.ts), also with the machine to itself.
const tableta = process.env.BENCH_TABLETA === '0' || SOLO ? null : await runTableta();
const cumpleTableta = tableta ? informarTableta(tableta) : true;
// A new owner's first receipt (bench/primer-recibo.ts): sign-up to the receipt on a fresh install without the demo.
const primer = process.env.BENCH_PRIMER === '0' || SOLO ? null : await runPrimerRecibo();
const cumplePrimer = primer ? informarPrimerRecibo(primer) : true;
informarImportar(DB === 'pglite' ? 'PGlite' : 'PostgreSQL', importar);
const cumpleImportar = importar.every((m) => m.cumple);
const resultado: Resultado = {
  commit,
  seconds: SECONDS,
  connections: CONNECTIONS,
  rounds: ROUNDS,
  loadavg: { antes: cargaAntes, despues: cargaDespues },
  pglite,
  pg: pgResults,
  pgbench,
  ...(busqueda && { busqueda }),
  barrido: { pglite: corridaPglite?.barrido ?? [], pg: pgBarrido },
  ...(pgMenu && { menu: pgMenu }),
  ...(faro && { lighthouse: faro }),
  ...(tableta && { tableta }),
  ...(primer && { primerRecibo: primer }),
};
await mkdir('bench/results', { recursive: true });
await writeFile(
  `bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  JSON.stringify(resultado, null, 2),
);
process.exitCode =
  (lista && !cumple) ||
  (caja && !cumpleCaja) ||
  !cumpleMenu ||
  (vivo && !vivo.cumple) ||
  ventas.some((v) => !v.cumple) ||
  !cumpleArranque ||
  !cumpleImportar ||
  (busqueda && !busqueda.cumple) ||
  (faro && !faro.cumple) ||
  !cumpleTableta ||
  !cumplePrimer
    ? 1
    : 0;
