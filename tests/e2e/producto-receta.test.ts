import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { avisoMostrado } from './support/avisos';
import { apiGet, contextoConSesion } from './support/sesion';
import { conServidorYSesion } from './support/entorno';

/**
 * Issue 7's catalogue walk in Chromium: a tax, an ingredient, a prepared product with that tax, an icon and a
 * recipe using the ingredient, then found by a search without its accents and in capitals.
 */

const entorno = conServidorYSesion();

// A 1×1 PNG, enough for the icon upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const IMPUESTO = 'INC especial 4 %';
const INGREDIENTE = 'Panela orgánica E2E';
const PRODUCTO = 'Café de olla con panela E2E';

/** Picks an option of a select or searchable select named by its label. */
async function elegir(page: Page, etiqueta: RegExp, opcion: string) {
  await page.getByLabel(etiqueta).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

describe('a prepared product from the screens', () => {
  it('creates a tax, an ingredient and a prepared product with its icon and recipe, then finds it without accents', async () => {
    const context = await contextoConSesion(entorno.browser, entorno.sesion, {
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const errores: string[] = [];
    page.on('pageerror', (e) => errores.push(e.message));

    // 1. The tax.
    await page.goto(entorno.server.url + '/productosImpuestos/registrar');
    await page.getByRole('heading', { level: 1, name: 'Registrar impuesto' }).waitFor();
    await page.getByLabel(/^Nombre/).fill(IMPUESTO);
    await elegir(page, /^Tipo de impuesto/, 'Impuesto al consumo (INC)');
    await page.getByLabel(/^Porcentaje/).fill('4');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await avisoMostrado(page, 'Impuesto creado correctamente');
    await page.waitForURL(/\/productosImpuestos(\?|$)/);

    // 2. The ingredient: not sold, stock-managed, in grams.
    await page.goto(entorno.server.url + '/productos/registrar');
    await page.getByRole('heading', { level: 1, name: 'Registrar producto' }).waitFor();
    await page.getByLabel(/^Nombre/).fill(INGREDIENTE);
    await elegir(page, /^Tipo de producto/, 'Ingrediente o insumo (no se vende)');
    await elegir(page, /^Unidad de medida/, 'Gramo (g)');
    await page.getByLabel(/^Maneja inventario/).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await avisoMostrado(page, 'Producto creado correctamente');
    // A new product opens on its own edit page (in the list it could be anywhere past page 1).
    await page.waitForURL(/\/productos\/editar\/\d+$/);
    await expect.poll(() => page.getByLabel(/^Nombre/).inputValue()).toBe(INGREDIENTE);

    // 3. The prepared product: the new tax, a price with the tax included, an icon.
    await page.goto(entorno.server.url + '/productos/registrar');
    await page.getByRole('heading', { level: 1, name: 'Registrar producto' }).waitFor();
    await page.getByLabel(/^Nombre/).fill(PRODUCTO);
    await elegir(page, /^Tipo de producto/, 'Preparado con receta');
    await elegir(page, /^Unidad de medida/, 'Unidad');
    await elegir(page, /^Impuesto/, IMPUESTO);
    await page.getByLabel(/^Precio de venta/).fill('6500');
    const icono = join(entorno.server.dataDir, 'cafe.png');
    writeFileSync(icono, PNG);
    await page.getByLabel(/^Icono/).setInputFiles(icono);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await avisoMostrado(page, 'Producto creado correctamente');
    await page.waitForURL(/\/productos\/editar\/\d+$/);
    const creado = Number(/\/editar\/(\d+)$/.exec(page.url())![1]);

    // 4. Found in the list by a search in capitals and without its accents, then opened.
    await page.goto(entorno.server.url + '/productos');
    const buscar = page.getByPlaceholder('Buscar producto');
    await buscar.fill('CAFE DE OLLA CON PANELA');
    const fila = page.getByRole('row', { name: new RegExp(PRODUCTO) });
    await fila.waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2); // header + the one match
    await fila.getByRole('cell').first().click();
    await page.waitForURL(/\/productos\/editar\/\d+$/);
    const id = Number(/\/editar\/(\d+)$/.exec(page.url())![1]);
    expect(id).toBe(creado);

    // The icon shows on the edit page, served from the uploads folder.
    await expect
      .poll(() => page.locator('img[src*="/api/uploads/productos/"]').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);

    // 5. The recipe, under the edit form: the ingredient by its name and unit, 60 g.
    await page.getByRole('heading', { name: 'Receta' }).waitFor();
    await page.getByRole('button', { name: 'Agregar ingrediente' }).click();
    // Picked as every other picker is: a click opens the list (typing narrows it).
    await elegir(page, /^Ingrediente/, `${INGREDIENTE} (Gramo (g))`);
    await page.getByLabel(/^Cantidad/).fill('60');
    await page.getByRole('button', { name: 'Guardar receta' }).click();
    await avisoMostrado(page, 'Receta guardada correctamente');

    // What the server keeps: the tax and its percentage copied, the icon, the recipe.
    const impuestos = await apiGet<{ data: { id: number; nombre: string }[] }>(
      page,
      `productosImpuestos?page=1&rowsPerPage=10&search=${encodeURIComponent('inc especial')}`,
    );
    const impuesto = impuestos.data.find((i) => i.nombre === IMPUESTO)!;
    expect(impuesto).toBeTruthy();
    const producto = await apiGet<Record<string, unknown>>(page, `productos/producto/${id}`);
    expect(producto).toMatchObject({
      nombre: PRODUCTO,
      tipo_producto: 'preparado',
      id_impuesto: impuesto.id,
      porcentaje_impuesto: '4.00',
      precio_venta: '6500.00',
    });
    expect(String(producto.icono)).toMatch(/\/api\/uploads\/productos\/.+\.png$/);
    const receta = await apiGet<{ id_ingrediente: number; cantidad: string }[]>(
      page,
      `productos/producto/${id}/receta`,
    );
    const ingredientes = await apiGet<{ data: { id: number; nombre: string }[] }>(
      page,
      `productos?page=0&rowsPerPage=10&search=${encodeURIComponent('panela organica e2e')}`,
    );
    const ingrediente = ingredientes.data.find((p) => p.nombre === INGREDIENTE)!;
    expect(receta).toMatchObject([{ id_ingrediente: ingrediente.id }]);
    expect(Number(receta[0].cantidad)).toBe(60); // no-dinero: a quantity in grams

    // The recipe is still there after a reload of the page.
    await page.reload();
    await page.getByRole('heading', { name: 'Receta' }).waitFor();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Ingrediente' }).inputValue())
      .toBe(`${INGREDIENTE} (Gramo (g))`);
    expect(errores).toEqual([]);
    await context.close();
  });
});
