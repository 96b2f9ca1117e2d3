import { describe, expect, it } from 'vitest';
import { INFORMES, RUTAS_INFORMES } from '../../common/informes';
import { esCifra, textoCantidad, textoCelda } from '../../src/reports/celdas';

const traducir = (clave: string) =>
  ({ 'comanda.informes.si': 'Sí', 'comanda.informes.no': 'No' })[clave] ?? clave;

describe("a report's cells", () => {
  it('writes a stock quantity as a Colombian reads it, exact and without trailing zeros', () => {
    expect(textoCantidad('1234.500')).toBe('1.234,5');
    expect(textoCantidad('15.000')).toBe('15');
    expect(textoCantidad('-0.125')).toBe('-0,125');
    expect(textoCantidad('1234567.000')).toBe('1.234.567');
  });

  it('says Sí or No for a yes/no column, and aligns figures to the right', () => {
    expect(textoCelda('booleano', true, traducir)).toBe('Sí');
    expect(textoCelda('booleano', false, traducir)).toBe('No');
    expect(textoCelda('cantidad', '2.500', traducir)).toBe('2,5');
    expect(esCifra('cantidad')).toBe(true);
    expect(esCifra('booleano')).toBe(false);
  });
});

describe('the reports the first load knows', () => {
  it('are exactly the declared reports, each at its declared path', () => {
    expect(Object.fromEntries(INFORMES.map((i) => [i.modulo, i.ruta]))).toEqual(RUTAS_INFORMES);
  });
});
