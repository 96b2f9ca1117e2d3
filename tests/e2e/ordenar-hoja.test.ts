import { describe, expect, it } from 'vitest';
import { contextoConSesion } from './support/sesion';
import { conServidorYSesion } from './support/entorno';

const entorno = conServidorYSesion();

/**
 * The order screen held upright (issue 8): the summary is not a side panel but a bottom bar that opens a sheet.
 * On a tablet (768×1024) and a phone (390×844): the bar is on screen with the order's total, adding a product
 * counts on it, the sheet opens with the diners, the line and "Enviar a cocina", every target ≥ 48 px, no
 * sideways scroll, and it closes again.
 */
describe('the order screen’s bottom sheet in portrait', () => {
  for (const [ancho, alto] of [
    [768, 1024],
    [390, 844],
  ] as const)
    it(`${ancho}×${alto}: bar, sheet with the lines, diners and send, closes`, async () => {
      const context = await contextoConSesion(entorno.browser, entorno.sesion, {
        viewport: { width: ancho, height: alto },
        hasTouch: true,
      });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const errores: string[] = [];
      page.on('pageerror', (e) => errores.push(e.message));
      /** What sticks out past the window's right edge (empty: no sideways scroll). */
      const sinDesborde = () =>
        page.evaluate(() =>
          document.documentElement.scrollWidth <= window.innerWidth
            ? []
            : [...document.querySelectorAll<HTMLElement>('body *')]
                .filter((el) => el.getBoundingClientRect().width > window.innerWidth + 0.5)
                .slice(-6)
                .map(
                  (el) =>
                    `${el.tagName}.${String(el.className).slice(0, 30)} ${Math.round(el.getBoundingClientRect().width)} ${(el.textContent ?? '').slice(0, 80)}`,
                ),
        );

      await page.goto(entorno.server.url + '/ventas');
      await page
        .getByRole('group', { name: 'Plano de Salón' })
        .getByRole('link', { name: 'Mesa 1, libre' })
        .tap();
      await page.waitForURL((u) => u.pathname === '/ventas/ordenar');
      const ver = page.getByRole('button', { name: /Ver orden/ });
      await ver.waitFor();
      // No side panel in portrait.
      expect(await page.getByRole('complementary').count()).toBe(0);
      const barra = (await ver.boundingBox())!;
      expect(barra.y + barra.height).toBeLessThanOrEqual(alto);
      expect(barra.height).toBeGreaterThanOrEqual(48);

      const primero = page.getByRole('button', { name: /^Agregar / }).first();
      const nombre = ((await primero.getAttribute('aria-label')) ?? '').replace(/^Agregar /, '');
      await primero.tap();
      await page.getByText(/^\+ \$/).waitFor();
      expect(await sinDesborde()).toEqual([]);

      await ver.tap();
      const hoja = page.locator('.MuiDrawer-paper');
      await hoja.waitFor();
      await hoja.getByRole('heading', { name: 'Resumen de la orden' }).waitFor();
      const enviar = hoja.getByRole('button', { name: 'Enviar a cocina' });
      await enviar.waitFor();
      expect((await enviar.boundingBox())!.height).toBeGreaterThanOrEqual(48);
      const comensales = hoja.getByRole('group', { name: 'Comensales' });
      for (const boton of await comensales.getByRole('button').all()) {
        const b = (await boton.boundingBox())!;
        expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(48);
      }
      await hoja.getByRole('listitem', { name: nombre }).first().waitFor();
      const caja = (await hoja.boundingBox())!;
      expect(caja.x).toBeGreaterThanOrEqual(0);
      expect(caja.x + caja.width).toBeLessThanOrEqual(ancho);
      expect(await sinDesborde()).toEqual([]);

      await hoja.getByRole('button', { name: 'Cerrar resumen' }).tap();
      await hoja.waitFor({ state: 'detached' });
      await ver.waitFor();
      expect(errores).toEqual([]);
      await context.close();
    }, 120_000);
});
