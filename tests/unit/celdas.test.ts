import { describe, expect, it } from 'vitest';
import { neutralizarCelda } from '../../common/celdas';

describe('neutralizarCelda', () => {
  it.each(['=1+1', '+57 300', '-2+3', '@SUM(A1)', '\t=x', '\r=x', '=HYPERLINK("http://x","y")'])(
    'prefixes %j with an apostrophe',
    (v) => expect(neutralizarCelda(v)).toBe(`'${v}`),
  );
  it.each(['Arepa', '', ' =1', '12500.00', '-5000.00', '0', 'a=b'])('leaves %j as it is', (v) =>
    expect(neutralizarCelda(v)).toBe(v),
  );
  it('leaves numbers, booleans and null alone', () => {
    expect(neutralizarCelda(-3)).toBe(-3);
    expect(neutralizarCelda(true)).toBe(true);
    expect(neutralizarCelda(null)).toBe(null);
  });
});
