import { describe, expect, it } from 'vitest';
import { encabezadoImportacion as h } from '../../common/importacionProductos';
import { conServidorYSesion } from './support/entorno';

const e = conServidorYSesion();

/** A CSV as Excel in Spanish writes it (`;`), with a product and a second one whose price is `precio`. */
const csv = (nombre: string, precio: string) =>
  Buffer.from(
    [
      [h('nombre'), h('codigo'), h('id_impuesto'), h('precio_venta')].join(';'),
      [`${nombre} uno`, `${nombre}-1`, 'INC 8 %', '5000'].join(';'),
      [`${nombre} dos`, `${nombre}-2`, 'INC 8 %', precio].join(';'),
    ].join('\r\n'),
    'utf8',
  );

describe('products import in the browser (tablet)', () => {
  it('lists the bad row’s error, imports the fixed file, and the product is found by search', async () => {
    const { page, context, errores } = await e.pagina({ viewport: { width: 768, height: 1024 } });
    const nombre = `Importado${Date.now() % 100_000}`;

    await page.goto(e.url('/productos'));
    await page.getByRole('button', { name: 'Importar' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Importar productos' });
    const archivo = dialogo.getByTestId('archivo-importacion');
    await archivo.setInputFiles({
      name: 'productos.csv',
      mimeType: 'text/csv',
      buffer: csv(nombre, 'diez mil'),
    });
    await dialogo.getByRole('button', { name: 'Importar' }).click();
    const tabla = dialogo.getByRole('table', { name: 'Errores del archivo' });
    await expect
      .poll(() => tabla.getByRole('row').allInnerTexts())
      .toEqual([
        expect.stringMatching(/Fila\s+Columna\s+Error/),
        expect.stringMatching(/^3\s+Precio de venta \(impuesto incluido\)\s+Debe ser un valor en pesos/),
      ]);

    await archivo.setInputFiles({
      name: 'productos.csv',
      mimeType: 'text/csv',
      buffer: csv(nombre, '12.000'),
    });
    await dialogo.getByRole('button', { name: 'Importar' }).click();
    // First the preview (nothing written yet), then the import once confirmed.
    await expect
      .poll(() => dialogo.getByRole('status').innerText())
      .toMatch(/^Se crearán 2 productos, se actualizarán 0\./);
    await dialogo.getByRole('button', { name: 'Confirmar importación' }).click();
    await expect
      .poll(() => dialogo.getByRole('status').innerText())
      .toBe('Importación completada: 2 creados y 0 actualizados.');
    await dialogo.getByRole('button', { name: 'Cerrar' }).click();

    await page.getByPlaceholder('Buscar producto').fill(`${nombre} dos`);
    await page.getByRole('row', { name: new RegExp(`${nombre} dos.*12\\.000`) }).waitFor();
    expect(errores).toEqual([]);
    await context.close();
  }, 120_000);
});
