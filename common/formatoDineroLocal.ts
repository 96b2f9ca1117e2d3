/** How another locale writes COP, from the sign and the canonical digits (never a float). */
export type FormatoDinero = (negativo: boolean, entero: string, centavos: string) => string;

let otroFormato: FormatoDinero | null = null;

/**
 * The app's display locale writes money its own way (src/i18n/dineroIntl.ts, set with the language); null: as
 * Colombians write it (Spanish and English). The server never sets it: its receipts and mails stay Colombian.
 * Apart from ./formatoDinero.ts so that the app's entry can reset it without carrying the formatter.
 */
export const fijarFormatoDinero = (formato: FormatoDinero | null) => {
  otroFormato = formato;
};

export const formatoDineroActual = () => otroFormato;
