/**
 * A cell of an exported sheet that a spreadsheet could read as a formula (OWASP "CSV injection": a text starting
 * with = + - @, a tab or a carriage return) is written with a leading apostrophe, which spreadsheets show as text.
 * A plain number ('-5000.00') stays as it is: it cannot be a formula.
 */
export function neutralizarCelda<T>(valor: T): T | string {
  if (typeof valor !== 'string' || /^-?\d+(\.\d+)?$/.test(valor)) return valor;
  return /^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor;
}
