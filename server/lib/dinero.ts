import Decimal from 'decimal.js';
import { normalizarDinero, PATRON_DINERO, type Dinero } from '../../common/dinero';

/**
 * The server's one place for money arithmetic: decimal.js on the API's money strings, rounded to the centavo
 * half away from zero (ROUND_HALF_UP in decimal.js is "away from zero" for negatives too). Never a float.
 */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

type Valor = Dinero | number;

function decimal(valor: Valor): Decimal {
  if (typeof valor === 'number' && !Number.isInteger(valor))
    throw new TypeError(`Dinero con decimales como número: ${valor}`);
  const texto = String(valor).trim();
  if (!PATRON_DINERO.test(texto) && !/^-?\d+(\.\d+)?$/.test(texto))
    throw new TypeError(`No es dinero: ${texto}`);
  return new D(texto);
}

/** Rounds to the centavo and writes the canonical string (`'12500.00'`). */
export const aDinero = (valor: Decimal): Dinero => normalizarDinero(valor.toDecimalPlaces(2).toFixed(2));

export const sumar = (...valores: Valor[]): Dinero =>
  aDinero(valores.reduce<Decimal>((acc, v) => acc.plus(decimal(v)), new D(0)));

export const restar = (a: Valor, b: Valor): Dinero => aDinero(decimal(a).minus(decimal(b)));

/** Price × quantity; the quantity may have decimals (`'0.5'` kg), given as a decimal string. */
export const multiplicar = (precio: Valor, cantidad: string | number): Dinero =>
  aDinero(decimal(precio).times(decimal(cantidad)));

export const compararDinero = (a: Valor, b: Valor): -1 | 0 | 1 =>
  decimal(a).comparedTo(decimal(b)) as -1 | 0 | 1;

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
