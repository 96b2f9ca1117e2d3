import { describe, expect, it } from 'vitest';
import { calcularLineaCompra, totalesCompra } from '../../common/compras';
import { CERO, exacto } from '../../common/exacto';
import { costoPromedio, costoSinCompra } from '../../server/routes/compras/service';

/** A purchase line's and a product's cost: each figure to the centavo, half away from zero (the written rule). */
describe('a purchase line', () => {
  const linea = (l: Parameters<typeof calcularLineaCompra>[0]) => {
    const r = calcularLineaCompra(l);
    if (!r.ok) throw new Error(r.mensaje);
    return r.linea;
  };

  it('subtotal = cantidad × costo to the centavo; costo = valor_total / cantidad to the centavo', () => {
    expect(linea({ cantidad: '0.5', costo_unitario: '0.05' })).toMatchObject({
      cantidad: '0.500',
      subtotal: '0.03',
    });
    expect(linea({ cantidad: '3', valor_total: '100.00' })).toMatchObject({
      costo_unitario: '33.33',
      subtotal: '100.00',
    });
    expect(linea({ cantidad: '6', valor_total: '100.00' })).toMatchObject({ costo_unitario: '16.67' });
  });

  it('IVA on the net to the centavo, the rate with two decimals, the total the net plus IVA', () => {
    expect(
      linea({ cantidad: '1', costo_unitario: '10.55', descuento: '0.50', porcentaje_iva: '19' }),
    ).toMatchObject({
      porcentaje_iva: '19.00',
      iva: '1.91', // 10.05 × 0.19 = 1.9095
      total: '11.96',
    });
    expect(linea({ cantidad: '1', costo_unitario: '0.50', porcentaje_iva: '5' })).toMatchObject({
      iva: '0.03',
    });
    expect(linea({ cantidad: '2', costo_unitario: '1000' }).porcentaje_iva).toBe('0.00');
  });

  it('refuses a discount above the subtotal, and a line with neither cost nor total', () => {
    expect(calcularLineaCompra({ cantidad: '1', costo_unitario: '10', descuento: '10.01' })).toMatchObject({
      ok: false,
      campo: 'descuento',
    });
    expect(calcularLineaCompra({ cantidad: '1' })).toMatchObject({ ok: false, campo: 'costo_unitario' });
  });

  it('the totals are the sums of the lines', () => {
    const l = linea({ cantidad: '1', costo_unitario: '10.55', descuento: '0.50', porcentaje_iva: '19' });
    expect(totalesCompra([l, l])).toEqual({
      subtotal: '21.10',
      descuento: '1.00',
      iva: '3.82',
      total: '23.92',
    });
  });
});

describe('the weighted average cost', () => {
  it('(stock × cost + net) / (stock + quantity) to the centavo, half away from zero', () => {
    expect(costoPromedio(exacto('10'), '1000.00', exacto('2500'), exacto('2'))).toBe('1041.67');
    expect(costoPromedio(exacto('1'), '0.01', exacto('0'), exacto('1'))).toBe('0.01'); // 0.005
  });

  it("with no stock on hand (or negative) or no cost yet, the purchase's own unit cost", () => {
    expect(costoPromedio(CERO, '1000.00', exacto('2500'), exacto('3'))).toBe('833.33');
    expect(costoPromedio(exacto('-4'), '1000.00', exacto('2500'), exacto('2'))).toBe('1250.00');
    expect(costoPromedio(exacto('10'), null, exacto('2500'), exacto('2'))).toBe('1250.00');
  });

  it('without a cancelled purchase: the rest to the centavo, or the cost as it is', () => {
    expect(costoSinCompra(exacto('12'), '1041.67', exacto('2500'), exacto('2'))).toBe('1000.00'); // 1000.004
    expect(costoSinCompra(exacto('2'), '1041.67', exacto('2500'), exacto('2'))).toBe('1041.67');
    expect(costoSinCompra(exacto('3'), '100.00', exacto('2500'), exacto('2'))).toBe('100.00');
    expect(costoSinCompra(exacto('12'), null, exacto('2500'), exacto('2'))).toBeNull();
  });
});
