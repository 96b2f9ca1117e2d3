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
