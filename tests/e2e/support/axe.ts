import AxeBuilder from '@axe-core/playwright';
import axe, { type Result, type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

type ConAxe = typeof window & { axe?: typeof axe };

/**
 * axe-core's violations on the page, run as `@axe-core/playwright` runs it (`axe.run` over the document) but cheaper:
 * axe is put into a document once, not before every scan, and only the violations are aggregated in full
 * (`resultTypes`: passes and the rest stop at one node each, which nothing here reads). AxeBuilder's default mode
 * also opened a blank page per scan to merge the frames' partial results: a page with frames still goes through it,
 * so a frame's content is scanned as before.
 */
export async function violacionesAxe(page: Page, runOnly: RunOptions['runOnly']): Promise<Result[]> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).options({ runOnly });
    return (await builder.analyze()).violations;
  }
  if (!(await page.evaluate(() => Boolean((window as ConAxe).axe)))) await page.evaluate(axe.source);
  const opciones: RunOptions = { runOnly, resultTypes: ['violations'] };
  return page.evaluate(async (o) => (await (window as ConAxe).axe!.run(document, o)).violations, opciones);
}
