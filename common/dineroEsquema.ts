import { z } from 'zod';
import { MENSAJE_DINERO, normalizarDinero, PATRON_DINERO } from './dineroTexto';

/**
 * Money's zod schemas, apart from the arithmetic (`dinero.ts` re-exports them): what the POS's pages import to
 * read money from the API carries no more than zod with it.
 */

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

/** Money that cannot be negative (a price, a cost, an amount paid), refused with the caller's Spanish sentence. */
export const dineroNoNegativo = (mensaje: string) =>
  dinero.refine((v) => !v.startsWith('-'), { message: mensaje });
