import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from './harness';
import { crearAppConEmpresa, crearUsuarioDePrueba, type EmpresaDePrueba } from './fixtures';
import { outbox, sesiones, usuarios } from '../../server/db/schema';
import { hashToken } from '../../server/lib/tokens';
import { verifyPassword } from '../../server/lib/passwords';

let t: TestApp;
let e: EmpresaDePrueba;
beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
});
afterAll(() => t.close());

const FUERTE = 'Guayaba-Tinto-Arepa-2026';

describe('own account (/configSistema/cuenta)', () => {
  it('reads and updates the own name, last name and phone, and nothing else', async () => {
    const yo = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 3, acceso: 'cuenta' });
    const leido = await t.app.inject({ url: '/api/usuarios/me/usuario', headers: yo.auth });
    expect(leido.json().data).toEqual({
      nombre: 'Prueba',
      apellido: 'Fixture',
      numeroTelefonico: null,
      correo: yo.email,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/me/usuario',
      headers: yo.auth,
      payload: {
        nombre: ' Ana ',
        apellido: 'Ríos',
        numeroTelefonico: '300 123 4567',
        id_rol: 0,
        correo: 'x@y.co',
      },
    });
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Datos actualizados correctamente',
      data: { nombre: 'Ana', apellido: 'Ríos', numeroTelefonico: '+573001234567', correo: yo.email },
    });
    const [fila] = await t.database.db.select().from(usuarios).where(eq(usuarios.id, yo.usuarioId));
    expect(fila).toMatchObject({ id_rol: 3, email: yo.email, nombre: 'Ana' });
    const [duenio] = await t.database.db.select().from(usuarios).where(eq(usuarios.id, e.usuarioId));
    expect(duenio.nombre).toBe('Prueba');
  });

  it('refuses empty names and bad phones in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/me/usuario',
      headers: e.auth,
      payload: { nombre: 'Ana', apellido: 'X', numeroTelefonico: '12' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors).toEqual({
      numeroTelefonico: ['El campo debe de ser un número telefonico'],
    });
    const vacio = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/me/usuario',
      headers: e.auth,
      payload: { nombre: '', apellido: 'X' },
    });
    expect(vacio.json().data.errors).toEqual({ nombre: ['El campo nombre es requerido'] });
    const [duenio] = await t.database.db.select().from(usuarios).where(eq(usuarios.id, e.usuarioId));
    expect(duenio.apellido).toBe('Fixture');
  });

  it('needs the cuenta tag', async () => {
    const otro = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 2, acceso: 'ventas' });
    const res = await t.app.inject({ url: '/api/usuarios/me/usuario', headers: otro.auth });
    expect(res.statusCode).toBe(403);
    const pw = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/me/password',
      headers: otro.auth,
      payload: { password_actual: otro.password, password: FUERTE },
    });
    expect(pw.statusCode).toBe(403);
  });
});

describe('own password change', () => {
  const cambiar = (auth: { authorization: string }, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/usuarios/me/password', headers: auth, payload });

  it('asks the current password, the strong rule and a different one, changing nothing when refused', async () => {
    const yo = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 2, acceso: 'cuenta' });
    const mal = await cambiar(yo.auth, { password_actual: 'otra-cosa', password: FUERTE });
    expect(mal.statusCode).toBe(422);
    expect(mal.json().data.errors).toEqual({ password_actual: ['La contraseña actual no es correcta'] });
    const debil = await cambiar(yo.auth, { password_actual: yo.password, password: 'password1' });
    expect(debil.statusCode).toBe(422);
    expect(debil.json().data.errors.password[0]).toMatch(/^La contraseña es demasiado fácil de adivinar/);
    const igual = await cambiar(yo.auth, { password_actual: yo.password, password: yo.password });
    expect(igual.json().data.errors).toEqual({
      password: ['La nueva contraseña debe ser distinta de la actual'],
    });
    const [fila] = await t.database.db.select().from(usuarios).where(eq(usuarios.id, yo.usuarioId));
    expect(await verifyPassword(yo.password, fila.password_hash)).toBe(true);
  });

  it('sets the new password, keeps this session, ends the others and mails the user', async () => {
    const yo = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 2, acceso: 'cuenta,principal' });
    const otra = await crearUsuarioDePrueba(t, e.empresaId, { email: `otra.${yo.email}` });
    // A second session of the same user (as from another device), used once so it is cached.
    const token2 = 'segunda-sesion-' + yo.token;
    await t.database.db.insert(sesiones).values({
      token_hash: hashToken(token2),
      usuario_id: yo.usuarioId,
      empresa_id: e.empresaId,
      expires_at: new Date(Date.now() + 3600_000),
    });
    const auth2 = { authorization: `Bearer ${token2}` };
    expect((await t.app.inject({ method: 'POST', url: '/api/me', headers: auth2 })).statusCode).toBe(200);

    const res = await cambiar(yo.auth, { password_actual: yo.password, password: FUERTE });
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Contraseña actualizada correctamente. Se cerraron tus otras sesiones.',
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/me', headers: auth2 })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/me', headers: yo.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/me', headers: otra.auth })).statusCode).toBe(200);
    const [fila] = await t.database.db.select().from(usuarios).where(eq(usuarios.id, yo.usuarioId));
    expect(await verifyPassword(FUERTE, fila.password_hash)).toBe(true);
    const correos = await t.database.db.select().from(outbox).where(eq(outbox.empresa_id, e.empresaId));
    expect(JSON.stringify(correos.map((c) => c.payload))).toContain(yo.email);
  });
});
