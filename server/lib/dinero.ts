import Decimal from 'decimal.js';
import {
  aDecimal,
  aDinero,
  compararDinero,
  multiplicar,
  normalizarDinero,
  restar,
  sumar,
  type Dinero,
} from '../../common/dinero';

/**
 * The server's money arithmetic: decimal.js on the API's money strings, rounded to the centavo half away from
 * zero (the shared core lives in common/dinero.ts, where the POS's provisional sums read it too). Never a float.
 */
export { aDinero, compararDinero, multiplicar, restar, sumar };

type Valor = Dinero | number;
const decimal = aDecimal;

/**
 * Tax included in a price (INC 8 %, IVA 19 % or 5 %): base = total / (1 + tasa/100) rounded to the centavo,
 * impuesto = total − base, so base + impuesto is always exactly the total the customer pays.
 * `tasa` is the percentage as a decimal string or integer (`'8'`, `19`, `'5'`).
 */
export function desglosarImpuestoIncluido(
  total: Valor,
  tasa: string | number,
): { base: Dinero; impuesto: Dinero } {
  const t = decimal(tasa);
  if (t.isNegative()) throw new RangeError(`Tasa negativa: ${tasa}`);
  const bruto = decimal(total);
  const base = bruto.dividedBy(t.dividedBy(100).plus(1)).toDecimalPlaces(2);
  return { base: aDinero(base), impuesto: aDinero(bruto.minus(base)) };
}

/**
 * A daily pace: `valor` split into `partes` equal days, rounded UP to the centavo so that selling it every day
 * reaches the amount (100 over 3 days is 33.34, not 33.33). `partes` is a whole number ≥ 1.
 */
export function ritmoDiario(valor: Valor, partes: number): Dinero {
  if (!Number.isInteger(partes) || partes < 1) throw new RangeError(`Partes inválidas: ${partes}`);
  return normalizarDinero(decimal(valor).dividedBy(partes).toDecimalPlaces(2, Decimal.ROUND_CEIL).toFixed(2));
}
