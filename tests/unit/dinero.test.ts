import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dinero, MENSAJE_DINERO } from '../../common/dinero';
import { formatearPesos } from '../../common/formatoDinero';
import {
  compararDinero,
  desglosarImpuestoIncluido,
  multiplicar,
  restar,
  sumar,
} from '../../server/lib/dinero';

describe('dinero (zod schema)', () => {
  it('accepts decimal strings and integers and answers the canonical string', () => {
    expect(dinero.parse('12500')).toBe('12500.00');
    expect(dinero.parse(' 12500.5 ')).toBe('12500.50');
    expect(dinero.parse('007.25')).toBe('7.25');
    expect(dinero.parse(12500)).toBe('12500.00');
    expect(dinero.parse('-3000')).toBe('-3000.00');
    expect(dinero.parse('-0')).toBe('0.00');
  });

  it('refuses floats, more than two decimals, thousands separators and text, in Spanish', () => {
    for (const malo of [
      12500.5,
      '12500.555',
      '12.500,00',
      '1e3',
      'abc',
      '',
      NaN,
      null,
      '0x10',
      '1234567890123',
    ]) {
      const r = dinero.safeParse(malo);
      expect(r.success, String(malo)).toBe(false);
      expect(r.error?.issues[0].message).toBe(MENSAJE_DINERO);
    }
  });
});

describe('server money arithmetic', () => {
  it('adds, subtracts and multiplies exactly (0.1 + 0.2 is 0.30)', () => {
    expect(sumar('0.10', '0.20')).toBe('0.30');
    expect(sumar('12500', 3000, '0.05')).toBe('15500.05');
    expect(restar('100', '0.01')).toBe('99.99');
    expect(multiplicar('3333.33', '3')).toBe('9999.99');
    expect(multiplicar('1000', '0.335')).toBe('335.00');
    expect(multiplicar('0.05', '0.5')).toBe('0.03');
    expect(compararDinero('10.00', 10)).toBe(0);
    expect(() => sumar(0.1 as unknown as string)).toThrow(TypeError);
  });

  it('splits a tax included in the price: base rounded to the centavo, tax the rest', () => {
    // 12500 / 1.08 = 11574.074… → 11574.07; 12500 − 11574.07 = 925.93
    expect(desglosarImpuestoIncluido('12500', '8')).toEqual({ base: '11574.07', impuesto: '925.93' });
    // 10000 / 1.19 = 8403.3613… → 8403.36
    expect(desglosarImpuestoIncluido('10000', 19)).toEqual({ base: '8403.36', impuesto: '1596.64' });
    // 1.05 / 1.05 exactly 1; a half centavo rounds up: 0.21/1.4 = 0.15; 0.03 / 1.2 = 0.025 → 0.03
    expect(desglosarImpuestoIncluido('0.03', '20')).toEqual({ base: '0.03', impuesto: '0.00' });
    expect(desglosarImpuestoIncluido('5000', '0')).toEqual({ base: '5000.00', impuesto: '0.00' });
  });

  it('base + tax is always the total', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 13n }),
        fc.constantFrom('5', '8', '19'),
        (centavos, tasa) => {
          const total = `${centavos / 100n}.${String(centavos % 100n).padStart(2, '0')}`;
          const { base, impuesto } = desglosarImpuestoIncluido(total, tasa);
          expect(sumar(base, impuesto)).toBe(sumar(total));
        },
      ),
    );
  });
});

describe('formatearPesos (COP)', () => {
  it('writes the back office format: $, dots for thousands, comma and centavos only when there are any', () => {
    expect(formatearPesos('12500.00')).toBe('$ 12.500');
    expect(formatearPesos('1234567.5')).toBe('$ 1.234.567,50');
    expect(formatearPesos('999.99')).toBe('$ 999,99');
    expect(formatearPesos('-3000.00')).toBe('-$ 3.000');
    expect(formatearPesos(12500)).toBe('$ 12.500');
    expect(formatearPesos(null)).toBe('');
  });

  it('writes the carta format: whole pesos, half a peso rounds up', () => {
    expect(formatearPesos('12500.49', { sinDecimales: true })).toBe('$ 12.500');
    expect(formatearPesos('12500.50', { sinDecimales: true })).toBe('$ 12.501');
    expect(formatearPesos('999999.99', { sinDecimales: true })).toBe('$ 1.000.000');
    expect(formatearPesos('-0.40', { sinDecimales: true })).toBe('$ 0');
  });

  it('shows a value that is not money as it came instead of guessing', () => {
    expect(formatearPesos('12.500,00')).toBe('12.500,00');
    expect(formatearPesos(12.5)).toBe('12.5');
  });
});
