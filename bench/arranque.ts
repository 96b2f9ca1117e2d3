/**
 * First start on an empty data folder (issue 12): starts `node --enable-source-maps dist-server/main.js` (what
 * `npm start` runs after the build, which compiles it) on PGlite with a fresh DATA_DIR, and measures the time from launch to the port accepting
 * connections and the server's resident memory twenty seconds later (its /proc status, VmRSS). Also the same on the
 * folder it has just filled (a second start). Targets: ≤ 3 s and ≤ 400 MB on the empty folder.
 * Run by `npm run bench` (BENCH_DB pglite or both) or alone: `node --import tsx bench/arranque.ts`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

export const OBJETIVO_ARRANQUE_MS = 3000;
/** The compiled server of `npm run build` (scripts/compilar-servidor.ts). */
const SERVIDOR = 'dist-server/main.js';
export const OBJETIVO_RSS_MB = 400;
const ESPERA_RSS_MS = Number(process.env.BENCH_ARRANQUE_RSS_MS ?? 20_000);

export interface Arranque {
  carpeta: 'vacía' | 'existente';
  msHastaEscuchar: number;
  /** CPU time (user + system) the server spent until listening: the figure a loaded machine does not inflate. */
  msCpuHastaEscuchar: number;
  rssMb: number;
}

const puertoLibre = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const acepta = (port: number) =>
  new Promise<boolean>((resolve) => {
    const c = createConnection({ port, host: '127.0.0.1' });
    c.once('connect', () => {
      c.destroy();
      resolve(true);
    });
    c.once('error', () => resolve(false));
  });

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

/** utime + stime of a process, in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(campos[11]) + Number(campos[12])) * 10;
}

/** One start of the server on `dataDir`; stopped once measured. */
export async function medirArranque(dataDir: string, carpeta: Arranque['carpeta']): Promise<Arranque> {
  const port = await puertoLibre();
  const inicio = performance.now();
  const hijo = spawn(process.execPath, ['--enable-source-maps', SERVIDOR], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let error = '';
  hijo.stderr.on('data', (d: Buffer) => (error += d.toString()));
  const termino = new Promise<number | null>((resolve) => hijo.once('exit', (code) => resolve(code)));
  let salio = false;
  void termino.then(() => (salio = true));
  try {
    while (!(await acepta(port))) {
      if (salio) throw new Error(`El servidor terminó al arrancar:\n${error}`);
      if (performance.now() - inicio > 120_000) throw new Error('El servidor no escuchó en 120 s');
      await new Promise((r) => setTimeout(r, 20));
    }
    const msHastaEscuchar = Math.round(performance.now() - inicio);
    const msCpuHastaEscuchar = await cpuMs(hijo.pid!);
    await new Promise((r) => setTimeout(r, ESPERA_RSS_MS));
    if (salio) throw new Error(`El servidor terminó:\n${error}`);
    return { carpeta, msHastaEscuchar, msCpuHastaEscuchar, rssMb: await rssMb(hijo.pid!) };
  } finally {
    if (!salio) {
      hijo.kill('SIGTERM');
      await termino;
    }
  }
}

/** An empty data folder, then the same folder again. */
export async function runArranque(): Promise<Arranque[]> {
  if (!existsSync(SERVIDOR)) throw new Error(`Falta ${SERVIDOR}: ejecuta npm run build`);
  const dataDir = await mkdtemp(join(tmpdir(), 'comanda-arranque-'));
  try {
    const vacia = await medirArranque(dataDir, 'vacía');
    const existente = await medirArranque(dataDir, 'existente');
    return [vacia, existente];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Prints the figures and the target; true when the empty-folder start meets it. */
export function informarArranque(medidas: Arranque[]): boolean {
  console.log(
    `\nPrimer arranque (PGlite, node dist-server/main.js; carga ${loadavg()[0].toFixed(1)} en ${cpus().length} núcleos):`,
  );
  for (const m of medidas)
    console.log(
      `  carpeta ${m.carpeta.padEnd(9)} ${String(m.msHastaEscuchar).padStart(6)} ms hasta escuchar ` +
        `(${m.msCpuHastaEscuchar} ms de CPU), ` +
        `${m.rssMb} MB residentes a los ${ESPERA_RSS_MS / 1000} s`,
    );
  const vacia = medidas.find((m) => m.carpeta === 'vacía')!;
  const ok = vacia.msHastaEscuchar <= OBJETIVO_ARRANQUE_MS && vacia.rssMb <= OBJETIVO_RSS_MB;
  console.log(
    `  objetivo issue 12 (carpeta vacía ≤ ${OBJETIVO_ARRANQUE_MS} ms y ≤ ${OBJETIVO_RSS_MB} MB): ${ok ? 'PASS' : 'FAIL'}`,
  );
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = informarArranque(await runArranque());
  if (!ok) process.exitCode = 1;
}
