import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { read, utils } from 'xlsx';
import { impuestos, productos } from '../../../common/catalogos';
import { CAMPOS_IMPORTACION, encabezadoImportacion } from '../../../common/importacionProductos';
import { MENU_EJEMPLO } from '../../../common/menuEjemplo';
import { http } from '../../../src/dataProvider/http';
import { apiFalsa, montarCatalogo, pagina } from '../catalogo/soporte';

const adapterOriginal = http.defaults.adapter;
let descargas: Blob[];
beforeEach(() => {
  descargas = [];
  // jsdom has no object URLs: keep what would be downloaded.
  URL.createObjectURL = vi.fn((b: Blob) => {
    descargas.push(b);
    return 'blob:prueba';
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  http.defaults.adapter = adapterOriginal;
  document.title = 'Comanda';
});

const producto = {
  id: 1,
  nombre: '=HYPERLINK("http://malo","clic")',
  codigo: '@SUM(1)',
  tipo_producto: 'venta',
  id_categoria: null,
  categoria: null,
  id_impuesto: null,
  impuesto: null,
  porcentaje_impuesto: null,
  precio_venta: '5000.00',
  precio_minimo: null,
  precio_maximo: null,
  costo: null,
  maneja_inventario: false,
  unidad_medida: 'unidad',
  inventario_minimo: null,
  inventario_maximo: null,
  estado: 'activo',
  tiempo_preparacion: null,
  id_producto_maestro: null,
  producto_maestro: null,
  id_punto_impresion: null,
  punto_impresion: null,
  descripcion: '-1+2',
  codigo_producto_erp_begranda: null,
  label_producto_erp_begranda: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const leerLibro = async (b: Blob) => read(new Uint8Array(await b.arrayBuffer()), { type: 'array' });

async function abrirDialogo() {
  fireEvent.click(await screen.findByRole('button', { name: 'Importar' }));
  return screen.findByRole('dialog', { name: 'Importar productos' });
}

function elegirArchivo(dialogo: HTMLElement, nombre = 'productos.xlsx') {
  const entrada = within(dialogo).getByTestId('archivo-importacion');
  fireEvent.change(entrada, { target: { files: [new File(['x'], nombre)] } });
}

describe('Productos: Importar', () => {
  it('is as large as its neighbours in the toolbar, Exportar and Registrar', async () => {
    apiFalsa({ 'GET productos': { data: pagina([producto]) } });
    montarCatalogo(productos, '/productos');
    const importar = await screen.findByRole('button', { name: 'Importar' });
    const barra = importar.parentElement!;
    const botones = [...barra.children].filter((b) => b.matches('a, button')) as HTMLElement[];
    expect(botones.map((b) => b.textContent)).toEqual(['Importar', 'Exportar', 'Registrar']);
    const medida = (b: HTMLElement) => {
      const estilo = getComputedStyle(b);
      const talla = [...b.classList].find((c) => /^MuiButton-size(Small|Medium|Large)$/.test(c));
      return { talla, letra: estilo.fontSize, alto: estilo.minHeight, relleno: estilo.padding };
    };
    for (const b of botones.slice(1)) expect(medida(importar), b.textContent!).toEqual(medida(b));
  });

  it('uploads the chosen file and lists the errors (row, column, message); nothing was imported', async () => {
    const api = apiFalsa({
      'GET productos': { data: pagina([producto]) },
      'POST productos/importar': {
        status: 500,
        message: 'El archivo tiene 2 errores; no se importó ningún producto',
        data: {
          total: 2,
          errores: [
            {
              fila: 3,
              columna: 'Precio de venta (impuesto incluido)',
              mensaje: 'Debe ser un valor en pesos con máximo dos decimales',
            },
            { fila: 4, columna: 'Categoría', mensaje: 'No existe «Postres»' },
          ],
        },
      },
    });
    montarCatalogo(productos, '/productos');
    const dialogo = await abrirDialogo();
    const importar = within(dialogo).getByRole('button', { name: 'Importar' });
    expect(importar).toHaveProperty('disabled', true);
    elegirArchivo(dialogo);
    expect(within(dialogo).getByText('Archivo elegido: productos.xlsx')).toBeTruthy();
    fireEvent.click(importar);
    const tabla = await within(dialogo).findByRole('table', { name: 'Errores del archivo' });
    const filas = within(tabla)
      .getAllByRole('row')
      .map((f) => f.textContent);
    expect(filas).toEqual([
      'FilaColumnaError',
      '3Precio de venta (impuesto incluido)Debe ser un valor en pesos con máximo dos decimales',
      '4CategoríaNo existe «Postres»',
    ]);
    expect(
      within(dialogo).getByText('El archivo tiene 2 errores; no se importó ningún producto'),
    ).toBeTruthy();
    const [subida] = api.de('POST', 'productos/importar');
    expect((subida.datos?.get('file') as File).name).toBe('productos.xlsx');
  }, 60_000);

  it('says, before a file is chosen, that the file’s categories are created', async () => {
    apiFalsa({ 'GET productos': { data: pagina([producto]) } });
    montarCatalogo(productos, '/productos');
    const dialogo = await abrirDialogo();
    expect(
      within(dialogo).getByText(/Las categorías del archivo que no existan se crean al importar/),
    ).toBeTruthy();
    expect(within(dialogo).getByText('Ningún archivo elegido')).toBeTruthy();
  }, 60_000);

  it('previews what the file will do (nothing written), then imports once confirmed and refreshes the list', async () => {
    const api = apiFalsa({
      'GET productos': { data: pagina([producto]) },
      'POST productos/importar': (l) =>
        l.params.vista_previa === 1
          ? {
              data: {
                creados: 12,
                actualizados: 0,
                categorias_creadas: ['Entradas', 'Platos fuertes', 'Bebidas'],
                vista_previa: true,
              },
            }
          : {
              data: {
                creados: 12,
                actualizados: 0,
                categorias_creadas: ['Entradas', 'Platos fuertes', 'Bebidas'],
                vista_previa: false,
              },
            },
    });
    montarCatalogo(productos, '/productos');
    const dialogo = await abrirDialogo();
    elegirArchivo(dialogo, 'p.csv');
    const listas = api.de('GET', 'productos').length;
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Importar' }));
    expect((await within(dialogo).findByRole('status')).textContent).toBe(
      'Se crearán 12 productos, se actualizarán 0, se crearán las categorías: Entradas, Platos fuertes, Bebidas. ' +
        'Aún no se ha importado nada: confirma para importar.',
    );
    expect(api.de('POST', 'productos/importar').map((l) => l.params)).toEqual([{ vista_previa: 1 }]);
    expect(api.de('GET', 'productos')).toHaveLength(listas);

    fireEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar importación' }));
    await waitFor(() =>
      expect(within(dialogo).getByRole('status').textContent).toBe(
        'Importación completada: 12 creados y 0 actualizados.',
      ),
    );
    const [previa, importacion] = api.de('POST', 'productos/importar');
    expect(previa.params).toEqual({ vista_previa: 1 });
    expect(importacion.params).toEqual({});
    expect((importacion.datos?.get('file') as File).name).toBe('p.csv');
    await waitFor(() => expect(api.de('GET', 'productos').length).toBeGreaterThan(listas));
  }, 60_000);

  it('a preview without new categories; choosing another file starts over', async () => {
    const api = apiFalsa({
      'GET productos': { data: pagina([producto]) },
      'POST productos/importar': {
        data: { creados: 0, actualizados: 17, categorias_creadas: [], vista_previa: true },
      },
    });
    montarCatalogo(productos, '/productos');
    const dialogo = await abrirDialogo();
    elegirArchivo(dialogo);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Importar' }));
    expect((await within(dialogo).findByRole('status')).textContent).toMatch(
      /^Se crearán 0 productos, se actualizarán 17\./,
    );
    elegirArchivo(dialogo, 'otro.xlsx');
    expect(within(dialogo).queryByRole('status')).toBeNull();
    expect(within(dialogo).getByRole('button', { name: 'Importar' })).toBeTruthy();
    expect(api.de('POST', 'productos/importar')).toHaveLength(1);
  }, 60_000);

  it('downloads the sample menu: the template’s headers and a Colombian menu in its categories', async () => {
    apiFalsa({ 'GET productos': { data: pagina([]) } });
    montarCatalogo(productos, '/productos');
    const dialogo = await abrirDialogo();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Descargar ejemplo' }));
    await waitFor(() => expect(descargas).toHaveLength(1));
    const libro = await leerLibro(descargas[0]);
    const filas = utils.sheet_to_json<(string | number | null)[]>(libro.Sheets.Productos, {
      header: 1,
      defval: null,
    });
    expect(filas).toEqual(MENU_EJEMPLO);
    expect(filas[0]).toContain(encabezadoImportacion('id_categoria'));
    const categorias = new Set(filas.slice(1).map((f) => f[1]));
    expect(categorias.size).toBeGreaterThanOrEqual(3);
    expect(filas.length - 1).toBeGreaterThanOrEqual(12);
  }, 60_000);

  it('downloads the template: the declaration’s Spanish headers, an example row, categories and taxes', async () => {
    apiFalsa({
      'GET productos': { data: pagina([]) },
      'GET categorias': {
        data: pagina([
          { id: 1, nombre: 'Bebidas' },
          { id: 2, nombre: 'Postres' },
        ]),
      },
      [`GET ${impuestos.api.lista}`]: { data: pagina([{ id: 3, nombre: 'INC 8 %', porcentaje: '8.00' }]) },
    });
    montarCatalogo(productos, '/productos');
    const dialogo = await abrirDialogo();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Descargar plantilla' }));
    await waitFor(() => expect(descargas).toHaveLength(1));
    const libro = await leerLibro(descargas[0]);
    expect(libro.SheetNames).toEqual(['Productos', 'Listas']);
    const [encabezado, ejemplo] = utils.sheet_to_json<string[]>(libro.Sheets.Productos, { header: 1 });
    expect(encabezado).toEqual(CAMPOS_IMPORTACION.map(encabezadoImportacion));
    expect(ejemplo[CAMPOS_IMPORTACION.indexOf('id_categoria')]).toBe('Bebidas');
    expect(ejemplo[CAMPOS_IMPORTACION.indexOf('id_impuesto')]).toBe('INC 8 %');
    const listas = utils.sheet_to_json<string[]>(libro.Sheets.Listas, { header: 1 });
    expect(listas[0].slice(0, 2)).toEqual(['Categorías', 'Impuestos']);
    expect(listas.slice(1, 3).map((f) => f[0])).toEqual(['Bebidas', 'Postres']);
    expect(listas[1][1]).toBe('INC 8 %');
  }, 60_000);
});

describe('generated list: Exportar', () => {
  it('writes an .xlsx whose formula-like cells start with an apostrophe', async () => {
    const api = apiFalsa({ 'GET productos': { data: pagina([producto]) } });
    montarCatalogo(productos, '/productos');
    await screen.findByText(producto.nombre);
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(descargas).toHaveLength(1));
    const libro = await leerLibro(descargas[0]);
    const [encabezado, fila] = utils.sheet_to_json<unknown[]>(libro.Sheets[libro.SheetNames[0]], {
      header: 1,
    });
    const celda = (campo: string) => fila[encabezado.indexOf(productos.campos[campo].etiqueta.es)];
    expect(celda('nombre')).toBe(`'${producto.nombre}`);
    expect(celda('codigo')).toBe(`'${producto.codigo}`);
    expect(celda('descripcion')).toBe(`'-1+2`);
    expect(celda('precio_venta')).toBe('5000.00');
    expect(celda('tipo_producto')).toBe('Para la venta');
    expect(api.de('GET', 'productos').length).toBeGreaterThan(1);
  }, 60_000);
});
