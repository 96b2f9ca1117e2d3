import { COLOMBIA, MAX_EMAIL, MIN_PASSWORD } from '../../../common/constantes';
import { problemaTelefono } from '../../../common/telefono';

/**
 * Validators of the public forms (spec §5). Each answers a translation key under comanda.publico.validacion, or
 * undefined when the value is valid; react-admin translates the key under the field.
 */
export const CLAVE = 'comanda.publico.validacion.';

export type Validador = (valor: unknown, valores?: Record<string, unknown>) => string | undefined;

const PATRON_CORREO = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const estaVacio = (valor: unknown): boolean =>
  valor === undefined || valor === null || (typeof valor === 'string' && valor.trim() === '');

export const esCorreo = (valor: unknown): boolean =>
  typeof valor === 'string' && valor.trim().length <= MAX_EMAIL && PATRON_CORREO.test(valor.trim());

/** Empty → the given message ('El campo es requerido ' by default). */
export const requerido =
  (mensaje = 'requerido'): Validador =>
  (valor) =>
    estaVacio(valor) ? CLAVE + mensaje : undefined;

/** Sign-in: empty or malformed email. */
export const correoSignin: Validador = (valor) => (esCorreo(valor) ? undefined : `${CLAVE}signin_correo`);

export const contrasenaSignin: Validador = requerido('signin_contrasena');

/** Sign-up phone (common/telefono.ts, the rule the API applies): required; 7 to 15 digits, separators or the chosen
 * dial code allowed. */
export const telefono: Validador = (valor, valores) => {
  const problema = problemaTelefono(estaVacio(valor) ? '' : valor, valores?.selectedCountryCode ?? '');
  return problema === null
    ? undefined
    : problema === 'indicativo'
      ? `${CLAVE}telefono_indicativo`
      : `${CLAVE}${problema}`;
};

/** Sign-up and reset password: required, then at least 8 characters. */
export const contrasenaNueva: Validador = (valor) =>
  estaVacio(valor)
    ? `${CLAVE}requerido`
    : String(valor).length < MIN_PASSWORD
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

/** Document type is required only for Colombia (spec §3/§9). */
export const requiereTipoDocumento = (paisId: unknown): boolean => Number(paisId) === COLOMBIA;

export const tipoDocumento: Validador = (valor, valores) =>
  requiereTipoDocumento(valores?.country) && estaVacio(valor) ? `${CLAVE}requerido` : undefined;
