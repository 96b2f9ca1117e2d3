import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { datosSignUp, resolverCaptcha } from './auth-soporte';
import { empresas, usuarios } from '../../server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1000 });
});
afterAll(() => t.close());

const signUp = async (extra: Record<string, unknown>) => {
  const datos = datosSignUp(extra);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/singUp',
    payload: { ...datos, recaptchaToken: await resolverCaptcha(t.app) },
  });
  return { res, email: datos.email };
};

const telefonoGuardado = async (email: string) => {
  const [fila] = await t.database.db
    .select({ telefono: empresas.telefono, codigo: empresas.codigo_telefono })
    .from(empresas)
    .innerJoin(usuarios, eq(usuarios.empresa_id, empresas.id))
    .where(eq(usuarios.email, email));
  return fila;
};

describe('sign-up phone numbers are normalised by the API (common/telefono.ts)', () => {
  it.each([
    ['300 123 4567', '+57_CO', '+573001234567'],
    ['300-123-4567', '+57_CO', '+573001234567'],
    ['(300) 123.45.67', '+57_CO', '+573001234567'],
    ['+57 300 123 4567', '+57_CO', '+573001234567'],
    ['3001234567', '+57_CO', '+573001234567'],
    ['55 1234 5678', '+52_MX', '+525512345678'],
    ['809-555-1234', '+1809_DO', '+18095551234'],
  ])('stores %j with %s as %s', async (telephoneNumber, selectedCountryCode, guardado) => {
    const { res, email } = await signUp({ telephoneNumber, selectedCountryCode });
    expect(res.statusCode).toBe(200);
    expect(await telefonoGuardado(email)).toEqual({ telefono: guardado, codigo: selectedCountryCode });
  });

  it.each([
    ['12', 'El campo debe de ser un número telefonico'],
    ['300 123 ABCD', 'El campo debe de ser un número telefonico'],
    ['1234567890123456', 'El campo debe de ser un número telefonico'],
    ['+57 12', 'El campo debe de ser un número telefonico'],
    ['+54 300 123 4567', 'El indicativo del número no coincide con el del país elegido'],
  ])('refuses %j in Spanish (422) and stores nothing', async (telephoneNumber, mensaje) => {
    const antes = await t.database.db.$count(empresas);
    const { res, email } = await signUp({ telephoneNumber });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 422, message: mensaje });
    expect(res.json().data.errors.telephoneNumber).toEqual([mensaje]);
    expect(await t.database.db.$count(empresas)).toBe(antes);
    expect(await telefonoGuardado(email)).toBeUndefined();
  });

  it('reports a bad number together with the other fields, each at its own', async () => {
    const { res } = await signUp({ telephoneNumber: '12', email: 'no-es-correo' });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors).toMatchObject({
      telephoneNumber: ['El campo debe de ser un número telefonico'],
      email: ['El campo debe de ser un correo electronico'],
    });
  });
});
