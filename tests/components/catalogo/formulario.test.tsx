import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { impuestos, puntosImpresion, tiposGastos } from '../../../common/catalogos';
import { http } from '../../../src/dataProvider/http';
import { apiFalsa, campos, montarCatalogo, pagina } from './soporte';

const adapterOriginal = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = adapterOriginal;
  document.title = 'Comanda';
});

const escribir = (etiqueta: RegExp, valor: string) =>
  fireEvent.change(screen.getByLabelText(etiqueta), { target: { value: valor } });

const guardar = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('Registrar impuesto: the declaration’s validation, in Spanish', () => {
  const montar = () => {
    const api = apiFalsa({
      'POST productosImpuestos/productoImpuesto': { data: { id: 9 } },
      'GET productosImpuestos': { data: pagina([]) },
    });
    montarCatalogo(impuestos, '/productosImpuestos/registrar');
    return api;
  };

  it('names the page, and says a required field is missing without sending anything', async () => {
    const api = montar();
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrar impuesto' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Registrar impuesto · Comanda'));
    escribir(/Porcentaje/, '19');
    guardar();
    expect(await screen.findByText('El campo es requerido')).toBeTruthy();
    expect(api.de('POST', 'productosImpuestos/productoImpuesto')).toHaveLength(0);
  });

  it("refuses a percentage out of 0–100 ('Debe estar entre 0 y 100') and more than two decimals", async () => {
    const api = montar();
    await screen.findByRole('heading', { level: 1, name: 'Registrar impuesto' });
    escribir(/Nombre/, 'IVA raro');
    escribir(/Porcentaje/, '150');
    guardar();
    expect(await screen.findByText('Debe estar entre 0 y 100')).toBeTruthy();
    escribir(/Porcentaje/, '19.125');
    guardar();
    expect(await screen.findByText('Admite como máximo 2 decimales')).toBeTruthy();
    escribir(/Porcentaje/, 'diez');
    guardar();
    expect(await screen.findByText('Debe ser un número')).toBeTruthy();
    expect(api.de('POST', 'productosImpuestos/productoImpuesto')).toHaveLength(0);
  });

  it('sends the fields with the default kind and the percentage as a decimal string, then says so and goes to the list', async () => {
    const api = montar();
    await screen.findByRole('heading', { level: 1, name: 'Registrar impuesto' });
    escribir(/Nombre/, 'IVA 19 %');
    escribir(/Porcentaje/, '19,5');
    guardar();
    await waitFor(() => expect(api.de('POST', 'productosImpuestos/productoImpuesto')).toHaveLength(1));
    expect(campos(api.de('POST', 'productosImpuestos/productoImpuesto')[0])).toMatchObject({
      nombre: 'IVA 19 %',
      tipo_impuesto: 'IVA',
      porcentaje: '19.5',
    });
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toContain('Impuesto creado correctamente');
    await waitFor(() => expect(screen.getByTestId('ruta').textContent).toBe('/productosImpuestos'));
  });

  it("shows the server's 422 field errors under their inputs", async () => {
    const api = apiFalsa({
      'POST productosImpuestos/productoImpuesto': {
        status: 422,
        message: 'Ya existe un impuesto con ese nombre',
        data: { errors: { nombre: ['Ya existe un impuesto con ese nombre'] } },
      },
    });
    montarCatalogo(impuestos, '/productosImpuestos/registrar');
    await screen.findByRole('heading', { level: 1, name: 'Registrar impuesto' });
    escribir(/Nombre/, 'IVA 19 %');
    escribir(/Porcentaje/, '19');
    guardar();
    await waitFor(() => expect(api.de('POST', 'productosImpuestos/productoImpuesto')).toHaveLength(1));
    const nombre = screen.getByLabelText(/Nombre/);
    await waitFor(() => expect(nombre.getAttribute('aria-invalid')).toBe('true'));
    const ayuda = document.getElementById(nombre.getAttribute('aria-describedby')!.split(' ')[0])!;
    expect(ayuda.textContent).toContain('Ya existe un impuesto con ese nombre');
    expect(screen.getByTestId('ruta').textContent).toBe('/productosImpuestos/registrar');
  });
});

describe('Registrar punto de impresión: reference and option inputs', () => {
  it('offers the venues from GET sedes, defaults the paper width to 80 mm, and sends the chosen venue id', async () => {
    const api = apiFalsa({
      'GET sedes': {
        data: [
          { id: 4, nombre: 'Centro' },
          { id: 5, nombre: 'Norte' },
        ],
      },
      'POST configuraciones/punto/impresion': { data: { id: 3 } },
      'GET configuraciones/puntos/impresion': { data: pagina([]) },
    });
    montarCatalogo(puntosImpresion, '/configSistema/puntosImpresion/registrar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registrar punto de impresión' }),
    ).toBeTruthy();
    expect((screen.getByRole('radio', { name: '80 mm' }) as HTMLInputElement).checked).toBe(true);
    escribir(/Nombre/, 'Cocina caliente');
    const sede = screen.getByLabelText('Sede');
    fireEvent.mouseDown(sede);
    fireEvent.change(sede, { target: { value: 'Nor' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Norte' }));
    fireEvent.click(screen.getByRole('radio', { name: '58 mm' }));
    guardar();
    await waitFor(() => expect(api.de('POST', 'configuraciones/punto/impresion')).toHaveLength(1));
    expect(campos(api.de('POST', 'configuraciones/punto/impresion')[0])).toMatchObject({
      nombre: 'Cocina caliente',
      id_sede: '5',
      ancho_papel: '58',
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Punto de impresión creado correctamente',
    );
    await waitFor(() =>
      expect(screen.getByTestId('ruta').textContent).toBe('/configSistema/puntosImpresion'),
    );
  });
});

describe('Registrar tipo de gasto', () => {
  it('limits a text to its declared length, in Spanish', async () => {
    apiFalsa({});
    montarCatalogo(tiposGastos, '/tipoGastos/registrar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrar tipo de gasto' })).toBeTruthy();
    expect(screen.getByLabelText(/Descripción/).tagName).toBe('TEXTAREA');
    escribir(/Nombre/, 'x'.repeat(101));
    guardar();
    expect(await screen.findByText('Debe tener como máximo 100 caracteres')).toBeTruthy();
  });
});
