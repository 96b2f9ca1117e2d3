import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { conServidorYSesion } from './support/entorno';

/** An expense type the demo company does not start with, made through the API before the walk. */
const TIPO = 'Mantenimiento';

const e = conServidorYSesion({
  preparar: async (entorno) => {
    await entorno.api('tiposGastos/tipoGasto', { nombre: TIPO });
  },
});

/** Picks an option of a searchable select named by its label. */
async function elegir(page: Page, etiqueta: string, opcion: string) {
  await page.getByLabel(etiqueta, { exact: true }).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

/** The cash row's expected figure on /cuadreCaja, in pesos as shown ('$ 245.000'). */
async function esperadoEfectivo(page: Page): Promise<string> {
  await page.goto(e.url('/cuadreCaja'));
  const region = page.getByRole('region', { name: 'Esperado por forma de pago' });
  const fila = region.locator('tr', { has: page.getByRole('cell', { name: 'Efectivo', exact: true }) });
  await fila.waitFor();
  return (await fila.locator('td').nth(1).textContent())!.trim();
}

/** '$ 1.234.567' or '$ 1.234.567,50' → centavos (no float). */
const centavos = (pesos: string) => {
  const [entero, decimales = '00'] = pesos.replace(/[^\d,]/g, '').split(',');
  return BigInt(entero) * 100n + BigInt(decimales.padEnd(2, '0'));
};

describe('a cash expense while the register is open', () => {
  it('is recorded from /gastos/registrar with its total as typed, and the expected cash on /cuadreCaja drops by it', async () => {
    const { page, context, errores } = await e.pagina({ viewport: { width: 1366, height: 900 } });
    const antes = await esperadoEfectivo(page);

    await page.goto(e.url('/gastos/registrar'));
    await page.getByRole('heading', { level: 1, name: 'Registrar gasto' }).waitFor();
    await elegir(page, 'Forma de pago', 'Efectivo');
    await elegir(page, 'Tipo de gasto', TIPO);
    await page.getByLabel('Concepto', { exact: true }).fill('Arreglo de la nevera');
    await page.getByLabel('Subtotal', { exact: true }).fill('30000');
    await page.getByLabel('Impuesto', { exact: true }).fill('5700');
    await expect.poll(() => page.getByTestId('total-gasto').textContent()).toBe('Total: $ 35.700');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL((u) => u.pathname === '/gastos');
    await page.getByRole('cell', { name: 'Arreglo de la nevera' }).waitFor();

    const despues = await esperadoEfectivo(page);
    expect(centavos(antes) - centavos(despues)).toBe(3_570_000n);
    await expect
      .poll(() => page.getByTestId('egresos-efectivo').textContent())
      .toBe('Gastos y compras en efectivo: $ 35.700');
    expect(errores).toEqual([]);
    await context.close();
  }, 180_000);
});

describe('a cash withdrawal from the open register (issue 32)', () => {
  it("'Retirar efectivo' on a tablet: a wrong amount is refused at the field, then 30.000,50 lowers the expected cash by it", async () => {
    const { page, context, errores } = await e.pagina({ viewport: { width: 768, height: 1024 } });
    const antes = await esperadoEfectivo(page);

    await page.getByRole('button', { name: 'Retirar efectivo' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Retirar efectivo de la caja' });
    await dialogo.getByLabel(/^Valor/).fill('0');
    await dialogo.getByLabel(/^Motivo/).fill('Retiro a caja fuerte');
    await dialogo.getByRole('button', { name: 'Registrar' }).click();
    await dialogo.getByText('Escribe un valor en pesos mayor que cero, por ejemplo 50.000.').waitFor();
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await dialogo.waitFor({ state: 'hidden' });
    expect(await esperadoSinRecargar(page)).toBe(antes);
    await page.getByText('Aún no hay entradas ni salidas de efectivo en esta caja.').waitFor();

    await page.getByRole('button', { name: 'Retirar efectivo' }).click();
    await dialogo.getByLabel(/^Valor/).fill('30.000,50');
    await dialogo.getByLabel(/^Motivo/).fill('Retiro a caja fuerte');
    await dialogo.getByRole('button', { name: 'Registrar' }).click();
    await dialogo.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: 'Retiro a caja fuerte' }).waitFor();
    await expect
      .poll(() => page.getByTestId('movimientos-salidas').textContent())
      .toBe('Salidas de efectivo: $ 30.000,50');

    const despues = await esperadoEfectivo(page);
    expect(centavos(antes) - centavos(despues)).toBe(3_000_050n);
    expect(errores).toEqual([]);
    await context.close();
  }, 180_000);
});

/** The cash row's expected figure as the page shows it now (no reload). */
async function esperadoSinRecargar(page: Page): Promise<string> {
  const region = page.getByRole('region', { name: 'Esperado por forma de pago' });
  const fila = region.locator('tr', { has: page.getByRole('cell', { name: 'Efectivo', exact: true }) });
  return (await fila.locator('td').nth(1).textContent())!.trim();
}
