import Decimal from 'decimal.js';
import { normalizarDinero, type Dinero } from './dineroTexto';
import { textoDecimal } from './exacto';

/**
 * Money's arithmetic and zod schemas in one import for the server; the text side (type, pattern, canonical form) is
 * `dineroTexto.ts`, the schemas `dineroEsquema.ts`, the arithmetic `exacto.ts`; decimal.js stays here, for costs
 * and paces.
 */

export { MENSAJE_DINERO, normalizarDinero, PATRON_DINERO, type Dinero } from './dineroTexto';
export { dinero, dineroNoNegativo, dineroRespuesta } from './dineroEsquema';

/** decimal.js for money: rounded to the centavo half away from zero (ROUND_HALF_UP is "away from zero" for negatives). */
export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

type Valor = Dinero | number;

/**
 * A money string, an integer or a decimal quantity as a Decimal, for arithmetic beyond the helpers below (costs,
 * paces); a number with decimals is refused (a float).
 */
export const aDecimal = (valor: Valor): Decimal => new D(textoDecimal(valor));

/** Rounds a Decimal to the centavo and writes the canonical string (`'12500.00'`). */
export const aDinero = (valor: Decimal): Dinero => normalizarDinero(valor.toDecimalPlaces(2).toFixed(2));

// The helpers compute on integers (`exacto.ts`): exact, and an order of magnitude cheaper than decimal.js.
export { compararDinero, desglosarImpuestoIncluido, multiplicar, restar, sumar } from './exacto';
