/** '19.00' → '19,00': the Colombian decimal mark, on the string (no float ever holds the value). */
export const mostrarDecimal = (decimal: string) => decimal.replace('.', ',');

/** Decimals travel as the typed string with '.' for the mark (never through a float); empty is none… */
export const leerTextoDecimal = (v: string) => (v.trim() === '' ? null : v.trim().replace(',', '.'));
/** …and shown with the Colombian ',' as the list does: '19.00' is '19,00', and a typed ',' stays a ','. */
export const mostrarTextoDecimal = (v: unknown) =>
  v === null || v === undefined ? '' : mostrarDecimal(String(v));
