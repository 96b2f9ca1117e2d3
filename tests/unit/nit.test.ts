import { describe, expect, it } from 'vitest';
import { digitoVerificacion, formatoNitValido, limpiarNit, nitValido } from '../../common/nit';

/**
 * NITs of public Colombian entities as they publish them (RUT, invoices, web sites). They cover every branch of
 * the rule: r = 0 (Codensa), r = 1 (Ecopetrol, SENA, EPM: the digit is r, not 11 − r) and r ≥ 2 (the others).
 */
const PUBLICOS: [entidad: string, nit: string, dv: number][] = [
  ['Ecopetrol S.A.', '899999068', 1],
  ['Bancolombia S.A.', '890903938', 8],
  ['DIAN', '800197268', 4],
  ['SENA', '899999034', 1],
  ['Empresas Públicas de Medellín', '890904996', 1],
  ['Banco de Bogotá', '860002964', 4],
  ['Banco Davivienda', '860034313', 7],
  ['Codensa S.A. E.S.P.', '830037248', 0],
];

describe('NIT check digit (DIAN módulo 11)', () => {
  it.each(PUBLICOS)('%s: %s-%i', (_entidad, nit, dv) => {
    expect(digitoVerificacion(nit)).toBe(dv);
    expect(nitValido(nit, dv)).toBe(true);
    expect(nitValido(`${nit}-${dv}`)).toBe(true);
  });

  it('refuses every other digit', () => {
    for (const [, nit, dv] of PUBLICOS)
      for (let otro = 0; otro <= 9; otro++) if (otro !== dv) expect(nitValido(nit, otro)).toBe(false);
  });

  it('reads NITs written with thousands separators', () => {
    expect(limpiarNit('899.999.068')).toBe('899999068');
    expect(digitoVerificacion('899.999.068')).toBe(1);
    expect(nitValido('890.903.938-8')).toBe(true);
  });

  it('weighs up to 15 digits, from the right', () => {
    // 1 in the 15th position from the right weighs 71: 71 mod 11 = 5 → 6; leading zeros weigh nothing.
    expect(digitoVerificacion('100000000000000')).toBe(6);
    expect(digitoVerificacion('000899999068')).toBe(1);
    expect(digitoVerificacion('1')).toBe(8); // 3 mod 11 = 3 → 8
  });

  it('refuses what is not 1 to 15 digits', () => {
    for (const malo of ['', 'abc', '1234567890123456', '89999906X', '-1'])
      expect(() => digitoVerificacion(malo)).toThrow(RangeError);
    expect(formatoNitValido('1234567890123456')).toBe(false);
    expect(nitValido('899999068')).toBe(false); // no digit written
    expect(nitValido('899999068-')).toBe(false);
    expect(nitValido('899999068-12')).toBe(false);
    expect(nitValido('899999068', 'x')).toBe(false);
    expect(nitValido('', 0)).toBe(false);
  });
});
