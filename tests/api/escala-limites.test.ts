import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJE_LIMITE, MENSAJE_LIMITES_CAIDOS } from '../../server/plugins/rate-limit';
import type { App } from '../../server/app';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, type EmpresaDePrueba } from './fixtures';
import { avisoSinRedis } from '../../server/plugins/instancias';
import { borrarClaves, otraInstancia, REDIS_PRUEBAS, redisResponde, registroEnMemoria } from './instancias';

/** Rate limit of the test apps: the lockout cases stay below it (4 attempts per e-mail). */
const MAX = 5;
const prefijo = `comanda-test:${randomUUID()}:`;
const hayRedis = await redisResponde();
if (!hayRedis) console.warn(`Redis no responde en ${REDIS_PRUEBAS}: se omiten los límites compartidos`);

let ipSecuencia = 0;
/** Each test speaks from its own address, so the per-IP counters of one do not reach another. */
const nuevaIp = () => `10.33.${Math.floor(++ipSecuencia / 250)}.${ipSecuencia % 250}`;

const post = (app: App, url: string, payload: Record<string, unknown>, ip: string) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: ip });

describe.runIf(hayRedis)('two instances sharing a Redis (REDIS_URL)', () => {
  let t: TestApp;
  let b: Awaited<ReturnType<typeof otraInstancia>>;
  let e: EmpresaDePrueba;
  beforeAll(async () => {
    const compartido = {
      redisUrl: REDIS_PRUEBAS,
      redisPrefix: prefijo,
      rateLimitMax: MAX,
      captchaBypass: true,
    };
    t = await createTestApp(compartido);
    b = await otraInstancia(t, compartido);
    e = await crearEmpresaDePrueba(t);
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
    await borrarClaves(prefijo);
  });

  it('a brute force spread over both instances meets one lockout budget', async () => {
    const ip = nuevaIp();
    // Three failures, alternating instances: alone, each instance would have seen one or two.
    for (const app of [t.app, b.app, t.app])
      expect(
        (await post(app, '/api/login', { email: e.email, password: 'Incorrecta-1' }, ip)).statusCode,
      ).toBe(401);
    const res = await post(b.app, '/api/login', { email: e.email, password: e.password }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toContain('espera 15 segundos');
    expect(Number(res.headers['retry-after'])).toBe(15);
  });

  it('a success on one instance lifts the lockout on the other', async () => {
    const otra = await crearEmpresaDePrueba(t);
    const ip = nuevaIp();
    for (const app of [t.app, b.app])
      expect(
        (await post(app, '/api/login', { email: otra.email, password: 'Incorrecta-1' }, ip)).statusCode,
      ).toBe(401);
    expect(
      (await post(t.app, '/api/login', { email: otra.email, password: otra.password }, ip)).statusCode,
    ).toBe(200);
    for (let i = 0; i < 2; i++)
      expect(
        (await post(b.app, '/api/login', { email: otra.email, password: 'Incorrecta-2' }, nuevaIp()))
          .statusCode,
      ).toBe(401);
  });

  it('the per-address limit of a form counts the requests of both instances', async () => {
    const ip = nuevaIp();
    for (let i = 0; i < MAX; i++) {
      const res = await post(
        i % 2 ? b.app : t.app,
        '/api/forgotPassword',
        { email: `f${i}.${ip}@ejemplo.co` },
        ip,
      );
      expect(res.statusCode).toBe(200);
    }
    for (const app of [t.app, b.app]) {
      const res = await post(app, '/api/forgotPassword', { email: `fin.${ip}@ejemplo.co` }, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(MENSAJE_LIMITE);
    }
  });
});

describe('Redis unreachable', () => {
  let t: TestApp;
  let e: EmpresaDePrueba;
  beforeAll(async () => {
    // Port 1 of loopback: nothing listens there, every connection is refused at once.
    t = await createTestApp({ redisUrl: 'redis://127.0.0.1:1', redisPrefix: prefijo, captchaBypass: true });
    e = await crearEmpresaDePrueba(t);
  });
  afterAll(() => t?.close());

  it('refuses the sign-in forms with a Spanish 503 (fail closed), never a 500', async () => {
    for (const [url, cuerpo] of [
      ['/api/login', { email: e.email, password: e.password }],
      ['/api/forgotPassword', { email: e.email }],
    ] as const) {
      const res = await post(t.app, url, cuerpo, nuevaIp());
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toEqual({ success: false, code: 503, message: MENSAJE_LIMITES_CAIDOS, data: null });
    }
  });

  it('lets the other limited routes pass (fail open)', async () => {
    const log = await t.app.inject({
      method: 'POST',
      url: '/api/log/error/front',
      headers: e.auth,
      payload: { message: 'x', error: 'x' },
    });
    expect(log.statusCode, log.body).toBe(200);
    const menu = await t.app.inject({ url: `/api/menu?menuId=${randomUUID()}`, remoteAddress: nuevaIp() });
    expect(menu.statusCode, menu.body).toBe(404);
    expect((await t.app.inject({ url: '/api/captcha/config' })).statusCode).toBe(200);
  });
});

describe.runIf(process.env.TEST_DB === 'pg')('several instances without REDIS_URL', () => {
  it('the instance that starts beside another warns (limits per instance); one alone or with Redis does not', async () => {
    const primera = registroEnMemoria();
    const t = await createTestApp({}, { logger: primera.logger });
    try {
      expect(primera.avisos.filter((m) => m.includes('REDIS_URL'))).toEqual([]);
      const segunda = registroEnMemoria();
      const b = await otraInstancia(t, {}, { logger: segunda.logger });
      await b.close();
      expect(segunda.avisos).toContain(avisoSinRedis(1));
      const conRedis = registroEnMemoria();
      const c = await otraInstancia(t, { redisUrl: REDIS_PRUEBAS, redisPrefix: prefijo }, conRedis);
      await c.close();
      expect(conRedis.avisos.filter((m) => m.includes('REDIS_URL'))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
