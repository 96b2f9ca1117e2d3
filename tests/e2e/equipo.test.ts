import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { conServidorYSesion } from './support/entorno';
import { linkIn, waitForMail } from './support/mail';
import { signIn } from './support/sesion';

const e = conServidorYSesion();

const VENTAS = ['Ventas', 'Venta inmediata', 'Cuadre de caja', 'Órdenes activas'];

/** The API as the page's own session calls it (its bearer token from localStorage). */
const llamar = (page: Page, ruta: string, method = 'GET') =>
  page.evaluate(
    async ({ r, method }) => {
      const token = localStorage.getItem('token') ?? '';
      const res = await fetch(`/api/${r}`, {
        method,
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: res.status, body: (await res.json()) as { message: string } };
    },
    { r: ruta, method },
  );

describe('the team in Chromium (issue 11)', () => {
  const correo = `mesero.e2e.${Date.now()}@ejemplo.co`;
  const password = 'Ajiaco-Santafereno-2026';

  it('invites a waiter with the Ventas tags, who accepts, is kept to Ventas, and is signed out when deactivated', async () => {
    const { page: dueno } = await e.pagina();
    await dueno.goto(e.server.url + '/configSistema/usuarios');
    await dueno.getByRole('button', { name: 'Invitar usuario' }).click();
    const dialogo = dueno.getByRole('dialog');
    await dialogo.getByLabel(/^Correo electrónico/).fill(correo);
    // Mesero is the default role; tick the Ventas group's sections only.
    for (const nombre of VENTAS) await dialogo.getByRole('checkbox', { name: nombre, exact: true }).check();
    await dialogo.getByRole('button', { name: 'Enviar invitación' }).click();
    await dueno.getByText('Invitación enviada correctamente').first().waitFor();

    const enlace = linkIn(await waitForMail(e.server.dataDir, correo, 30_000), '/invitado');
    const mesero = await (
      await e.browser.newContext({ locale: 'es-CO', viewport: { width: 1366, height: 900 } })
    ).newPage();
    mesero.setDefaultTimeout(20_000);
    await mesero.goto(enlace.replace(/^https?:\/\/[^/]+/, e.server.url));
    await mesero.getByRole('heading', { name: 'Actualizar datos' }).waitFor();
    await mesero.getByLabel(/^Nombre/).fill('Pedro');
    await mesero.getByLabel(/^Apellidos/).fill('Pérez');
    await mesero
      .getByLabel(/^Contraseña/)
      .first()
      .fill(password);
    await mesero.getByLabel(/^Confirmar Contraseña/).fill(password);
    await mesero.getByRole('button', { name: 'Actualizar' }).click();
    await mesero.waitForURL('**/signin');

    await signIn(mesero, correo, password);
    // No Inicio tag: the first permitted route of the Ventas group.
    await mesero.waitForURL((u) => u.pathname === '/ventas');
    // The sidebar lists every section, those the waiter cannot open locked and going nowhere; no trial banner.
    const compras = mesero
      .getByRole('menu', { name: 'Menú principal' })
      .getByRole('menuitem', { name: 'Compras: Sin permiso', exact: true });
    expect(await compras.getAttribute('aria-disabled')).toBe('true');
    await compras.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    expect(new URL(mesero.url()).pathname).toBe('/ventas');
    expect(await mesero.getByTestId('banner-prueba').count()).toBe(0);
    await dueno.getByTestId('banner-prueba').waitFor();
    await mesero.goto(e.server.url + '/compras');
    await mesero.waitForURL((u) => !u.pathname.startsWith('/compras'));
    expect(new URL(mesero.url()).pathname).toBe('/ventas');
    // The server refuses what the tags do not give, in Spanish.
    for (const ruta of ['productos', 'usuarios', 'auditoria']) {
      const res = await llamar(mesero, ruta);
      expect(res.status, ruta).toBe(403);
      expect(res.body.message).toBe('No tienes permiso para acceder a este módulo.');
    }

    await dueno.reload();
    const fila = dueno.getByRole('row').filter({ hasText: correo });
    await fila.getByRole('button', { name: 'Desactivar' }).click();
    await dueno.getByText('Usuario actualizado correctamente').first().waitFor();
    // The waiter's open page: its next call answers 401 and the app signs out.
    expect((await llamar(mesero, 'me', 'POST')).status).toBe(401);
    await mesero.reload();
    await mesero.waitForURL('**/signin');
  }, 240_000);

  it('sets a monthly goal that /principal shows', async () => {
    const { page: dueno } = await e.pagina();
    await dueno.goto(e.server.url + '/configSistema/objetivosVentas');
    await dueno.getByLabel('Objetivo mensual').first().fill('12000000');
    await dueno.getByRole('button', { name: 'Guardar objetivo' }).first().click();
    await dueno
      .getByText(/guardad/i)
      .first()
      .waitFor();
    await dueno.goto(e.server.url + '/principal');
    const progreso = dueno.getByRole('region', { name: /Progreso del mes/ });
    // The demo venue has sold this month (its seeded sales of today): the progress counts them, not zero.
    const vendido = progreso.getByText(/Vendido: \$ [\d.]+ de \$ 12\.000\.000/);
    await vendido.waitFor();
    expect(await vendido.textContent()).not.toMatch(/Vendido: \$ 0 de/);
    expect(await progreso.getByText(/Días restantes: \d+/).count()).toBe(1);
  }, 120_000);
});
