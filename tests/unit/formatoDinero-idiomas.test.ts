import { afterEach, describe, expect, it } from 'vitest';
import { fijarFormatoDinero } from '../../common/dineroTexto';
import { formatearPesos } from '../../common/formatoDinero';
import { formatoDineroDe } from '../../src/i18n/dineroIntl';

const fijarIdiomaDinero = (locale: string) =>
  fijarFormatoDinero(locale === 'es' || locale === 'en' ? null : formatoDineroDe(locale));

afterEach(() => fijarIdiomaDinero('es'));

describe('money in the display locale (issue 30: numbers and money by locale, amounts still COP)', () => {
  it('keeps the Colombian format in Spanish (and English), as before', () => {
    expect(formatearPesos('12500.00')).toBe('$ 12.500');
    expect(formatearPesos('12500.50')).toBe('$ 12.500,50');
    expect(formatearPesos('-3000.00')).toBe('-$ 3.000');
    fijarIdiomaDinero('en');
    expect(formatearPesos('1234567.00')).toBe('$ 1.234.567');
  });

  it('writes COP the way French, Italian, Chinese and Arabic do, through Intl', () => {
    const cop = (locale: string, valor: string, decimales: number) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'COP',
        minimumFractionDigits: decimales,
        maximumFractionDigits: decimales,
      }).format(Number(valor));
    for (const locale of ['fr', 'it', 'zh', 'ar']) {
      fijarIdiomaDinero(locale);
      expect(formatearPesos('1234567.00'), locale).toBe(cop(locale, '1234567', 0));
      expect(formatearPesos('-12500.50'), locale).toBe(cop(locale, '-12500.50', 2));
      expect(formatearPesos('12500.50', { sinDecimales: true }), locale).toBe(cop(locale, '12501', 0));
    }
    fijarIdiomaDinero('fr');
    expect(formatearPesos('1234567.00').replace(/\s/g, ' ')).toBe('1 234 567 $CO');
  });

  it('formats the digits as they are: the largest amount keeps every one', () => {
    fijarIdiomaDinero('it');
    expect(formatearPesos('999999999999.99')).toMatch(/^999\.999\.999\.999,99\sCOP$/);
  });
});
