/**
 * Where bench/tableta.ts's time goes, without a profiler's overhead: one warm-up sale, then one sale and one purchase
 * form with each measured tap under a Chromium performance trace (devtools.timeline, same viewport, touch and CPU
 * slowdown). Per step: its time, the page's main thread from the tap to the measured frame split into what it did
 * (self time per trace event: script, V8's compiling, style, layout, paint, GC…) and idle, the long tasks, the
 * requests made after the tap and the page's own `performance.mark`s. Traces go to BENCH_PERFIL_DIR (/tmp) as
 * tableta-<step>.trace.json (open in Chrome's Performance panel).
 * Per step also the main thread's CPU (thread time), which a loaded machine does not inflate as it does the wall
 * time: compare builds with it. Alone, after `npm run build`: `node --import tsx bench/tableta-traza.ts`
 * (BENCH_TRAZA_URL=<url>: a server already running; BENCH_TRAZA_CARPETA=<folder>: another built checkout's server,
 * as bench/tableta.ts's BENCH_TABLETA_ANTES).
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { sesionDemo } from '../tests/e2e/support/sesion';
import { startServer } from '../tests/e2e/support/server';
import { cuando, ENTORNO, formularioCompra, medirToque, nuevaSesion, ventaDeMesaPorPasos } from './tableta';

const DIR = process.env.BENCH_PERFIL_DIR ?? '/tmp';

interface Evento {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time (µs): the CPU the thread had, whatever the machine's load. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
}

const CATEGORIAS = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
].join(',');

async function trazar(cdp: CDPSession, medir: () => Promise<number[]>): Promise<[number, Evento[]]> {
  const eventos: Evento[] = [];
  const recibir = (e: { value: object[] }) => void eventos.push(...(e.value as unknown as Evento[]));
  cdp.on('Tracing.dataCollected', recibir);
  await cdp.send('Tracing.start', { categories: CATEGORIAS, transferMode: 'ReportEvents' });
  const [ms] = await medir();
  const fin = new Promise<void>((listo) => cdp.once('Tracing.tracingComplete', () => listo()));
  await cdp.send('Tracing.end');
  await fin;
  cdp.off('Tracing.dataCollected', recibir);
  return [ms, eventos];
}

/** Self time per event name on the renderer's main thread within [desde, hasta] (µs). */
function resumir(eventos: Evento[], desde: number, hasta: number) {
  const hilos = new Map<string, number>();
  for (const e of eventos)
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      hilos.set(`${e.pid}:${e.tid}`, 0);
  for (const e of eventos) {
    const k = `${e.pid}:${e.tid}`;
    if (hilos.has(k) && e.ph === 'X' && e.ts >= desde && e.ts <= hasta) hilos.set(k, hilos.get(k)! + 1);
  }
  const principal = [...hilos.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const propios = new Map<string, number>();
  const pila: { fin: number; nombre: string; hijos: number; dur: number }[] = [];
  let ocupado = 0;
  let cpu = 0;
  const cerrar = (p: (typeof pila)[number]) => {
    propios.set(p.nombre, (propios.get(p.nombre) ?? 0) + Math.max(0, p.dur - p.hijos));
  };
  const delHilo = eventos
    .filter((e) => `${e.pid}:${e.tid}` === principal && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  for (const e of delHilo) {
    // Clipped to the window.
    const ini = Math.max(e.ts, desde);
    const fin = Math.min(e.ts + e.dur!, hasta);
    while (pila.length && pila[pila.length - 1].fin <= e.ts) cerrar(pila.pop()!);
    if (fin <= ini) continue;
    const dur = fin - ini;
    let nombre = e.name;
    if (e.name === 'FunctionCall' || e.name === 'EvaluateScript') {
      const d = e.args?.data as { url?: string; functionName?: string } | undefined;
      const archivo =
        d?.url
          ?.split('/')
          .pop()
          ?.replace(/-[\w-]{8}\.js$/, '.js') ?? '';
      nombre = `${e.name} ${archivo}`;
    }
    if (pila.length) pila[pila.length - 1].hijos += dur;
    else {
      ocupado += dur;
      // An event cut by the window counts its thread time in proportion.
      if (e.tdur !== undefined) cpu += (e.tdur * dur) / Math.max(1, e.dur!);
    }
    pila.push({ fin: e.ts + e.dur!, nombre, hijos: 0, dur });
  }
  while (pila.length) cerrar(pila.pop()!);
  return { ocupado, cpu, propios: [...propios.entries()].sort((a, b) => b[1] - a[1]) };
}

async function paso(page: Page, cdp: CDPSession, nombre: string, medir: () => Promise<number[]>) {
  await page.evaluate(() => {
    performance.clearResourceTimings();
    performance.clearMarks();
  });
  const [ms, eventos] = await trazar(cdp, medir);
  writeFileSync(join(DIR, `tableta-${nombre}.trace.json`), JSON.stringify({ traceEvents: eventos }));
  const toque = eventos.find(
    (e) => e.name === 'EventDispatch' && (e.args?.data as { type?: string })?.type === 'pointerdown',
  );
  const desde = toque?.ts ?? 0;
  const hasta = desde + ms * 1000;
  const { ocupado, cpu, propios } = resumir(eventos, desde, hasta);
  const pagina = await page.evaluate(() => {
    const t = (window as unknown as { __banco: { toque: number } }).__banco.toque;
    return {
      red: performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .map((e) => [e.name.replace(location.origin, ''), e.startTime - t, e.responseEnd - t] as const),
      marcas: performance.getEntriesByType('mark').map((m) => [m.name, m.startTime - t] as const),
    };
  });
  const largas = eventos
    .filter((e) => e.name === 'RunTask' && e.dur! > 50_000 && e.ts + e.dur! > desde && e.ts < hasta)
    .map((e) => `${((e.ts - desde) / 1000).toFixed(0)}+${(e.dur! / 1000).toFixed(0)}`);
  console.log(
    `\n=== ${nombre}: ${ms.toFixed(0)} ms; main thread busy ${(ocupado / 1000).toFixed(0)} ms, idle ${(ms - ocupado / 1000).toFixed(0)} ms, its CPU ${(cpu / 1000).toFixed(0)} ms (thread time: the load of the machine left out)`,
  );
  console.log(`  long tasks (start+ms): ${largas.join(' ')}`);
  for (const [n, t] of pagina.marcas) console.log(`  mark ${t.toFixed(0).padStart(6)}  ${n}`);
  for (const [url, a, b] of pagina.red)
    if (b > -50) console.log(`  net ${a.toFixed(0).padStart(6)} → ${b.toFixed(0).padStart(6)}  ${url}`);
  for (const [n, us] of propios.slice(0, Number(process.env.TOP ?? 14)))
    console.log(`  ${(us / 1000).toFixed(1).padStart(8)} ms  ${n}`);
}

const propio = process.env.BENCH_TRAZA_URL;
const carpeta = process.env.BENCH_TRAZA_CARPETA;
const server = propio
  ? null
  : await startServer(
      ENTORNO,
      [],
      carpeta ? ['--import', 'tsx', join(resolve(carpeta), 'server/main.ts')] : undefined,
    );
const url = propio ?? server!.url;
const browser = await launchBrowser();
const SOLO = process.env.BENCH_PERFIL_PASOS?.split(',');
const medido = (n: string) => !SOLO || SOLO.includes(n);
try {
  const sesion = await sesionDemo(browser, url);
  for (let vuelta = 0; vuelta < 2; vuelta++) {
    const { context, page } = await nuevaSesion(browser, sesion);
    const cdp = await context.newCDPSession(page);
    const medir = async (nombre: string, m: () => Promise<number[]>) =>
      vuelta === 1 && medido(nombre) ? paso(page, cdp, nombre, m) : void (await m());
    await ventaDeMesaPorPasos(page, url, medir);
    await context.close();
    if (!medido('compra')) continue;
    const otra = await nuevaSesion(browser, sesion);
    const cdp2 = await otra.context.newCDPSession(otra.page);
    await otra.page.goto(`${url}/compras`);
    const registrar = otra.page.getByRole('link', { name: 'Registrar compra' }).first();
    await registrar.waitFor();
    await otra.page.waitForTimeout(1000);
    const m = () => medirToque(otra.page, () => registrar.tap(), cuando(formularioCompra, null));
    if (vuelta === 1) await paso(otra.page, cdp2, 'compra', m);
    else await m();
    await otra.context.close();
  }
} finally {
  await browser.close();
  await server?.stop();
}
