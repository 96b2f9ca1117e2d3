import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { MENSAJE_PASSWORD_DEBIL } from '../../server/lib/fortaleza';
import { diferidas } from '../../server/routes/auth/diferidas';
import { createTestApp, type TestApp } from './harness';
import { conToken, correosEscritos, decodificarQP, enlaceDe, iniciarSesion, registrar } from './auth-soporte';
import { outbox, tokensCorreo, usuarios } from '../../server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1000, publicUrl: 'https://comanda.ejemplo.co' });
});
afterAll(() => t.close());

/** Delivers the outbox and answers the mails written since the last call. */
async function correosNuevos() {
  await diferidas.esperar();
  await t.app.outbox.drain();
  const todos = await correosEscritos(t.dataDir);
  await rm(join(t.dataDir, 'mail'), { recursive: true, force: true });
  return todos;
}

const OLVIDO =
  'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.';
const ENLACE_MALO = 'El enlace para restablecer la contraseña no es válido o ha expirado';

describe('mail verification', () => {
  let email: string;
  let token: string;
  let enlace: URL;
  beforeAll(async () => {
    await correosNuevos();
    ({ email, token } = await registrar(t.app));
    const correos = await correosNuevos();
    expect(correos).toHaveLength(1);
    expect(correos[0].contenido).toContain('Subject: Verifica tu correo');
    expect(correos[0].contenido).toContain(`To: ${email}`);
    enlace = enlaceDe(correos[0].contenido, '/usermailverify');
  });

  const verificar = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/mail/verification', payload });

  it('sends a link to PUBLIC_URL/usermailverify with token and email', () => {
    expect(enlace.origin).toBe('https://comanda.ejemplo.co');
    expect(enlace.searchParams.get('email')).toBe(email);
    expect(enlace.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a wrong token or another e-mail with 404 and estado error', async () => {
    const malo = await verificar({ token: 'no-existe', email });
    expect(malo.statusCode).toBe(404);
    expect(malo.json()).toEqual({
      success: false,
      code: 404,
      message: 'El enlace de verificación no es válido o ha expirado',
      data: null,
      message_object: { estado: 'error' },
    });
    const otro = await verificar({ token: enlace.searchParams.get('token'), email: 'otro@ejemplo.co' });
    expect(otro.statusCode).toBe(404);
    expect((await verificar({})).json().message_object).toEqual({ estado: 'error' });
  });

  it('verifies once (success), then answers alreadyVerified', async () => {
    const res = await verificar({
      token: enlace.searchParams.get('token'),
      email: enlace.searchParams.get('email'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      code: 200,
      message: 'Tu correo ha sido verificado correctamente',
      data: null,
      message_object: { estado: 'success' },
    });
    const me = await t.app.inject({ method: 'POST', url: '/api/me', headers: conToken(token) });
    expect(me.json().data.user.email_verificado).toBe(true);

    const otraVez = await verificar({ token: enlace.searchParams.get('token'), email: email.toUpperCase() });
    expect(otraVez.statusCode).toBe(200);
    expect(otraVez.json()).toMatchObject({
      code: 200,
      message: 'Tu correo ya se encuentra verificado',
      message_object: { estado: 'alreadyVerified' },
    });
  });

  it('refuses an expired link of an unverified account', async () => {
    const otro = await registrar(t.app);
    const [correo] = await correosNuevos();
    const vinculo = enlaceDe(correo.contenido, '/usermailverify');
    const [usuario] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, otro.email));
    await t.database.db
      .update(tokensCorreo)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(tokensCorreo.usuario_id, usuario.id));
    const res = await verificar({ token: vinculo.searchParams.get('token'), email: otro.email });
    expect(res.statusCode).toBe(404);
    expect(res.json().message_object).toEqual({ estado: 'error' });
  });
});

describe('forgot and reset password', () => {
  let cuenta: { email: string; password: string; token: string };
  beforeEach(async () => {
    cuenta = await registrar(t.app);
    await correosNuevos();
  });

  const olvido = (email: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { email } });
  const restablecer = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/passwordReset', payload });

  async function pedirEnlace(email = cuenta.email) {
    expect((await olvido(email)).statusCode).toBe(200);
    const correos = await correosNuevos();
    expect(correos).toHaveLength(1);
    return enlaceDe(correos[0].contenido, '/resetpassword');
  }

  it('validates the e-mail with the texts of spec §5', async () => {
    for (const [email, mensaje] of [
      ['', 'El campo es requerido'],
      [undefined, 'El campo es requerido'],
      ['no-es-correo', 'El email no es válido'],
    ] as const) {
      const res = await olvido(email);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(mensaje);
      expect(res.json().data.errors.email).toEqual([mensaje]);
    }
  });

  it('answers the same for known and unknown e-mails, and mails only the known one', async () => {
    const conocido = await olvido(cuenta.email.toUpperCase());
    const desconocido = await olvido('nadie.registrado@ejemplo.co');
    expect(conocido.statusCode).toBe(200);
    expect(desconocido.statusCode).toBe(200);
    expect(conocido.json()).toEqual({ success: true, code: 200, message: OLVIDO, data: null });
    expect(desconocido.json()).toEqual(conocido.json());
    const correos = await correosNuevos();
    expect(correos).toHaveLength(1);
    expect(correos[0].contenido).toContain(`To: ${cuenta.email}`);
    expect(correos[0].contenido).toMatch(/^Subject: .*Restablece/m);
  });

  it('logs the .eml path of a mail written to a file, never its link or token', async () => {
    const info = vi.spyOn(t.app.log, 'info');
    try {
      const enlace = await pedirEnlace();
      const token = enlace.searchParams.get('valJp')!;
      const registros = info.mock.calls.map((c) => inspect(c, { depth: 5 }));
      const delCorreo = registros.filter((r) => r.includes('correo guardado en archivo'));
      expect(delCorreo).toHaveLength(1);
      expect(delCorreo[0]).toMatch(/archivo: '[^']+\.eml'/);
      for (const r of registros) {
        expect(r).not.toContain(token);
        expect(r).not.toContain(encodeURIComponent(token));
        expect(r).not.toContain('/resetpassword');
      }
    } finally {
      info.mockRestore();
    }
  });

  it('does the same work before answering for a known and an unknown e-mail; the mail follows', async () => {
    const { db } = t.database;
    async function trabajoAntesDeResponder(email: string) {
      const espias = [vi.spyOn(db, 'select'), vi.spyOn(db, 'transaction'), vi.spyOn(db, 'execute')];
      try {
        const res = await olvido(email);
        expect(res.json()).toEqual({ success: true, code: 200, message: OLVIDO, data: null });
        return espias.map((e) => e.mock.calls.length);
      } finally {
        espias.forEach((e) => e.mockRestore());
      }
    }
    diferidas.pausar();
    try {
      const conocido = await trabajoAntesDeResponder(cuenta.email);
      const desconocido = await trabajoAntesDeResponder('nadie.mas@ejemplo.co');
      expect(conocido).toEqual(desconocido);
    } finally {
      diferidas.reanudar();
    }
    const correos = await correosNuevos();
    expect(correos).toHaveLength(1);
    expect(correos[0].contenido).toContain(`To: ${cuenta.email}`);
  });

  it('mails the owner after a reset that the password was changed', async () => {
    const enlace = await pedirEnlace();
    const res = await restablecer({
      password: 'NuevaClave456',
      token: enlace.searchParams.get('valJp'),
      email: cuenta.email,
    });
    expect(res.statusCode).toBe(200);
    const correos = await correosNuevos();
    expect(correos).toHaveLength(1);
    expect(correos[0].contenido).toContain(`To: ${cuenta.email}`);
    expect(decodificarQP(correos[0].contenido)).toContain('fue cambiada');
    expect(decodificarQP(correos[0].contenido)).toContain('todas tus sesiones abiertas se cerraron');
  });

  it('links to PUBLIC_URL/resetpassword?valJp=<token>&email=<email> and stores only the token hash', async () => {
    const enlace = await pedirEnlace();
    expect(`${enlace.origin}${enlace.pathname}`).toBe('https://comanda.ejemplo.co/resetpassword');
    expect(enlace.searchParams.get('email')).toBe(cuenta.email);
    const token = enlace.searchParams.get('valJp') as string;
    const filas = await t.database.db
      .select()
      .from(tokensCorreo)
      .where(eq(tokensCorreo.proposito, 'restablecimiento'));
    expect(filas.some((f) => f.token_hash === token)).toBe(false);
    const { hashToken } = await import('../../server/lib/tokens');
    const mia = filas.find((f) => f.token_hash === hashToken(token));
    expect(mia).toBeDefined();
    const minutos = ((mia?.expires_at.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutos).toBeGreaterThan(59);
    expect(minutos).toBeLessThanOrEqual(60);
  });

  it('resets the password once, ends every session, and the old password stops working', async () => {
    const enlace = await pedirEnlace();
    const token = enlace.searchParams.get('valJp');
    const res = await restablecer({ password: 'NuevaClave456', token, email: cuenta.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      code: 200,
      message: 'Contraseña restablecida correctamente',
      data: null,
      message_object: null,
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/me', headers: conToken(cuenta.token) })).statusCode,
    ).toBe(401);
    expect((await iniciarSesion(t.app, cuenta.email, cuenta.password)).statusCode).toBe(401);
    expect((await iniciarSesion(t.app, cuenta.email, 'NuevaClave456')).statusCode).toBe(200);
    // The link proved the mailbox: the e-mail counts as verified.
    const [usuario] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, cuenta.email));
    expect(usuario.email_verificado_at).toBeInstanceOf(Date);

    const reuso = await restablecer({ password: 'OtraClave789', token, email: cuenta.email });
    expect(reuso.statusCode).toBe(404);
    expect(reuso.json()).toEqual({
      success: false,
      code: 404,
      message: ENLACE_MALO,
      data: null,
      message_object: { token: [ENLACE_MALO] },
    });
    expect((await iniciarSesion(t.app, cuenta.email, 'OtraClave789')).statusCode).toBe(401);
  });

  it('refuses an expired token, a token of another e-mail and an unknown token', async () => {
    const enlace = await pedirEnlace();
    const token = enlace.searchParams.get('valJp');
    const otra = await registrar(t.app);
    const ajeno = await restablecer({ password: 'NuevaClave456', token, email: otra.email });
    expect(ajeno.statusCode).toBe(404);
    const inventado = await restablecer({
      password: 'NuevaClave456',
      token: 'x'.repeat(43),
      email: cuenta.email,
    });
    expect(inventado.statusCode).toBe(404);

    const [usuario] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, cuenta.email));
    await t.database.db
      .update(tokensCorreo)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(and(eq(tokensCorreo.usuario_id, usuario.id), isNull(tokensCorreo.used_at)));
    const vencido = await restablecer({ password: 'NuevaClave456', token, email: cuenta.email });
    expect(vencido.statusCode).toBe(404);
    expect(vencido.json().message_object).toEqual({ token: [ENLACE_MALO] });
    expect((await iniciarSesion(t.app, cuenta.email, cuenta.password)).statusCode).toBe(200);
  });

  it('a new request voids the previous link', async () => {
    const primero = await pedirEnlace();
    const segundo = await pedirEnlace();
    const viejo = await restablecer({
      password: 'NuevaClave456',
      token: primero.searchParams.get('valJp'),
      email: cuenta.email,
    });
    expect(viejo.statusCode).toBe(404);
    const nuevo = await restablecer({
      password: 'NuevaClave456',
      token: segundo.searchParams.get('valJp'),
      email: cuenta.email,
    });
    expect(nuevo.statusCode).toBe(200);
  });

  it('validates the new password and the fields', async () => {
    const enlace = await pedirEnlace();
    const corta = await restablecer({
      password: 'corta',
      token: enlace.searchParams.get('valJp'),
      email: cuenta.email,
    });
    expect(corta.statusCode).toBe(422);
    expect(corta.json().message).toBe('La contraseña debe tener al menos 8 caracteres');
    for (const password of ['12345678', 'password1']) {
      const debil = await restablecer({
        password,
        token: enlace.searchParams.get('valJp'),
        email: cuenta.email,
      });
      expect(debil.statusCode).toBe(422);
      expect(debil.json().data.errors.password).toEqual([MENSAJE_PASSWORD_DEBIL]);
    }
    const vacia = await restablecer({ email: cuenta.email });
    expect(vacia.statusCode).toBe(422);
    expect(vacia.json().data.errors).toEqual({
      password: ['El campo contraseña es requerido'],
      token: ['El campo token es requerido'],
    });
    // The link still works after refused attempts.
    const bien = await restablecer({
      password: 'NuevaClave456',
      token: enlace.searchParams.get('valJp'),
      email: cuenta.email,
    });
    expect(bien.statusCode).toBe(200);
  });

  it('does nothing for an inactive account, yet answers the same', async () => {
    await t.database.db.update(usuarios).set({ activo: false }).where(eq(usuarios.email, cuenta.email));
    const res = await olvido(cuenta.email);
    expect(res.json().message).toBe(OLVIDO);
    expect(await correosNuevos()).toEqual([]);
    const pendientes = await t.database.db.select().from(outbox).where(isNull(outbox.procesado_at));
    expect(pendientes).toEqual([]);
  });
});
