/**
 * Issue 12's Lighthouse target: the public menu (`/carta?menuId=…`) of a venue with 150 products in several
 * categories (every third with a photo as its icon) scores ≥ 95 in performance and in accessibility on Lighthouse's
 * default mobile run (a mid-range phone's screen, simulated slow 4G and 4× CPU slowdown), offline, against Debian's
 * Chromium (CHROME_PATH, default /usr/bin/chromium).
 *
 * Starts the built server (`npm run build` first) as the e2e suite does, on a fresh PGlite folder (or, with
 * BENCH_LH_DB=pg, a fresh database on the PostgreSQL server DATABASE_URL names). The demo company is on the free
 * plan (100 products), so the server is started once to migrate and seed, a paid subscription is written for the demo
 * company, and the server started again on the same folder; then categories and products go through the API as the
 * back office sends them (multipart, the icons as uploads). Lighthouse runs BENCH_LH_RUNS times (3) in one Chromium;
 * prints each run and the medians of both scores, FCP, LCP, TBT, CLS, Speed Index and the transfer size, PASS/FAIL
 * against 95 (exit code 1 when missed). Part of `npm run bench`; alone: `node --import tsx bench/lighthouse.ts`.
 * BENCH_LH_JSON=<folder> keeps each run's full report (JSON) there.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { DEMO_PASSWORD_PRUEBA, startServer, type RunningServer } from '../tests/e2e/support/server';
import { mediana } from './informe';
import { signIn } from './sign-in';

export const OBJETIVO_LIGHTHOUSE = 95;
export const PRODUCTOS_CARTA = 150;
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DEMO = 'demo@comanda.co';

/** One Lighthouse run's figures (ms, bytes; scores 0–100). */
export interface CorridaLighthouse {
  rendimiento: number;
  accesibilidad: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  bytes: number;
  /** Audits of either category that scored below 0.9 (ids), for the reader of a FAIL. */
  fallidas: string[];
  /**
   * Lighthouse's measure of this machine's CPU (its `benchmarkIndex`): the simulation multiplies the main thread's
   * measured work by 4 whatever the host, so a loaded or slow machine reads a higher TBT than a fast one.
   */
  indiceCpu: number;
  /** Lighthouse's own warnings (e.g. a host CPU slower than it expects). */
  avisos: string[];
}

export interface ResultadoLighthouse {
  motor: 'PGlite' | 'PostgreSQL';
  productos: number;
  corridas: CorridaLighthouse[];
  mediana: CorridaLighthouse;
  cumple: boolean;
}

const ENTORNO = {
  SEED_DEMO: '1',
  DEMO_PASSWORD: DEMO_PASSWORD_PRUEBA,
  RATE_LIMIT_MAX: '100000',
  MENU_RATE_LIMIT_MAX: '100000',
  LOG_LEVEL: 'warn',
};

/** A paid plan without rows in limites_planes has no product limit (server/services/limitesPlan.ts). */
const SUSCRIPCION_PAGADA = `insert into suscripciones_empresa (empresa_id, estado_periodo_pueba, fecha_fin_periodo_prueba, id_suscripcion)
  select empresa_id, 0, '2099-01-01', 7 from usuarios where email = '${DEMO}'`;

/** The demo company's server with its product limit lifted: PGlite in `dataDir`, or the database `databaseUrl`. */
async function servidorSinLimite(dataDir: string, databaseUrl: string): Promise<RunningServer> {
  const env = { ...ENTORNO, DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
  if (databaseUrl) {
    const server = await startServer(env);
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    try {
      await c.query(SUSCRIPCION_PAGADA);
    } finally {
      await c.end();
    }
    return server;
  }
  // PGlite is the server's own: the first start migrates and seeds, the subscription is written between starts.
  await (await startServer(env)).stop();
  const db = await openDatabase({ dataDir: join(dataDir, 'pgdata') });
  try {
    await db.db.execute(sql.raw(SUSCRIPCION_PAGADA));
  } finally {
    await db.close();
  }
  return startServer(env);
}

const CATEGORIAS: [string, string[]][] = [
  ['Entradas', ['Empanadas de pipián', 'Patacones con hogao', 'Arepa de choclo', 'Ceviche de camarón']],
  ['Sopas', ['Ajiaco santafereño', 'Sancocho de gallina', 'Mute santandereano', 'Crema de ahuyama']],
  ['Platos fuertes', ['Bandeja paisa', 'Lechona tolimense', 'Sobrebarriga en salsa', 'Posta negra']],
  ['Pescados y mariscos', ['Mojarra frita', 'Cazuela de mariscos', 'Arroz con camarón', 'Bagre en salsa']],
  [
    'Vegetarianos',
    ['Arroz de verduras', 'Lasaña de berenjena', 'Ensalada de quinua', 'Hamburguesa de lenteja'],
  ],
  ['Postres', ['Postre de natas', 'Arroz con leche', 'Brevas con arequipe', 'Obleas con arequipe']],
  ['Bebidas calientes', ['Tinto campesino', 'Chocolate santafereño', 'Aguapanela con queso', 'Capuchino']],
  ['Bebidas frías', ['Jugo de lulo', 'Limonada de coco', 'Avena fría', 'Salpicón de frutas']],
  ['Cócteles', ['Canelazo', 'Refajo', 'Mojito de maracuyá', 'Aguardiente sour']],
  ['Para compartir', ['Picada criolla', 'Chicharrón carnudo', 'Chorizos santarrosanos', 'Papas criollas']],
];
const TAMANOS = ['', ' grande', ' personal', ' de la casa', ' especial'];

/** A photo-like JPEG (gradient and grain, 600×600): what a venue uploads from its phone, before any resizing. */
async function foto(i: number): Promise<Buffer> {
  const [r, g, b] = [(i * 67) % 256, (i * 131 + 60) % 256, (i * 29 + 120) % 256];
  const degradado = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><defs><radialGradient id="g"><stop offset="0" stop-color="rgb(${r},${g},${b})"/><stop offset="1" stop-color="rgb(${255 - r},${(g + 90) % 256},${b >> 1})"/></radialGradient></defs><rect width="600" height="600" fill="url(#g)"/><circle cx="${200 + i * 17}" cy="300" r="140" fill="rgb(${g},${b},${r})" opacity="0.7"/></svg>`,
  );
  return sharp(degradado)
    .composite([
      {
        input: {
          create: {
            width: 600,
            height: 600,
            channels: 3,
            background: '#808080',
            noise: { type: 'gaussian', mean: 128, sigma: 18 },
          },
        },
        blend: 'overlay',
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * Categories and products through the API until the demo venue's menu lists `total` products: names from
 * CATEGORIAS with sizes, a description on four of five, an icon on every third. Returns the menu's path.
 */
async function sembrarCarta(
  base: string,
  token: string,
  total: number,
): Promise<{ ruta: string; productos: number }> {
  const auth = { Authorization: `Bearer ${token}` };
  const qr = (await (await fetch(`${base}/api/qr/carta`, { headers: auth })).json()) as {
    data: { url: string; principal: boolean }[];
  };
  const url = new URL((qr.data.find((q) => q.principal) ?? qr.data[0]).url);
  const menuId = url.searchParams.get('menuId')!;
  const contar = async () => {
    const r = await fetch(`${base}/api/menu?menuId=${menuId}`);
    const m = (await r.json()) as { data: { categorias: { producto: unknown[] }[] } };
    return m.data.categorias.reduce((n, c) => n + c.producto.length, 0);
  };
  // The demo's own categories (Entradas, Platos fuertes…) are reused by name.
  const lista = (await (
    await fetch(`${base}/api/categorias?page=1&rowsPerPage=100`, { headers: auth })
  ).json()) as { data: { data: { id: number; nombre: string }[] } };
  const existentes = new Map(lista.data.data.map((c) => [c.nombre, c.id]));
  const ids: number[] = [];
  for (const [nombre] of CATEGORIAS) {
    const id = existentes.get(nombre);
    if (id !== undefined) {
      ids.push(id);
      continue;
    }
    const r = await fetch(`${base}/api/categorias/categoria`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ nombre }),
    });
    if (!r.ok) throw new Error(`No se pudo crear la categoría ${nombre}: ${await r.text()}`);
    ids.push(((await r.json()) as { data: { id: number } }).data.id);
  }
  const fotos = await Promise.all(Array.from({ length: 12 }, (_, i) => foto(i)));
  const faltan = total - (await contar());
  for (let i = 0; i < faltan; i++) {
    const c = i % CATEGORIAS.length;
    const platos = CATEGORIAS[c][1];
    const vuelta = Math.floor(i / CATEGORIAS.length);
    const nombre = `${platos[vuelta % platos.length]}${TAMANOS[Math.floor(vuelta / platos.length) % TAMANOS.length]}`;
    const form = new FormData();
    form.set('nombre', `${nombre} ${i + 1}`);
    form.set('precio_venta', String(4500 + ((i * 1700) % 48000)));
    form.set('id_categoria', String(ids[c]));
    if (i % 5 !== 4)
      form.set(
        'descripcion',
        `Preparado al momento con ingredientes frescos de la región; porción para una persona. Receta ${i + 1} de la casa.`,
      );
    if (i % 3 === 0)
      form.set(
        'icono',
        new Blob([new Uint8Array(fotos[i % fotos.length])], { type: 'image/jpeg' }),
        `foto-${i}.jpg`,
      );
    const r = await fetch(`${base}/api/productos/producto`, { method: 'POST', headers: auth, body: form });
    if (!r.ok) throw new Error(`No se pudo crear el producto ${nombre}: ${r.status} ${await r.text()}`);
  }
  return { ruta: `/carta?menuId=${menuId}`, productos: await contar() };
}

/** Lighthouse's default (mobile) run of `url`, performance and accessibility, on Chromium at `port`. */
async function auditar(url: string, port: number, guardar?: string): Promise<CorridaLighthouse> {
  const r = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!r) throw new Error('Lighthouse no devolvió resultado');
  const { lhr } = r;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (guardar) await writeFile(guardar, JSON.stringify(lhr, null, 1));
  const valor = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const puntaje = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const fallidas = Object.values(lhr.categories).flatMap((c) =>
    c.auditRefs
      .filter((a) => a.weight > 0)
      .map((a) => lhr.audits[a.id])
      .filter((a) => a.score !== null && a.score < 0.9)
      .map((a) => `${a.id} (${a.displayValue ?? a.score})`),
  );
  return {
    rendimiento: puntaje('performance'),
    accesibilidad: puntaje('accessibility'),
    fcp: valor('first-contentful-paint'),
    lcp: valor('largest-contentful-paint'),
    tbt: valor('total-blocking-time'),
    cls: valor('cumulative-layout-shift'),
    speedIndex: valor('speed-index'),
    bytes: valor('total-byte-weight'),
    fallidas,
    indiceCpu: lhr.environment.benchmarkIndex,
    avisos: lhr.runWarnings.map(String),
  };
}

/**
 * Seeds the menu on a fresh server, then runs Lighthouse RUNS times; the server is stopped at the end. With
 * `servir` (BENCH_LH_SERVIR=1 alone) it prints the menu's URL and keeps the server up until Ctrl+C instead.
 */
export async function runLighthouse(databaseUrl = '', servir = false): Promise<ResultadoLighthouse | null> {
  const dataDir = await mkdtemp(join(tmpdir(), 'comanda-lighthouse-'));
  const server = await servidorSinLimite(dataDir, databaseUrl).catch(async (e) => {
    await rm(dataDir, { recursive: true, force: true });
    throw e;
  });
  const guardar = process.env.BENCH_LH_JSON;
  if (guardar) await mkdir(guardar, { recursive: true });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const token = await signIn(server.url, DEMO, DEMO_PASSWORD_PRUEBA);
    const { ruta, productos } = await sembrarCarta(server.url, token, PRODUCTOS_CARTA);
    if (servir) {
      // To look at the seeded menu (or run the Lighthouse CLI on it) by hand: stays up until Ctrl+C.
      console.log(`${server.url}${ruta} (${productos} productos); Ctrl+C para terminar`);
      await new Promise((resolve) => process.once('SIGINT', resolve));
      return null;
    }
    chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: [
        '--headless=new',
        ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    // A first load, not counted: the server builds the menu's page once per catalogue change (then kept), and a
    // fresh Chromium's first trace sometimes lacks its navigation start (Lighthouse's NO_NAVSTART: "run again").
    await auditar(server.url + ruta, chrome.port).catch(() => undefined);
    const corridas: CorridaLighthouse[] = [];
    for (let i = 0; i < RUNS; i++)
      corridas.push(
        await auditar(server.url + ruta, chrome.port, guardar && join(guardar, `carta-${i + 1}.json`)).catch(
          (e: Error) => {
            console.log(`  Lighthouse run ${i + 1} again: ${e.message}`);
            return auditar(server.url + ruta, chrome!.port, guardar && join(guardar, `carta-${i + 1}.json`));
          },
        ),
      );
    const de = (k: Exclude<keyof CorridaLighthouse, 'fallidas' | 'avisos'>) =>
      mediana(corridas.map((c) => c[k]));
    const m: CorridaLighthouse = {
      rendimiento: de('rendimiento'),
      accesibilidad: de('accesibilidad'),
      fcp: de('fcp'),
      lcp: de('lcp'),
      tbt: de('tbt'),
      cls: de('cls'),
      speedIndex: de('speedIndex'),
      bytes: de('bytes'),
      fallidas: [...new Set(corridas.flatMap((c) => c.fallidas))],
      indiceCpu: de('indiceCpu'),
      avisos: [...new Set(corridas.flatMap((c) => c.avisos))],
    };
    return {
      motor: databaseUrl ? 'PostgreSQL' : 'PGlite',
      productos,
      corridas,
      mediana: m,
      cumple: m.rendimiento >= OBJETIVO_LIGHTHOUSE && m.accesibilidad >= OBJETIVO_LIGHTHOUSE,
    };
  } finally {
    chrome?.kill();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const fila = (nombre: string, c: CorridaLighthouse) =>
  `  ${nombre.padEnd(8)} ${String(c.rendimiento).padStart(5)} ${String(c.accesibilidad).padStart(5)} ` +
  `${Math.round(c.fcp).toString().padStart(6)} ${Math.round(c.lcp).toString().padStart(6)} ` +
  `${Math.round(c.tbt).toString().padStart(5)} ${c.cls.toFixed(3).padStart(6)} ` +
  `${Math.round(c.speedIndex).toString().padStart(6)} ${(c.bytes / 1024).toFixed(1).padStart(11)} ` +
  `${Math.round(c.indiceCpu).toString().padStart(9)}`;

/** Prints each run, the medians and the target; true when met. */
export function informarLighthouse(r: ResultadoLighthouse): boolean {
  console.log(
    `\nLighthouse ${lighthouseVersion()} mobile (simulated throttling), /carta with ${r.productos} products (${r.motor}), ${r.corridas.length} runs; Chromium ${CHROME}:`,
  );
  console.log('  run       perf  a11y FCP ms LCP ms TBT ms    CLS  SI ms transfer kB CPU index');
  r.corridas.forEach((c, i) => console.log(fila(String(i + 1), c)));
  console.log(fila('median', r.mediana));
  if (r.mediana.fallidas.length) console.log(`  audits below 0.9: ${r.mediana.fallidas.join(', ')}`);
  for (const aviso of r.mediana.avisos) console.log(`  Lighthouse: ${aviso}`);
  console.log(
    `Target (issue 12): Lighthouse mobile performance and accessibility ≥ ${OBJETIVO_LIGHTHOUSE} → ${r.mediana.rendimiento} and ${r.mediana.accesibilidad} (median of ${r.corridas.length}) ${r.cumple ? 'PASS' : 'FAIL'}`,
  );
  return r.cumple;
}

const lighthouseVersion = (): string =>
  (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;

// Alone: PGlite, or with BENCH_LH_DB=pg a fresh database on the server DATABASE_URL names.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(
    `Load average (1, 5, 15 min) before: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(', ')}`,
  );
  const servir = process.env.BENCH_LH_SERVIR === '1';
  let r: ResultadoLighthouse | null;
  if (process.env.BENCH_LH_DB === 'pg') {
    const servidor = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    const nombre = `comanda_bench_lh_${Date.now()}`;
    const admin = new pg.Client({
      connectionString: Object.assign(new URL(servidor), { pathname: '/postgres' }).toString(),
    });
    await admin.connect();
    await admin.query(`create database ${nombre}`);
    try {
      r = await runLighthouse(
        Object.assign(new URL(servidor), { pathname: `/${nombre}` }).toString(),
        servir,
      );
    } finally {
      await admin.query(`drop database if exists ${nombre} with (force)`);
      await admin.end();
    }
  } else r = await runLighthouse('', servir);
  console.log(
    `Load average (1, 5, 15 min) after: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(', ')}`,
  );
  if (r) process.exitCode = informarLighthouse(r) ? 0 : 1;
}
