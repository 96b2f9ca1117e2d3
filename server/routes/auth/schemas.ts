import { z } from 'zod';
import { envelopeConObjeto, ERRORES, respuestas } from '../../../common/api';
import { sesion, usuarioAutenticado } from '../../../common/registros';
import { problemaTelefono, telefonoE164 } from '../../../common/telefono';
import { text } from '../../lib/schemas';
import {
  COLOMBIA,
  LONGITUDES_SIGNUP,
  MAX_EMAIL,
  MAX_PASSWORD,
  MIN_PASSWORD,
  TIPOS_NEGOCIO,
  type TipoNegocio,
} from '../../../common/constantes';

export const MENSAJES = {
  telefono: 'El campo debe de ser un número telefonico',
  telefonoIndicativo: 'El indicativo del número no coincide con el del país elegido',
  pais: 'Debe de seleccionar un pais valido',
  correoSignUp: 'El campo debe de ser un correo electronico',
  tipoNegocio: 'Debe de seleccionar un tipo de negocio valido',
  tipoDocumento: 'Debe de seleccionar un tipo de documento valido',
  indicativo: 'Debe de seleccionar un indicativo valido',
  passwordCorta: `La contraseña debe tener al menos ${MIN_PASSWORD} caracteres`,
  passwordLarga: `La contraseña no puede tener más de ${MAX_PASSWORD} caracteres`,
  correoSignIn: 'Se debe de ingresar un correo electronico valido',
  passwordSignIn: 'Se debe de ingresar una contraseña',
  metodo: 'El método de inicio de sesión no es válido',
  invitacion: 'La invitación se acepta desde el enlace del correo, no al iniciar sesión',
  requerido: 'El campo es requerido',
  emailInvalido: 'El email no es válido',
} as const;

/** A check that failed, with the exact message the client shows. */
class Falla {
  constructor(readonly mensaje: string) {}
}

/**
 * A field checked by `fn`, whose failure carries exactly the given Spanish message (custom issues pass through
 * the validation handler unchanged), for the texts the spec fixes.
 */
const campo = <T>(fn: (valor: unknown) => T | Falla) =>
  z
    .unknown()
    .optional()
    .transform((valor, ctx) => {
      const r = fn(valor);
      if (r instanceof Falla) {
        ctx.addIssue({ code: 'custom', message: r.mensaje });
        return z.NEVER;
      }
      return r;
    });

const comoTexto = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
const emailValido = (s: string) => s.length <= MAX_EMAIL && z.email().safeParse(s).success;

/** An e-mail, lower-cased (accounts are unique case-insensitively). */
const correo = (requerido: string, invalido: string) =>
  campo((v) => {
    const s = comoTexto(v);
    if (!s) return new Falla(requerido);
    return emailValido(s) ? s.toLowerCase() : new Falla(invalido);
  });

const passwordNueva = (requerido: string) =>
  campo((v) => {
    const s = typeof v === 'string' ? v : '';
    if (!s) return new Falla(requerido);
    if (s.length < MIN_PASSWORD) return new Falla(MENSAJES.passwordCorta);
    if (s.length > MAX_PASSWORD) return new Falla(MENSAJES.passwordLarga);
    return s;
  });

/** The captcha token may be absent: the captcha check answers with the form's own message (spec §5). */
const recaptchaToken = z.preprocess((v) => (typeof v === 'string' ? v : undefined), z.string().optional());

const entero = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isSafeInteger(n) ? n : null;
};

export const signUpBody = z
  .object({
    name: text(LONGITUDES_SIGNUP.name),
    lastName: text(LONGITUDES_SIGNUP.lastName),
    // Its shape here; the dial code is checked, and the number normalised, once selectedCountryCode is known.
    telephoneNumber: campo((v) => {
      const problema = problemaTelefono(v, null);
      if (problema === 'requerido') return new Falla('El campo teléfono es requerido');
      return problema ? new Falla(MENSAJES.telefono) : comoTexto(v);
    }),
    businessName: text(LONGITUDES_SIGNUP.businessName),
    businessType: campo((v) =>
      TIPOS_NEGOCIO.includes(v as never) ? (v as TipoNegocio) : new Falla(MENSAJES.tipoNegocio),
    ),
    country: campo((v) => {
      const n = entero(v);
      return n !== null && n >= 1 ? n : new Falla(MENSAJES.pais);
    }),
    email: correo('El campo correo electrónico es requerido', MENSAJES.correoSignUp),
    password: passwordNueva('El campo contraseña es requerido'),
    recaptchaToken,
    document: text(LONGITUDES_SIGNUP.document),
    documentType: z.unknown(),
    selectedCountryCode: campo((v) => {
      const s = comoTexto(v);
      return /^\+\d{1,4}(-\d{1,4})?_[A-Za-z]{2}$/.test(s) ? s : new Falla(MENSAJES.indicativo);
    }),
  })
  .transform((body, ctx) => {
    // Spec §3: the document type (1..5, tipos_documento) is asked only for Colombia; elsewhere it is ignored.
    let documentType: number | null = null;
    if (body.country === COLOMBIA) {
      const n = entero(body.documentType);
      if (n === null || n < 1 || n > 5)
        ctx.addIssue({ code: 'custom', message: MENSAJES.tipoDocumento, path: ['documentType'] });
      else documentType = n;
    }
    // Stored as '+' + dial code + national number, whatever separators or dial code the user typed.
    const telephoneNumber = telefonoE164(body.telephoneNumber, body.selectedCountryCode);
    if (!telephoneNumber) {
      const problema = problemaTelefono(body.telephoneNumber, body.selectedCountryCode);
      const message = problema === 'indicativo' ? MENSAJES.telefonoIndicativo : MENSAJES.telefono;
      ctx.addIssue({ code: 'custom', message, path: ['telephoneNumber'] });
    }
    if (!telephoneNumber || (body.country === COLOMBIA && documentType === null)) return z.NEVER;
    return { ...body, telephoneNumber, documentType };
  });
export type SignUpBody = z.infer<typeof signUpBody>;

/** POST usuarios/me/password (/configSistema/cuenta): the current password, then the new one (same rule as sign-up). */
export const cambioPasswordBody = z.object({
  password_actual: campo((v) =>
    typeof v === 'string' && v ? v : new Falla('El campo contraseña actual es requerido'),
  ),
  password: passwordNueva('El campo contraseña es requerido'),
});
export type CambioPasswordBody = z.infer<typeof cambioPasswordBody>;

export const loginBody = z.object({
  email: correo(MENSAJES.correoSignIn, MENSAJES.correoSignIn),
  password: campo((v) =>
    typeof v === 'string' && v !== '' && v.length <= 1024 ? v : new Falla(MENSAJES.passwordSignIn),
  ),
  method: campo((v) =>
    v === undefined || v === null || v === '' || v === 'login' ? 'login' : new Falla(MENSAJES.metodo),
  ),
  /**
   * Spec §3: 'null' unless signing in from an invitation. Here an invitation is accepted only at /invitado (it
   * sets the password of a pending user, and an e-mail belongs to one company), so sign-in has nothing to join:
   * 'null' (or nothing) is the only value, anything else is refused rather than silently ignored.
   */
  invitation: campo((v) =>
    v === undefined || v === null || v === '' || v === 'null' ? 'null' : new Falla(MENSAJES.invitacion),
  ),
  recaptchaToken,
});
export type LoginBody = z.infer<typeof loginBody>;

export const forgotPasswordBody = z.object({
  email: correo(MENSAJES.requerido, MENSAJES.emailInvalido),
});

export const passwordResetBody = z.object({
  password: passwordNueva('El campo contraseña es requerido'),
  token: campo((v) => {
    const s = comoTexto(v);
    return s && s.length <= 200 ? s : new Falla('El campo token es requerido');
  }),
  email: correo('El campo correo electrónico es requerido', MENSAJES.emailInvalido),
});

/** Lenient on purpose: any malformed link answers 404 with estado 'error', like an unknown one. */
export const mailVerificationBody = z.object({
  token: z.preprocess((v) => comoTexto(v), z.string()),
  email: z.preprocess((v) => comoTexto(v).toLowerCase(), z.string()),
});

/** Replies of the authentication routes (spec §3, §7). */
export const respuestasAuth = {
  captchaConfig: respuestas(
    z.object({ provider: z.enum(['altcha', 'recaptcha']), siteKey: z.string().nullable() }),
  ),
  /** The ALTCHA challenge is the widget's own JSON, not an envelope. */
  captchaChallenge: {
    200: z.object({
      parameters: z.any().describe('ALTCHA v3 challenge parameters'),
      signature: z.string().optional(),
      codeChallenge: z.any().optional(),
    }),
    ...ERRORES,
  },
  sesion: respuestas(sesion),
  me: respuestas(usuarioAutenticado),
  vacia: respuestas(z.null()),
  restablecida: { 200: envelopeConObjeto(z.null(), z.null()), ...ERRORES },
  verificacion: {
    200: envelopeConObjeto(z.null(), z.object({ estado: z.enum(['success', 'alreadyVerified']) })),
    ...ERRORES,
  },
};
