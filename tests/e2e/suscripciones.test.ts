import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { conServidorYSesion } from './support/entorno';
import { linkIn, waitForMail } from './support/mail';
import { contextoConSesion, sesionPorApi } from './support/sesion';

/**
 * Issue 28 in Chromium, against the built-in payment sandbox (no gateway keys: cards 4242… APPROVED, 4111…
 * DECLINED): the demo owner, on a trial, follows 'Comprar Paquete', is refused with the declined card's text, then
 * buys Emprendedor with the approved card, sees the success and, after the page reloads itself, the plan marked as
 * hers. A cashier who types /suscripciones lands on /ventas.
 */
const e = conServidorYSesion();
const CLAVE = 'Suscripcion-Prueba-2026';

async function pagarConTarjeta(page: Page, numero: string) {
  const dialogo = page.getByRole('dialog', { name: 'Ingresar tarjeta de credito' });
  await dialogo.getByLabel('Nombre del propietario').fill('Ana Gomez');
  await dialogo.getByLabel('Número de la tarjeta').fill(numero);
  await dialogo.getByLabel('Fecha de expiración').fill('12/30');
  await dialogo.getByLabel('CVV').fill('123');
  await dialogo.getByRole('button', { name: 'Guardar plan' }).click();
}

describe('subscriptions (issue 28)', () => {
  it('an owner on trial is refused a declined card, then buys a plan with the approved one', async () => {
    const { page, context, errores } = await e.pagina();
    await page.goto(e.url('/principal'));
    await page.getByTestId('banner-prueba').getByRole('link', { name: 'Comprar Paquete' }).click();
    await page.waitForURL('**/suscripciones');
    const emprendedor = page.getByRole('region', { name: 'Emprendedor' });
    await expect
      .poll(() => page.getByTestId('estado-suscripcion').textContent())
      .toMatch(/periodo de prueba/);

    // No saved card yet: 'Adquirir' opens the card dialog; the sandbox declines 4111….
    await emprendedor.getByRole('button', { name: 'Adquirir' }).click();
    await pagarConTarjeta(page, '4111 1111 1111 1111');
    const fallida = page.getByRole('dialog', { name: 'Transacción Fallida !!' });
    await fallida
      .getByText('La tarjeta a sido declinada y la transacción se ha rechazado, intentelo de nuevo.')
      .waitFor({ timeout: 30_000 });
    await fallida.getByRole('button', { name: 'Regresar' }).click();
    await page.getByRole('table', { name: 'Historial de cobros' }).getByText('Declinado').waitFor();

    // The last charge was declined: the card dialog again, with the approved card this time.
    await emprendedor.getByRole('button', { name: 'Adquirir' }).click();
    await pagarConTarjeta(page, '4242 4242 4242 4242');
    await page
      .getByRole('dialog', { name: 'Transacción Exitosa !!' })
      .getByText('Se ha suscrito correctamente al plan Emprendedor')
      .waitFor({ timeout: 30_000 });

    // The page reloads itself after 5 s: the plan is the company's now and the trial banner is gone.
    await page.waitForEvent('load', { timeout: 20_000 });
    await emprendedor.getByText('Plan actual').waitFor();
    expect(await page.getByTestId('estado-suscripcion').textContent()).toMatch(
      /Tu plan está pagado hasta el/,
    );
    // The banner never shows on /suscripciones itself: the home page says the trial is over.
    await page.goto(e.url('/principal'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByTestId('banner-prueba').count()).toBe(0);
    expect(errores).toEqual([]);
    await context.close();
  }, 120_000);

  it('sends a cashier away from /suscripciones to /ventas', async () => {
    const correo = `cajero.${Date.now()}@ejemplo.co`;
    await e.api('usuarios/usuario/invitacion', {
      correo,
      rol: 2,
      modulos: ['ventas', 'cuadreCaja', 'cobrar'],
    });
    const enlace = new URL(linkIn(await waitForMail(e.server.dataDir, correo, 30_000), '/invitado'));
    const aceptada = await fetch(e.url('/api/usuario/invitado'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id: enlace.searchParams.get('id'),
        token: enlace.searchParams.get('token'),
        nombre: 'Cajero',
        apellido: 'Suscripciones',
        contraseña: CLAVE,
      }),
    });
    expect(aceptada.status, await aceptada.clone().text()).toBe(200);
    const context = await contextoConSesion(e.browser, await sesionPorApi(e.server.url, correo, CLAVE));
    const page = await context.newPage();
    await page.goto(e.url('/suscripciones'));
    await page.waitForURL('**/ventas');
    expect(await page.getByRole('heading', { name: 'Suscripciones' }).count()).toBe(0);
    await context.close();
  }, 120_000);
});
