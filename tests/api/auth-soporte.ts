import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { App } from '../../server/app';

/** Fetches a challenge from the API and solves it as the widget would; the result goes in `recaptchaToken`. */
export async function resolverCaptcha(app: App): Promise<string> {
  const res = await app.inject({ url: '/api/captcha/challenge' });
  const challenge = res.json() as Challenge;
  return payloadDe(challenge);
}

/** Solves a challenge and encodes it exactly like the `altcha` v3 widget (base64 JSON). */
export async function payloadDe(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no se pudo resolver el captcha');
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}

let secuencia = 0;
/** A unique e-mail per call. */
export const correoUnico = (prefijo = 'usuario') => `${prefijo}.${process.pid}.${++secuencia}@ejemplo.co`;

export function datosSignUp(extra: Record<string, unknown> = {}) {
  return {
    name: 'Ana',
    lastName: 'Gómez',
    telephoneNumber: '3001234567',
    businessName: 'La Esquina',
    businessType: 'Restaurante',
    country: 53,
    email: correoUnico(),
    password: 'Segura123!',
    document: '1020304050',
    documentType: 1,
    selectedCountryCode: '+57_CO',
    ...extra,
  };
}

/** Signs up through the API (with a solved captcha); answers the token and the e-mail. */
export async function registrar(app: App, extra: Record<string, unknown> = {}) {
  const payload = { ...datosSignUp(extra), recaptchaToken: await resolverCaptcha(app) };
  const res = await app.inject({ method: 'POST', url: '/api/singUp', payload });
  if (res.statusCode !== 200) throw new Error(`singUp respondió ${res.statusCode}: ${res.body}`);
  return {
    token: (res.json() as { data: { token: string } }).data.token,
    email: payload.email,
    password: payload.password,
  };
}

export async function iniciarSesion(app: App, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password, recaptchaToken: await resolverCaptcha(app) },
  });
}

export const conToken = (token: string) => ({ authorization: `Bearer ${token}` });

/** The .eml files the mailer wrote (no SMTP_URL), oldest first. */
export async function correosEscritos(dataDir: string): Promise<{ archivo: string; contenido: string }[]> {
  const dir = join(dataDir, 'mail');
  const nombres = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
  return Promise.all(
    nombres.map(async (n) => ({ archivo: n, contenido: await readFile(join(dir, n), 'utf8') })),
  );
}

/** Decodes quoted-printable bodies enough to find links in an .eml. */
export function decodificarQP(eml: string): string {
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

type RutaEnlace = '/usermailverify' | '/resetpassword' | '/invitado';

/** The first link to `ruta` in a mail's decoded text (decoding twice would eat a token starting "=4F…"). */
export function enlaceEnTexto(texto: string, ruta: RutaEnlace): URL {
  const m = texto.match(new RegExp(`https?://[^\\s"<>]*${ruta}\\?[^\\s"<>]+`));
  if (!m) throw new Error(`no hay un enlace a ${ruta} en el correo`);
  return new URL(m[0].replace(/&amp;/g, '&'));
}

/** The token and e-mail of the first link to `ruta` in an .eml (verification or reset mail). */
export const enlaceDe = (eml: string, ruta: RutaEnlace): URL => enlaceEnTexto(decodificarQP(eml), ruta);
