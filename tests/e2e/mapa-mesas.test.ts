import { describe, expect, it } from 'vitest';
import { conServidorYSesion } from './support/entorno';

const e = conServidorYSesion();

describe('the table map of /ventas on a waiter’s tablet', () => {
  it('shows the demo venue’s tables, fingertip-sized, without sideways scroll; a tap opens the table’s order', async () => {
    const { page, context, errores } = await e.pagina({
      viewport: { width: 768, height: 1024 },
      hasTouch: true,
    });

    await page.goto(e.url('/ventas'));
    await page.getByRole('heading', { level: 1, name: 'Mesas' }).waitFor();
    const plano = page.getByRole('group', { name: 'Plano de Salón' });
    const mesa1 = plano.getByRole('link', { name: 'Mesa 1, libre' });
    await mesa1.waitFor();
    const caja = (await mesa1.boundingBox())!;
    expect(Math.min(caja.width, caja.height)).toBeGreaterThanOrEqual(48);
    // A tablet has room for the plan: the tables stand at their coordinates (a phone gets a grid, below).
    expect(await mesa1.evaluate((m) => getComputedStyle(m).position)).toBe('absolute');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Landscape: still no sideways scroll.
    await page.setViewportSize({ width: 1024, height: 768 });
    await mesa1.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await mesa1.tap();
    await page.waitForURL((u) => u.pathname === '/ventas/ordenar');
    expect(new URL(page.url()).searchParams.get('mesa')).toMatch(/^\d+$/);
    expect(errores).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('the table map of /ventas on a phone', () => {
  it('draws no table over another, held upright (390×844) or sideways (844×390), each fingertip-sized', async () => {
    const { page, context, errores } = await e.pagina({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await page.goto(e.url('/ventas'));
    const plano = page.getByRole('group', { name: 'Plano de Salón' });
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 844, height: 390 },
    ]) {
      await page.setViewportSize(viewport);
      await plano.getByRole('link', { name: 'Mesa 3, libre' }).waitFor();
      const cajas = await plano.getByRole('link').evaluateAll((mesas) =>
        mesas.map((m) => {
          const r = m.getBoundingClientRect();
          return { nombre: m.firstElementChild?.textContent, x: r.left, y: r.top, d: r.right, b: r.bottom };
        }),
      );
      // The demo's Salón, in the plan's reading order: top row left to right, then the next.
      expect(cajas.map((c) => c.nombre)).toEqual(['Mesa 1', 'Mesa 2', 'Mesa 3', 'Mesa 4', 'Mesa 5']);
      const choques = cajas.flatMap((a, i) =>
        cajas
          .slice(i + 1)
          .filter((b) => a.x < b.d && b.x < a.d && a.y < b.b && b.y < a.b)
          .map((b) => `${a.nombre} × ${b.nombre}`),
      );
      expect(choques, `${viewport.width}×${viewport.height}`).toEqual([]);
      for (const c of cajas)
        expect(Math.min(c.d - c.x, c.b - c.y), String(c.nombre)).toBeGreaterThanOrEqual(48);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    expect(errores).toEqual([]);
    await context.close();
  }, 120_000);
});
