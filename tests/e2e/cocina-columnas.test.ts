import { describe, expect, it } from 'vitest';
import { contextoConSesion } from './support/sesion';
import { conServidorYSesion } from './support/entorno';

/**
 * Issue 34: the kitchen screen never hides a station off-screen on a tablet. The demo's stations (and a fourth and
 * fifth added here) on a 10-inch tablet held either way: every column's heading lies within the screen's width.
 */

const entorno = conServidorYSesion({
  preparar: async (e) => {
    for (const nombre of ['Parrilla', 'Postres']) await e.api('configuraciones/punto/impresion', { nombre });
  },
});

describe('the kitchen screen on a tablet', () => {
  it.each([
    { width: 1280, height: 800 },
    { width: 800, height: 1280 },
  ])('shows every station within the screen at $width × $height', async (viewport) => {
    const context = await contextoConSesion(entorno.browser, entorno.sesion, { viewport, hasTouch: true });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(entorno.server.url + '/ordenes/ordenesActivas');
    const region = page.getByRole('region', { name: 'Órdenes por punto de impresión' });
    await expect.poll(() => region.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(5);
    const cajas = await region.getByRole('heading', { level: 2 }).evaluateAll((hs) =>
      hs.map((h) => {
        const r = h.getBoundingClientRect();
        return { nombre: h.textContent, izquierda: r.left, derecha: r.right };
      }),
    );
    const ancho = await page.evaluate(() => window.innerWidth);
    for (const c of cajas)
      expect({ ...c, dentro: c.izquierda >= 0 && c.derecha <= ancho }).toMatchObject({ dentro: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
});
