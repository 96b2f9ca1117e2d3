import { describe, expect, it } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import { i18nProvider } from '../../src/i18n';
import dataProvider from '../../src/dataProvider';
import { http, TOKEN_KEY } from '../../src/dataProvider/http';
import { RECURSOS, recursoDeLista } from '../../src/dataProvider/resources';
import { api, enviados, fallo, ok, usarApiFalsa } from './msw/servidor';
import { categoria } from './msw/registros';
import { CATALOGOS } from '../../common/catalogos';
import { listaTiposWebhook } from '../../common/webhooks';

usarApiFalsa();

const fila = categoria({ id: 5, nombre: 'Bebidas' });

describe('dataProvider over the spec paths', () => {
  it('lists a page with page, rowsPerPage and search, reading the Laravel page', async () => {
    // A list row carries the list's counted column (cantidad_productos) besides the record.
    const enLista = { ...fila, cantidad_productos: 3 };
    const red = api({
      'GET categorias': ok({ current_page: 2, data: [enLista], per_page: 10, total: 11, last_page: 2 }),
    });
    const res = await dataProvider.getList('categorias', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'nombre', order: 'ASC' },
      filter: { q: ' beb ' },
    });
    expect(red.llamadas).toHaveLength(1);
    expect(red.llamadas[0].params).toMatchObject({ page: '2', rowsPerPage: '10', search: 'beb' });
    expect(res).toEqual({ data: [enLista], total: 11 });
  });

  it('sends 0-based pages for the resources that count from 0 (spec §9)', async () => {
    const red = api({
      'GET productos': ok({ current_page: 0, data: [], per_page: 10, total: 0, last_page: 1 }),
    });
    await dataProvider.getList('productos', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(red.llamadas[0].params).toMatchObject({ page: '0', rowsPerPage: '10' });
    expect(red.llamadas[0].params).not.toHaveProperty('search');
  });

  it('fills a path from the reference target, and reads the rows of an answer that is not a list', async () => {
    const red = api({
      'GET webhooks/webhook/:id/entregas': ok({
        current_page: 1,
        data: [],
        per_page: 50,
        total: 0,
        last_page: 1,
      }),
      'GET webhooks': ok({ webhooks: [], webhooksType: listaTiposWebhook() }),
    });
    const entregas = await dataProvider.getManyReference('entregasWebhook', {
      target: 'id_webhook',
      id: 3,
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(entregas).toEqual({ data: [], total: 0 });
    expect(red.llamadas[0].camino).toBe('webhooks/webhook/3/entregas');
    expect(red.llamadas[0].params).toEqual({ page: '1', rowsPerPage: '50' });
    const todas = {
      pagination: { page: 1, perPage: -1 },
      sort: { field: 'id', order: 'ASC' as const },
      filter: {},
    };
    expect((await dataProvider.getList('webhooks', todas)).data).toEqual([]);
    expect((await dataProvider.getList('tiposWebhook', todas)).data).toEqual(listaTiposWebhook());
  });

  it("pages a report from 1 with its range and filters, and hands its `totales` on as the list's meta", async () => {
    const totales = {
      filas: 0,
      subtotal: '0.00',
      impuesto: '0.00',
      total: '0.00',
    };
    const red = api({
      'GET informes/gastos': ok({ current_page: 1, data: [], per_page: -1, total: 0, last_page: 1, totales }),
    });
    const res = await dataProvider.getList('informeGastos', {
      pagination: { page: 1, perPage: -1 },
      sort: { field: 'id', order: 'ASC' },
      filter: { from: '2026-03-01', to: '2026-03-31', id_sede: 2 },
    });
    expect(red.llamadas[0].params).toEqual({
      page: '1',
      rowsPerPage: '-1',
      from: '2026-03-01',
      to: '2026-03-31',
      id_sede: '2',
    });
    expect(res).toEqual({ data: [], total: 0, meta: { totales } });
  });

  it("finds a report filter's resource by its name or its API list path", () => {
    expect(recursoDeLista('proveedores')).toBe('proveedores');
    expect(recursoDeLista('tiposGastos')).toBe('tipoGastos');
    expect(() => recursoDeLista('noExiste')).toThrow('Recurso sin ruta en la API: noExiste');
  });

  it('reads one record from the item path', async () => {
    const red = api({ 'GET categorias/categoria/:id': ok(fila) });
    const res = await dataProvider.getOne('categorias', { id: 5 });
    expect(red.llamadas[0].camino).toBe('categorias/categoria/5');
    expect(res.data).toEqual(fila);
  });

  it('creates with multipart form data: files as files, null as empty, computed fields left out', async () => {
    const red = api({ 'POST categorias/categoria': ok(fila) });
    const cuerpos = enviados();
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
    const form = cuerpos[0] as FormData;
    expect(red.llamadas[0].camino).toBe('categorias/categoria');
    expect((red.llamadas[0].cuerpo as FormData).get('nombre')).toBe('Bebidas');
    expect(form.get('nombre')).toBe('Bebidas');
    expect(form.get('id_categoria_padre')).toBe('');
    expect((form.get('icono') as File).name).toBe('icono.png');
    expect(form.has('id')).toBe(false);
    expect(form.has('categoria_padre')).toBe(false);
    expect(form.has('_method')).toBe(false);
  });

  it('updates with POST to the item path and _method=put', async () => {
    const red = api({ 'POST categorias/categoria/:id': ok({ ...fila, nombre: 'Gaseosas' }) });
    await dataProvider.update('categorias', {
      id: 5,
      data: { nombre: 'Gaseosas', icono: '/api/uploads/categorias/a.png' },
      previousData: fila,
    });
    const form = red.llamadas[0].cuerpo as FormData;
    expect(red.llamadas[0].camino).toBe('categorias/categoria/5');
    expect(form.get('_method')).toBe('put');
    expect(form.get('nombre')).toBe('Gaseosas');
  });

  it('deletes through the item path', async () => {
    const red = api({ 'DELETE categorias/categoria/:id': ok(null) });
    await dataProvider.delete('categorias', { id: 5, previousData: fila });
    expect(red.llamadas[0].camino).toBe('categorias/categoria/5');
  });

  it('deletes through `eliminar` when the resource declares its own delete path', async () => {
    RECURSOS.prueba = { lista: 'pruebas', item: 'pruebas/prueba', eliminar: 'categorias/categoria' };
    const red = api({ 'DELETE categorias/categoria/:id': ok(null) });
    await dataProvider.delete('prueba', { id: 5, previousData: fila });
    expect(red.llamadas[0].camino).toBe('categorias/categoria/5');
  });

  it('knows every declared catalogue and the venues, by their spec paths', () => {
    for (const c of CATALOGOS) expect(RECURSOS[c.recurso]).toEqual(c.api);
    expect(RECURSOS.sedes).toEqual({ lista: 'sedes', item: 'sedes/sede' });
  });

  it("a 422's per-field errors also reach react-admin's form, one text per field", async () => {
    api({
      'POST productosImpuestos/productoImpuesto': fallo(422, 'Debe estar entre 0 y 100', {
        errors: { porcentaje: ['Debe estar entre 0 y 100'], nombre: ['A', 'B'] },
      }),
    });
    await expect(dataProvider.create('productosImpuestos', { data: {} })).rejects.toMatchObject({
      status: 422,
      body: { errors: { porcentaje: 'Debe estar entre 0 y 100', nombre: 'A B' } },
    });
  });

  it("passes the server's Spanish message on, and drops the token on 'Unauthenticated.'", async () => {
    api({
      'POST categorias/categoria': fallo(422, 'El campo nombre es requerido', {
        errors: { nombre: ['El campo nombre es requerido'] },
      }),
      'GET categorias/categoria/:id': fallo(401, 'Unauthenticated.'),
    });
    await expect(dataProvider.create('categorias', { data: {} })).rejects.toMatchObject({
      message: 'El campo nombre es requerido',
      status: 422,
    });
    localStorage.setItem(TOKEN_KEY, 'abc');
    await expect(dataProvider.getOne('categorias', { id: 1 })).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('sends the bearer token it holds', async () => {
    localStorage.setItem(TOKEN_KEY, 'abc');
    const red = api({ 'GET categorias/categoria/:id': ok(fila) });
    await dataProvider.getOne('categorias', { id: 5 });
    expect(red.llamadas[0].autorizacion).toBe('Bearer abc');
  });

  it('hands a request to the network within the call, with its token (issue 25: before React draws the tap)', async () => {
    localStorage.setItem(TOKEN_KEY, 'abc');
    const recibidas: (string | undefined)[] = [];
    const peticion = http.get('sedes', {
      adapter: (config) => {
        recibidas.push(String(config.headers.Authorization));
        return Promise.resolve({ data: { data: [] }, status: 200, statusText: 'OK', headers: {}, config });
      },
    });
    // Nothing awaited yet: with asynchronous interceptors the request would still be a few promise steps away.
    expect(recibidas).toEqual(['Bearer abc']);
    await peticion;
  });

  it('asks the server for the active locale (Accept-Language), not the browser language; Spanish by default', async () => {
    const recibidas: string[] = [];
    const adapter = (config: InternalAxiosRequestConfig) => {
      recibidas.push(String(config.headers['Accept-Language']));
      return Promise.resolve({ data: { data: [] }, status: 200, statusText: 'OK', headers: {}, config });
    };
    const antes = document.documentElement.lang;
    try {
      document.documentElement.lang = '';
      await http.get('sedes', { adapter });
      await i18nProvider.changeLocale('ar');
      await http.get('sedes', { adapter });
      await i18nProvider.changeLocale('fr');
      await http.get('sedes', { adapter });
    } finally {
      await i18nProvider.changeLocale('es');
      document.documentElement.lang = antes;
    }
    expect(recibidas).toEqual(['es', 'ar', 'fr']);
  });
});
