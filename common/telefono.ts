/**
 * The phone-number rule of sign-up, one function for the form and the API: what people type ('300 123 4567',
 * '(300) 123-4567', '+57 300 123 4567') becomes one stored form, '+' + dial code + national number
 * ('+573001234567', E.164's shape).
 */

/** Spaces, dashes, dots and brackets people type between the digits. */
const SEPARADORES = /[\s\-().]/g;

/** Digits of the national number (without the dial code). */
export const MIN_DIGITOS_TELEFONO = 7;
export const MAX_DIGITOS_TELEFONO = 15;

const NACIONAL = new RegExp(`^\\d{${MIN_DIGITOS_TELEFONO},${MAX_DIGITOS_TELEFONO}}$`);

/** Why a number is refused: empty, not a phone number, or written with another country's dial code. */
export type ProblemaTelefono = 'requerido' | 'telefono' | 'indicativo';

/** The dial code of a 'dialcode_countrycode' value: '+57_CO' → '+57', '+1-809_DO' → '+1-809'. */
export const prefijoDe = (indicativo: unknown): string => String(indicativo ?? '').split('_')[0];

/** The digits of a dial code: '+1-809' → '1809'; '' when it is not one. */
const digitosPrefijo = (indicativo: unknown): string => {
  const prefijo = prefijoDe(indicativo);
  return /^\+\d{1,4}(-\d{1,4})?$/.test(prefijo) ? prefijo.replace(/\D/g, '') : '';
};

const escrito = (valor: unknown): string | null =>
  typeof valor === 'string' || typeof valor === 'number' ? String(valor).replace(SEPARADORES, '') : null;

/**
 * The national number (7 to 15 digits) from what the user typed: separators are dropped and a leading dial code
 * equal to the chosen one is removed ('+57 300 123 4567' with '+57_CO' → '3001234567'). null when it is not a
 * phone number or carries another dial code.
 */
export function numeroNacional(valor: unknown, indicativo: unknown): string | null {
  let numero = escrito(valor);
  if (numero === null) return null;
  if (numero.startsWith('+')) {
    const prefijo = digitosPrefijo(indicativo);
    if (!prefijo || !numero.startsWith(`+${prefijo}`)) return null;
    numero = numero.slice(prefijo.length + 1);
  }
  return NACIONAL.test(numero) ? numero : null;
}

/**
 * The stored form, '+' + dial code digits + national number; null when either is not valid. North American dial
 * codes carry the area code ('+1809'); a ten-digit number already starting with it is not given it twice.
 */
export function telefonoE164(valor: unknown, indicativo: unknown): string | null {
  const prefijo = digitosPrefijo(indicativo);
  const nacional = numeroNacional(valor, indicativo);
  if (!prefijo || !nacional) return null;
  const area = prefijo.length === 4 && prefijo.startsWith('1') ? prefijo.slice(1) : null;
  return area && nacional.length === 10 && nacional.startsWith(area)
    ? `+1${nacional}`
    : `+${prefijo}${nacional}`;
}

/**
 * What is wrong with the number, or null. With `indicativo` null (not known yet), a number written with a dial
 * code is judged by its shape only; `telefonoE164` settles it once the dial code is known.
 */
export function problemaTelefono(valor: unknown, indicativo: unknown): ProblemaTelefono | null {
  const numero = escrito(valor);
  if (!numero) return 'requerido';
  if (/^\+\d+$/.test(numero)) {
    if (indicativo === null) return numero.length - 1 >= MIN_DIGITOS_TELEFONO ? null : 'telefono';
    const prefijo = digitosPrefijo(indicativo);
    if (!prefijo || !numero.startsWith(`+${prefijo}`)) return 'indicativo';
    return numeroNacional(numero, indicativo) ? null : 'telefono';
  }
  return NACIONAL.test(numero) ? null : 'telefono';
}
