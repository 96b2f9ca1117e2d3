import { describe, expect, it } from 'vitest';
import {
  calcularPagos,
  calcularVenta,
  propinaMaxima,
  propinaSugerida,
} from '../../server/routes/ventas/calculo';

/** Hand-computed examples (issue 9): per line base = total / (1 + rate) to the centavo, tax = total − base. */
const linea = (precio: string, cantidad: string, porcentaje: string, tipo: string | null) => ({
  precio,
  cantidad,
  porcentaje,
  tipo_impuesto: tipo,
});

describe('sale money', () => {
  it('INC 8 %: 32.400 → base 30.000, INC 2.400', () => {
    const v = calcularVenta([linea('32400', '1', '8', 'INC')]);
    expect([v.total, v.base, v.impuesto]).toEqual(['32400.00', '30000.00', '2400.00']);
  });

  it('IVA 19 %: 5.000 → base 4.201,68 (4.201,680672…), IVA 798,32', () => {
    const v = calcularVenta([linea('5000', '1', '19', 'IVA')]);
    expect([v.base, v.impuesto]).toEqual(['4201.68', '798.32']);
  });

  it('IVA 5 %: 7.000,50 → base 6.667,14 (6.667,142857…), IVA 333,36', () => {
    const v = calcularVenta([linea('7000.50', '1', '5', 'IVA')]);
    expect([v.base, v.impuesto]).toEqual(['6667.14', '333.36']);
  });

  it('excluded: the base is the total, no tax', () => {
    const v = calcularVenta([linea('3000', '1', '0', 'EXCLUIDO')]);
    expect([v.base, v.impuesto]).toEqual(['3000.00', '0.00']);
  });

  it('a mixed document is the sum of its lines, taxes apart per kind and rate', () => {
    const v = calcularVenta([
      linea('32400', '1', '8', 'INC'),
      linea('5000', '2', '19', 'IVA'),
      linea('3000', '1', '0', 'EXCLUIDO'),
    ]);
    // 10.000 at 19 %: 8.403,361344… → 8.403,36, IVA 1.596,64.
    expect([v.subtotal, v.total, v.base, v.impuesto]).toEqual([
      '45400.00',
      '45400.00',
      '41403.36',
      '3996.64',
    ]);
    expect(v.impuestos).toEqual([
      { tipo_impuesto: 'EXCLUIDO', porcentaje: '0', base: '3000.00', impuesto: '0.00', total: '3000.00' },
      { tipo_impuesto: 'INC', porcentaje: '8', base: '30000.00', impuesto: '2400.00', total: '32400.00' },
      { tipo_impuesto: 'IVA', porcentaje: '19', base: '8403.36', impuesto: '1596.64', total: '10000.00' },
    ]);
  });

  it('a discount is shared by the lines in proportion, each line split after it', () => {
    const v = calcularVenta(
      [linea('32400', '1', '8', 'INC'), linea('5000', '2', '19', 'IVA'), linea('3000', '1', '0', null)],
      '4540',
    );
    expect(v.lineas.map((l) => [l.descuento, l.total, l.base, l.impuesto])).toEqual([
      ['3240.00', '29160.00', '27000.00', '2160.00'],
      ['1000.00', '9000.00', '7563.03', '1436.97'],
      ['300.00', '2700.00', '2700.00', '0.00'],
    ]);
    expect([v.descuento, v.total, v.base, v.impuesto]).toEqual([
      '4540.00',
      '40860.00',
      '37263.03',
      '3596.97',
    ]);
  });

  it('the discount’s centavo left by rounding goes on the largest line', () => {
    const v = calcularVenta(
      [linea('1000', '1', '0', null), linea('2000', '1', '0', null), linea('1000', '1', '0', null)],
      '100',
    );
    // 25,00 + 50,00 + 25,00 exact; with 3 equal parts: 33,33 ×3 + 0,01.
    expect(v.lineas.map((l) => l.descuento)).toEqual(['25.00', '50.00', '25.00']);
    const w = calcularVenta(
      [linea('1000', '1', '0', null), linea('1000', '1', '0', null), linea('1000', '1', '0', null)],
      '100',
    );
    expect(w.lineas.map((l) => l.descuento)).toEqual(['33.34', '33.33', '33.33']);
    expect(w.total).toBe('2900.00');
  });

  it('quantities with decimals round the line to the centavo', () => {
    const v = calcularVenta([linea('12345.67', '0.333', '8', 'INC')]);
    // 4.111,108… → 4.111,11; base 3.806,58 (3.806,583…), INC 304,53.
    expect([v.total, v.base, v.impuesto]).toEqual(['4111.11', '3806.58', '304.53']);
  });
});

describe('tip (Ley 1935 de 2018)', () => {
  it('caps at 10 % of the consumption, rounded down to the centavo', () => {
    expect(propinaMaxima('45400')).toBe('4540.00');
    expect(propinaMaxima('12345.67')).toBe('1234.56');
  });
  it('suggests the configured percentage, never above 10 %', () => {
    expect(propinaSugerida('45400', '10')).toBe('4540.00');
    expect(propinaSugerida('45400', '5')).toBe('2270.00');
    expect(propinaSugerida('45400', '15')).toBe('4540.00');
    expect(propinaSugerida('12345.67', '10')).toBe('1234.56');
  });
});

describe('payments', () => {
  const efectivo = (valor: string, recibido: string | null = null) => ({
    id_forma_pago: 1,
    valor,
    recibido,
    efectivo: true,
  });
  const tarjeta = (valor: string) => ({ id_forma_pago: 2, valor, recibido: null, efectivo: false });

  it('must add up to the total plus tip', () => {
    expect(calcularPagos([tarjeta('49939.99')], '49940.00')).toEqual({ ok: false, motivo: 'insuficiente' });
    expect(calcularPagos([tarjeta('49940')], '49940.00')).toMatchObject({ ok: true, cambio: '0.00' });
  });
  it('cash may exceed it: the excess is the change', () => {
    const r = calcularPagos([tarjeta('20000'), efectivo('30000')], '45400.00');
    expect(r).toEqual({
      ok: true,
      cambio: '4600.00',
      pagos: [
        { id_forma_pago: 2, valor: '20000.00', recibido: '20000.00', cambio: '0.00' },
        { id_forma_pago: 1, valor: '25400.00', recibido: '30000.00', cambio: '4600.00' },
      ],
    });
  });
  it('a card may not exceed it', () => {
    expect(calcularPagos([tarjeta('50000'), efectivo('1000')], '45400.00')).toEqual({
      ok: false,
      motivo: 'excede',
    });
  });
  it('cash handed over (recibido) gives change; a card cannot receive more than its value', () => {
    expect(calcularPagos([efectivo('45400', '50000')], '45400.00')).toMatchObject({
      ok: true,
      cambio: '4600.00',
    });
    expect(calcularPagos([efectivo('45400', '40000')], '45400.00')).toEqual({
      ok: false,
      motivo: 'recibido',
      indice: 0,
    });
    expect(calcularPagos([{ ...tarjeta('45400'), recibido: '50000' }], '45400.00')).toEqual({
      ok: false,
      motivo: 'recibidoNoEfectivo',
      indice: 0,
    });
  });
});
