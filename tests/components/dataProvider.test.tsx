import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import dataProvider from '../../src/dataProvider';
import { http, TOKEN_KEY } from '../../src/dataProvider/http';
import { RECURSOS } from '../../src/dataProvider/resources';

interface Llamada {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
}

let llamadas: Llamada[] = [];
let respuesta: { status: number; data: unknown } = { status: 200, data: {} };
const adapterOriginal = http.defaults.adapter;

const sobre = (data: unknown, message = 'OK') => ({
  status: 200,
  data: { success: true, data, code: 200, message },
});

beforeEach(() => {
  llamadas = [];
  http.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
    llamadas.push({
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params ?? {},
      data: config.data,
    });
    const response = { data: respuesta.data, status: respuesta.status, statusText: '', headers: {}, config };
    if (respuesta.status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('fallo', 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  }) as AxiosAdapter;
});

afterEach(() => {
  http.defaults.adapter = adapterOriginal;
  delete RECURSOS.productos;
});

const fila = { id: 5, nombre: 'Bebidas', id_categoria_padre: null, icono: null };

describe('dataProvider over the spec paths', () => {
  it('lists a page with page, rowsPerPage and search, reading the Laravel page', async () => {
    respuesta = sobre({ current_page: 2, data: [fila], per_page: 10, total: 11, last_page: 2 });
    const res = await dataProvider.getList('categorias', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'nombre', order: 'ASC' },
      filter: { q: ' beb ' },
    });
    expect(llamadas[0]).toMatchObject({
      method: 'GET',
      url: 'categorias',
      params: { page: 2, rowsPerPage: 10, search: 'beb' },
    });
    expect(res).toEqual({ data: [fila], total: 11 });
  });

  it('sends 0-based pages for the resources that count from 0 (spec §9)', async () => {
    RECURSOS.productos = { lista: 'productos', item: 'productos/producto', primeraPagina: 0 };
    respuesta = sobre({ current_page: 0, data: [], per_page: 10, total: 0, last_page: 1 });
    await dataProvider.getList('productos', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(llamadas[0].params).toMatchObject({ page: 0, rowsPerPage: 10 });
    expect(llamadas[0].params).not.toHaveProperty('search');
  });

  it('reads one record from the item path', async () => {
    respuesta = sobre(fila);
    const res = await dataProvider.getOne('categorias', { id: 5 });
    expect(llamadas[0]).toMatchObject({ method: 'GET', url: 'categorias/categoria/5' });
    expect(res.data).toEqual(fila);
  });

  it('creates with multipart form data: files as files, null as empty, computed fields left out', async () => {
    respuesta = sobre(fila);
    const archivo = new File(['png'], 'icono.png', { type: 'image/png' });
    await dataProvider.create('categorias', {
      data: {
        id: 9,
        nombre: 'Bebidas',
        id_categoria_padre: null,
        icono: { rawFile: archivo },
        categoria_padre: { id: 1 },
      },
    });
    const form = llamadas[0].data as FormData;
    expect(llamadas[0]).toMatchObject({ method: 'POST', url: 'categorias/categoria' });
    expect(form.get('nombre')).toBe('Bebidas');
    expect(form.get('id_categoria_padre')).toBe('');
    expect((form.get('icono') as File).name).toBe('icono.png');
    expect(form.has('id')).toBe(false);
    expect(form.has('categoria_padre')).toBe(false);
    expect(form.has('_method')).toBe(false);
  });

  it('updates with POST to the item path and _method=put', async () => {
    respuesta = sobre(fila);
    await dataProvider.update('categorias', {
      id: 5,
      data: { nombre: 'Gaseosas', icono: '/api/uploads/categorias/a.png' },
      previousData: fila,
    });
    const form = llamadas[0].data as FormData;
    expect(llamadas[0]).toMatchObject({ method: 'POST', url: 'categorias/categoria/5' });
    expect(form.get('_method')).toBe('put');
    expect(form.get('nombre')).toBe('Gaseosas');
  });

  it('deletes through the item path', async () => {
    respuesta = sobre(null);
    await dataProvider.delete('categorias', { id: 5, previousData: fila });
    expect(llamadas[0]).toMatchObject({ method: 'DELETE', url: 'categorias/categoria/5' });
  });

  it("passes the server's Spanish message on, and drops the token on 'Unauthenticated.'", async () => {
    respuesta = {
      status: 422,
      data: { success: false, code: 422, message: 'El campo nombre es requerido', data: {} },
    };
    await expect(dataProvider.create('categorias', { data: {} })).rejects.toMatchObject({
      message: 'El campo nombre es requerido',
      status: 422,
    });
    localStorage.setItem(TOKEN_KEY, 'abc');
    respuesta = { status: 401, data: { success: false, code: 401, message: 'Unauthenticated.', data: null } };
    await expect(dataProvider.getOne('categorias', { id: 1 })).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
