import { describe, expect, it } from 'vitest';
import { numeroNacional, problemaTelefono, telefonoE164 } from '../../common/telefono';
import { telefono } from '../../src/pages/public/validaciones';

describe('common/telefono: one rule for the form and the API', () => {
  it.each([
    ['300 123 4567', '+57_CO', '3001234567', '+573001234567'],
    ['(300) 123-4567', '+57_CO', '3001234567', '+573001234567'],
    ['+57 300.123.4567', '+57_CO', '3001234567', '+573001234567'],
    [3001234567, '+57_CO', '3001234567', '+573001234567'],
    ['809 555 1234', '+1-809_DO', '8095551234', '+18095551234'],
  ])('%j with %s → %s, stored %s', (valor, indicativo, nacional, e164) => {
    expect(numeroNacional(valor, indicativo)).toBe(nacional);
    expect(telefonoE164(valor, indicativo)).toBe(e164);
    expect(problemaTelefono(valor, indicativo)).toBeNull();
    expect(telefono(valor, { selectedCountryCode: indicativo })).toBeUndefined();
  });

  it.each([
    ['', 'requerido'],
    [' ', 'requerido'],
    [null, 'requerido'],
    ['12', 'telefono'],
    ['300 123 ABCD', 'telefono'],
    ['1234567890123456', 'telefono'],
    ['+57 12', 'telefono'],
    ['+54 300 123 4567', 'indicativo'],
  ])('%j is refused: %s', (valor, problema) => {
    expect(problemaTelefono(valor, '+57_CO')).toBe(problema);
    expect(telefonoE164(valor, '+57_CO')).toBeNull();
    expect(telefono(valor, { selectedCountryCode: '+57_CO' })).toBe(
      `comanda.publico.validacion.${problema === 'indicativo' ? 'telefono_indicativo' : problema}`,
    );
  });

  it('without a valid dial code nothing is stored', () => {
    expect(telefonoE164('3001234567', 'CO')).toBeNull();
    expect(telefonoE164('3001234567', '')).toBeNull();
  });

  it('judges only the shape while the dial code is unknown (null)', () => {
    expect(problemaTelefono('+54 300 123 4567', null)).toBeNull();
    expect(problemaTelefono('+5412', null)).toBe('telefono');
  });
});
