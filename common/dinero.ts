import Decimal from 'decimal.js';
import { z } from 'zod';
import { MENSAJE_DINERO, normalizarDinero, PATRON_DINERO, type Dinero } from './dineroTexto';
import { textoDecimal } from './exacto';

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

/**
 * A money string, an integer or a decimal quantity as a Decimal, for arithmetic beyond the helpers below (costs,
 * paces); a number with decimals is refused (a float).
 */
export const aDecimal = (valor: Valor): Decimal => new D(textoDecimal(valor));

/** Rounds a Decimal to the centavo and writes the canonical string (`'12500.00'`). */
export const aDinero = (valor: Decimal): Dinero => normalizarDinero(valor.toDecimalPlaces(2).toFixed(2));

// The helpers compute on integers (`exacto.ts`): exact, and an order of magnitude cheaper than decimal.js.
export { compararDinero, desglosarImpuestoIncluido, multiplicar, restar, sumar } from './exacto';
