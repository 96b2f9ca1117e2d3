import { expect, it, describe } from 'vitest';
import { fondoOscuro, principalEnOtraPagina, recorrerPantallas } from './support/accesibilidad';
import { violacionesAxe } from './support/axe';

/** The accessibility walk at the laptop size (tests/e2e/support/accesibilidad.ts), and the checks done once. */
const e = recorrerPantallas('desktop');

describe("'Saltar al contenido' (WCAG 2.4.1)", () => {
  it('is the first Tab stop, visible while focused, and Enter moves focus into the main content', async () => {
    const page = await principalEnOtraPagina();
    const enlace = page.getByRole('link', { name: 'Saltar al contenido' });
    const antes = await enlace.boundingBox();
    expect(antes && antes.y + antes.height).toBeLessThanOrEqual(0);
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await enlace.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.context().close();
  });
});

describe('theme toggle', () => {
  it("the app bar's toggle switches to the dark theme the scans above use", async () => {
    const page = await principalEnOtraPagina();
    expect(await fondoOscuro(page)).toBe(false);
    await page.getByRole('button', { name: 'Cambiar entre modo claro y oscuro' }).click();
    await expect.poll(() => fondoOscuro(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('RaStore.theme'))).toBe('"dark"');
    await page.context().close();
  });
});

describe('the scan itself (support/axe.ts)', () => {
  it('reports a serious violation of each kind the walk asks for, in a document scanned twice', async () => {
    const page = await e.browser.newPage();
    await page.setContent(
      '<html lang="es"><title>x</title><main><h1>Prueba</h1><p style="color:#bbb;background:#fff">Gris</p>' +
        '<img src="data:,"></main></html>',
    );
    const todas = await violacionesAxe(page, { type: 'tag', values: ['wcag2a', 'wcag2aa'] });
    expect(todas.map((v) => v.id).sort()).toEqual(['color-contrast', 'image-alt']);
    expect(todas.find((v) => v.id === 'image-alt')!.nodes.map((n) => n.target.join(' '))).toEqual(['img']);
    const color = await violacionesAxe(page, { type: 'rule', values: ['color-contrast'] });
    expect(color.map((v) => v.id)).toEqual(['color-contrast']);
    await page.close();
  });
});
