import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { productos } from '../../../common/catalogos';
import { http } from '../../../src/dataProvider/http';
import { apiFalsa, campos, montarCatalogo, pagina, type Llamada } from '../catalogo/soporte';

const adapterOriginal = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = adapterOriginal;
  document.title = 'Comanda';
});

const base = {
  codigo: null,
  id_categoria: null,
  categoria: null,
  id_impuesto: null,
  impuesto: null,
  porcentaje_impuesto: null,
  precio_minimo: null,
  precio_maximo: null,
  costo: null,
  inventario_minimo: null,
  inventario_maximo: null,
  permite_inventario_negativo: false,
  estado: 'activo',
  tiempo_preparacion: null,
  id_producto_maestro: null,
  producto_maestro: null,
  id_punto_impresion: null,
  punto_impresion: null,
  descripcion: null,
  codigo_producto_erp_begranda: null,
  label_producto_erp_begranda: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const arepa = {
  ...base,
  id: 5,
  nombre: 'Arepa de queso',
  tipo_producto: 'preparado',
  precio_venta: '5000.00',
  maneja_inventario: false,
  unidad_medida: 'unidad',
  id_impuesto: 3,
  impuesto: { id: 3, nombre: 'INC 8 %' },
  porcentaje_impuesto: '8.00',
};
const harina = {
  ...base,
  id: 7,
  nombre: 'Harina de maíz',
  tipo_producto: 'insumo',
  precio_venta: null,
  maneja_inventario: true,
  unidad_medida: 'gramo',
};
const queso = { ...harina, id: 8, nombre: 'Queso costeño', unidad_medida: 'kilogramo' };
const gaseosa = {
  ...base,
  id: 9,
  nombre: 'Gaseosa',
  tipo_producto: 'venta',
  precio_venta: '3000.00',
  maneja_inventario: true,
  unidad_medida: 'unidad',
};

const lineaHarina = {
  id_ingrediente: 7,
  cantidad: '120.000',
  ingrediente: { id: 7, nombre: 'Harina de maíz', unidad_medida: 'gramo' },
};

const rutasEdicion = (extra: Record<string, unknown> = {}) => ({
  'GET productos/producto/5': { data: arepa },
  'GET productos': { data: pagina([arepa, gaseosa, harina, queso]) },
  'GET productos/producto/5/receta': { data: [lineaHarina] },
  'GET categorias': { data: pagina([]) },
  'GET productosImpuestos': { data: pagina([{ id: 3, nombre: 'INC 8 %' }]) },
  'GET configuraciones/puntos/impresion': { data: pagina([]) },
  ...extra,
});

describe('Editar producto: the recipe', () => {
  it('shows the tax percentage the server copied, read-only', async () => {
    apiFalsa(rutasEdicion());
    montarCatalogo(productos, '/productos/editar/5');
    const porcentaje = (await screen.findByLabelText('Porcentaje del impuesto')) as HTMLInputElement;
    await waitFor(() => expect(porcentaje.value).toBe('8,00'));
    expect(porcentaje.disabled).toBe(true);
  }, 60_000);

  it('lists the ingredients with their units, adds one and saves the whole recipe', async () => {
    const api = apiFalsa(
      rutasEdicion({
        'POST productos/producto/5/receta': (l: Llamada) => ({
          message: 'Receta guardada correctamente',
          data: (
            l.cuerpo as { ingredientes: { id_ingrediente: number; cantidad: string }[] }
          ).ingredientes.map((x) => ({
            ...x,
            ingrediente:
              x.id_ingrediente === 7
                ? lineaHarina.ingrediente
                : { id: 8, nombre: 'Queso costeño', unidad_medida: 'kilogramo' },
          })),
        }),
      }),
    );
    montarCatalogo(productos, '/productos/editar/5');
    const receta = await screen.findByRole('region', { name: 'Receta' });
    await waitFor(() =>
      expect(within(receta).getAllByLabelText(/Ingrediente/)[0]).toHaveProperty(
        'value',
        'Harina de maíz (Gramo (g))',
      ),
    );
    expect(within(receta).getByDisplayValue('120.000')).toBeTruthy();
    fireEvent.click(within(receta).getByRole('button', { name: 'Agregar ingrediente' }));
    await waitFor(() => expect(within(receta).getAllByLabelText(/Ingrediente/)).toHaveLength(2));
    const selects = within(receta).getAllByLabelText(/Ingrediente/);
    fireEvent.change(selects[1], { target: { value: 'Queso' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Queso costeño (Kilogramo (kg))' }));
    const cantidades = within(receta).getAllByLabelText(/Cantidad/);
    fireEvent.change(cantidades[1], { target: { value: '0,05' } });
    fireEvent.click(within(receta).getByRole('button', { name: 'Guardar receta' }));
    await waitFor(() => expect(api.de('POST', 'productos/producto/5/receta')).toHaveLength(1));
    expect(api.de('POST', 'productos/producto/5/receta')[0].cuerpo).toEqual({
      ingredientes: [
        { id_ingrediente: 7, cantidad: '120.000' },
        { id_ingrediente: 8, cantidad: '0.05' },
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Receta guardada correctamente');
  }, 60_000);

  it('does not offer the product itself nor products without stock', async () => {
    apiFalsa(rutasEdicion({ 'GET productos/producto/5/receta': { data: [] } }));
    montarCatalogo(productos, '/productos/editar/5');
    const receta = await screen.findByRole('region', { name: 'Receta' });
    fireEvent.click(await within(receta).findByRole('button', { name: 'Agregar ingrediente' }));
    const select = await within(receta).findByLabelText(/Ingrediente/);
    fireEvent.change(select, { target: { value: 'a' } });
    await screen.findByRole('option', { name: /Harina de maíz/ });
    const nombres = screen.getAllByRole('option').map((o) => o.textContent);
    expect(nombres.some((n) => n?.startsWith('Arepa de queso'))).toBe(false);
  }, 60_000);

  it('opens the new line’s ingredient list on a click, as the other pickers do', async () => {
    apiFalsa(rutasEdicion({ 'GET productos/producto/5/receta': { data: [] } }));
    montarCatalogo(productos, '/productos/editar/5');
    const receta = await screen.findByRole('region', { name: 'Receta' });
    fireEvent.click(await within(receta).findByRole('button', { name: 'Agregar ingrediente' }));
    const select = await within(receta).findByRole('combobox', { name: /Ingrediente/ });
    // Focused by the add button but closed: the user's click is what opens it (it used to close it).
    expect(select.getAttribute('aria-expanded')).toBe('false');
    fireEvent.mouseDown(select);
    await waitFor(() => expect(select.getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Gaseosa (Unidad)',
      'Harina de maíz (Gramo (g))',
      'Queso costeño (Kilogramo (kg))',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Harina de maíz (Gramo (g))' }));
    expect((select as HTMLInputElement).value).toBe('Harina de maíz (Gramo (g))');
  }, 60_000);

  it('shows the server’s refusal under the line it names (a cycle)', async () => {
    const ciclo = 'La receta forma un ciclo: Harina de maíz usa este producto en su propia receta';
    apiFalsa(
      rutasEdicion({
        'POST productos/producto/5/receta': {
          status: 422,
          message: ciclo,
          data: { errors: { 'ingredientes.0.id_ingrediente': [ciclo] } },
        },
      }),
    );
    montarCatalogo(productos, '/productos/editar/5');
    const receta = await screen.findByRole('region', { name: 'Receta' });
    await within(receta).findByDisplayValue('120.000');
    fireEvent.click(within(receta).getByRole('button', { name: 'Guardar receta' }));
    expect(await within(receta).findByText(ciclo)).toBeTruthy();
  }, 60_000);

  it('a product sold as it is has no recipe', async () => {
    apiFalsa(rutasEdicion({ 'GET productos/producto/5': { data: { ...gaseosa, id: 5 } } }));
    montarCatalogo(productos, '/productos/editar/5');
    await screen.findByDisplayValue('Gaseosa');
    expect(screen.queryByRole('region', { name: 'Receta' })).toBeNull();
  }, 60_000);
});

describe('Registrar producto: the plan limit', () => {
  it('shows the freemium alert with the way to the plans when the save answers freemiumPlan', async () => {
    apiFalsa({
      'GET categorias': { data: pagina([]) },
      'GET productosImpuestos': { data: pagina([]) },
      'GET configuraciones/puntos/impresion': { data: pagina([]) },
      'GET productos': { data: pagina([]) },
      'POST productos/producto': {
        status: 402,
        message: 'freemiumPlan',
        data: { recurso: 'productos', limite: 100 },
      },
    });
    montarCatalogo(productos, '/productos/registrar');
    fireEvent.change(await screen.findByLabelText('Nombre *'), { target: { value: 'Tinto' } });
    fireEvent.change(screen.getByLabelText('Precio de venta (impuesto incluido)'), {
      target: { value: '2500' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const alerta = await screen.findByTestId('alerta-freemium');
    expect(alerta.textContent).toContain('Límite del plan alcanzado');
    expect(within(alerta).getByRole('link', { name: 'Ver planes' }).getAttribute('href')).toBe(
      '/suscripciones',
    );
    expect(screen.queryByText('freemiumPlan')).toBeNull();
  }, 60_000);
});

describe('Registrar producto: where the saved product is', () => {
  it('opens the new product on its edit page, not the list where it may fall past page 1', async () => {
    const tinto = {
      ...gaseosa,
      id: 31,
      nombre: 'Tinto',
      tipo_producto: 'preparado',
      maneja_inventario: false,
    };
    apiFalsa({
      'GET categorias': { data: pagina([]) },
      'GET productosImpuestos': { data: pagina([]) },
      'GET configuraciones/puntos/impresion': { data: pagina([]) },
      'GET productos': { data: pagina([arepa, gaseosa]) },
      'POST productos/producto': { message: 'Producto creado correctamente', data: tinto },
      'GET productos/producto/31': { data: tinto },
      'GET productos/producto/31/receta': { data: [] },
    });
    montarCatalogo(productos, '/productos/registrar');
    fireEvent.change(await screen.findByLabelText('Nombre *'), { target: { value: 'Tinto' } });
    fireEvent.change(screen.getByLabelText('Precio de venta (impuesto incluido)'), {
      target: { value: '3000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByTestId('ruta').textContent).toBe('/productos/editar/31'));
    expect(await screen.findByDisplayValue('Tinto')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Producto creado correctamente');
    // A prepared product's recipe is right there to fill in.
    expect(await screen.findByRole('region', { name: 'Receta' })).toBeTruthy();
  }, 60_000);
});

describe('Registrar producto: money as a Colombian types it', () => {
  const montar = () => {
    const api = apiFalsa({
      'GET categorias': { data: pagina([]) },
      'GET productosImpuestos': { data: pagina([]) },
      'GET configuraciones/puntos/impresion': { data: pagina([]) },
      'GET productos': { data: pagina([]) },
      'POST productos/producto': { data: { id: 9 } },
    });
    montarCatalogo(productos, '/productos/registrar');
    return api;
  };
  const precio = () => screen.getByLabelText('Precio de venta (impuesto incluido)') as HTMLInputElement;

  it('refuses a negative price at the field, sending nothing', async () => {
    const api = montar();
    fireEvent.change(await screen.findByLabelText('Nombre *'), { target: { value: 'Tinto' } });
    fireEvent.change(precio(), { target: { value: '-500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No puede ser un valor negativo')).toBeTruthy();
    expect(api.de('POST', 'productos/producto')).toHaveLength(0);
  }, 60_000);

  it("takes '240.000,50', shows it grouped once left and sends the exact amount", async () => {
    const api = montar();
    fireEvent.change(await screen.findByLabelText('Nombre *'), { target: { value: 'Tinto' } });
    fireEvent.focus(precio());
    fireEvent.change(precio(), { target: { value: '240.000,5' } });
    expect(precio().value).toBe('240.000,5');
    fireEvent.blur(precio());
    expect(precio().value).toBe('240.000,50');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.de('POST', 'productos/producto')).toHaveLength(1));
    expect(campos(api.de('POST', 'productos/producto')[0])).toMatchObject({ precio_venta: '240000.50' });
  }, 60_000);
});
