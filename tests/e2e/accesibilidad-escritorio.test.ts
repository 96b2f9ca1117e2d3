import { expect, it, describe } from 'vitest';
import { fondoOscuro, principalEnOtraPagina, recorrerPantallas } from './support/accesibilidad';

/** The accessibility walk at the laptop size (tests/e2e/support/accesibilidad.ts), and the checks done once. */
recorrerPantallas('desktop');

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
