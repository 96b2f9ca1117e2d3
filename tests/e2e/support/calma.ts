import type { Page, Request } from 'playwright-core';

/** A page and the API requests it has under way (the page's data has arrived when there are none for a moment). */
export interface Pagina {
  page: Page;
  enVuelo: Set<Request>;
}

/** Starts counting the page's API requests under way (call before the page's first navigation). */
export function vigilarApi(page: Page): Pagina {
  const enVuelo = new Set<Request>();
  page.on('request', (r) => void (new URL(r.url()).pathname.startsWith('/api/') && enVuelo.add(r)));
  page.on('requestfinished', (r) => void enVuelo.delete(r));
  page.on('requestfailed', (r) => void enVuelo.delete(r));
  return { page, enVuelo };
}

/**
 * Waits until no API request has been under way for `quietud` ms, each check one frame apart (so React has committed
 * what arrived and started what that asks for): the data, and the reference selects' choices, are on screen. Cheaper
 * than Playwright's 'networkidle' (500 ms without any request at all, static files included, after the load event).
 */
export async function enCalma({ page, enVuelo }: Pagina, quietud = 150): Promise<void> {
  const limite = Date.now() + 20_000;
  let quietaDesde = 0;
  for (;;) {
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r))));
    if (enVuelo.size > 0) quietaDesde = 0;
    else if (!quietaDesde) quietaDesde = Date.now();
    else if (Date.now() - quietaDesde >= quietud) return;
    if (Date.now() > limite) throw new Error(`Peticiones sin terminar: ${[...enVuelo].map((r) => r.url())}`);
  }
}
