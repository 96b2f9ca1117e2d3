import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createChallenge, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createTestApp, type TestApp } from './harness';
import { datosSignUp, payloadDe, registrar, resolverCaptcha } from './auth-soporte';
import { captchasUsados } from '../../server/db/schema';
import { MENSAJES_CAPTCHA } from '../../server/plugins/captcha';

const FALTA_SIGNIN = 'Ops!! debes de llenar la casilla de captcha para continuar !';
const FALTA_SIGNUP = 'Ops!!, haz click en el captcha para verificar que no eres un robot';
const EXPIRADO = 'Ops!!, el captcha ha expirado, por favor recarga la pagina';

let t: TestApp;
let email: string;
let password: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1000 });
  ({ email, password } = await registrar(t.app));
});
afterAll(() => t.close());

const login = (recaptchaToken?: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password, recaptchaToken } });

const rechazo = (message: string) => ({
  success: false,
  code: 422,
  message,
  data: { error: message, recaptchaToken: false },
});

const codificar = (challenge: Challenge, solution: Solution) =>
  Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');

describe('GET /api/captcha/config and /api/captcha/challenge', () => {
  it('says ALTCHA by default', async () => {
    const res = await t.app.inject({ url: '/api/captcha/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      code: 200,
      message: 'Operación exitosa',
      data: { provider: 'altcha', siteKey: null },
    });
  });

  it('answers a raw, signed, PBKDF2 challenge with the configured cost, valid for 10 minutes, never cached', async () => {
    const res = await t.app.inject({ url: '/api/captcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json() as Challenge;
    expect(challenge).not.toHaveProperty('success');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: t.config.altchaCost,
      keyPrefix: '00',
      keyLength: 32,
    });
    const resta = (challenge.parameters.expiresAt as number) - Date.now() / 1000;
    expect(resta).toBeGreaterThan(9 * 60);
    expect(resta).toBeLessThanOrEqual(10 * 60);
  });

  it('is solved by the altcha v3 widget worker, and the server accepts its payload', async () => {
    // The widget's own PBKDF2 worker (WebCrypto), run as the browser would run it, on a challenge from the API.
    const codigo = await readFile('node_modules/altcha/dist/workers/pbkdf2.js', 'utf8');
    const challenge = (await t.app.inject({ url: '/api/captcha/challenge' })).json() as Challenge;
    const solution = await new Promise<Solution>((resolve, reject) => {
      const self: { onmessage?: (m: { data: unknown }) => void; postMessage: (d: unknown) => void } = {
        postMessage: (d) =>
          (d as { error?: unknown }).error ? reject((d as { error: unknown }).error) : resolve(d as Solution),
      };
      new Function('self', codigo)(self);
      self.onmessage?.({
        data: { type: 'work', challenge, counterMode: 'uint32', counterStart: 0, counterStep: 1 },
      });
    });
    // The widget submits btoa(JSON.stringify({ challenge: { parameters, signature }, solution })).
    const payload = Buffer.from(
      JSON.stringify({
        challenge: { parameters: challenge.parameters, signature: challenge.signature },
        solution,
      }),
    ).toString('base64');
    const res = await login(payload);
    expect(res.statusCode).toBe(200);
  });
});

describe('app.captcha.verify on the forms', () => {
  it('accepts a solved challenge once', async () => {
    expect((await login(await resolverCaptcha(t.app))).statusCode).toBe(200);
  });

  it('refuses a missing token with each form wording', async () => {
    for (const token of [undefined, '', 'null']) {
      const res = await login(token);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(rechazo(FALTA_SIGNIN));
    }
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/singUp',
      payload: { ...datosSignUp(), recaptchaToken: '' },
    });
    expect(signUp.json()).toEqual(rechazo(FALTA_SIGNUP));
  });

  it('refuses garbage and a wrong solution with the "missing" wording of the form', async () => {
    expect((await login('esto-no-es-un-payload')).json()).toEqual(rechazo(FALTA_SIGNIN));
    const challenge = (await t.app.inject({ url: '/api/captcha/challenge' })).json() as Challenge;
    const mala = codificar(challenge, { counter: 1, derivedKey: 'ab'.repeat(32) });
    expect((await login(mala)).json()).toEqual(rechazo(FALTA_SIGNIN));
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/singUp',
      payload: { ...datosSignUp(), recaptchaToken: mala },
    });
    expect(signUp.statusCode).toBe(422);
    expect(signUp.json()).toEqual(rechazo(FALTA_SIGNUP));
  });

  it('refuses a challenge signed with another key or with altered parameters', async () => {
    const ajeno = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      deriveKey,
      hmacSignatureSecret: 'otra-clave',
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect((await login(await payloadDe(ajeno))).json()).toEqual(rechazo(FALTA_SIGNIN));

    const propio = (await t.app.inject({ url: '/api/captcha/challenge' })).json() as Challenge;
    const facil: Challenge = { ...propio, parameters: { ...propio.parameters, cost: 1 } };
    expect((await login(await payloadDe(facil))).json()).toEqual(rechazo(FALTA_SIGNIN));
  });

  it('refuses an expired challenge with the expiry wording', async () => {
    const vencido = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: t.config.altchaCost,
      deriveKey,
      keyPrefix: '00',
      hmacSignatureSecret: t.config.altchaHmacKey!,
      expiresAt: Math.floor(Date.now() / 1000) - 5,
    });
    const res = await login(await payloadDe(vencido));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(rechazo(EXPIRADO));
  });

  it('refuses a replayed payload, keeping the used challenge until it expires', async () => {
    const token = await resolverCaptcha(t.app);
    expect((await login(token)).statusCode).toBe(200);
    const otraVez = await login(token);
    expect(otraVez.statusCode).toBe(422);
    expect(otraVez.json()).toEqual(rechazo(EXPIRADO));
    const firma = (JSON.parse(Buffer.from(token, 'base64').toString()) as { challenge: Challenge }).challenge
      .signature;
    const [fila] = await t.database.db
      .select()
      .from(captchasUsados)
      .where(sql`${captchasUsados.firma} = ${firma}`);
    expect(fila.expires_at.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
  });

  it('a replay refused on sign-up too, even across forms', async () => {
    const token = await resolverCaptcha(t.app);
    expect((await login(token)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/singUp',
      payload: { ...datosSignUp(), recaptchaToken: token },
    });
    expect(res.json()).toEqual(rechazo(EXPIRADO));
  });
});

describe('reCAPTCHA v2 when RECAPTCHA_SECRET is set', () => {
  let r: TestApp;
  let fake: Server;
  const recibidos: URLSearchParams[] = [];
  const respuestas: Record<string, { success: boolean; 'error-codes'?: string[] }> = {
    'token-bueno': { success: true },
    'token-vencido': { success: false, 'error-codes': ['timeout-or-duplicate'] },
    'token-malo': { success: false, 'error-codes': ['invalid-input-response'] },
  };
  let cuenta: { email: string; password: string };

  beforeAll(async () => {
    // A local stand-in for https://www.google.com/recaptcha/api/siteverify, answering as Google documents.
    fake = createServer((req, res) => {
      let cuerpo = '';
      req.on('data', (d) => (cuerpo += d));
      req.on('end', () => {
        const params = new URLSearchParams(cuerpo);
        recibidos.push(params);
        if (params.get('response') === 'token-caido') {
          res.writeHead(500).end();
          return;
        }
        const ok = params.get('secret') === 'secreto-de-prueba';
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(
            JSON.stringify(
              ok
                ? (respuestas[params.get('response') ?? ''] ?? { success: false })
                : { success: false, 'error-codes': ['invalid-input-secret'] },
            ),
          );
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    r = await createTestApp({
      rateLimitMax: 1000,
      recaptchaSecret: 'secreto-de-prueba',
      recaptchaSiteKey: 'clave-del-sitio',
      recaptchaVerifyUrl: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    });
    cuenta = { email: 'recaptcha@ejemplo.co', password: 'Segura123!' };
    const alta = await r.app.inject({
      method: 'POST',
      url: '/api/singUp',
      payload: { ...datosSignUp({ email: cuenta.email }), recaptchaToken: 'token-bueno' },
    });
    expect(alta.statusCode).toBe(200);
  });
  afterAll(async () => {
    await r.close();
    await new Promise((resolve) => fake.close(resolve));
  });

  const entrar = (recaptchaToken: string) =>
    r.app.inject({ method: 'POST', url: '/api/login', payload: { ...cuenta, recaptchaToken } });

  it('tells the browser to show reCAPTCHA with the site key, and serves no ALTCHA challenge', async () => {
    expect((await r.app.inject({ url: '/api/captcha/config' })).json().data).toEqual({
      provider: 'recaptcha',
      siteKey: 'clave-del-sitio',
    });
    expect((await r.app.inject({ url: '/api/captcha/challenge' })).statusCode).toBe(404);
  });

  it('verifies the token with siteverify, sending secret, response and the client IP', async () => {
    recibidos.length = 0;
    const res = await entrar('token-bueno');
    expect(res.statusCode).toBe(200);
    expect(recibidos).toHaveLength(1);
    expect(recibidos[0].get('secret')).toBe('secreto-de-prueba');
    expect(recibidos[0].get('response')).toBe('token-bueno');
    expect(recibidos[0].get('remoteip')).toBe('127.0.0.1');
  });

  it('maps timeout-or-duplicate to the expiry wording and other failures to the missing wording', async () => {
    expect((await entrar('token-vencido')).json()).toEqual(rechazo(EXPIRADO));
    expect((await entrar('token-malo')).json()).toEqual(rechazo(FALTA_SIGNIN));
    expect((await entrar('')).json()).toEqual(rechazo(FALTA_SIGNIN));
  });

  it('answers 503 in Spanish when Google cannot be reached', async () => {
    const res = await entrar('token-caido');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'No fue posible verificar el captcha en este momento. Intenta de nuevo en unos minutos.',
    );
    expect(res.json().data.recaptchaToken).toBe(false);
  });
});

describe('CAPTCHA_BYPASS (development only)', () => {
  it('lets sign-in through without a captcha only when the flag is on', async () => {
    expect((await login()).json()).toEqual(rechazo(MENSAJES_CAPTCHA.faltante.signin));
    const libre = await createTestApp({ rateLimitMax: 1000, captchaBypass: true });
    try {
      const cuenta = await registrar(libre.app);
      const res = await libre.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: cuenta.email, password: cuenta.password },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.token).toEqual(expect.any(String));
    } finally {
      await libre.close();
    }
  });
});
