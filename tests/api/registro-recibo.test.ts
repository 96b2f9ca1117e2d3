import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { conToken, registrar } from './auth-soporte';

/** Issue 34: the company's data typed at sign-up fills the receipt's details (settings group 'empresa'). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1000 });
});
afterAll(() => t.close());

async function ajustesDelRecibo(token: string): Promise<Record<string, string>> {
  const r = await t.app.inject({ method: 'GET', url: '/api/configuraciones', headers: conToken(token) });
  expect(r.statusCode, r.body).toBe(200);
  const filas = (r.json() as { data: { nombre: string; valor: string }[] }).data;
  return Object.fromEntries(
    filas
      .filter((f) => ['razonSocial', 'nit', 'telefono', 'direccion'].includes(f.nombre))
      .map((f) => [f.nombre, f.valor]),
  );
}

describe('sign-up → the receipt’s company details', () => {
  it('a Colombian company signed up with its NIT has its name, NIT with check digit and phone on the receipt', async () => {
    const { token } = await registrar(t.app, {
      businessName: '  Asadero El Fogón  ',
      documentType: 2,
      document: '900123456',
      telephoneNumber: '3001234567',
    });
    expect(await ajustesDelRecibo(token)).toEqual({
      razonSocial: 'Asadero El Fogón',
      nit: '900123456-8',
      telefono: '+573001234567',
    });
  });

  it('a company signed up with a cédula gets no NIT (the owner types it in the settings), the rest still', async () => {
    const { token } = await registrar(t.app, {
      businessName: 'Café Luna',
      documentType: 1,
      document: '1020304050',
    });
    expect(await ajustesDelRecibo(token)).toEqual({ razonSocial: 'Café Luna', telefono: '+573001234567' });
  });

  it('a NIT typed with a wrong check digit is left out rather than refusing the sign-up', async () => {
    const { token } = await registrar(t.app, {
      businessName: 'Bar Nueve',
      documentType: 2,
      document: '900123456-3',
    });
    const ajustes = await ajustesDelRecibo(token);
    expect(ajustes.nit).toBeUndefined();
    expect(ajustes.razonSocial).toBe('Bar Nueve');
  });
});
