import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { rutaCatalogo } from '../../common/catalogo';
import { CATALOGOS } from '../../common/catalogos';
import { launchBrowser } from './support/browser';
import { contextoConSesion, sesionDemo, type Sesion } from './support/sesion';
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

/** Every generated catalogue's pages, with the title each must show (the App's wiring works, not a 404). */
const minuscula = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);
const GENERADAS: Record<string, string> = Object.fromEntries(
  CATALOGOS.flatMap((c) => [
    [rutaCatalogo(c), c.nombre.plural.es],
    [`${rutaCatalogo(c)}/registrar`, `Registrar ${minuscula(c.nombre.singular.es)}`],
    [`${rutaCatalogo(c)}/editar`, `Editar ${minuscula(c.nombre.singular.es)}`],
  ]),
);

const PROTEGIDAS = [
  '/principal',
  '/categorias',
  '/categorias/registrar',
  '/categorias/editar',
  ...Object.keys(GENERADAS),
];

let server: RunningServer;
let browser: Browser;
/** The signed-in session's localStorage (token and cached user), copied into each new context. */
let sesion: Sesion = {};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  sesion = await sesionDemo(browser, server.url);
  // Long names, so the list has something to overflow with.
  for (const nombre of ['Bebidas calientes y frías de la casa', 'Especiales del chef de temporada']) {
    const res = await fetch(`${server.url}/api/categorias/categoria`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sesion.token}` },
      body: JSON.stringify({ nombre }),
    });
    if (res.status !== 200) throw new Error(`POST categorias/categoria answered ${res.status}`);
  }
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
    const context = await contextoConSesion(browser, sesion, { viewport });
    const page = await context.newPage();
    await page.goto(server.url + ruta);
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { level: 1, name: GENERADAS[ruta] }).first().waitFor();
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
    const context = await contextoConSesion(browser, sesion, { viewport: VIEWPORTS[2] });
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
