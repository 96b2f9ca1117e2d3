/** '19.00' → '19,00': the Colombian decimal mark, on the string (no float ever holds the value). */
export const mostrarDecimal = (decimal: string) => decimal.replace('.', ',');
