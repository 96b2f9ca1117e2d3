import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import {
  CountryCodeSelect,
  opcionesIndicativo,
  urlBandera,
  valorIndicativo,
} from '../../src/components/CountryCodeSelect';
import { i18nProvider } from './public/soporte';

const PAISES = [
  { id: 53, nombre: 'Colombia', codigo: 'CO', codigo_telefono: '+57' },
  { id: 9, nombre: 'Argentina', codigo: 'AR', codigo_telefono: '+54' },
  { id: 70, nombre: 'España', codigo: 'ES', codigo_telefono: '+34' },
  { id: 999, nombre: 'Sin bandera', codigo: 'ZZ', codigo_telefono: '+999' },
  { id: 1000, nombre: 'Sin indicativo', codigo: 'QQ', codigo_telefono: '' },
];

describe('CountryCodeSelect (spec §2)', () => {
  it("values are 'dialcode_countrycode' and options are sorted by country code", () => {
    expect(valorIndicativo(PAISES[0])).toBe('+57_CO');
    expect(opcionesIndicativo(PAISES).map((p) => p.codigo)).toEqual(['AR', 'CO', 'ES', 'ZZ']);
  });

  it('has an offline flag image for real countries and none for unknown codes', () => {
    expect(urlBandera('CO')).toMatch(/CO\.svg/);
    expect(urlBandera('co')).toBe(urlBandera('CO'));
    expect(urlBandera('ZZ')).toBeUndefined();
  });

  it('shows flag, country code and (dial code) in each option and reports the chosen value', () => {
    const onChange = vi.fn();
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <CountryCodeSelect paises={PAISES} value="+57_CO" onChange={onChange} />
      </AdminContext>,
    );
    const campo = screen.getByRole('combobox', { name: 'Indicativo' });
    expect(campo.textContent).toContain('CO');
    expect(campo.textContent).toContain('(+57)');
    fireEvent.mouseDown(campo);
    const opciones = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(opciones.map((o) => o.textContent)).toEqual(['AR(+54)', 'CO(+57)', 'ES(+34)', 'ZZ(+999)']);
    expect(within(opciones[1]).getByRole('img', { name: 'Bandera de Colombia' }).getAttribute('src')).toMatch(
      /CO\.svg/,
    );
    expect(within(opciones[3]).queryByRole('img')).toBeNull();
    fireEvent.click(opciones[2]);
    expect(onChange).toHaveBeenCalledWith('+34_ES');
  });
});
