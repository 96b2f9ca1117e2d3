import { z } from 'zod';

/**
 * Money of the whole product: COP with two decimals (centavos), stored as `numeric(14,2)` and carried as a
 * decimal string (`'12500.00'`). It is never a JavaScript float: sums and taxes are done in SQL or with
 * `server/lib/dinero.ts` (decimal.js), and the front end only formats the string.
 */
export type Dinero = string;

/** Digits, optional minus, at most two decimals: what a money string may look like on the wire. */
export const PATRON_DINERO = /^-?\d{1,12}(\.\d{1,2})?$/;

export const MENSAJE_DINERO = 'Debe ser un valor en pesos con máximo dos decimales';

/** Largest absolute value a `numeric(14,2)` column holds (twelve integer digits). */
const MAXIMO_ENTERO = 999_999_999_999;

/** Puts a valid money string in its canonical form: no leading zeros, always two decimals. */
export function normalizarDinero(valor: string): Dinero {
  const negativo = valor.startsWith('-');
  const [entero, decimales = ''] = (negativo ? valor.slice(1) : valor).split('.');
  const limpio = entero.replace(/^0+(?=\d)/, '');
  const texto = `${limpio}.${decimales.padEnd(2, '0')}`;
  return negativo && texto !== '0.00' ? `-${texto}` : texto;
}

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
