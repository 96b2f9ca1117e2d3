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
