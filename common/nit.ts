/**
 * DIAN's check digit of a NIT (módulo 11): the digits, from the rightmost, are multiplied by these primes; with
 * r = sum mod 11 the digit is r when r is 0 or 1, otherwise 11 − r. Shared by the browser (computed as the user
 * types) and the server (validated on save).
 */
const PESOS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71] as const;

/** The longest number the rule weighs. */
export const NIT_MAX_DIGITOS = PESOS.length;

export const MENSAJES_NIT = {
  formato: `El NIT debe tener solo números, hasta ${NIT_MAX_DIGITOS} dígitos`,
  digito: 'El dígito de verificación no corresponde al NIT',
};

/** The NIT without the separators people type ('899.999.068' → '899999068'). */
export const limpiarNit = (nit: string): string => nit.replace(/[.\s,]/g, '');

/** True when `nit` (separators allowed) is 1 to 15 digits. */
export const formatoNitValido = (nit: string): boolean =>
  new RegExp(`^\\d{1,${NIT_MAX_DIGITOS}}$`).test(limpiarNit(nit));

/** The check digit of `nit` ('899999068' or '899.999.068' → 1); throws on anything but 1 to 15 digits. */
export function digitoVerificacion(nit: string): number {
  const digitos = limpiarNit(nit);
  if (!formatoNitValido(digitos)) throw new RangeError(MENSAJES_NIT.formato);
  let suma = 0;
  for (let i = 0; i < digitos.length; i++) suma += Number(digitos[digitos.length - 1 - i]) * PESOS[i];
  const r = suma % 11;
  return r < 2 ? r : 11 - r;
}

/**
 * Whether `digito` is the check digit of `nit`. With no `digito`, `nit` is read as written on documents:
 * '899999068-1'. Never throws: malformed input is simply not valid.
 */
export function nitValido(nit: string, digito?: string | number): boolean {
  let numero = nit;
  let dv = digito === undefined ? undefined : String(digito).trim();
  if (dv === undefined) {
    const partes = limpiarNit(nit).split('-');
    if (partes.length !== 2) return false;
    [numero, dv] = partes;
  }
  if (!/^\d$/.test(dv) || !formatoNitValido(numero)) return false;
  return digitoVerificacion(numero) === Number(dv);
}
