import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { datosSignUp, registrar, resolverCaptcha } from './auth-soporte';

const LIMITE = 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.';
const MAX = 3;

let t: TestApp;
let ipSecuencia = 0;
/** Each test speaks from its own address, so the per-IP counters of one do not leak into another. */
const nuevaIp = () => `10.20.${Math.floor(++ipSecuencia / 250)}.${ipSecuencia % 250}`;

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: MAX });
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, ip: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

function esperarLimite(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ success: false, code: 429, message: LIMITE, data: null });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
}

describe.each([
  ['/api/login', () => ({ email: 'victima@ejemplo.co', password: 'x-clave-123' })],
  ['/api/forgotPassword', () => ({ email: 'victima@ejemplo.co' })],
  ['/api/singUp', () => datosSignUp({ email: 'victima@ejemplo.co' })],
])('%s', (url, cuerpo) => {
  it(`allows ${MAX} attempts a minute per IP, then answers 429 in Spanish`, async () => {
    const ip = nuevaIp();
    for (let i = 0; i < MAX; i++) {
      const res = await post(url, { ...cuerpo(), email: `ip${i}.${ipSecuencia}@ejemplo.co` }, ip);
      expect(res.statusCode).not.toBe(429);
    }
    esperarLimite(await post(url, { ...cuerpo(), email: `otro.${ipSecuencia}@ejemplo.co` }, ip));
    // Another address is not affected.
    expect(
      (await post(url, { ...cuerpo(), email: `libre.${ipSecuencia}@ejemplo.co` }, nuevaIp())).statusCode,
    ).not.toBe(429);
  });

  it(`allows ${MAX} attempts a minute per e-mail, whatever the IP and the case`, async () => {
    const email = `objetivo.${url.length}.${ipSecuencia}@ejemplo.co`;
    for (let i = 0; i < MAX; i++) {
      const res = await post(url, { ...cuerpo(), email: i % 2 ? email.toUpperCase() : email }, nuevaIp());
      expect(res.statusCode).not.toBe(429);
    }
    esperarLimite(await post(url, { ...cuerpo(), email }, nuevaIp()));
  });
});

describe('limits', () => {
  it('do not touch other routes', async () => {
    const ip = nuevaIp();
    for (let i = 0; i < MAX + 2; i++)
      expect((await t.app.inject({ url: '/api/captcha/config', remoteAddress: ip })).statusCode).toBe(200);
  });

  it('count per form: the sign-in limit leaves sign-up open', async () => {
    const ip = nuevaIp();
    for (let i = 0; i <= MAX; i++)
      await post('/api/login', { email: `a${i}.${ip}@ejemplo.co`, password: 'x' }, ip);
    esperarLimite(await post('/api/login', { email: `b.${ip}@ejemplo.co`, password: 'x' }, ip));
    const alta = await t.app.inject({
      method: 'POST',
      url: '/api/singUp',
      payload: { ...datosSignUp(), recaptchaToken: await resolverCaptcha(t.app) },
      remoteAddress: ip,
    });
    expect(alta.statusCode).toBe(200);
  });

  it('a legitimate user under the limit signs in normally', async () => {
    const { email, password } = await registrar(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password, recaptchaToken: await resolverCaptcha(t.app) },
      remoteAddress: nuevaIp(),
    });
    expect(res.statusCode).toBe(200);
  });
});
