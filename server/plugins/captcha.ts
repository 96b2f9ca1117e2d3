import fp from 'fastify-plugin';
import { lt, sql } from 'drizzle-orm';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { captchasUsados } from '../db/schema';
import { AppError } from '../lib/errors';
import { claveAltcha } from '../lib/clave-altcha';

/** The two forms that carry a captcha; each has its own wording (spec §5). */
export type FormularioCaptcha = 'signin' | 'signup';

export const MENSAJES_CAPTCHA = {
  faltante: {
    signin: 'Ops!! debes de llenar la casilla de captcha para continuar !',
    signup: 'Ops!!, haz click en el captcha para verificar que no eres un robot',
  },
  expirado: 'Ops!!, el captcha ha expirado, por favor recarga la pagina',
  noDisponible: 'No fue posible verificar el captcha en este momento. Intenta de nuevo en unos minutos.',
} as const;

/** A refused captcha: the sign-up page reads `data.recaptchaToken === false` (spec §4). */
export class CaptchaError extends AppError {
  constructor(message: string, statusCode = 422) {
    super(statusCode, message, { error: message, recaptchaToken: false });
  }
}

export interface CaptchaConfigPublica {
  provider: 'altcha' | 'recaptcha';
  siteKey: string | null;
}

export interface Captcha {
  /** What the browser needs to show the right widget. */
  publicConfig: CaptchaConfigPublica;
  /** A fresh ALTCHA challenge, exactly the JSON the `altcha` v3 widget fetches. */
  challenge(): Promise<Challenge>;
  /** Refuses (throws CaptchaError) unless the token is a valid, unexpired, never used solution. */
  verify(token: string | null | undefined, form: FormularioCaptcha, remoteIp?: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

/** How long a challenge can be solved and submitted. */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;
const ALGORITHM = 'PBKDF2/SHA-256';
const PURGE_EVERY_MS = 10 * 60 * 1000;
const RECAPTCHA_TIMEOUT_MS = 10_000;
const MAX_TOKEN = 10_000;

interface AltchaPayload {
  challenge: Challenge;
  solution: Solution;
}

/** The base64 JSON the widget puts in the form field, or null when it is not one. */
export function parseAltchaPayload(token: string): AltchaPayload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (!value || typeof value !== 'object') return null;
    const { challenge, solution } = value as Partial<AltchaPayload>;
    if (
      !challenge ||
      typeof challenge !== 'object' ||
      !challenge.parameters ||
      typeof challenge.signature !== 'string'
    )
      return null;
    if (!solution || typeof solution !== 'object') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * Captcha for sign-in and sign-up. Self-hosted ALTCHA (proof of work, `altcha-lib` v2, solved by the `altcha` v3
 * widget) unless RECAPTCHA_SECRET is set, then Google reCAPTCHA v2 verified server side.
 *
 * ALTCHA challenges: PBKDF2/SHA-256 with `config.altchaCost` iterations per attempt and key prefix `00`
 * (1 in 256 attempts succeeds, so about 256 × cost iterations on average), signed with ALTCHA_HMAC_KEY and
 * valid for 10 minutes. Creating one costs the server nothing; verifying costs one derivation. A solved
 * challenge is recorded in `captchas_usados` until it expires, so its payload works once.
 */
export default fp(async (app) => {
  const { config } = app;
  // Without ALTCHA_HMAC_KEY: a random key kept in DATA_DIR; written back so the config shows the key in use.
  const hmacSignatureSecret = config.altchaHmacKey ?? (await claveAltcha(config.dataDir));
  config.altchaHmacKey = hmacSignatureSecret;
  const recaptcha = Boolean(config.recaptchaSecret);
  if (recaptcha && !config.recaptchaSiteKey)
    app.log.warn(
      'RECAPTCHA_SECRET está configurado sin RECAPTCHA_SITE_KEY: el navegador no podrá mostrar el captcha.',
    );
  let lastPurge = 0;

  const purgeExpired = async () => {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    await app.database.auth.delete(captchasUsados).where(lt(captchasUsados.expires_at, sql`now()`));
  };

  const verifyAltcha = async (token: string, form: FormularioCaptcha) => {
    const faltante = MENSAJES_CAPTCHA.faltante[form];
    const payload = parseAltchaPayload(token);
    if (!payload) throw new CaptchaError(faltante);
    let result: Awaited<ReturnType<typeof verifySolution>>;
    try {
      result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
      });
    } catch {
      // A malformed challenge (unknown algorithm, bad hex) is a bad solution, not a server error.
      throw new CaptchaError(faltante);
    }
    if (result.expired) throw new CaptchaError(MENSAJES_CAPTCHA.expirado);
    if (!result.verified || payload.challenge.parameters.algorithm !== ALGORITHM)
      throw new CaptchaError(faltante);

    await purgeExpired();
    const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
    const inserted = await app.database.auth
      .insert(captchasUsados)
      .values({ firma: payload.challenge.signature as string, expires_at: expiresAt })
      .onConflictDoNothing()
      .returning({ firma: captchasUsados.firma });
    // Already used: to the user it is a captcha to redo, as after an expiry.
    if (inserted.length === 0) throw new CaptchaError(MENSAJES_CAPTCHA.expirado);
  };

  const verifyRecaptcha = async (token: string, form: FormularioCaptcha, remoteIp?: string) => {
    const body = new URLSearchParams({ secret: config.recaptchaSecret as string, response: token });
    if (remoteIp) body.set('remoteip', remoteIp);
    let answer: { success?: boolean; 'error-codes'?: string[] };
    try {
      const res = await fetch(config.recaptchaVerifyUrl, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`siteverify respondió ${res.status}`);
      answer = (await res.json()) as typeof answer;
    } catch (error) {
      app.log.error({ err: error }, 'no se pudo verificar reCAPTCHA');
      throw new CaptchaError(MENSAJES_CAPTCHA.noDisponible, 503);
    }
    if (answer.success === true) return;
    if (answer['error-codes']?.includes('timeout-or-duplicate'))
      throw new CaptchaError(MENSAJES_CAPTCHA.expirado);
    throw new CaptchaError(MENSAJES_CAPTCHA.faltante[form]);
  };

  const captcha: Captcha = {
    publicConfig: recaptcha
      ? { provider: 'recaptcha', siteKey: config.recaptchaSiteKey ?? null }
      : { provider: 'altcha', siteKey: null },

    challenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: config.altchaCost,
        deriveKey,
        keyPrefix: '00',
        expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
        hmacSignatureSecret,
      }),

    async verify(token, form, remoteIp) {
      if (config.captchaBypass) return;
      if (typeof token !== 'string' || token.trim() === '' || token === 'null' || token === 'undefined')
        throw new CaptchaError(MENSAJES_CAPTCHA.faltante[form]);
      if (token.length > MAX_TOKEN) throw new CaptchaError(MENSAJES_CAPTCHA.faltante[form]);
      if (recaptcha) await verifyRecaptcha(token, form, remoteIp);
      else await verifyAltcha(token.trim(), form);
    },
  };
  if (config.captchaBypass) app.log.warn('CAPTCHA_BYPASS: el captcha no se verifica (solo para desarrollo)');
  app.decorate('captcha', captcha);
});
