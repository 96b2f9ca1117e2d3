import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('envelope', () => {
  it('answers the bare route with the spec envelope', async () => {
    const res = await t.app.inject({ url: '/api/ping' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { pong: true },
      code: 200,
      message: 'Operación exitosa',
    });
  });

  it('answers an unknown API path with a Spanish 404 envelope', async () => {
    const res = await t.app.inject({ url: '/api/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404, message: 'La ruta solicitada no existe' });
  });

  it('runs on the database the project asks for', () => {
    expect(t.database.kind).toBe(process.env.TEST_DB);
  });
});
