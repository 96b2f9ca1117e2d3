import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { impuestos } from '../../../common/catalogos';
import { http } from '../../../src/dataProvider/http';
import { apiFalsa, montarCatalogo, pagina } from './soporte';

const adapterOriginal = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = adapterOriginal;
  document.title = 'Comanda';
  document.documentElement.lang = '';
});

/** An i18n key on screen (comanda.x.y, ra.x.y, resources.x.y). */
const CLAVE = /(?:^|[^\p{L}\p{N}_.])(?:comanda|ra|resources)\.[A-Za-z_]+\.[A-Za-z_]/mu;
/** Spanish words the generated pages use that English never does. */
const ESPANOL =
  /\b(?:Impuestos?|Nombre|Porcentaje|Tipo de impuesto|Registrar|Guardar|Buscar|Eliminar|requerido)\b/;

const iva = {
  id: 3,
  nombre: 'VAT 19',
  tipo_impuesto: 'IVA',
  porcentaje: '19.00',
  codigoProducto: null,
  labelProductoErpBegrandaImpesto: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const textoVisible = () => document.body.textContent ?? '';

describe('a generated catalogue in English (locale en)', () => {
  it('lists with English title and column headers, no Spanish and no raw key', async () => {
    apiFalsa({ 'GET productosImpuestos': { data: pagina([iva]) } });
    montarCatalogo(impuestos, '/productosImpuestos', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Taxes' })).toBeTruthy();
    await screen.findByText('VAT 19');
    for (const cabecera of ['Name', 'Tax kind', 'Percentage'])
      expect(screen.getByRole('columnheader', { name: new RegExp(cabecera) })).toBeTruthy();
    expect(screen.getByText('VAT (IVA)')).toBeTruthy();
    expect(textoVisible()).not.toMatch(CLAVE);
    expect(textoVisible()).not.toMatch(ESPANOL);
  });

  it('the create form labels its fields in English and says a required field is missing in English', async () => {
    const api = apiFalsa({ 'POST productosImpuestos/productoImpuesto': { data: { id: 9 } } });
    montarCatalogo(impuestos, '/productosImpuestos/registrar', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'New tax' })).toBeTruthy();
    for (const etiqueta of [/^Name/, /^Percentage/, /^Product code \(ERP\)/, /^Begranda label/])
      expect(screen.getByLabelText(etiqueta)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Percentage/), { target: { value: '19' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    await waitFor(() => expect(textoVisible()).not.toMatch(CLAVE));
    expect(textoVisible()).not.toMatch(ESPANOL);
    expect(api.de('POST', 'productosImpuestos/productoImpuesto')).toHaveLength(0);
  });
});
