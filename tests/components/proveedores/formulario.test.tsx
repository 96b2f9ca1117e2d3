import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { nits } from '../../../common/catalogos';
import { digitoVerificacion } from '../../../common/nit';
import { http } from '../../../src/dataProvider/http';
import { apiFalsa, campos, montarCatalogo, type Llamada } from '../catalogo/soporte';

const adapterOriginal = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = adapterOriginal;
  document.title = 'Comanda';
});

const registro = {
  id: 5,
  tipo_proveedor_cliente: 'proveedor',
  id_tipo_documento: 31,
  tipo_documento: { id: 31, nombre: 'NIT' },
  numero_documento: '899999068',
  digito_verificacion: 1,
  tipo_contribuyente: 'juridica',
  razon_social: 'Ecopetrol S.A.',
  primer_nombre: null,
  otros_nombres: null,
  primer_apellido: null,
  segundo_apellido: null,
  nombre: 'Ecopetrol S.A.',
  nombre_comercial: null,
  id_pais: null,
  pais: null,
  id_departamento: null,
  departamento: null,
  id_ciudad: null,
  ciudad: null,
  direccion: null,
  telefono_1: null,
  telefono_2: null,
  email: null,
  email_recepcion_factura_electronica: null,
  id_actividad_econo: null,
  actividad_economica: null,
  inactivar: false,
  observaciones: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const rutas = (extra = {}) => ({
  'GET nits/nit/5': { data: registro },
  'GET configuraciones/tiposIdentificacion': {
    data: [
      { id: 13, codigo: '13', nombre: 'Cédula de ciudadanía' },
      { id: 31, codigo: '31', nombre: 'NIT' },
    ],
  },
  'GET configuraciones/paises': { data: [] },
  'GET configuraciones/departamentos': { data: [] },
  'GET configuraciones/actividadesEconomicas': { data: [] },
  ...extra,
});

const digito = () => screen.getByLabelText('Dígito de verificación') as HTMLInputElement;

describe('Editar proveedor o cliente', () => {
  it('computes the NIT check digit as the number is typed, and sends it', { timeout: 60_000 }, async () => {
    const api = apiFalsa(
      rutas({ 'POST nits/nit/5': (l: Llamada) => ({ data: { ...registro, ...campos(l) } }) }),
    );
    montarCatalogo(nits, '/proveedores/editar/5');
    const numero = await screen.findByDisplayValue('899999068');
    expect(digito().value).toBe('1');
    expect(digito().readOnly).toBe(true);
    fireEvent.change(numero, { target: { value: '890903938' } }); // Bancolombia: 8
    await waitFor(() => expect(digito().value).toBe('8'));
    fireEvent.change(numero, { target: { value: '8909009' } });
    await waitFor(() => expect(digito().value).toBe(String(digitoVerificacion('8909009'))));
    fireEvent.change(numero, { target: { value: '860016610' } }); // ISA: 3
    await waitFor(() => expect(digito().value).toBe('3'));
    // The digit's own validation runs after it is set: Guardar is disabled until it ends (slow on a loaded machine).
    const guardar = screen.getByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(guardar.hasAttribute('disabled')).toBe(false));
    fireEvent.click(guardar);
    await waitFor(() => expect(api.de('POST', 'nits/nit/5')).toHaveLength(1));
    expect(campos(api.de('POST', 'nits/nit/5')[0])).toMatchObject({
      numero_documento: '860016610',
      digito_verificacion: '3',
    });
  });

  it('asks a company for its razón social, in the server’s words, and sends nothing', async () => {
    const api = apiFalsa(rutas());
    montarCatalogo(nits, '/proveedores/editar/5');
    fireEvent.change(await screen.findByDisplayValue('Ecopetrol S.A.'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El campo es requerido')).toBeTruthy();
    expect(screen.getAllByText('El campo es requerido')).toHaveLength(1);
    expect(api.de('POST', 'nits/nit/5')).toHaveLength(0);
  });
});
