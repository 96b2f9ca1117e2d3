import { describe, expect, it } from 'vitest';
import type { Page as Pagina } from '../../common/api';
import type { AjusteInventario } from '../../common/ajustesInventario';
import type { FilaInventario } from '../../common/inventario';
import { exacto, menos } from '../../common/exacto';
import { cantidadLegible, diferenciaLegible } from '../../src/pages/ajusteInventario/calculo';
import { avisoMostrado } from './support/avisos';
import { apiGet, contextoConSesion } from './support/sesion';
import { conServidorYSesion } from './support/entorno';

/** Issue 10 in Chromium: count a product's stock on /ajusteInventario/registrar and see the adjustment listed. */

const entorno = conServidorYSesion();

describe('inventory count from the screens', () => {
  it('counts a product, saves, and the list shows the adjustment with before → after', async () => {
    const context = await contextoConSesion(entorno.browser, entorno.sesion, {
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const errores: string[] = [];
    page.on('pageerror', (e) => errores.push(e.message));

    await page.goto(entorno.server.url + '/ajusteInventario');
    await page.getByRole('heading', { level: 1, name: 'Ajustes de inventario' }).waitFor();
    // A stock-managed product of the demo, in the main venue (the form's first venue).
    const sedes = await apiGet<{ id: number }[]>(page, 'sedes');
    const inventario = await apiGet<Pagina<FilaInventario>>(
      page,
      `inventarios?rowsPerPage=1&id_sede=${sedes[0].id}`,
    );
    const producto = inventario.data[0];
    const antes = producto.sedes[0]?.cantidad ?? '0.000';
    const contado = (Math.floor(Number(antes)) + 5).toString();

    await page.getByRole('link', { name: 'Registrar ajuste' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nuevo ajuste de inventario' }).waitFor();
    await page.getByRole('combobox', { name: 'Buscar producto por nombre o código' }).fill(producto.nombre);
    await page.getByRole('option', { name: new RegExp(`^${producto.nombre}`) }).click();
    const linea = page.getByRole('row').filter({ hasText: producto.nombre });
    await expect
      .poll(() => linea.locator('[data-campo="stock"]').textContent())
      .toContain(cantidadLegible(antes));
    await linea.getByRole('textbox', { name: `Cantidad contada: ${producto.nombre}` }).fill(contado);
    const diferencia = diferenciaLegible(menos(exacto(contado), exacto(antes)));
    await expect.poll(() => linea.locator('[data-campo="diferencia"]').textContent()).toBe(diferencia);
    await page.getByLabel('Observaciones').fill('Conteo de prueba E2E');
    await page.getByRole('button', { name: 'Guardar ajuste' }).click();

    await avisoMostrado(page, 'Ajuste de inventario registrado correctamente');
    await page.waitForURL(/\/ajusteInventario$/);
    const esperado = `${producto.nombre}: ${cantidadLegible(antes)} → ${cantidadLegible(contado)} (${diferencia})`;
    const fila = page.getByRole('row').filter({ hasText: 'Conteo de prueba E2E' });
    await fila.getByText(esperado).waitFor();
    await fila.getByText('Conteo físico').waitFor();

    const lista = await apiGet<Pagina<AjusteInventario>>(page, 'inventarios/ajustes?rowsPerPage=1');
    expect(lista.data[0].detalle[0]).toMatchObject({
      id_producto: producto.id,
      despues: Number(contado).toFixed(3),
    });
    const despues = await apiGet<Pagina<FilaInventario>>(
      page,
      `inventarios?search=${encodeURIComponent(producto.nombre)}&id_sede=${sedes[0].id}`,
    );
    expect(despues.data.find((f) => f.id === producto.id)?.existencia).toBe(Number(contado).toFixed(3));
    expect(errores).toEqual([]);
    await context.close();
  });
});
