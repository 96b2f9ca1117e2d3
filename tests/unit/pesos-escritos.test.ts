import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leerPesosEscritos, pesosParaEscribir } from '../../common/pesosEscritos';

describe('leerPesosEscritos: what a Colombian types, read exactly', () => {
  it.each([
    ['240000', '240000.00'],
    ['240.000', '240000.00'],
    ['240.000,50', '240000.50'],
    ['240.000,5', '240000.50'],
    ['240000,5', '240000.50'],
    ['1.500', '1500.00'],
    ['1.234.567', '1234567.00'],
    ['$ 25.000', '25000.00'],
    [' 25 000 ', '25000.00'],
    ['0', '0.00'],
    ['12500.00', '12500.00'],
    ['12500.5', '12500.50'],
    ['007', '7.00'],
    ['-500', '-500.00'],
    ['-1.500,25', '-1500.25'],
  ])('%j is %s', (texto, valor) => {
    expect(leerPesosEscritos(texto)).toBe(valor);
  });

  it.each([
    '',
    'abc',
    '1,500,000',
    '240.00,5',
    '12.50.00',
    '1.5000',
    '240,000',
    '1,234',
    '12,',
    '1e3',
    '--5',
    '$',
  ])('%j is not an amount', (texto) => {
    expect(leerPesosEscritos(texto)).toBeNull();
  });

  it('refuses more than twelve whole digits (numeric(14,2))', () => {
    expect(leerPesosEscritos('999.999.999.999')).toBe('999999999999.00');
    expect(leerPesosEscritos('1.000.000.000.000')).toBeNull();
  });

  it('what it shows reads back as the same amount, for any amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 14n) + 1n, max: 10n ** 14n - 1n }), (centavos) => {
        const abs = centavos < 0n ? -centavos : centavos;
        const valor = `${centavos < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
        const canonico = valor === '-0.00' ? '0.00' : valor;
        expect(leerPesosEscritos(pesosParaEscribir(canonico))).toBe(canonico);
      }),
    );
  });

  it('shows thousands with dots and centavos after a comma, only when there are any', () => {
    expect(pesosParaEscribir('240000.00')).toBe('240.000');
    expect(pesosParaEscribir('240000.50')).toBe('240.000,50');
    expect(pesosParaEscribir('999.00')).toBe('999');
  });
});
