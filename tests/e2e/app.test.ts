import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { conServidorYSesion } from './support/entorno';
import { linkIn, waitForMail } from './support/mail';
import { signIn, solveCaptcha } from './support/sesion';

// The first-run flow stays on the embedded database, as `npm start` runs it; the other files use PostgreSQL when the
// suite has one (tests/e2e/support/server.ts). Nobody is signed in: the test signs up.
const e = conServidorYSesion({ env: { DATABASE_URL: '' }, sesion: false });

// A 1×1 PNG, enough for the icon upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('Comanda in Chromium', () => {
  const email = `ana.e2e.${Date.now()}@ejemplo.co`;
  const password = 'Segura123!';

  it('signs up with the captcha, verifies the mail, manages categories, switches language and theme, signs out', async () => {
    const { page } = await e.pagina();
    await page.goto(e.server.url + '/');
    await page.waitForURL('**/signin');

    await page.getByRole('link', { name: 'Regístrate' }).click();
    await page.waitForURL('**/signup');
    await page.getByLabel(/^Nombre \*|^Nombre$/).fill('Ana');
    await page.getByLabel(/^Apellidos/).fill('Gómez');
    await page.getByLabel(/^Número telefónico/).fill('3001234567');
    await page.getByLabel(/^Nombre del negocio/).fill('La Esquina');
    await page.getByLabel(/^Tipo de negocio/).click();
    await page.getByRole('option', { name: 'Restaurante' }).click();
    // Colombia comes chosen (issue 34).
    await expect.poll(() => page.getByLabel(/^País/).inputValue()).toBe('Colombia');
    await page.getByLabel(/^Tipo de documento/).click();
    await page.getByRole('option', { name: 'NIT' }).click();
    await page.getByLabel(/^Número de documento/).fill('900123456');
    await page.getByLabel(/^Correo/).fill(email);
    await page
      .getByLabel(/^Contraseña/)
      .first()
      .fill(password);
    await page.getByLabel(/^Confirmar contraseña/).fill(password);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.waitForURL('**/principal');
    await expect.poll(() => page.getByTestId('nombre-usuario').innerText()).toBe('Ana Gómez');

    // The verification link arrives in the mail folder.
    const link = linkIn(await waitForMail(e.server.dataDir, email), '/usermailverify');
    await page.goto(link);
    await expect.poll(() => page.locator('body').innerText()).toMatch(/verificado/i);

    // Categories: a parent with an icon, then a child.
    await page.goto(e.server.url + '/categorias');
    await page
      .getByRole('link', { name: /crear|registrar/i })
      .first()
      .click();
    await page.waitForURL('**/categorias/registrar');
    await page.getByLabel(/^Nombre/).fill('Bebidas E2E');
    const icon = join(e.server.dataDir, 'icono.png');
    writeFileSync(icon, PNG);
    await page.locator('input[type="file"]').setInputFiles(icon);
    await page.getByRole('button', { name: /guardar/i }).click();
    await page.waitForURL(/\/categorias$/);
    await expect.poll(() => page.locator('body').innerText()).toContain('Bebidas E2E');

    await page.goto(e.server.url + '/categorias/registrar');
    await page.getByLabel(/^Nombre/).fill('Jugos E2E');
    await page.getByLabel(/categoría padre/i).click();
    await page.getByRole('option', { name: 'Bebidas E2E' }).click();
    await page.getByRole('button', { name: /guardar/i }).click();
    await page.waitForURL(/\/categorias$/);
    await expect.poll(() => page.locator('body').innerText()).toContain('Jugos E2E');

    // Edit the child.
    await page.getByText('Jugos E2E').click();
    await page.waitForURL(/\/categorias\/editar\/\d+$/);
    await page.getByLabel(/^Nombre/).fill('Jugos naturales E2E');
    await page.getByRole('button', { name: /guardar/i }).click();
    await page.waitForURL(/\/categorias$/);
    await expect.poll(() => page.locator('body').innerText()).toContain('Jugos naturales E2E');

    // Delete it through the confirmation dialog.
    await page
      .getByRole('row', { name: /Jugos naturales E2E/ })
      .getByRole('button', { name: /eliminar/i })
      .click();
    await page.getByRole('button', { name: 'Si' }).click();
    // The success toast (10 s) sits below the app bar: the header's buttons stay clickable while it shows.
    const aviso = page.locator('.MuiSnackbar-root', { hasText: 'Categoría eliminada correctamente' });
    await aviso.waitFor();
    const toast = await aviso.boundingBox();
    await expect.poll(() => page.locator('body').innerText()).not.toContain('Jugos naturales E2E');
    const header = await page.locator('header').first().boundingBox();
    expect(toast && header && toast.y >= header.y + header.height).toBe(true);

    // Language: English and back.
    await page.getByRole('button', { name: /Español/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Sign out' }).count()).toBe(1);
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Cerrar Sesión' }).count()).toBe(1);

    // Dark mode.
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const before = await background();
    await page
      .getByRole('button', { name: /modo claro y oscuro/i })
      .first()
      .click();
    await expect.poll(background).not.toBe(before);

    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL('**/signin');
    await page.close();
  });

  it('sends an anonymous visit to /categorias to /signin and back after signing in', async () => {
    const { page } = await e.pagina();
    await page.goto(e.server.url + '/categorias');
    await page.waitForURL('**/signin');
    await signIn(page, email, password);
    await page.waitForURL(/\/categorias$/);
    await expect.poll(() => page.locator('body').innerText()).toContain('Bebidas E2E');
    await page.close();
  });
});
