import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/** A phone, a tablet and a laptop (issue 6): no screen may be wider than its window. */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
];

const PUBLICAS = [
  '/signin',
  '/signup',
  '/forgotpassword',
  '/resetpassword?valJp=x&email=ana%40bar.co',
  '/resetpassword',
  '/usermailverify?token=x&email=ana%40bar.co',
  '/no-existe',
];

const PROTEGIDAS = ['/principal', '/categorias', '/categorias/registrar', '/categorias/editar'];

let server: RunningServer;
let browser: Browser;
/** The signed-in session's localStorage (token and cached user), copied into each new context. */
let sesion: Record<string, string> = {};

async function solveCaptcha(page: Page) {
  const widget = page.locator('altcha-widget');
  await widget.locator('label').click();
  // beforeAll has no expect.poll: wait in the page instead.
  await page.waitForFunction(
    () => document.querySelector('altcha-widget .altcha')?.getAttribute('data-state') === 'verified',
    undefined,
    { timeout: 30_000 },
  );
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const page = await (await browser.newContext({ locale: 'es-CO' })).newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(server.url + '/signin');
  await page.getByLabel(/^Correo/).fill('demo@comanda.co');
  await page.getByLabel(/^Contraseña/).fill('Demo1234!');
  await solveCaptcha(page);
  await page.getByLabel(/^Contraseña/).press('Enter');
  await page.waitForURL('**/principal');
  sesion = await page.evaluate(() => ({ ...localStorage }));
  // Long names, so the list has something to overflow with.
  for (const nombre of ['Bebidas calientes y frías de la casa', 'Especiales del chef de temporada']) {
    const status = await page.evaluate(
      async ([url, token, n]) => {
        const res = await fetch(`${url}/api/categorias/categoria`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ nombre: n }),
        });
        return res.status;
      },
      [server.url, sesion.token, nombre] as const,
    );
    if (status !== 200) throw new Error(`POST categorias/categoria answered ${status}`);
  }
  await page.context().close();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** How far the page reaches past the window's right edge, and which elements do it. */
const desborde = (page: Page) =>
  page.evaluate(() => {
    const ancho = document.documentElement.clientWidth;
    const culpables = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > ancho + 1 && getComputedStyle(el).position !== 'fixed';
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`);
    return { sobra: document.documentElement.scrollWidth - ancho, culpables };
  });

describe.each(VIEWPORTS)('at $width×$height nothing overflows horizontally', (viewport) => {
  it.each(PUBLICAS)('%s', async (ruta) => {
    const context = await browser.newContext({ locale: 'es-CO', viewport });
    const page = await context.newPage();
    await page.goto(server.url + ruta);
    await page.waitForLoadState('networkidle');
    expect(await desborde(page)).toEqual({ sobra: 0, culpables: [] });
    await context.close();
  });

  it.each(PROTEGIDAS)('%s (signed in)', async (ruta) => {
    const context = await browser.newContext({ locale: 'es-CO', viewport });
    await context.addInitScript((datos) => {
      for (const [clave, valor] of Object.entries(datos)) localStorage.setItem(clave, valor);
    }, sesion);
    const page = await context.newPage();
    await page.goto(server.url + ruta);
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (ruta === '/categorias') await page.getByText('Bebidas calientes y frías de la casa').waitFor();
    expect(await desborde(page)).toEqual({ sobra: 0, culpables: [] });
    // The header's sign-out is on screen.
    const salir = await page.getByRole('button', { name: 'Cerrar Sesión' }).boundingBox();
    expect(salir && salir.x + salir.width).toBeLessThanOrEqual(viewport.width);
    await context.close();
  });
});

describe("'Saltar al contenido' (WCAG 2.4.1)", () => {
  it('is the first Tab stop, visible while focused, and Enter moves focus into the main content', async () => {
    const context = await browser.newContext({ locale: 'es-CO', viewport: VIEWPORTS[2] });
    await context.addInitScript((datos) => {
      for (const [clave, valor] of Object.entries(datos)) localStorage.setItem(clave, valor);
    }, sesion);
    const page = await context.newPage();
    await page.goto(server.url + '/principal');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const enlace = page.getByRole('link', { name: 'Saltar al contenido' });
    const antes = await enlace.boundingBox();
    expect(antes && antes.y + antes.height).toBeLessThanOrEqual(0);
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await enlace.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await context.close();
  });
});
