import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { conServidorYSesion } from './support/entorno';
import { contextoConSesion, sesionPorApi } from './support/sesion';

/**
 * Issue 30 in Chromium: the demo owner buys the 'Negocio' plan (three venues) in the built-in payment sandbox,
 * creates a second venue from /configSistema/editar and switches to it from the header; a waiter assigned only to
 * that venue sees only its tables on /ventas.
 */
const e = conServidorYSesion();
const CLAVE = 'Sedes-Prueba-2026';

async function comprarNegocio(page: Page) {
  await page.goto(e.url('/suscripciones'));
  await page
    .getByRole('region', { name: 'Negocio', exact: true })
    .getByRole('button', { name: 'Adquirir' })
    .click();
  const dialogo = page.getByRole('dialog', { name: 'Ingresar tarjeta de credito' });
  await dialogo.getByLabel('Nombre del propietario').fill('Ana Gomez');
  await dialogo.getByLabel('Número de la tarjeta').fill('4242 4242 4242 4242');
  await dialogo.getByLabel('Fecha de expiración').fill('12/30');
  await dialogo.getByLabel('CVV').fill('123');
  await dialogo.getByRole('button', { name: 'Guardar plan' }).click();
  await page
    .getByRole('dialog', { name: 'Transacción Exitosa !!' })
    .getByText('Se ha suscrito correctamente al plan Negocio')
    .waitFor({ timeout: 30_000 });
}

describe('several venues (issue 30)', () => {
  it('a second venue is created; a waiter assigned only to it sees only its tables', async () => {
    const { page, context, errores } = await e.pagina();
    await comprarNegocio(page);

    await page.goto(e.url('/configSistema/editar'));
    const nueva = page.getByRole('form', { name: 'Nueva sede' });
    await nueva.getByLabel('Nombre de la sede').fill('Sede Norte');
    await nueva.getByLabel('Dirección de la sede').fill('Calle 140 # 15-30');
    await nueva.getByRole('button', { name: 'Crear sede' }).click();
    await page.getByRole('form', { name: 'Sede Norte' }).waitFor();
    const sedes = await e.api<{ id: number; nombre: string }[]>('sedes');
    const norte = sedes.find((s) => s.nombre === 'Sede Norte')!;
    await e.api('mesas/mesa', { nombre: 'Norte 1', id_sede: norte.id, ubicacion: 'Terraza' });

    // The owner works in both: the header's picker switches to the new venue, whose map shows its table.
    await page.goto(e.url('/ventas'));
    const selector = page.getByRole('combobox', { name: 'Sede actual' });
    await selector.click();
    await page.getByRole('option', { name: 'Sede Norte' }).click();
    await page.getByRole('link', { name: 'Norte 1, libre' }).waitFor();
    expect(errores).toEqual([]);
    await context.close();

    const correo = `mesero.norte.${Date.now()}@ejemplo.co`;
    await e.api('usuarios/añadir', {
      nombre: 'Nora',
      apellido: 'Norte',
      correo,
      contrasena: CLAVE,
      rol: 3,
      modulos: ['ventas', 'ordenes'],
      sedes: [norte.id],
    });
    const mesero = await contextoConSesion(e.browser, await sesionPorApi(e.server.url, correo, CLAVE));
    const suya = await mesero.newPage();
    suya.setDefaultTimeout(20_000);
    await suya.goto(e.url('/ventas'));
    await suya.getByRole('link', { name: 'Norte 1, libre' }).waitFor();
    // The demo's main venue and its tables are not his: no picker, no 'Mesa 1'.
    expect(await suya.getByRole('link', { name: /^Mesa \d+,/ }).count()).toBe(0);
    expect(await suya.getByRole('combobox', { name: 'Sede actual' }).count()).toBe(0);
    await mesero.close();
  }, 180_000);
});
