import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { auditoria, limitesPlanes, usuarios } from '../../server/db/schema';
import { MENSAJES_USUARIOS as M } from '../../server/routes/usuarios/schemas';
import { MENSAJES_AUTH } from '../../server/routes/auth/service';
import { createTestApp, type TestApp } from './harness';
import {
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  type EmpresaDePrueba,
  type UsuarioDePrueba,
} from './fixtures';
import { fotoBd } from './foto-bd';
import {
  conToken,
  correosEscritos,
  correoUnico,
  decodificarQP,
  enlaceEnTexto,
  iniciarSesion,
} from './auth-soporte';

/** Issue 24: who may change whom among the team, e-mail changes that wait for confirmation, the owner's transfer. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1000, publicUrl: 'https://comanda.ejemplo.co' });
  // Each company here has more people than the free plan's seats (the limit is tested in usuarios.test.ts).
  await t.database.db.update(limitesPlanes).set({ limite: 100 }).where(eq(limitesPlanes.recurso, 'usuarios'));
});
afterAll(() => t.close());

type Metodo = 'GET' | 'POST' | 'DELETE';
const pedir = (method: Metodo, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers, ...(payload && { payload }) });
const actualizar = (quien: UsuarioDePrueba, cambios: object) =>
  pedir('POST', 'usuarios/usuario/actualizar', quien.auth, cambios);
const transferir = (quien: UsuarioDePrueba, id: number, contrasena: string) =>
  pedir('POST', 'usuarios/usuario/propietario', quien.auth, { id, contrasena });
const verificar = (token: string | null, email: string | null) =>
  t.app.inject({ method: 'POST', url: '/api/mail/verification', payload: { token, email } });

const filaDe = async (id: number) =>
  (await t.database.db.select().from(usuarios).where(eq(usuarios.id, id)))[0];

/** The company's audit records of one kind, newest first. */
const auditados = (empresaId: number, accion: string) =>
  t.database.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.empresa_id, empresaId), eq(auditoria.accion, accion)))
    .orderBy(desc(auditoria.id));

async function correosNuevos() {
  await t.app.outbox.drain();
  const todos = await correosEscritos(t.dataDir);
  await rm(join(t.dataDir, 'mail'), { recursive: true, force: true });
  return todos.map((c) => decodificarQP(c.contenido));
}

/** A company with its owner, two Administradores and a cashier, each with a live session. */
async function equipo() {
  const duena = await crearEmpresaDePrueba(t);
  const nuevo = (idRol: number) =>
    crearUsuarioDePrueba(t, duena.empresaId, { idRol, acceso: idRol <= 1 ? '*' : 'ventas' });
  return { duena, admin: await nuevo(1), otroAdmin: await nuevo(1), cajero: await nuevo(2) };
}

const sigueViva = async (u: UsuarioDePrueba) => (await pedir('POST', 'me', u.auth)).statusCode;

describe('an Administrador and the other privileged users', () => {
  it("cannot change the owner's e-mail, names, phone, role or state: 403 or 422, nothing written or mailed", async () => {
    const { duena, admin } = await equipo();
    await correosNuevos();
    const antes = await fotoBd(t);
    for (const cambio of [
      { correo: correoUnico('robo') },
      { nombre: 'Mallory' },
      { apellido: 'Robles' },
      { numeroTelefonico: '3001112233' },
    ]) {
      const res = await actualizar(admin, { id: duena.usuarioId, ...cambio });
      expect(res.statusCode, JSON.stringify(cambio)).toBe(403);
      expect(res.json().message).toBe(M.soloPropietario);
    }
    const rol = await actualizar(admin, { id: duena.usuarioId, rol: 1 });
    expect(rol.json().data.errors.rol).toEqual([M.propietarioRol]);
    const estado = await actualizar(admin, { id: duena.usuarioId, estado: 0 });
    expect(estado.json().data.errors.estado).toEqual([M.propietarioEstado]);
    expect(await fotoBd(t)).toEqual(antes);
    expect(await correosNuevos()).toEqual([]);
    expect((await iniciarSesion(t.app, duena.email, duena.password)).statusCode).toBe(200);
  });

  it('cannot change, deactivate, demote or delete another Administrador: 403 and nothing changes', async () => {
    const { admin, otroAdmin } = await equipo();
    const antes = await fotoBd(t);
    for (const cambio of [{ nombre: 'Otro' }, { correo: correoUnico() }, { estado: 0 }, { rol: 3 }]) {
      const res = await actualizar(admin, { id: otroAdmin.usuarioId, ...cambio });
      expect(res.statusCode, JSON.stringify(cambio)).toBe(403);
      expect(res.json().message).toBe(M.soloPropietario);
    }
    const borrar = await pedir('DELETE', `usuarios/usuario/${otroAdmin.usuarioId}`, admin.auth);
    expect(borrar.statusCode).toBe(403);
    expect(borrar.json().message).toBe(M.soloPropietario);
    expect(await fotoBd(t)).toEqual(antes);
    expect(await sigueViva(otroAdmin)).toBe(200);
  });

  it('cannot make anyone an Administrador (update, invitation, addition), nor change their own role', async () => {
    const { admin, cajero } = await equipo();
    const antes = await fotoBd(t);
    const ascenso = await actualizar(admin, { id: cajero.usuarioId, rol: 1 });
    expect(ascenso.statusCode).toBe(403);
    expect(ascenso.json().message).toBe(M.soloPropietarioAdministra);
    const invitacion = await pedir('POST', 'usuarios/usuario/invitacion', admin.auth, {
      correo: correoUnico(),
      rol: 1,
      modulos: [],
    });
    expect(invitacion.statusCode).toBe(403);
    const alta = await pedir('POST', 'usuarios/añadir', admin.auth, {
      nombre: 'Eva',
      apellido: 'Ruiz',
      correo: correoUnico(),
      contrasena: 'Arepa-de-Choclo-2026',
      rol: 1,
    });
    expect(alta.statusCode).toBe(403);
    const propio = await actualizar(admin, { id: admin.usuarioId, rol: 2 });
    expect(propio.statusCode).toBe(422);
    expect(propio.json().data.errors.rol).toEqual([M.rolPropio]);
    expect(await fotoBd(t)).toEqual(antes);
  });

  it('may change their own names and a cashier, deactivate and delete a cashier', async () => {
    const { admin, cajero } = await equipo();
    const propio = await actualizar(admin, { id: admin.usuarioId, nombre: 'Alba', rol: 1 });
    expect(propio.statusCode, propio.body).toBe(200);
    expect(propio.json().data.nombre).toBe('Alba');
    expect((await actualizar(admin, { id: cajero.usuarioId, nombre: 'Caro', rol: 3 })).statusCode).toBe(200);
    expect((await actualizar(admin, { id: cajero.usuarioId, estado: 0 })).statusCode).toBe(200);
    expect((await pedir('DELETE', `usuarios/usuario/${cajero.usuarioId}`, admin.auth)).statusCode).toBe(200);
  });

  it('the owner changes, demotes, deactivates and deletes an Administrador, and names a new one', async () => {
    const { duena, admin, otroAdmin, cajero } = await equipo();
    expect((await actualizar(duena, { id: admin.usuarioId, nombre: 'Nueva' })).json().data.nombre).toBe(
      'Nueva',
    );
    expect((await actualizar(duena, { id: admin.usuarioId, estado: 0 })).json().data.estado).toBe(0);
    expect(await sigueViva(admin)).toBe(401);
    expect((await actualizar(duena, { id: otroAdmin.usuarioId, rol: 3 })).json().data.rol).toBe(3);
    expect((await actualizar(duena, { id: cajero.usuarioId, rol: 1 })).json().data.rol).toBe(1);
    expect((await pedir('DELETE', `usuarios/usuario/${admin.usuarioId}`, duena.auth)).statusCode).toBe(200);
    expect(await filaDe(admin.usuarioId)).toBeUndefined();
  });

  it('the last (only) owner cannot be deactivated, even by themself', async () => {
    const { duena } = await equipo();
    const res = await actualizar(duena, { id: duena.usuarioId, estado: 0 });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors.estado).toEqual([M.propietarioEstado]);
    expect((await filaDe(duena.usuarioId)).activo).toBe(true);
  });
});

describe('a change of e-mail', () => {
  it('waits for the link mailed to the new address; the old one is told; confirming ends the sessions', async () => {
    const { duena, cajero } = await equipo();
    const nuevo = correoUnico('nuevo');
    await correosNuevos();
    const res = await actualizar(duena, { id: cajero.usuarioId, correo: nuevo.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.correoPendiente);
    expect(res.json().data).toMatchObject({ correo: cajero.email, correo_pendiente: nuevo });
    expect((await filaDe(cajero.usuarioId)).email).toBe(cajero.email);
    expect((await iniciarSesion(t.app, nuevo, cajero.password)).statusCode).not.toBe(200);
    expect(await sigueViva(cajero)).toBe(200);

    const correos = await correosNuevos();
    expect(correos).toHaveLength(2);
    const alNuevo = correos.find((c) => c.includes(`To: ${nuevo}`))!;
    const alViejo = correos.find((c) => c.includes(`To: ${cajero.email}`))!;
    expect(alNuevo).toMatch(/Subject: Confirma tu nuevo correo/);
    expect(alViejo).toContain('cambiar el correo de tu usuario');
    expect(alViejo).toContain(nuevo);
    expect(alViejo).not.toContain('/usermailverify');
    const enlace = enlaceEnTexto(alNuevo, '/usermailverify');
    expect(enlace.searchParams.get('email')).toBe(nuevo);
    const token = enlace.searchParams.get('token');
    expect((await filaDe(cajero.usuarioId)).email_pendiente_token_hash).not.toBe(token);
    expect(await auditados(duena.empresaId, 'usuario.correo_solicitado')).toMatchObject([
      { usuario_id: duena.usuarioId, antes: { email: cajero.email }, despues: { email_pendiente: nuevo } },
    ]);

    // The token with another address is not a confirmation.
    expect((await verificar(token, correoUnico())).statusCode).toBe(404);
    const ok = await verificar(token, nuevo);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      message: MENSAJES_AUTH.verificado,
      message_object: { estado: 'success' },
    });
    expect(await filaDe(cajero.usuarioId)).toMatchObject({ email: nuevo, email_pendiente: null });
    expect(await sigueViva(cajero)).toBe(401);
    expect((await iniciarSesion(t.app, nuevo, cajero.password)).statusCode).toBe(200);
    expect((await iniciarSesion(t.app, cajero.email, cajero.password)).statusCode).not.toBe(200);
    expect(await auditados(duena.empresaId, 'usuario.correo_confirmado')).toMatchObject([
      { usuario_id: cajero.usuarioId, antes: { email: cajero.email }, despues: { email: nuevo } },
    ]);
    const otraVez = await verificar(token, nuevo);
    expect(otraVez.json().message_object).toEqual({ estado: 'alreadyVerified' });
  });

  it('an expired or replaced link changes nothing; the same e-mail is no change at all', async () => {
    const { duena, cajero } = await equipo();
    await correosNuevos();
    await actualizar(duena, { id: cajero.usuarioId, correo: correoUnico('primero') });
    const primero = enlaceEnTexto(
      (await correosNuevos()).find((c) => c.includes('Confirma'))!,
      '/usermailverify',
    );
    const segundoCorreo = correoUnico('segundo');
    await actualizar(duena, { id: cajero.usuarioId, correo: segundoCorreo });
    const segundo = enlaceEnTexto(
      (await correosNuevos()).find((c) => c.includes('Confirma'))!,
      '/usermailverify',
    );
    const reemplazado = await verificar(primero.searchParams.get('token'), primero.searchParams.get('email'));
    expect(reemplazado.statusCode).toBe(404);
    await t.database.db
      .update(usuarios)
      .set({ email_pendiente_expira_at: sql`now() - interval '1 minute'` })
      .where(eq(usuarios.id, cajero.usuarioId));
    const vencido = await verificar(segundo.searchParams.get('token'), segundoCorreo);
    expect(vencido.json().message_object).toEqual({ estado: 'error' });
    expect((await filaDe(cajero.usuarioId)).email).toBe(cajero.email);
    expect(await sigueViva(cajero)).toBe(200);

    const igual = await actualizar(duena, { id: cajero.usuarioId, correo: cajero.email, nombre: 'Igual' });
    expect(igual.json().message).toBe(M.actualizado);
    expect(await correosNuevos()).toEqual([]);
  });

  it('refuses an address of any account, here or in another company, writing and mailing nothing', async () => {
    const { duena, cajero, admin } = await equipo();
    const otra = await crearEmpresaDePrueba(t);
    await correosNuevos();
    const antes = await fotoBd(t);
    for (const correo of [admin.email, otra.email]) {
      const res = await actualizar(duena, { id: cajero.usuarioId, correo });
      expect(res.statusCode).toBe(422);
      expect(res.json().data.errors.correo).toEqual([M.correoRegistrado]);
    }
    expect(await fotoBd(t)).toEqual(antes);
    expect(await correosNuevos()).toEqual([]);
  });
});

describe('transferring the ownership (POST usuarios/usuario/propietario)', () => {
  it('needs the owner and their password: an Administrador gets 403, a wrong password 422, nothing changes', async () => {
    const { duena, admin } = await equipo();
    const antes = await fotoBd(t);
    const porAdmin = await transferir(admin, admin.usuarioId, admin.password);
    expect(porAdmin.statusCode).toBe(403);
    expect(porAdmin.json().message).toBe(M.soloPropietarioTransfiere);
    const mala = await transferir(duena, admin.usuarioId, 'No-Es-La-Clave-1');
    expect(mala.statusCode).toBe(422);
    expect(mala.json().data.errors.contrasena).toEqual([M.contrasenaIncorrecta]);
    const vacia = await transferir(duena, admin.usuarioId, '');
    expect(vacia.json().data.errors).toHaveProperty('contrasena');
    const aSiMisma = await transferir(duena, duena.usuarioId, duena.password);
    expect(aSiMisma.json().data.errors.id).toEqual([M.yaPropietario]);
    expect(await fotoBd(t)).toEqual(antes);
  });

  it('makes the user the owner and the old owner an Administrador, ends both sessions and is audited', async () => {
    const { duena, admin, cajero } = await equipo();
    const res = await transferir(duena, cajero.usuarioId, duena.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.transferida);
    expect(await filaDe(duena.usuarioId)).toMatchObject({ id_rol: 1, acceso_modulo_tag: '*' });
    expect(await filaDe(cajero.usuarioId)).toMatchObject({ id_rol: 0, acceso_modulo_tag: '*' });
    expect(await sigueViva(duena)).toBe(401);
    expect(await sigueViva(cajero)).toBe(401);
    expect(await sigueViva(admin)).toBe(200);
    expect(await auditados(duena.empresaId, 'usuario.propietario_transferido')).toMatchObject([
      {
        usuario_id: duena.usuarioId,
        entidad_id: String(cajero.usuarioId),
        antes: { propietario: duena.email, id_rol: 2 },
        despues: { propietario: cajero.email, id_rol: 0 },
      },
    ]);
    // The old owner, now an Administrador, can no longer change the new owner.
    const login = await iniciarSesion(t.app, duena.email, duena.password);
    const exDuena = { ...duena, auth: conToken(login.json().data.token) };
    const intento = await actualizar(exDuena, { id: cajero.usuarioId, nombre: 'Otra' });
    expect(intento.statusCode).toBe(403);
    expect((await transferir(exDuena, duena.usuarioId, duena.password)).statusCode).toBe(403);
  });

  it('only to an active user of the company who accepted their invitation', async () => {
    const { duena, admin } = await equipo();
    const otra: EmpresaDePrueba = await crearEmpresaDePrueba(t);
    await actualizar(duena, { id: admin.usuarioId, estado: 0 });
    const inactivo = await transferir(duena, admin.usuarioId, duena.password);
    expect(inactivo.json().data.errors.id).toEqual([M.propietarioInactivo]);
    const ajeno = await transferir(duena, otra.usuarioId, duena.password);
    expect(ajeno.statusCode).toBe(404);
    const invitacion = await pedir('POST', 'usuarios/usuario/invitacion', duena.auth, {
      correo: correoUnico(),
      rol: 3,
      modulos: [],
    });
    expect(invitacion.statusCode, invitacion.body).toBe(200);
    const pendiente = await transferir(duena, invitacion.json().data.id, duena.password);
    expect(pendiente.statusCode).toBe(409);
    expect((await filaDe(duena.usuarioId)).id_rol).toBe(0);
    expect((await filaDe(otra.usuarioId)).id_rol).toBe(0);
  });
});
