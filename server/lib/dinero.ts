import Decimal from 'decimal.js';
import {
  aDecimal,
  aDinero,
  compararDinero,
  desglosarImpuestoIncluido,
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
export { aDinero, compararDinero, desglosarImpuestoIncluido, multiplicar, restar, sumar };

type Valor = Dinero | number;
const decimal = aDecimal;

/**
 * A daily pace: `valor` split into `partes` equal days, rounded UP to the centavo so that selling it every day
 * reaches the amount (100 over 3 days is 33.34, not 33.33). `partes` is a whole number ≥ 1.
 */
export function ritmoDiario(valor: Valor, partes: number): Dinero {
  if (!Number.isInteger(partes) || partes < 1) throw new RangeError(`Partes inválidas: ${partes}`);
  return normalizarDinero(decimal(valor).dividedBy(partes).toDecimalPlaces(2, Decimal.ROUND_CEIL).toFixed(2));
}
