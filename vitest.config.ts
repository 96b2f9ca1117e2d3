import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const runId = `${process.pid}`;

/**
 * The API files that replace a module (`vi.mock`): a module graph shared with other files could hold the real
 * module already, or keep their replacement for the next file, so they run isolated (project `<name>-vi-mock`).
 */
const conViMock = (carpeta: string, fin: string, uso = /\bvi\.mock\(/) =>
  readdirSync(carpeta, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(fin))
    .map((f) => join(carpeta, f))
    .filter((f) => uso.test(readFileSync(f, 'utf8')));
const API_CON_MOCKS = conViMock('tests/api', '.test.ts');

/**
 * Every other API file shares its worker's modules with the files before it (`isolate: false`): each file imports
 * the whole server, which took more time than most files' tests when every file imported it anew. Files still share
 * no data: each builds its own app on its own copy of the template.
 */
const api = (name: string, db: 'pglite' | 'pg') => [
  apiProject(name, db, `${db}_${runId}`, { isolate: false, exclude: API_CON_MOCKS }),
  apiProject(`${name}-vi-mock`, db, `${db}_vi_mock_${runId}`, { include: API_CON_MOCKS }),
];
const apiProject = (
  name: string,
  db: 'pglite' | 'pg',
  /** Each project's own template database (tests/api/global-setup.ts). */
  runIdProyecto: string,
  { isolate = true, include = ['tests/api/**/*.test.ts'], exclude = [] as string[] },
) => ({
  extends: true as const,
  test: {
    name,
    environment: 'node',
    isolate,
    include,
    exclude,
    globalSetup: ['tests/api/global-setup.ts'],
    // Every reply is written by the fast writer and by zod, and any difference is a 500: the suite guards it.
    env: { TEST_DB: db, TEST_RUN_ID: runIdProyecto, COMANDA_VERIFICAR_SERIALIZACION: '1' },
    // A safety net, never a measure: a test that signs up and in a dozen times (scrypt on each) took 28–30 s with
    // the machine's two cores shared by every worker, Chromium and the servers of the browser files.
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});

/**
 * The component files may share their worker's modules and jsdom (`isolate: false`: loading MUI and react-admin anew
 * for each file takes most of the project's time); tests/components/setup-compartido.ts puts back before and after
 * each file what a file may change outside its tests. The files that replace a module (`vi.mock`) stay isolated, and
 * so do those that load the app anew (`vi.resetModules`, tests/components/rutas/App.test.tsx): the copies they import
 * would become every later file's modules, with their fake API client still installed.
 */
const COMPONENTES_CON_MOCKS = conViMock('tests/components', '.test.tsx', /\bvi\.(mock|resetModules)\(/);
const componentes = (
  name: string,
  {
    isolate = true,
    include = ['tests/components/**/*.test.tsx'],
    exclude = [] as string[],
    setupFiles = [] as string[],
  },
) => ({
  extends: true as const,
  test: { name, environment: 'jsdom', isolate, include, exclude, setupFiles, testTimeout: 20_000 },
});

/**
 * Seconds a file took in an earlier run where vitest has no record of it (CI starts from a fresh clone): the
 * browser walks are the longest files of the suite, and a small file can hold a long walk
 * (tests/e2e/support/accesibilidad.ts), so file size says nothing here.
 */
const ESTIMADOS: Record<string, number> = {
  'tests/e2e/accesibilidad-escritorio.test.ts': 300,
  'tests/e2e/accesibilidad-telefono.test.ts': 200,
  'tests/e2e/accesibilidad-tableta.test.ts': 170,
  'tests/e2e/recorrido-anonimo.test.ts': 80,
};
const POR_PROYECTO: Record<string, number> = {
  e2e: 40,
  'api-pg': 15,
  'api-pglite': 15,
  components: 5,
  'components-vi-mock': 5,
  unit: 1,
};

/**
 * `--sequence.shuffle --sequence.seed=N` shuffles the files too, as vitest does without a sequencer of its own: an
 * order dependence between files that share a worker's modules (`isolate: false`) shows up, and its seed replays it.
 */
function barajar<T>(lista: T[], semilla: number): T[] {
  const copia = [...lista];
  let estado = semilla >>> 0;
  const azar = () => {
    estado = (estado + 0x6d2b79f5) >>> 0;
    let t = estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = copia.length - 1; i > 0; i--) {
    const j = Math.floor(azar() * (i + 1));
    [copia[i], copia[j]] = [copia[j], copia[i]];
  }
  return copia;
}

/**
 * Longest files first, across projects (every project shares the one pool of two workers): a long file started last
 * would run alone at the end while the other worker idles. A file's length is its duration in vitest's record of the
 * last run when there is one, else the estimate above (or its project's).
 */
class LargosPrimero extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const { shuffle, seed } = this.ctx.config.sequence;
    if (shuffle) return barajar(base, seed);
    const raiz = this.ctx.config.root;
    const duracion = (f: TestSpecification) => {
      const ruta = relative(raiz, f.moduleId);
      const previa = this.ctx.cache.getFileTestResults(`${f.project.name}:${ruta}`)?.duration;
      if (previa) return previa / 1000;
      return ESTIMADOS[ruta] ?? POR_PROYECTO[f.project.name] ?? 10;
    };
    return [...base].sort((a, b) => duracion(b) - duracion(a));
  }
}

export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers: 2,
    // Every project, the browser files too, shares these two workers; the longest files start first.
    sequence: { sequencer: LargosPrimero },
    reporters: ['default', './tests/summary-reporter.ts'],
    projects: [
      { extends: true, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] } },
      componentes('components', {
        // Shared (`isolate: false`) ran the project in ~100 s instead of ~500 s, but runs failed by what an earlier
        // file left: the app reloaded by rutas/App.test.tsx (now isolated) left its fake API client to later files.
        // A normal-order shared run still failed two Layout tests (the Arabic wrapper, the app bar's spinner while
        // GET sedes retries): isolated until that is settled. Check with `--sequence.shuffle --sequence.seed=N`
        // (it shuffles the files too, see `barajar`); setup-compartido.ts is what shared mode needs.
        isolate: true,
        exclude: COMPONENTES_CON_MOCKS,
        setupFiles: ['tests/components/setup.ts', 'tests/components/setup-compartido.ts'],
      }),
      componentes('components-vi-mock', {
        include: COMPONENTES_CON_MOCKS,
        setupFiles: ['tests/components/setup.ts'],
      }),
      ...api('api-pglite', 'pglite'),
      ...(process.env.DATABASE_URL ? api('api-pg', 'pg') : []),
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // On PostgreSQL each file's database is a copy of one migrated with the demo (tests/e2e/global-setup.ts).
          globalSetup: ['tests/e2e/global-setup.ts'],
          env: process.env.DATABASE_URL ? { E2E_PLANTILLA_PG: `comanda_e2e_plantilla_${runId}` } : {},
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll waits on a page as a user would; its default second is too short on a loaded CI machine.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
