import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formasPago, impuestos } from '../../../common/catalogos';
import { http } from '../../../src/dataProvider/http';
import { apiFalsa, campos, montarCatalogo, pagina, type Llamada } from './soporte';

const adapterOriginal = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = adapterOriginal;
  document.title = 'Comanda';
});

const efectivo = {
  id: 2,
  nombre: 'Efectivo',
  descripcion: null,
  id_sede: 4,
  sede: { id: 4, nombre: 'Centro' },
  efectivo: true,
  activa: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('Editar forma de pago', () => {
  it('loads the record, saves it with _method=put (no read-only fields), says so and goes to the list', async () => {
    const api = apiFalsa({
      'GET formasPago/formaPago/2': { data: efectivo },
      'GET sedes': { data: [{ id: 4, nombre: 'Centro' }] },
      'POST formasPago/formaPago/2': (l: Llamada) => ({ data: { ...efectivo, ...campos(l) } }),
      'GET formasPago': { data: pagina([efectivo]) },
    });
    montarCatalogo(formasPago, '/formasPago/editar/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar forma de pago' })).toBeTruthy();
    const nombre = await screen.findByDisplayValue('Efectivo');
    await waitFor(() => expect((screen.getByLabelText('Sede') as HTMLInputElement).value).toBe('Centro'));
    fireEvent.change(nombre, { target: { value: 'Efectivo caja' } });
    fireEvent.click(screen.getByLabelText('Activa'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.de('POST', 'formasPago/formaPago/2')).toHaveLength(1));
    const enviado = campos(api.de('POST', 'formasPago/formaPago/2')[0]);
    expect(enviado).toMatchObject({
      _method: 'put',
      nombre: 'Efectivo caja',
      id_sede: '4',
      efectivo: '1',
      activa: '0',
      descripcion: '',
    });
    for (const soloLectura of ['id', 'created_at', 'updated_at', 'sede'])
      expect(enviado).not.toHaveProperty(soloLectura);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Forma de pago actualizada correctamente',
    );
    await waitFor(() => expect(screen.getByTestId('ruta').textContent).toBe('/formasPago'));
  });

  it('asks for the required name in Spanish', async () => {
    apiFalsa({ 'GET formasPago/formaPago/2': { data: efectivo }, 'GET sedes': { data: [] } });
    montarCatalogo(formasPago, '/formasPago/editar/2');
    fireEvent.change(await screen.findByDisplayValue('Efectivo'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El campo es requerido')).toBeTruthy();
  });
});

describe('Editar impuesto: a decimal with the Colombian mark', () => {
  const iva = {
    id: 3,
    nombre: 'IVA 19 %',
    tipo_impuesto: 'IVA',
    porcentaje: '19.00',
    codigoProducto: null,
    labelProductoErpBegrandaImpesto: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };

  it("shows the stored '19.00' as '19,00', keeps a typed comma on screen and sends '7.5'", async () => {
    const api = apiFalsa({
      'GET productosImpuestos/productoImpuesto/3': { data: iva },
      'POST productosImpuestos/productoImpuesto/3': (l: Llamada) => ({ data: { ...iva, ...campos(l) } }),
      'GET productosImpuestos': { data: pagina([iva]) },
    });
    montarCatalogo(impuestos, '/productosImpuestos/editar/3');
    const porcentaje = (await screen.findByDisplayValue('19,00')) as HTMLInputElement;
    fireEvent.change(porcentaje, { target: { value: '7,5' } });
    expect(porcentaje.value).toBe('7,5');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.de('POST', 'productosImpuestos/productoImpuesto/3')).toHaveLength(1));
    expect(campos(api.de('POST', 'productosImpuestos/productoImpuesto/3')[0])).toMatchObject({
      porcentaje: '7.5',
    });
  });
});

describe('Editar: bad addresses say what happened, with a way back', () => {
  it('without an id asks the API nothing', async () => {
    const api = apiFalsa({});
    montarCatalogo(impuestos, '/productosImpuestos/editar');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'La dirección no indica qué impuesto editar. Elígelo en la lista de impuestos.',
    );
    expect(screen.getByRole('link', { name: 'Volver a Impuestos' }).getAttribute('href')).toBe(
      '/productosImpuestos',
    );
    expect(api.llamadas).toHaveLength(0);
  });

  it("another company's id (404) says the record does not exist", async () => {
    apiFalsa({ 'GET formasPago/formaPago/99': { status: 404, message: 'No encontrado' } });
    montarCatalogo(formasPago, '/formasPago/editar/99');
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toContain('La forma de pago no existe o pertenece a otra empresa.');
    expect(within(alerta).getByRole('link', { name: 'Volver a Formas de pago' })).toBeTruthy();
    expect(screen.queryByText('fuera')).toBeNull();
  });
});
