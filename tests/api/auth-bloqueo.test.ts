import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './harness';
import { correosEscritos, decodificarQP, iniciarSesion, registrar } from './auth-soporte';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1000 });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const login = (email: string, password: string) => iniciarSesion(t.app, email, password);

/** Moves the server's clock forward (the lockout reads Date.now). */
let desfase = 0;
const reloj = Date.now.bind(Date);
function adelantar(ms: number) {
  desfase += ms;
  vi.spyOn(Date, 'now').mockImplementation(() => reloj() + desfase);
}

async function correosNuevos() {
  await t.app.outbox.drain();
  const todos = await correosEscritos(t.dataDir);
  await rm(join(t.dataDir, 'mail'), { recursive: true, force: true });
  return todos;
}

describe('sign-in lockout per account', () => {
  it('after 3 failures makes the account wait 15 s, even with the right password, in Spanish', async () => {
    const { email, password } = await registrar(t.app);
    for (let i = 0; i < 3; i++) expect((await login(email, 'Incorrecta-1')).statusCode).toBe(401);
    const res = await login(email, password);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      success: false,
      code: 429,
      data: null,
      message:
        'Demasiados intentos fallidos para esta cuenta. Por seguridad, espera 15 segundos antes de volver a intentarlo o restablece tu contraseña.',
    });
    expect(Number(res.headers['retry-after'])).toBe(15);
    // Another account is not affected; the case of the e-mail does not dodge the lock.
    const otra = await registrar(t.app);
    expect((await login(otra.email, otra.password)).statusCode).toBe(200);
    expect((await login(email.toUpperCase(), password)).statusCode).toBe(429);
    adelantar(16_000);
    expect((await login(email, password)).statusCode).toBe(200);
    // Success starts over: three new failures are allowed.
    for (let i = 0; i < 3; i++) expect((await login(email, 'Incorrecta-2')).statusCode).toBe(401);
  });

  it('doubles the wait with each further failure and locks unknown e-mails alike', async () => {
    const email = 'nadie.bloqueado@ejemplo.co';
    for (let i = 0; i < 3; i++) expect((await login(email, 'x-clave-123')).statusCode).toBe(401);
    expect((await login(email, 'x-clave-123')).headers['retry-after']).toBe('15');
    adelantar(16_000);
    expect((await login(email, 'x-clave-123')).statusCode).toBe(401);
    const res = await login(email, 'x-clave-123');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toContain('espera 30 segundos');
  });

  it('mails the owner once at the 5th failure in a row', async () => {
    const { email } = await registrar(t.app);
    await correosNuevos();
    for (let i = 1; i <= 6; i++) {
      expect((await login(email, `Incorrecta-${i}`)).statusCode).toBe(401);
      adelantar(60 * 60_000);
      const correos = await correosNuevos();
      expect(correos).toHaveLength(i === 5 ? 1 : 0);
      if (i === 5) {
        expect(correos[0].contenido).toContain(`To: ${email}`);
        expect(decodificarQP(correos[0].contenido)).toContain('5 veces seguidas');
      }
    }
  });
});
