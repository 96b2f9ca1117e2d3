import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, type EmpresaDePrueba } from './fixtures';

const hashes = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../server/lib/tokens', async (original) => {
  const real = await original<typeof import('../../server/lib/tokens')>();
  return {
    ...real,
    hashToken: (token: string) => {
      hashes.n++;
      return real.hashToken(token);
    },
  };
});

let t: TestApp;
let e: EmpresaDePrueba;
beforeAll(async () => {
  t = await createTestApp();
  e = await crearEmpresaDePrueba(t);
});
afterAll(() => t?.close());

describe('the session cache', () => {
  it('answers a cached token without hashing it again, and forgets it at logout', async () => {
    const pedir = () => t.app.inject({ method: 'POST', url: '/api/me', headers: e.auth });
    expect((await pedir()).statusCode).toBe(200);
    const antes = hashes.n;
    for (let i = 0; i < 3; i++) expect((await pedir()).statusCode).toBe(200);
    expect(hashes.n).toBe(antes);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: e.auth })).statusCode).toBe(
      200,
    );
    expect((await pedir()).statusCode).toBe(401);
  });
});
