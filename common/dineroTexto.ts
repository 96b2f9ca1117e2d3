/**
 * The money string's shape and canonical form, without dependencies (no zod, no decimal.js), so the public menu's
 * small script can format prices (common/formatoDinero.ts). common/dinero.ts re-exports them.
 */

/** Money as a decimal string (`'12500.00'`): see common/dinero.ts. */
export type Dinero = string;

/** Digits, optional minus, at most two decimals: what a money string may look like on the wire. */
export const PATRON_DINERO = /^-?\d{1,12}(\.\d{1,2})?$/;

/** Puts a valid money string in its canonical form: no leading zeros, always two decimals. */
export function normalizarDinero(valor: string): Dinero {
  const negativo = valor.startsWith('-');
  const [entero, decimales = ''] = (negativo ? valor.slice(1) : valor).split('.');
  const limpio = entero.replace(/^0+(?=\d)/, '');
  const texto = `${limpio}.${decimales.padEnd(2, '0')}`;
  return negativo && texto !== '0.00' ? `-${texto}` : texto;
}
