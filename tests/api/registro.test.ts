import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { registrar } from './auth-soporte';

const SECRETO = 'Clave-Que-No-Debe-Salir-71';

let t: TestApp;
let token: string;
const lineas: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { rateLimitMax: 1000 },
    { logger: { level: 'info', stream: { write: (linea: string) => void lineas.push(linea) } } },
  );
  ({ token } = await registrar(t.app));
});
afterAll(() => t.close());

/** The log lines one request wrote. */
async function registroDe(peticion: () => Promise<{ statusCode: number; body: string }>) {
  lineas.length = 0;
  const res = await peticion();
  return { res, escritas: lineas.join(''), registros: lineas.map((l) => JSON.parse(l)) };
}

const rechazos = (registros: Record<string, unknown>[]) =>
  registros.filter((r) => r.msg === 'solicitud rechazada');

describe('the log of a refused request', () => {
  it('has one info line with the status and the Spanish reason of a 422, and never the password', async () => {
    const { res, escritas, registros } = await registroDe(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'no-es-un-correo', password: SECRETO, recaptchaToken: 'x' },
      }),
    );
    expect(res.statusCode).toBe(422);
    const motivo = JSON.parse(res.body).message as string;
    expect(motivo).toMatch(/correo/i);
    const [linea, ...otras] = rechazos(registros);
    expect(otras).toEqual([]);
    expect(linea).toMatchObject({ level: 30, status: 422, motivo, reqId: expect.any(String) });
    expect(escritas).not.toContain(SECRETO);
  });

  it('keeps the reason of a 401 and leaves the bearer token out', async () => {
    const { res, escritas, registros } = await registroDe(() =>
      t.app.inject({ method: 'POST', url: '/api/me', headers: { authorization: `Bearer ${SECRETO}` } }),
    );
    expect(res.statusCode).toBe(401);
    expect(rechazos(registros)).toEqual([
      expect.objectContaining({ status: 401, motivo: 'Unauthenticated.' }),
    ]);
    expect(escritas).not.toContain(SECRETO);
  });

  it('logs a 404 of an unknown route with its reason', async () => {
    const { registros } = await registroDe(() => t.app.inject({ url: '/api/no-existe' }));
    expect(rechazos(registros)).toEqual([
      expect.objectContaining({ status: 404, motivo: 'La ruta solicitada no existe' }),
    ]);
  });

  it('writes no rejection line for an answer that succeeded, nor the session token', async () => {
    const { res, escritas, registros } = await registroDe(() =>
      t.app.inject({ method: 'POST', url: '/api/me', headers: { authorization: `Bearer ${token}` } }),
    );
    expect(res.statusCode).toBe(200);
    expect(rechazos(registros)).toEqual([]);
    expect(escritas).not.toContain(token);
  });
});
