import { describe, expect, it } from 'vitest';
import { exacto, textoFijo } from '../../common/exacto';
import { ritmoDiario } from '../../server/lib/dinero';
import { diferencia } from '../../server/routes/inventarios/ajustes';
import { cantidadTexto, consumoCalculado } from '../../server/services/inventario';
import {
  cantidadApi,
  cantidadLegible,
  diferenciaLegible,
  resultadoLinea,
} from '../../src/pages/ajusteInventario/calculo';

/** Stock quantities: three decimals, half away from zero, exact (no float on the way). */
describe('stock quantities', () => {
  it("a recipe's consumption sums per product and rounds each total to the thousandth, half away from zero", () => {
    const consumo = consumoCalculado(
      [
        { id_producto: 1, cantidad: '2' },
        { id_producto: 2, cantidad: '1.5' },
      ],
      new Map([
        [1, true],
        [2, false],
      ]),
      [
        { id_producto: 2, id_ingrediente: 3, cantidad: '0.3333' }, // 0.49995 → 0.500
        { id_producto: 2, id_ingrediente: 1, cantidad: '0.0002' }, // 2 + 0.0003 → 2.000
      ],
    );
    expect(consumo).toEqual([
      { id_producto: 1, cantidad: '2.000' },
      { id_producto: 3, cantidad: '0.500' },
    ]);
  });

  it("an adjustment's difference: a count moves counted − before, an entry +, an exit −", () => {
    expect(textoFijo(diferencia('conteo', exacto('5.250'), exacto('3')), 3)).toBe('-2.250');
    expect(textoFijo(diferencia('entrada', exacto('5'), exacto('0.5')), 3)).toBe('0.500');
    expect(textoFijo(diferencia('salida', exacto('5'), exacto('0.5')), 3)).toBe('-0.500');
    expect(cantidadTexto('5')).toBe('5.000');
  });

  it("the adjustment form computes the server's figures and writes them for people", () => {
    const r = resultadoLinea('conteo', '10.000', '7,5')!;
    expect([cantidadTexto(r.diferencia), cantidadTexto(r.despues)]).toEqual(['-2.500', '7.500']);
    expect(diferenciaLegible(r.diferencia)).toBe('−2,5');
    expect(diferenciaLegible('0.000')).toBe('0');
    expect(cantidadLegible('1234.500')).toBe('1.234,5');
    expect(cantidadApi('007,50')).toBe('7.5');
    expect(resultadoLinea('entrada', '1', '1,2345')).toBeNull();
  });

  it('a daily pace rounds up (towards +∞), also below zero', () => {
    expect(ritmoDiario('100.00', 3)).toBe('33.34');
    expect(ritmoDiario('-100.00', 3)).toBe('-33.33');
    expect(ritmoDiario('90.00', 3)).toBe('30.00');
  });
});
