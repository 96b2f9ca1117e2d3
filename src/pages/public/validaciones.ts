/**
 * Validators of the public forms (spec §5). Each answers a translation key under comanda.publico.validacion, or
 * undefined when the value is valid; react-admin translates the key under the field.
 */
export const CLAVE = 'comanda.publico.validacion.';

export type Validador = (valor: unknown, valores?: Record<string, unknown>) => string | undefined;

const PATRON_CORREO = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PATRON_TELEFONO = /^\d+$/;

export const estaVacio = (valor: unknown): boolean =>
  valor === undefined || valor === null || (typeof valor === 'string' && valor.trim() === '');

export const esCorreo = (valor: unknown): boolean =>
  typeof valor === 'string' && PATRON_CORREO.test(valor.trim());

export const esTelefono = (valor: unknown): boolean =>
  (typeof valor === 'string' || typeof valor === 'number') && PATRON_TELEFONO.test(String(valor).trim());

/** Empty → the given message ('El campo es requerido ' by default). */
export const requerido =
  (mensaje = 'requerido'): Validador =>
  (valor) =>
    estaVacio(valor) ? CLAVE + mensaje : undefined;

/** Sign-in: empty or malformed email. */
export const correoSignin: Validador = (valor) => (esCorreo(valor) ? undefined : `${CLAVE}signin_correo`);

export const contrasenaSignin: Validador = requerido('signin_contrasena');

/** Spaces, dashes, dots and brackets people type between the digits of a phone number. */
const SEPARADORES_TELEFONO = /[\s\-().]/g;

/** The dial code of a 'dialcode_countrycode' value: '+57_CO' → '+57'. */
export const prefijoDe = (indicativo: unknown): string => String(indicativo ?? '').split('_')[0];

/**
 * The national number to send (7 to 15 digits, what the API accepts), from what the user typed: separators are
 * dropped and a leading dial code equal to the chosen one is removed ('+57 300 123 4567' → '3001234567').
 * null when it is not a phone number or carries another country's dial code.
 */
export function normalizarTelefono(valor: unknown, indicativo?: unknown): string | null {
  if (typeof valor !== 'string' && typeof valor !== 'number') return null;
  let numero = String(valor).replace(SEPARADORES_TELEFONO, '');
  if (numero.startsWith('+')) {
    const prefijo = prefijoDe(indicativo);
    if (!prefijo.startsWith('+') || !numero.startsWith(prefijo)) return null;
    numero = numero.slice(prefijo.length);
  }
  return /^\d{7,15}$/.test(numero) ? numero : null;
}

/** Sign-up phone: required; 7 to 15 digits, with separators or the chosen dial code allowed. */
export const telefono: Validador = (valor, valores) => {
  if (estaVacio(valor)) return `${CLAVE}requerido`;
  if (normalizarTelefono(valor, valores?.selectedCountryCode)) return undefined;
  const escrito = String(valor).replace(SEPARADORES_TELEFONO, '');
  return escrito.startsWith('+') && /^\+\d+$/.test(escrito)
    ? `${CLAVE}telefono_indicativo`
    : `${CLAVE}telefono`;
};

/** Minimum password length, as the API checks it (server/routes/auth/schemas.ts MIN_PASSWORD). */
export const MIN_CONTRASENA = 8;

/** Sign-up and reset password: required, then at least 8 characters. */
export const contrasenaNueva: Validador = (valor) =>
  estaVacio(valor)
    ? `${CLAVE}requerido`
    : String(valor).length < MIN_CONTRASENA
      ? `${CLAVE}contrasena_corta`
      : undefined;

/** Sign-up country: an id of at least 1. */
export const pais: Validador = (valor) => (Number(valor) >= 1 ? undefined : `${CLAVE}pais`);

/** Sign-up email: required and well formed. */
export const correoSignup: Validador = (valor) =>
  estaVacio(valor) ? `${CLAVE}requerido` : esCorreo(valor) ? undefined : `${CLAVE}correo`;

/** Forgot password email: 'El campo es requerido' (no trailing space) and 'El email no es válido'. */
export const correoRecuperar: Validador = (valor) =>
  estaVacio(valor) ? `${CLAVE}requerido_correo` : esCorreo(valor) ? undefined : `${CLAVE}email_invalido`;

/** Sign-up confirmation: required, then equal to `password`. */
export const confirmacion: Validador = (valor, valores) =>
  estaVacio(valor)
    ? `${CLAVE}requerido`
    : valor !== valores?.password
      ? `${CLAVE}contrasenas_no_coinciden`
      : undefined;

/** Document type is required only for Colombia (country id 53, spec §3/§9). */
export const PAIS_CON_DOCUMENTO = 53;

export const requiereTipoDocumento = (paisId: unknown): boolean => Number(paisId) === PAIS_CON_DOCUMENTO;

export const tipoDocumento: Validador = (valor, valores) =>
  requiereTipoDocumento(valores?.country) && estaVacio(valor) ? `${CLAVE}requerido` : undefined;
