import { describe, expect, it } from 'vitest';
import { contextoConSesion } from './support/sesion';
import { conServidorYSesion } from './support/entorno';

/**
 * Issue 10's low stock in Chromium, on the demo data (its 'Limón Tahití' starts at 12 of a minimum of 30):
 * /principal lists it with its stock, its link opens the product, and the products list flags it and filters by it.
 */

const entorno = conServidorYSesion();

describe('products below their minimum', () => {
  it('/principal shows the card; it leads to the product and to the filtered products list', async () => {
    const context = await contextoConSesion(entorno.browser, entorno.sesion, {
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(entorno.server.url + '/principal');
    const tarjeta = page.getByRole('region', { name: 'Productos bajo el mínimo' });
    await expect.poll(() => tarjeta.isVisible()).toBe(true);
    await expect.poll(() => tarjeta.getByText('Existencia 12 · mínimo 30').isVisible()).toBe(true);
    expect(await tarjeta.getByRole('link', { name: 'Ajustar inventario' }).getAttribute('href')).toBe(
      '/ajusteInventario',
    );

    await tarjeta.getByRole('link', { name: 'Limón Tahití' }).click();
    await page.waitForURL(/\/productos\/editar\/\d+$/);
    await expect
      .poll(() =>
        page
          .getByRole('textbox', { name: /^Nombre/ })
          .first()
          .inputValue(),
      )
      .toBe('Limón Tahití');

    await page.goto(entorno.server.url + '/principal');
    await page
      .getByRole('region', { name: 'Productos bajo el mínimo' })
      .getByRole('link', { name: 'Ver todos en Productos' })
      .click();
    await page.waitForURL(/\/productos\?/);
    const filtro = page.getByRole('button', { name: 'Bajo mínimo' });
    await expect.poll(() => filtro.getAttribute('aria-pressed')).toBe('true');
    const fila = page.getByRole('row', { name: /Limón Tahití/ });
    await expect.poll(() => fila.getByText('Bajo mínimo: 12 de 30').isVisible()).toBe(true);
    // Only products below their minimum: the demo's dishes are not listed.
    expect(await page.getByRole('row', { name: /Bandeja paisa/ }).count()).toBe(0);
    await filtro.click();
    await expect.poll(() => filtro.getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });
});
