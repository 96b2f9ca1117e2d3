/**
 * Issue 8's browser-side target inside `npm run bench`: the order screen's search (bench/ordenar-busqueda.bench.tsx,
 * a vitest component benchmark in jsdom over 5,000 products) answers a keystroke in ≤ 50 ms. Runs it as a child
 * process (vitest bench, its JSON report) and reads the mean and p99 per keystroke. BENCH_BUSQUEDA=0 skips it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const OBJETIVO_BUSQUEDA_MS = 50;

export interface ResultadoBusqueda {
  media: number;
  p99: number;
  muestras: number;
  cumple: boolean;
}

interface Informe {
  files: { groups: { benchmarks: { mean: number; p99: number; sampleCount: number }[] }[] }[];
}

export function runBusqueda(): ResultadoBusqueda | null {
  if (process.env.BENCH_BUSQUEDA === '0') return null;
  const dir = mkdtempSync(join(tmpdir(), 'comanda-busqueda-'));
  const salida = join(dir, 'busqueda.json');
  try {
    execFileSync(
      'npx',
      [
        'vitest',
        'bench',
        '--project',
        'components',
        '--run',
        'bench/ordenar-busqueda.bench.tsx',
        '--outputJson',
        salida,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const informe = JSON.parse(readFileSync(salida, 'utf8')) as Informe;
    const b = informe.files[0].groups[0].benchmarks[0];
    return { media: b.mean, p99: b.p99, muestras: b.sampleCount, cumple: b.mean <= OBJETIVO_BUSQUEDA_MS };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function informarBusqueda(r: ResultadoBusqueda): void {
  console.log(
    `Target (issue 8): order screen search (5,000 products, jsdom) ≤ ${OBJETIVO_BUSQUEDA_MS} ms per keystroke → mean ${r.media.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (${r.muestras} keystrokes) ${r.cumple ? 'PASS' : 'FAIL'}`,
  );
}
