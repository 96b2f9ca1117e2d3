import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { relative } from 'node:path';

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
  unit: 1,
};

/**
 * Longest files first, across projects (every project shares the one pool of two workers): a long file started last
 * would run alone at the end while the other worker idles. A file's length is its duration in vitest's record of the
 * last run when there is one, else the estimate above (or its project's).
 */
export default class LargosPrimero extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
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
