import { describe, expect, it } from 'vitest';
import { conServidorYSesion } from './support/entorno';

const e = conServidorYSesion();

/**
 * Issue 27: the owner's dashboard on /principal with the demo company's sales: its charts (recharts, loaded lazily)
 * are drawn at a phone's, a tablet's and a laptop's width, and nothing makes the page scroll sideways.
 */
describe('the owner’s dashboard', () => {
  it.each([
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
    { width: 1366, height: 768 },
  ])(
    'draws its charts at $width px without sideways scroll',
    async (viewport) => {
      const { page, context, errores } = await e.pagina({ viewport });
      await page.goto(e.url('/principal'));
      const tablero = page.getByRole('region', { name: 'Tu negocio' });
      await tablero.waitFor();
      const dias = tablero.getByRole('region', { name: /^Ventas por día/ });
      const siete = tablero.getByRole('region', { name: 'Facturado en los últimos siete días' });
      for (const tarjeta of [dias, siete]) {
        // A chart's bars: the demo sold today.
        await tarjeta.locator('.recharts-surface').first().waitFor();
        expect(await tarjeta.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
      }
      await tablero.getByRole('region', { name: 'Últimas ventas' }).getByRole('listitem').first().waitFor();
      await expect
        .poll(() => tablero.locator('[data-tablero][aria-busy="true"]').count(), { timeout: 20_000 })
        .toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const fuera = await tablero
        .locator('[data-tablero]')
        .evaluateAll((tarjetas) =>
          tarjetas
            .filter((t) => t.getBoundingClientRect().right > window.innerWidth + 0.5)
            .map((t) => t.getAttribute('data-tablero')),
        );
      expect(fuera).toEqual([]);
      expect(errores).toEqual([]);
      await context.close();
    },
    120_000,
  );
});
