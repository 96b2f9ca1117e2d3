import { relative } from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/** A file's own time: its environment, set-up files, import and collection, tests and hooks. */
function segundos(mod: TestModule): number {
  const d = mod.diagnostic();
  return (
    (d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration) / 1000
  );
}

/**
 * Ends the run with each project's time (the sum of its files' times, and its slowest file), then one plain line,
 * 'N passed, N failed, N skipped', that CI reads. A file that fails before its tests run (a failing beforeAll, an
 * import error) and an unhandled error each count as one failure, so the line never says 0 failed on a red run.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    const proyectos = new Map<string, { total: number; archivos: number; lento: TestModule; s: number }>();
    for (const mod of testModules) {
      let failedHere = 0;
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failedHere++;
        else skipped++;
      }
      if (failedHere === 0 && mod.state() === 'failed') failedHere = 1;
      failed += failedHere;
      const s = segundos(mod);
      const p = proyectos.get(mod.project.name);
      if (!p) proyectos.set(mod.project.name, { total: s, archivos: 1, lento: mod, s });
      else {
        p.total += s;
        p.archivos++;
        if (s > p.s) Object.assign(p, { lento: mod, s });
      }
    }
    const lineas = [...proyectos]
      .sort(([, a], [, b]) => b.total - a.total)
      .map(([nombre, p]) => {
        const lento = relative(p.lento.project.config.root, p.lento.moduleId);
        return `  ${nombre}: ${p.total.toFixed(0)} s in ${p.archivos} files (slowest ${lento}, ${p.s.toFixed(0)} s)`;
      });
    if (lineas.length)
      process.stdout.write(`\nTime per project (its files' times added up):\n${lineas.join('\n')}\n`);
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
