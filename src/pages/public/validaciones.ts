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

/** Sign-up phone: required, digits only. */
export const telefono: Validador = (valor) =>
  estaVacio(valor) ? `${CLAVE}requerido` : esTelefono(valor) ? undefined : `${CLAVE}telefono`;

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
