/**
 * Where bench/tableta.ts's time goes: one warm-up sale, then one sale and one purchase form with each measured tap
 * under Chromium's CPU profiler (same viewport, touch and CPU slowdown), printing per step its time, the CPU spent
 * in the page per place (chunk or package) and per function, and the requests made after the tap (start and end,
 * ms from the tap; BENCH_PERFIL_COBERTURA=0 leaves the counts out, which slow every call). Profiles are written to BENCH_PERFIL_DIR (/tmp) as tableta-<step>.cpuprofile.
 * Alone, after `npm run build`: `node --import tsx bench/tableta-perfil.ts`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { sesionDemo } from '../tests/e2e/support/sesion';
import { startServer } from '../tests/e2e/support/server';
import { imprimirResumen, resumirPerfil } from './perfil-resumen';
import { cuando, ENTORNO, formularioCompra, medirToque, nuevaSesion, ventaDeMesaPorPasos } from './tableta';

const DIR = process.env.BENCH_PERFIL_DIR ?? '/tmp';

interface Marco {
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
const mapas = new Map<string, TraceMap | null>();
/** With a build's source maps (`npx vite build --sourcemap`): each frame named by its source file and name. */
function aFuentes(nodos: Marco[]): void {
  for (const { callFrame: f } of nodos) {
    const archivo = /\/assets\/[^/?]+\.js/.exec(f.url)?.[0];
    if (!archivo) continue;
    if (!mapas.has(archivo)) {
      const ruta = `dist${archivo}.map`;
      mapas.set(archivo, existsSync(ruta) ? new TraceMap(readFileSync(ruta, 'utf8')) : null);
    }
    const mapa = mapas.get(archivo);
    if (!mapa) continue;
    const o = originalPositionFor(mapa, { line: f.lineNumber + 1, column: f.columnNumber });
    if (!o.source) continue;
    f.url = '/' + o.source.replace(/^(\.\.\/)+/, '');
    f.functionName = o.name ?? f.functionName;
    f.lineNumber = (o.line ?? 1) - 1;
  }
}
const TOP = Number(process.env.TOP ?? 12);
/** BENCH_PERFIL_COBERTURA=0: no call counts (precise coverage slows every call, and so the times). */
const COBERTURA = process.env.BENCH_PERFIL_COBERTURA !== '0';

interface Cobertura {
  url: string;
  functions: { functionName: string; ranges: { startOffset: number; count: number }[] }[];
}
/**
 * Calls per function during the step (precise coverage: counts, unlike times, do not depend on the machine's
 * load), the most called first, named through the source maps. Written to tableta-<step>.llamadas.txt.
 */
function llamadas(paso: string, cobertura: Cobertura[]): void {
  const filas: [number, string][] = [];
  for (const s of cobertura) {
    const archivo = /\/assets\/[^/?]+\.js/.exec(s.url)?.[0];
    if (!archivo || !existsSync(`dist${archivo}`)) continue;
    const fuente = readFileSync(`dist${archivo}`, 'utf8');
    const inicios = [0];
    for (let i = 0; i < fuente.length; i++) if (fuente[i] === '\n') inicios.push(i + 1);
    for (const f of s.functions) {
      const [r] = f.ranges;
      if (!r?.count) continue;
      let lo = 0;
      while (lo + 1 < inicios.length && inicios[lo + 1] <= r.startOffset) lo++;
      const marco = {
        functionName: f.functionName,
        url: s.url,
        lineNumber: lo,
        columnNumber: r.startOffset - inicios[lo],
      };
      aFuentes([{ callFrame: marco }]);
      filas.push([r.count, `${marco.functionName} ${marco.url}:${marco.lineNumber + 1}`]);
    }
  }
  filas.sort((a, b) => b[0] - a[0]);
  writeFileSync(join(DIR, `tableta-${paso}.llamadas.txt`), filas.map(([n, k]) => `${n}\t${k}`).join('\n'));
}

async function perfilado(
  page: Page,
  cdp: CDPSession,
  paso: string,
  medir: () => Promise<number[]>,
): Promise<void> {
  await page.evaluate(() => performance.clearResourceTimings());
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  if (COBERTURA) await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  const [ms] = await medir();
  if (COBERTURA) {
    const { result: cobertura } = await cdp.send('Profiler.takePreciseCoverage');
    await cdp.send('Profiler.stopPreciseCoverage');
    llamadas(paso, cobertura);
  }
  const { profile } = await cdp.send('Profiler.stop');
  const archivo = join(DIR, `tableta-${paso}.cpuprofile`);
  aFuentes(profile.nodes);
  writeFileSync(archivo, JSON.stringify(profile));
  const red = await page.evaluate(() => {
    const toque = (window as unknown as { __banco: { toque: number } }).__banco.toque;
    return performance
      .getEntriesByType('resource')
      .map((e) => e as PerformanceResourceTiming)
      .map((e) => [e.name.replace(location.origin, ''), e.startTime - toque, e.responseEnd - toque] as const);
  });
  const eventos = await page.evaluate(() => {
    const w = window as unknown as { __banco: { toque: number }; __eventos: [string, number, number][] };
    const r = w.__eventos.map(([t, a, b]) => [t, a - w.__banco.toque, b - w.__banco.toque] as const);
    w.__eventos = [];
    return r;
  });
  console.log(`\n=== ${paso}: ${ms.toFixed(0)} ms`);
  for (const [t, a, b] of eventos)
    if (b > -50) console.log(`  event ${t} stamped ${a.toFixed(0)} handled ${b.toFixed(0)}`);
  for (const [url, a, b] of red)
    if (b > -50) console.log(`  net ${a.toFixed(0).padStart(6)} → ${b.toFixed(0).padStart(6)}  ${url}`);
  imprimirResumen(resumirPerfil(archivo, { top: TOP }));
}

/** BENCH_PERFIL_PASOS=compra: the purchase form only. */
const SOLO_COMPRA = process.env.BENCH_PERFIL_PASOS === 'compra';

async function compra(page: Page, paso: (nombre: string, medir: () => Promise<number[]>) => Promise<void>) {
  await page.goto(`${server.url}/compras`);
  const registrar = page.getByRole('link', { name: 'Registrar compra' }).first();
  await registrar.waitFor();
  await page.waitForTimeout(1000);
  await paso('compra', () => medirToque(page, () => registrar.tap(), cuando(formularioCompra, null)));
}

const server = await startServer(ENTORNO);
const browser = await launchBrowser();
try {
  const sesion = await sesionDemo(browser, server.url);
  for (let vuelta = 0; vuelta < 2; vuelta++) {
    const perfilar = vuelta === 1;
    const { context, page } = await nuevaSesion(browser, sesion);
    await context.addInitScript(() => {
      const w = window as unknown as { __eventos: [string, number, number][] };
      w.__eventos = [];
      for (const t of ['pointerdown', 'touchend', 'pointerup', 'click'])
        window.addEventListener(t, (e) => w.__eventos.push([t, e.timeStamp, performance.now()]), true);
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.__eventos.push(['longtask', e.startTime, e.startTime + e.duration]);
      }).observe({ type: 'longtask' });
    });
    const cdp = await context.newCDPSession(page);
    const paso = async (nombre: string, medir: () => Promise<number[]>) =>
      perfilar ? perfilado(page, cdp, nombre, medir) : void (await medir());
    if (SOLO_COMPRA) {
      await compra(page, paso);
      await context.close();
      continue;
    }
    await ventaDeMesaPorPasos(page, server.url, paso);
    await compra(page, paso);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
