import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  comparar,
  dividir,
  esCero,
  esNegativo,
  exacto,
  negar,
  redondear,
  suma,
  textoExacto,
  textoFijo,
  type Redondeo,
} from '../../common/exacto';
import { Racional, type ModoRedondeo } from './fixtures/racional';

/**
 * What `common/exacto.ts` gives the quantities, costs and paces that used to go through decimal.js: rounding with a
 * stated rule, division, fixed-decimal text, sign and zero; against the rational reference where it can be drawn.
 */
const decimal = fc
  .record({
    negativo: fc.boolean(),
    entero: fc.oneof(fc.bigInt({ min: 0n, max: 99n }), fc.bigInt({ min: 0n, max: 10n ** 14n })),
    fraccion: fc.oneof(fc.constant(''), fc.stringMatching(/^\d{1,6}$/)),
  })
  .map(
    ({ negativo, entero, fraccion }) => `${negativo ? '-' : ''}${entero}${fraccion ? `.${fraccion}` : ''}`,
  );
const divisor = decimal.filter((d) => /[1-9]/.test(d));

/** The reference's mode for each of exacto's (towards +∞ is away from zero above zero, towards zero below). */
function refRedondear(x: Racional, escala: number, modo: Redondeo) {
  const ref: ModoRedondeo =
    modo === 'mitad' ? Racional.MITAD : modo === 'cero' || x.isNegative() ? Racional.CERO : Racional.LEJOS;
  return x.toDecimalPlaces(escala, ref);
}
const canonico = (texto: string) => (/^-0(\.0+)?$/.test(texto) ? texto.slice(1) : texto);

/** A few hundred cases a property: arithmetic only, well within the time limit on a loaded two-core machine. */
const RUNS = { numRuns: 300 };
const TRABAJO = { timeout: 60_000 };

describe('rounding with a stated rule', TRABAJO, () => {
  it('half away from zero, towards zero, up: examples', () => {
    const casos: [string, number, Redondeo, string][] = [
      ['0.025', 2, 'mitad', '0.03'],
      ['-0.025', 2, 'mitad', '-0.03'],
      ['0.0249', 2, 'mitad', '0.02'],
      ['0.029', 2, 'cero', '0.02'],
      ['-0.029', 2, 'cero', '-0.02'],
      ['33.331', 2, 'techo', '33.34'],
      ['-33.339', 2, 'techo', '-33.33'],
      ['33.33', 2, 'techo', '33.33'],
      ['0.49995', 3, 'mitad', '0.500'],
      ['5', 3, 'mitad', '5.000'],
      ['-0.0004', 3, 'mitad', '0.000'],
    ];
    for (const [x, escala, modo, esperado] of casos)
      expect(textoFijo(redondear(exacto(x), escala, modo), escala), `${x} ${modo}`).toBe(esperado);
  });

  it('redondear and textoFijo = the reference, for each rule and scale', () => {
    fc.assert(
      fc.property(
        decimal,
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom<Redondeo>('mitad', 'cero', 'techo'),
        (x, escala, modo) => {
          const ref = refRedondear(new Racional(x), escala, modo);
          expect(comparar(redondear(exacto(x), escala, modo), exacto(ref.toFixed(escala)))).toBe(0);
          expect(textoFijo(exacto(x), escala)).toBe(canonico(new Racional(x).toFixed(escala)));
        },
      ),
      RUNS,
    );
  });

  it('dividir = the exact quotient rounded by the rule', () => {
    fc.assert(
      fc.property(
        decimal,
        divisor,
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom<Redondeo>('mitad', 'cero', 'techo'),
        (a, b, escala, modo) => {
          const ref = refRedondear(new Racional(a).dividedBy(b), escala, modo);
          expect(textoFijo(dividir(exacto(a), exacto(b), escala, modo), escala)).toBe(
            canonico(ref.toFixed(escala)),
          );
        },
      ),
      RUNS,
    );
  });

  it('sign, zero, negation and sums', () => {
    fc.assert(
      fc.property(fc.array(decimal, { maxLength: 6 }), (xs) => {
        const ref = xs.reduce((a, x) => a.plus(x), new Racional(0));
        const s = suma(xs.map((x) => exacto(x)));
        expect(comparar(s, exacto(ref.toFixed(6)))).toBe(0);
        expect(esCero(s)).toBe(ref.isZero());
        expect(esNegativo(s)).toBe(ref.p < 0n);
        expect(comparar(negar(s), exacto(ref.times(-1).toFixed(6)))).toBe(0);
      }),
      RUNS,
    );
  });

  it('writes a value in its shortest form', () => {
    expect(textoExacto(exacto('7.500'))).toBe('7.5');
    expect(textoExacto(exacto('-0.000'))).toBe('0');
    expect(textoExacto(exacto('12.000'))).toBe('12');
  });
});
