import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { productos } from '../../../common/catalogos';
import { http } from '../../../src/dataProvider/http';
import { apiFalsa, campos, montarCatalogo, pagina, type Llamada } from '../catalogo/soporte';

const adapterOriginal = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = adapterOriginal;
  document.title = 'Comanda';
});

const listas = {
  'GET categorias': { data: pagina([]) },
  'GET productosImpuestos': { data: pagina([]) },
  'GET configuraciones/puntos/impresion': { data: pagina([]) },
  'GET productos': { data: pagina([]) },
};

const gaseosa = {
  id: 9,
  nombre: 'Gaseosa',
  codigo: null,
  tipo_producto: 'venta',
  id_categoria: null,
  categoria: null,
  id_impuesto: null,
  impuesto: null,
  porcentaje_impuesto: null,
  precio_venta: '3000.00',
  precio_minimo: null,
  precio_maximo: null,
  costo: null,
  maneja_inventario: true,
  permite_inventario_negativo: false,
  unidad_medida: 'unidad',
  inventario_minimo: null,
  inventario_maximo: null,
  existencia: '7.500',
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

describe('Registrar producto: initial stock', () => {
  it('shows the initial stock field only for a stock-managed product, and sends what is shown', async () => {
    const api = apiFalsa({
      ...listas,
      'POST productos/producto': (l: Llamada) => ({
        message: 'Producto creado correctamente',
        data: { ...gaseosa, id: 10, nombre: String(campos(l).nombre) },
      }),
    });
    montarCatalogo(productos, '/productos/registrar');
    fireEvent.change(await screen.findByLabelText('Nombre *'), { target: { value: 'Tinto' } });
    fireEvent.change(screen.getByLabelText('Precio de venta (impuesto incluido)'), {
      target: { value: '2500' },
    });
    expect(screen.queryByLabelText('Inventario inicial')).toBeNull();
    expect(screen.queryByLabelText('Permite inventario negativo')).toBeNull();

    const maneja = screen.getByLabelText('Maneja inventario');
    fireEvent.click(maneja);
    const inicial = await screen.findByLabelText('Inventario inicial');
    expect(screen.getByLabelText('Permite inventario negativo')).toBeTruthy();
    fireEvent.change(inicial, { target: { value: '12,5' } });
    // Unticked, the field goes and its value with it.
    fireEvent.click(maneja);
    await waitFor(() => expect(screen.queryByLabelText('Inventario inicial')).toBeNull());
    fireEvent.click(maneja);
    const otra = await screen.findByLabelText('Inventario inicial');
    expect((otra as HTMLInputElement).value).toBe('');
    fireEvent.change(otra, { target: { value: '3,25' } });

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.de('POST', 'productos/producto')).toHaveLength(1));
    expect(campos(api.de('POST', 'productos/producto')[0])).toMatchObject({
      maneja_inventario: '1',
      inventario_inicial: '3.25',
    });
  }, 60_000);

  it('an unticked product sends no initial stock', async () => {
    const api = apiFalsa({
      ...listas,
      'POST productos/producto': (l: Llamada) => ({
        message: 'Producto creado correctamente',
        data: { ...gaseosa, maneja_inventario: false, id: 11, nombre: String(campos(l).nombre) },
      }),
    });
    montarCatalogo(productos, '/productos/registrar');
    fireEvent.change(await screen.findByLabelText('Nombre *'), { target: { value: 'Domicilio' } });
    fireEvent.change(screen.getByLabelText('Precio de venta (impuesto incluido)'), {
      target: { value: '3000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.de('POST', 'productos/producto')).toHaveLength(1));
    const enviado = campos(api.de('POST', 'productos/producto')[0]);
    expect(enviado.maneja_inventario).toBe('0');
    expect(enviado.inventario_inicial ?? '').toBe('');
  }, 60_000);
});

describe('Editar producto: stock on hand', () => {
  it('shows the stock on hand read-only and no initial stock field', async () => {
    apiFalsa({ ...listas, 'GET productos/producto/9': { data: gaseosa } });
    montarCatalogo(productos, '/productos/editar/9');
    const existencia = (await screen.findByLabelText('Existencia (todas las sedes)')) as HTMLInputElement;
    await waitFor(() => expect(existencia.value).toBe('7,500'));
    expect(existencia.disabled).toBe(true);
    expect(screen.queryByLabelText('Inventario inicial')).toBeNull();
  }, 60_000);

  it('a product without stock management shows no stock', async () => {
    apiFalsa({
      ...listas,
      'GET productos/producto/9': { data: { ...gaseosa, maneja_inventario: false, existencia: null } },
    });
    montarCatalogo(productos, '/productos/editar/9');
    await screen.findByDisplayValue('Gaseosa');
    expect(screen.queryByLabelText('Existencia (todas las sedes)')).toBeNull();
  }, 60_000);
});
