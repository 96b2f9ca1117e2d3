import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Records every toast a page shows, as "tipo:texto". react-admin shows one toast at a time and queues the rest
 * (successes stay 10 s, errors 20 s), so a toast may appear seconds after the action that caused it: tests ask
 * whether it was shown, not whether it is on screen at one instant.
 */
export async function registrarAvisos(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const vistos: string[] = [];
    (window as unknown as { __avisos: string[] }).__avisos = vistos;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.MuiSnackbar-root .MuiAlert-root')) {
        const tipo = /filled(Success|Error|Warning|Info)/.exec(el.className)?.[1]?.toLowerCase() ?? 'otro';
        const visto = `${tipo}:${el.textContent ?? ''}`;
        if (!vistos.includes(visto)) vistos.push(visto);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until the page has shown a toast of this type containing this text. */
export async function avisoMostrado(page: Page, texto: string, tipo = 'success'): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          ([t, x]) =>
            ((window as unknown as { __avisos?: string[] }).__avisos ?? []).some(
              (v) => v.startsWith(t + ':') && v.includes(x),
            ),
          [tipo, texto] as const,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}
