/**
 * Money of the whole product: COP with two decimals (centavos), stored as `numeric(14,2)` and carried as a
 * decimal string (`'12500.00'`). It is never a JavaScript float: sums and taxes are done in SQL or exactly with
 * `common/exacto.ts` (shared by `server/lib/dinero.ts` and the POS's provisional sums).
 *
 * This file holds only the text side (no zod, no arithmetic), so the app's first load can check money fields
 * without carrying them (issue 12's budgets); `common/dinero.ts` re-exports it.
 */
export type Dinero = string;

/** Digits, optional minus, at most two decimals: what a money string may look like on the wire. */
export const PATRON_DINERO = /^-?\d{1,12}(\.\d{1,2})?$/;

export const MENSAJE_DINERO = 'Debe ser un valor en pesos con máximo dos decimales';

/** Puts a valid money string in its canonical form: no leading zeros, always two decimals. */
export function normalizarDinero(valor: string): Dinero {
  const negativo = valor.startsWith('-');
  const [entero, decimales = ''] = (negativo ? valor.slice(1) : valor).split('.');
  const limpio = entero.replace(/^0+(?=\d)/, '');
  const texto = `${limpio}.${decimales.padEnd(2, '0')}`;
  return negativo && texto !== '0.00' ? `-${texto}` : texto;
}

/** How the display locale writes COP from the sign and the canonical digits (never a float); null: Colombian. */
export type FormatoDinero = (negativo: boolean, entero: string, centavos: string) => string | null;

let otroFormato: FormatoDinero | null = null;

/**
 * For ./formatoDinero.ts, set by the app with its other locales (src/i18n/otrosIdiomas.ts, through Intl:
 * src/i18n/dineroIntl.ts); Spanish and English write COP as Colombians do. The server never sets it: its receipts
 * and mails stay Colombian. Here, in the chunk the app's money already shares, so no first load grows.
 */
export const fijarFormatoDinero = (formato: FormatoDinero | null) => {
  otroFormato = formato;
};

export const formatoDineroActual = () => otroFormato;
