import Decimal from 'decimal.js';
import { z } from 'zod';
import { MENSAJE_DINERO, normalizarDinero, PATRON_DINERO, type Dinero } from './dineroTexto';

/** Money's arithmetic and zod schemas; its text side (type, pattern, canonical form) is `dineroTexto.ts`. */

export { MENSAJE_DINERO, normalizarDinero, PATRON_DINERO, type Dinero } from './dineroTexto';

/** Largest absolute value a `numeric(14,2)` column holds (twelve integer digits). */
const MAXIMO_ENTERO = 999_999_999_999;

/**
 * The one zod schema for money in requests: a decimal string (`'12500'`, `'12500.5'`) or an integer
 * (`12500`). A number with decimals is refused, because it has already been through a float.
 * The output is the canonical string.
 */
export const dinero = z
  .union(
    [
      z.string().trim().regex(PATRON_DINERO, MENSAJE_DINERO),
      z
        .number()
        .int(MENSAJE_DINERO)
        .min(-MAXIMO_ENTERO, MENSAJE_DINERO)
        .max(MAXIMO_ENTERO, MENSAJE_DINERO)
        .transform(String),
    ],
    { error: MENSAJE_DINERO },
  )
  .transform(normalizarDinero);

/** Money in responses: the canonical string, as `numeric` columns come out of the database. */
export const dineroRespuesta = z.string().regex(PATRON_DINERO);

/** decimal.js for money: rounded to the centavo half away from zero (ROUND_HALF_UP is "away from zero" for negatives). */
export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

type Valor = Dinero | number;

/** A money string, an integer or a decimal quantity as a Decimal; a number with decimals is refused (a float). */
export function aDecimal(valor: Valor): Decimal {
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
  aDinero(valores.reduce<Decimal>((acc, v) => acc.plus(aDecimal(v)), new D(0)));

export const restar = (a: Valor, b: Valor): Dinero => aDinero(aDecimal(a).minus(aDecimal(b)));

/** Price × quantity; the quantity may have decimals (`'0.5'` kg), given as a decimal string. */
export const multiplicar = (precio: Valor, cantidad: string | number): Dinero =>
  aDinero(aDecimal(precio).times(aDecimal(cantidad)));

export const compararDinero = (a: Valor, b: Valor): -1 | 0 | 1 =>
  aDecimal(a).comparedTo(aDecimal(b)) as -1 | 0 | 1;

/**
 * Tax included in a price (INC 8 %, IVA 19 % or 5 %): base = total / (1 + tasa/100) rounded to the centavo,
 * impuesto = total − base, so base + impuesto is always exactly the total the customer pays.
 * `tasa` is the percentage as a decimal string or integer (`'8'`, `19`, `'5'`).
 */
export function desglosarImpuestoIncluido(
  total: Valor,
  tasa: string | number,
): { base: Dinero; impuesto: Dinero } {
  const t = aDecimal(tasa);
  if (t.isNegative()) throw new RangeError(`Tasa negativa: ${tasa}`);
  const bruto = aDecimal(total);
  const base = bruto.dividedBy(t.dividedBy(100).plus(1)).toDecimalPlaces(2);
  return { base: aDinero(base), impuesto: aDinero(bruto.minus(base)) };
}
