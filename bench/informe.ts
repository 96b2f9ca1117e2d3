import { readFile } from 'node:fs/promises';
import type { Measure } from './measure';
import type { ResultadoLighthouse } from './lighthouse';
import type { ResultadoTableta } from './tableta';
import type { ResultadoPrimerRecibo } from './primer-recibo';

/** One route's figures over the rounds of a run: medians, and its ratio to the bare route of the same round. */
export interface Resumen {
  name: string;
  /** Median req/s. */
  requests: number;
  /** Median of the per-round ratios to the bare route (1 for the bare route itself). */
  ratio: number;
  /** Per-round ratios, to show the spread. */
  ratios: number[];
  p50: number;
  p99: number;
  cpu: Measure['cpu'];
}

/** A whole run as bench/results/*.json keeps it (and as BENCH_BASELINE reads it back). */
export interface Resultado {
  commit?: string;
  seconds: number;
  connections: number;
  rounds?: number;
  loadavg?: { antes: number[]; despues: number[] };
  pglite?: Resumen[];
  pg: Resumen[];
  pgbench?: number | null;
  /** The order screen's search per keystroke (bench/busqueda.ts). */
  busqueda?: { media: number; p99: number; muestras: number; cumple: boolean };
  /** The sweep of every read route (bench/lecturas.ts), per engine. */
  barrido?: { pglite: Resumen[]; pg: Resumen[] };
  /** The public menu with 150 products on PostgreSQL (bench/menu.ts). */
  menu?: Resumen;
  /** Lighthouse mobile on the public menu's page with 150 products (bench/lighthouse.ts): each run and the medians. */
  lighthouse?: ResultadoLighthouse;
  /** The POS's speed as felt on a tablet in Chromium (bench/tableta.ts, issue 25). */
  tableta?: ResultadoTableta;
  /** A new owner's first receipt in Chromium (bench/primer-recibo.ts, issue 34). */
  primerRecibo?: ResultadoPrimerRecibo;
}

export const mediana = (valores: number[]): number => {
  const orden = [...valores].sort((a, b) => a - b);
  const mitad = Math.floor(orden.length / 2);
  return orden.length % 2 ? orden[mitad] : (orden[mitad - 1] + orden[mitad]) / 2;
};

/** The rounds of one database (each a list of the routes in the same order, the bare route first) summarised. */
export function resumir(rondas: Measure[][]): Resumen[] {
  return rondas[0].map((primera, i) => {
    const deRuta = rondas.map((ronda) => ronda[i]);
    const ratios = rondas.map((ronda) => ronda[i].requests / ronda[0].requests);
    const cpu = (k: keyof Measure['cpu']) => Math.round(mediana(deRuta.map((m) => m.cpu[k])));
    return {
      name: primera.name,
      requests: Math.round(mediana(deRuta.map((m) => m.requests))),
      ratio: mediana(ratios),
      ratios,
      p50: mediana(deRuta.map((m) => m.p50)),
      p99: mediana(deRuta.map((m) => m.p99)),
      cpu: { server: cpu('server'), postgres: cpu('postgres'), autocannon: cpu('autocannon') },
    };
  });
}

const cpuTotal = (r: Resumen) => r.cpu.server + Math.max(0, r.cpu.postgres) + r.cpu.autocannon;

/**
 * The bare route's CPU time per request (server, PostgreSQL and autocannon together) over this route's. On a
 * machine shared with other work, req/s swing from one 10-s window to the next and the req/s ratio with them;
 * CPU time per request moves much less, so this is the steadier figure of what the route costs.
 */
export const cpuRatio = (r: Resumen, bare: Resumen): number => cpuTotal(bare) / cpuTotal(r);

export function tabla(titulo: string, resumen: Resumen[]): void {
  console.log(`\n${titulo}`);
  console.table(
    resumen.map((r) => ({
      route: r.name,
      'req/s': r.requests,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'ratio to bare': r.ratio.toFixed(2),
      'ratios (rounds)': r.ratios.map((x) => x.toFixed(2)).join(' '),
      'CPU ratio': cpuRatio(r, resumen[0]).toFixed(2),
      'CPU µs/req server': r.cpu.server,
      postgres: r.cpu.postgres,
      autocannon: r.cpu.autocannon,
    })),
  );
}

/**
 * The earlier run to compare with. Older result files (one measure per route, no rounds) are read too: their ratio
 * is computed from their single round.
 */
export async function leerBase(ruta: string): Promise<Resultado> {
  const crudo = JSON.parse(await readFile(ruta, 'utf8')) as Resultado & { pg: (Resumen | Measure)[] };
  const normalizar = (lista?: (Resumen | Measure)[]): Resumen[] | undefined =>
    lista &&
    lista.map((m) =>
      'ratio' in m
        ? m
        : {
            ...m,
            ratio: m.requests / lista[0].requests,
            ratios: [m.requests / lista[0].requests],
          },
    );
  return { ...crudo, pg: normalizar(crudo.pg)!, pglite: normalizar(crudo.pglite) };
}

/** Before/after, route by route: ratios to the bare route (comparable across runs) and req/s (machine-bound). */
export function comparar(titulo: string, antes: Resumen[] | undefined, despues: Resumen[]): void {
  if (!antes) return;
  console.log(`\n${titulo}`);
  console.table(
    despues.map((d) => {
      const a = antes.find((x) => x.name === d.name);
      return {
        route: d.name,
        'ratio before': a ? a.ratio.toFixed(2) : '—',
        'ratio after': d.ratio.toFixed(2),
        'CPU ratio before': a && antes[0] ? cpuRatio(a, antes[0]).toFixed(2) : '—',
        'CPU ratio after': cpuRatio(d, despues[0]).toFixed(2),
        'req/s before': a ? Math.round(a.requests) : '—',
        'req/s after': d.requests,
        'server µs/req before': a?.cpu.server ?? '—',
        'server µs/req after': d.cpu.server,
        'postgres µs/req before': a?.cpu.postgres ?? '—',
        'postgres µs/req after': d.cpu.postgres,
      };
    }),
  );
}
