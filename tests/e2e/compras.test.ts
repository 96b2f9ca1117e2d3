import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { aTextoDinero, dividir, exacto, mas, menos, por, textoExacto } from '../../common/exacto';
import { avisoMostrado } from './support/avisos';
import { conServidorYSesion } from './support/entorno';

/**
 * Issue 10's purchase in Chromium: two demo ingredients bought from a demo supplier with IVA 19 % and a discount on
 * one line and IVA 5 % from a line total on the other → stock and weighted cost change (read through the API);
 * 'Detalle de compra' shows the lines; cancelling the purchase brings the stock back.
 */
const e = conServidorYSesion();

interface Producto {
  id: number;
  nombre: string;
  existencia: string;
  costo: string | null;
}

const leerProducto = async (nombre: string) => {
  const pagina = await e.api<{ data: Producto[] }>(
    `productos?search=${encodeURIComponent(nombre)}&rowsPerPage=5`,
  );
  const p = pagina.data.find((x) => x.nombre === nombre);
  if (!p) throw new Error(`No está el producto ${nombre}`);
  // The stock on hand is read with the product itself (not in the list's rows).
  return e.api<Producto>(`productos/producto/${p.id}`);
};

/** The weighted average (the server's rule): (stock × cost + net) / (stock + quantity), to the centavo. */
const promedio = (p: Producto, neto: string, cantidad: string) =>
  aTextoDinero(
    dividir(
      mas(por(exacto(p.existencia), exacto(p.costo ?? '0')), exacto(neto)),
      mas(exacto(p.existencia), exacto(cantidad)),
      2,
    ),
  );

async function elegirOpcion(page: Page, campo: ReturnType<Page['getByLabel']>, opcion: string | RegExp) {
  await campo.click();
  await page.getByRole('option', { name: opcion }).click();
}

describe('a purchase from the screens', () => {
  it('buys two ingredients (IVA and a discount), shows its detail and cancels it', async () => {
    const { page, errores } = await e.pagina({ viewport: { width: 1366, height: 900 } });
    const platano = await leerProducto('Plátano verde');
    const tomate = await leerProducto('Tomate chonto');

    await page.goto(e.url('/compras/registrar'));
    await page.getByRole('heading', { level: 1, name: 'Registrar compra' }).waitFor();
    const proveedor = page.getByLabel(/^Proveedor/);
    await proveedor.fill('900456789');
    await page.getByRole('option', { name: /900456789/ }).click();
    await page.getByRole('textbox', { name: /^Factura del proveedor/ }).fill('FV-E2E-1');
    await elegirOpcion(page, page.getByRole('combobox', { name: /^Forma de pago/ }), 'Efectivo');

    // Line 1: 10 × 1.500 = 15.000 − 1.000 = 14.000; IVA 19 % = 2.660.
    const producto = page.getByLabel(/^Producto/);
    await producto.first().fill('Plátano');
    await page.getByRole('option', { name: 'Plátano verde' }).click();
    await page
      .getByRole('textbox', { name: /^Cantidad/ })
      .first()
      .fill('10');
    await page
      .getByRole('textbox', { name: /^Costo unitario/ })
      .first()
      .fill('1500');
    await page
      .getByRole('textbox', { name: /^Descuento/ })
      .first()
      .fill('1000');
    await expect.poll(() => page.getByTestId('total-linea-0').textContent()).toBe('Total línea: $ 16.660');

    // Line 2: 2.000 g for 14.000 in all; IVA 5 % = 700.
    await page.getByRole('button', { name: /Añadir|Agregar/ }).click();
    await producto.nth(1).fill('Tomate');
    await page.getByRole('option', { name: 'Tomate chonto' }).click();
    await page
      .getByRole('textbox', { name: /^Cantidad/ })
      .nth(1)
      .fill('2000');
    await elegirOpcion(page, page.getByRole('combobox', { name: 'Valor dado' }).nth(1), 'Total de la línea');
    await elegirOpcion(page, page.getByRole('combobox', { name: 'IVA %' }).nth(1), '5 %');
    await page.getByRole('textbox', { name: /^Total de la línea/ }).fill('14000');
    const total = page.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => total.textContent()).toBe('$ 31.360');

    await page.getByRole('button', { name: 'Registrar compra' }).click();
    await avisoMostrado(page, 'Compra registrada correctamente');
    await page.waitForURL(/\/compras$/);

    // Stock in, cost to the weighted average over the stock on hand before.
    const platanoDespues = await leerProducto('Plátano verde');
    const tomateDespues = await leerProducto('Tomate chonto');
    expect(textoExacto(menos(exacto(platanoDespues.existencia), exacto(platano.existencia)))).toBe('10');
    expect(textoExacto(menos(exacto(tomateDespues.existencia), exacto(tomate.existencia)))).toBe('2000');
    expect(platanoDespues.costo).toBe(promedio(platano, '14000', '10'));
    expect(tomateDespues.costo).toBe(promedio(tomate, '14000', '2000'));

    // The detail dialog.
    await page.getByRole('button', { name: 'Ver detalle de la compra FV-E2E-1' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Detalle de compra' });
    await dialogo.getByRole('cell', { name: 'Plátano verde' }).waitFor();
    await dialogo.getByRole('cell', { name: 'Tomate chonto' }).waitFor();
    expect(await dialogo.getByRole('columnheader').allTextContents()).toEqual([
      'Nombre',
      'Categoria',
      'Cantidad comprada',
      'Stock',
      'Stock minimo',
      'Total compra',
      'Descuento',
    ]);
    await dialogo.getByRole('button', { name: 'Cerrar' }).click();
    await dialogo.waitFor({ state: 'hidden' });

    // Cancel: asks first, then the stock goes back.
    const fila = page.getByRole('row').filter({ hasText: 'FV-E2E-1' });
    await fila.getByRole('button', { name: 'Anular' }).click();
    await page.getByRole('dialog', { name: 'Anular compra' }).getByRole('button', { name: 'Si' }).click();
    await avisoMostrado(page, 'Compra anulada correctamente');
    await fila.getByText('anulada', { exact: true }).waitFor();
    expect((await leerProducto('Plátano verde')).existencia).toBe(platano.existencia);
    expect((await leerProducto('Tomate chonto')).existencia).toBe(tomate.existencia);
    expect(errores).toEqual([]);
  });
});
