import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { contextoConSesion, sesionDemo, type Sesion } from './support/sesion';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let sesion: Sesion = {};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  sesion = await sesionDemo(browser, server.url);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Fila {
  id: number;
  nombre: string;
  id_categoria_padre: number | null;
}

/** The top-level categories in the saved order (GET categorias/orden). */
async function principales(): Promise<string[]> {
  const res = await fetch(`${server.url}/api/categorias/orden`, {
    headers: { Authorization: `Bearer ${sesion.token}` },
  });
  const filas = ((await res.json()) as { data: Fila[] }).data;
  return filas.filter((f) => f.id_categoria_padre === null).map((f) => f.nombre);
}

const centro = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error('sin caja');
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
};

const guardado = (page: Page) =>
  page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/categorias/orden',
  );

describe("/categorias 'Orden de la carta' on a tablet (768×1024)", () => {
  it('reorders with the mouse, a finger and the keyboard; the order is saved', async () => {
    const context = await contextoConSesion(browser, sesion, {
      viewport: { width: 768, height: 1024 },
      hasTouch: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const errores: string[] = [];
    page.on('pageerror', (e) => errores.push(e.message));
    const [a, b] = await principales();

    await page.goto(server.url + '/categorias');
    await page.getByRole('tab', { name: 'Orden de la carta' }).click();
    await page.waitForURL('**/categorias?vista=orden');

    // Mouse: drag the second top-level category above the first.
    const asaB = page.getByRole('button', { name: `Mover ${b}` });
    const desde = await centro(asaB);
    const hasta = await centro(page.getByRole('button', { name: `Mover ${a}` }));
    let respuesta = guardado(page);
    await page.mouse.move(desde.x, desde.y);
    await page.mouse.down();
    await page.mouse.move(hasta.x, hasta.y - 20, { steps: 10 });
    await page.mouse.up();
    expect((await respuesta).status()).toBe(200);
    expect((await principales()).slice(0, 2)).toEqual([b, a]);

    // Finger (touch events, which Chromium turns into pointer events): drag it back below.
    const d2 = await centro(page.getByRole('button', { name: `Mover ${b}` }));
    const h2 = await centro(page.getByRole('button', { name: `Mover ${a}` }));
    const cdp = await context.newCDPSession(page);
    const toque = (type: string, x?: number, y?: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type: type as 'touchStart',
        touchPoints: x === undefined ? [] : [{ x, y: y! }],
      });
    respuesta = guardado(page);
    await toque('touchStart', d2.x, d2.y);
    for (let i = 1; i <= 10; i++) await toque('touchMove', d2.x, d2.y + ((h2.y + 20 - d2.y) * i) / 10);
    await toque('touchEnd');
    expect((await respuesta).status()).toBe(200);
    expect((await principales()).slice(0, 2)).toEqual([a, b]);

    // Keyboard: the handle takes the arrow keys.
    respuesta = guardado(page);
    await page.getByRole('button', { name: `Mover ${a}` }).focus();
    await page.keyboard.press('ArrowDown');
    expect((await respuesta).status()).toBe(200);
    expect((await principales()).slice(0, 2)).toEqual([b, a]);

    // After a reload the list reads the saved order.
    await page.reload();
    const primera = page.getByRole('list', { name: 'Orden de la carta' }).getByRole('link').first();
    await expect.poll(() => primera.textContent()).toBe(b);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errores).toEqual([]);
    await context.close();
  }, 120_000);
});
