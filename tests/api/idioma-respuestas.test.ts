import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { outbox } from '../../server/db/schema';
import { diferidas } from '../../server/routes/auth/diferidas';
import { createTestApp, type TestApp } from './harness';
import { datosSignUp, registrar, resolverCaptcha } from './auth-soporte';

/**
 * The API answers its refusals and writes its mails in the language the app sends as Accept-Language (issue 30);
 * Spanish, word for word, without it or for a language it does not speak.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1000 });
});
afterAll(() => t.close());

const olvido = (idioma: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/forgotPassword',
    payload: payload as Record<string, unknown>,
    headers: idioma ? { 'accept-language': idioma } : {},
  });

describe('a refusal in the request language', () => {
  it.each([
    ['en-US,en;q=0.9', 'This field is required'],
    ['fr-FR', 'Ce champ est obligatoire'],
    ['ar', 'هذا الحقل مطلوب'],
  ])('%s: the message and the field error', async (idioma, mensaje) => {
    const res = await olvido(idioma, {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      code: 422,
      message: mensaje,
      data: { errors: { email: [mensaje] } },
    });
  });

  it.each([
    ['en', 'The verification link is not valid or has expired'],
    ['fr', "Le lien de vérification n'est pas valide ou a expiré"],
    ['ar', 'رابط التحقق غير صالح أو انتهت صلاحيته'],
  ])('%s: an AppError keeps its status and message_object', async (idioma, mensaje) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mail/verification',
      payload: { token: 'no-existe', email: 'nadie@ejemplo.co' },
      headers: { 'accept-language': idioma },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      code: 404,
      message: mensaje,
      data: null,
      message_object: { estado: 'error' },
    });
  });

  it('a route that does not exist, in English', async () => {
    const res = await t.app.inject({ url: '/api/no-existe', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('The requested route does not exist');
  });

  it.each([undefined, 'de-DE,de;q=0.9', 'es-CO'])('%s: Spanish, word for word', async (idioma) => {
    const res = await olvido(idioma, {});
    expect(res.json()).toEqual({
      success: false,
      code: 422,
      message: 'El campo es requerido',
      data: { errors: { email: ['El campo es requerido'] } },
    });
  });
});

/** The mail written for `para` last (the outbox keeps its payload). */
async function correoPara(para: string) {
  await diferidas.esperar();
  const filas = await t.database.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(sql`${outbox.payload}->>'para' = ${para}`)
    .orderBy(outbox.id);
  return filas.at(-1)?.payload as { asunto: string; html: string; texto: string } | undefined;
}

describe('a success message in the request language', () => {
  it.each([
    [
      'en',
      'If the email address is registered, we have sent you a link to reset your password. Check your inbox.',
    ],
    ['zh', '如果该邮箱已注册，我们已向其发送重置密码的链接。请查收您的收件箱。'],
    [
      undefined,
      'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.',
    ],
  ])('%s', async (idioma, mensaje) => {
    const res = await olvido(idioma, { email: 'nadie.idioma@ejemplo.co' });
    expect(res.json()).toEqual({ success: true, code: 200, message: mensaje, data: null });
  });
});

describe('mails in the language of the request that sends them', () => {
  it('sign-up in Arabic: the verification mail in Arabic, right to left', async () => {
    const payload = { ...datosSignUp(), recaptchaToken: await resolverCaptcha(t.app) };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/singUp',
      payload,
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(200);
    const correo = await correoPara(payload.email);
    expect(correo?.asunto).toBe('تحقّق من بريدك الإلكتروني');
    expect(correo?.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('forgot password in French; without a language, in Spanish', async () => {
    const { email } = await registrar(t.app);
    expect((await olvido('fr', { email })).statusCode).toBe(200);
    expect((await correoPara(email))?.asunto).toBe('Réinitialisez votre mot de passe');
    expect((await olvido(undefined, { email })).statusCode).toBe(200);
    expect((await correoPara(email))?.asunto).toBe('Restablece tu contraseña');
  });
});
