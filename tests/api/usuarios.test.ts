import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { limitesPlanes, usuarios } from '../../server/db/schema';
import { FREEMIUM_PLAN } from '../../server/services/limitesPlan';
import { SIN_PERMISO } from '../../server/plugins/permisos';
import { MENSAJES_USUARIOS as M } from '../../server/routes/usuarios/schemas';
import { ROLES } from '../../common/roles';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, crearUsuarioDePrueba, type EmpresaDePrueba } from './fixtures';
import { fotoBd } from './foto-bd';
import { correosEscritos, correoUnico, enlaceDe, iniciarSesion } from './auth-soporte';

let t: TestApp;
let e: EmpresaDePrueba;

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1000, publicUrl: 'https://comanda.ejemplo.co' });
  e = await crearEmpresaDePrueba(t, { nombre: 'La Fonda' });
  // These tests add more people than the free plan's seats; the limit itself is tested on its own below.
  await limiteUsuarios(100);
});
afterAll(() => t.close());

type Metodo = 'GET' | 'POST' | 'DELETE';
const pedir = (method: Metodo, url: string, payload?: object, headers = e.auth) =>
  t.app.inject({ method, url: `/api/${url}`, headers, ...(payload && { payload }) });

const FUERTE = 'Arepa-de-Choclo-2026';

async function limiteUsuarios(limite: number) {
  for (const plan of ['gratis', 'prueba'])
    await t.database.db
      .update(limitesPlanes)
      .set({ limite })
      .where(and(eq(limitesPlanes.plan, plan), eq(limitesPlanes.recurso, 'usuarios')));
}

async function correosNuevos() {
  await t.app.outbox.drain();
  const todos = await correosEscritos(t.dataDir);
  await rm(join(t.dataDir, 'mail'), { recursive: true, force: true });
  return todos;
}

/** Invites an e-mail and answers the link of the mail it produced. */
async function invitar(correo: string, rol = 3, modulos: string[] = ['ventas']) {
  await correosNuevos();
  const res = await pedir('POST', 'usuarios/usuario/invitacion', { correo, rol, modulos });
  expect(res.statusCode, res.body).toBe(200);
  const correos = await correosNuevos();
  expect(correos).toHaveLength(1);
  return { res, correo: correos[0].contenido, enlace: enlaceDe(correos[0].contenido, '/invitado') };
}

const aceptar = (enlace: URL, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/usuario/invitado',
    payload: {
      id: enlace.searchParams.get('id'),
      token: enlace.searchParams.get('token'),
      nombre: 'Pedro',
      apellido: 'Pérez',
      contraseña: FUERTE,
      ...extra,
    },
  });

const filaDe = async (id: number) =>
  (await t.database.db.select().from(usuarios).where(eq(usuarios.id, id)))[0];

describe('roles and modules', () => {
  it('lists the roles with Spanish names and the modules of the menu', async () => {
    const roles = await pedir('GET', 'configuraciones/rol');
    expect(roles.json().data).toEqual(ROLES);
    expect(roles.json().data.map((r: { nombre: string }) => r.nombre)).toEqual([
      'Propietario',
      'Administrador',
      'Cajero',
      'Mesero',
      'Cocina',
      'Contador',
    ]);
    const modulos = (await pedir('GET', 'configuraciones/module')).json().data;
    expect(modulos).toContainEqual(
      expect.objectContaining({ tag: 'compras', path: '/compras', grupo: 'operaciones' }),
    );
  });
});

describe('invitations', () => {
  it('mails a Spanish single-use link to /invitado and lists the invitation as pending', async () => {
    const correo = correoUnico('mesero');
    const { res, correo: eml, enlace } = await invitar(correo, 3, ['ventas', 'ventaInmediata', 'compras']);
    expect(res.json().message).toBe(M.invitacionEnviada);
    expect(eml).toContain(`To: ${correo}`);
    expect(eml).toMatch(/Subject: .*Te invitaron a La Fonda/s);
    expect(enlace.origin + enlace.pathname).toBe('https://comanda.ejemplo.co/invitado');
    expect(enlace.searchParams.get('email')).toBe(correo);
    const id = Number(enlace.searchParams.get('id'));
    const invitados = (await pedir('GET', 'usuarios/usuariosInvitados')).json().data;
    expect(invitados).toContainEqual(
      expect.objectContaining({ id, correo, rol: 3, estado: 0, invitacion_pendiente: true }),
    );
    // Group tags are added for the groups that have their own (operaciones), never one that opens a section.
    expect(invitados.find((u: { id: number }) => u.id === id).acceso_modulo_tag).toBe(
      'ventas,ventaInmediata,operaciones,compras',
    );
    const activos = (await pedir('GET', 'usuarios')).json().data.map((u: { id: number }) => u.id);
    const inactivos = (await pedir('GET', 'usuarios/inactive')).json().data.map((u: { id: number }) => u.id);
    expect(activos).not.toContain(id);
    expect(inactivos).not.toContain(id);
    // The stored token is a hash, never the token.
    const fila = await filaDe(id);
    expect(fila.invitacion_token_hash).not.toBe(enlace.searchParams.get('token'));
    expect(fila.invitacion_token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is accepted once: the user becomes active and signs in; the link then says it was used', async () => {
    const correo = correoUnico('cajero');
    const { enlace } = await invitar(correo, 2, ['cuadreCaja']);
    const noInicia = await iniciarSesion(t.app, correo, FUERTE);
    expect(noInicia.statusCode).toBe(401);
    const ok = await aceptar(enlace);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(M.activado);
    const login = await iniciarSesion(t.app, correo, FUERTE);
    expect(login.statusCode).toBe(200);
    const id = Number(enlace.searchParams.get('id'));
    const fila = await filaDe(id);
    expect(fila).toMatchObject({
      nombre: 'Pedro',
      apellido: 'Pérez',
      activo: true,
      invitacion_pendiente: false,
    });
    expect(fila.email_verificado_at).not.toBeNull();
    const otraVez = await aceptar(enlace, { contraseña: 'Otra-Clave-Segura-99' });
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json().message).toBe(M.enlaceUsado);
    expect((await filaDe(id)).password_hash).toBe(fila.password_hash);
  });

  it('refuses a wrong token (404), an expired link (410) and a weak password (422), changing nothing', async () => {
    const { enlace } = await invitar(correoUnico('cocina'), 4, []);
    const id = Number(enlace.searchParams.get('id'));
    const malo = await aceptar(enlace, { token: 'no-es-el-token' });
    expect(malo.statusCode).toBe(404);
    expect(malo.json().message).toBe(M.enlaceInvalido);
    const debil = await aceptar(enlace, { contraseña: 'password' });
    expect(debil.statusCode).toBe(422);
    expect(debil.json().data.errors).toHaveProperty('contraseña');
    await t.database.db
      .update(usuarios)
      .set({ invitacion_expira_at: new Date(Date.now() - 1000) })
      .where(eq(usuarios.id, id));
    const vencida = await aceptar(enlace);
    expect(vencida.statusCode).toBe(410);
    expect(vencida.json().message).toBe(M.enlaceVencido);
    expect(await filaDe(id)).toMatchObject({ activo: false, invitacion_pendiente: true });
  });

  it('sent again gives a new link and the old one stops working', async () => {
    const correo = correoUnico('reenvio');
    const primera = await invitar(correo);
    const segunda = await invitar(correo, 2, ['cuadreCaja']);
    expect(segunda.res.json().message).toBe(M.invitacionReenviada);
    expect(segunda.enlace.searchParams.get('id')).toBe(primera.enlace.searchParams.get('id'));
    expect((await aceptar(primera.enlace)).statusCode).toBe(404);
    expect((await aceptar(segunda.enlace)).statusCode).toBe(200);
    const fila = await filaDe(Number(segunda.enlace.searchParams.get('id')));
    expect(fila).toMatchObject({ id_rol: 2, acceso_modulo_tag: 'cuadreCaja' });
  });

  it('is cancelled: the link stops working; a user who accepted is no invitation (404)', async () => {
    const { enlace } = await invitar(correoUnico('cancelada'));
    const id = enlace.searchParams.get('id');
    const res = await pedir('DELETE', `usuarios/invitacion/${id}`);
    expect(res.json().message).toBe(M.invitacionCancelada);
    expect((await aceptar(enlace)).statusCode).toBe(404);
    expect((await pedir('DELETE', `usuarios/invitacion/${e.usuarioId}`)).statusCode).toBe(404);
  });

  it('refuses an e-mail that belongs to a user, here or in another company, and bad input', async () => {
    const otra = await crearEmpresaDePrueba(t);
    const antes = await fotoBd(t);
    for (const correo of [e.email, otra.email]) {
      const res = await pedir('POST', 'usuarios/usuario/invitacion', { correo, rol: 3, modulos: [] });
      expect(res.statusCode).toBe(422);
      expect(res.json().data.errors.correo).toEqual([M.correoRegistrado]);
    }
    const rolDueno = await pedir('POST', 'usuarios/usuario/invitacion', {
      correo: correoUnico(),
      rol: 0,
      modulos: [],
    });
    expect(rolDueno.json().data.errors.rol).toEqual([M.rol]);
    const modulo = await pedir('POST', 'usuarios/usuario/invitacion', {
      correo: correoUnico(),
      rol: 3,
      modulos: ['ventas', 'inventado'],
    });
    expect(modulo.statusCode).toBe(422);
    expect(modulo.json().data.errors.modulos).toEqual([`${M.modulo}: inventado`]);
    const correo = await pedir('POST', 'usuarios/usuario/invitacion', { correo: 'no-es-correo', rol: 3 });
    expect(correo.json().data.errors.correo).toEqual([
      'El campo correo debe ser un correo electrónico válido',
    ]);
    expect(await fotoBd(t)).toEqual(antes);
  });
});

describe('adding, finding and updating', () => {
  it('adds an active user who signs in, finds them by e-mail, refuses a weak password', async () => {
    const correo = correoUnico('contador');
    const res = await pedir('POST', 'usuarios/añadir', {
      nombre: 'Lucía',
      apellido: 'Rojas',
      numeroTelefonico: '300 123 4567',
      correo,
      contrasena: FUERTE,
      rol: 5,
      modulos: ['informeVentas'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      correo,
      rol: 5,
      estado: 1,
      numeroTelefonico: '3001234567',
      acceso_modulo_tag: 'informes,informeVentas',
    });
    expect((await iniciarSesion(t.app, correo, FUERTE)).statusCode).toBe(200);
    const hallado = await pedir('GET', `usuarios/usuario/correo/${encodeURIComponent(correo)}`);
    expect(hallado.json().data.id).toBe(res.json().data.id);
    const debil = await pedir('POST', 'usuarios/añadir', {
      nombre: 'Lucía',
      apellido: 'Rojas',
      correo: correoUnico(),
      contrasena: '12345678',
      rol: 5,
    });
    expect(debil.statusCode).toBe(422);
    expect(debil.json().data.errors).toHaveProperty('contrasena');
  });

  it('updates the fields and the modules; roles 0 and 1 carry every module', async () => {
    const u = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 3, acceso: 'ventas' });
    const res = await pedir('POST', 'usuarios/usuario/actualizar', {
      id: u.usuarioId,
      nombre: 'Ana',
      apellido: 'Mora',
      numeroTelefonico: '3109876543',
      modulos: ['ventas', 'ordenes'],
    });
    expect(res.json().data).toMatchObject({
      nombre: 'Ana',
      apellido: 'Mora',
      numeroTelefonico: '3109876543',
      acceso_modulo_tag: 'ventas,ordenes',
    });
    // Module changes reach the very next request (the cached session is dropped), without ending it.
    expect((await pedir('GET', 'usuarios', undefined, u.auth)).statusCode).toBe(403);
    const admin = await pedir('POST', 'usuarios/usuario/actualizar', { id: u.usuarioId, rol: 1 });
    expect(admin.json().data).toMatchObject({ rol: 1, acceso_modulo_tag: '*' });
  });
});

describe('the owner and sessions', () => {
  it('cannot be demoted, deactivated or deleted by anyone, and nothing changes', async () => {
    const admin = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 1, acceso: '*' });
    const antes = await fotoBd(t);
    for (const quien of [e.auth, admin.auth]) {
      const degradar = await pedir('POST', 'usuarios/usuario/actualizar', { id: e.usuarioId, rol: 1 }, quien);
      expect(degradar.statusCode).toBe(422);
      expect(degradar.json().data.errors.rol).toEqual([M.propietarioRol]);
      const desactivar = await pedir(
        'POST',
        'usuarios/usuario/actualizar',
        { id: e.usuarioId, estado: 0 },
        quien,
      );
      expect(desactivar.json().data.errors.estado).toEqual([M.propietarioEstado]);
      const borrar = await pedir('DELETE', `usuarios/usuario/${e.usuarioId}`, undefined, quien);
      expect(borrar.statusCode).toBe(409);
      expect(borrar.json().message).toBe(M.propietarioEliminar);
    }
    const otroDueno = await pedir('POST', 'usuarios/usuario/actualizar', { id: admin.usuarioId, rol: 0 });
    expect(otroDueno.json().data.errors.rol).toEqual([M.rol]);
    const propio = await pedir(
      'POST',
      'usuarios/usuario/actualizar',
      { id: admin.usuarioId, estado: 0 },
      admin.auth,
    );
    expect(propio.json().data.errors.estado).toEqual([M.propio]);
    expect(
      (await pedir('DELETE', `usuarios/usuario/${admin.usuarioId}`, undefined, admin.auth)).statusCode,
    ).toBe(409);
    expect(await fotoBd(t)).toEqual(antes);
  });

  it('deactivating ends the sessions at once; reactivating does not bring them back', async () => {
    const u = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 3, acceso: 'categorias' });
    expect((await pedir('GET', 'categorias', undefined, u.auth)).statusCode).toBe(200);
    const res = await pedir('POST', 'usuarios/usuario/actualizar', { id: u.usuarioId, estado: 0 });
    expect(res.json().data.estado).toBe(0);
    expect((await pedir('GET', 'categorias', undefined, u.auth)).statusCode).toBe(401);
    const inactivos = (await pedir('GET', 'usuarios/inactive')).json().data.map((x: { id: number }) => x.id);
    expect(inactivos).toContain(u.usuarioId);
    expect((await iniciarSesion(t.app, u.email, u.password)).statusCode).toBe(403);
    await pedir('POST', 'usuarios/usuario/actualizar', { id: u.usuarioId, estado: 1 });
    expect((await pedir('GET', 'categorias', undefined, u.auth)).statusCode).toBe(401);
    const login = await iniciarSesion(t.app, u.email, u.password);
    expect(login.statusCode).toBe(200);
    const nuevo = { authorization: `Bearer ${login.json().data.token}` };
    expect((await pedir('GET', 'categorias', undefined, nuevo)).statusCode).toBe(200);
  });

  it('changing the role ends the sessions at once', async () => {
    const u = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 3, acceso: 'categorias' });
    expect((await pedir('GET', 'categorias', undefined, u.auth)).statusCode).toBe(200);
    await pedir('POST', 'usuarios/usuario/actualizar', { id: u.usuarioId, rol: 2 });
    expect((await pedir('GET', 'categorias', undefined, u.auth)).statusCode).toBe(401);
  });

  it('deleting removes the user and ends the sessions at once', async () => {
    const u = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 3, acceso: 'categorias' });
    expect((await pedir('GET', 'categorias', undefined, u.auth)).statusCode).toBe(200);
    const res = await pedir('DELETE', `usuarios/usuario/${u.usuarioId}`);
    expect(res.json().message).toBe(M.eliminado);
    expect((await pedir('GET', 'categorias', undefined, u.auth)).statusCode).toBe(401);
    expect(await filaDe(u.usuarioId)).toBeUndefined();
  });
});

describe('permissions', () => {
  it("a waiter's token gets 403 in Spanish on the users routes and on a back-office route", async () => {
    const mesero = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 3, acceso: 'ventas,ventaInmediata' });
    const antes = await fotoBd(t);
    for (const [metodo, url, cuerpo] of [
      ['GET', 'usuarios'],
      ['POST', 'usuarios/usuario/invitacion', { correo: correoUnico(), rol: 1, modulos: [] }],
      ['POST', 'usuarios/usuario/actualizar', { id: mesero.usuarioId, rol: 1 }],
      ['GET', 'categorias'],
    ] as const) {
      const res = await pedir(metodo, url, cuerpo, mesero.auth);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(SIN_PERMISO);
    }
    expect(await fotoBd(t)).toEqual(antes);
  });

  it("a role with the tag 'usuarios' but not 0 or 1 is still refused", async () => {
    const cajero = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 2, acceso: '*' });
    expect((await pedir('GET', 'usuarios', undefined, cajero.auth)).statusCode).toBe(403);
  });

  it('another company sees none of these users', async () => {
    const otra = await crearEmpresaDePrueba(t);
    const suyos = (await pedir('GET', 'usuarios', undefined, otra.auth)).json().data;
    expect(suyos.map((u: { id: number }) => u.id)).toEqual([otra.usuarioId]);
    const hallado = await pedir(
      'GET',
      `usuarios/usuario/correo/${encodeURIComponent(e.email)}`,
      undefined,
      otra.auth,
    );
    expect(hallado.statusCode).toBe(404);
  });
});

describe('the plan’s user limit (freemiumPlan)', () => {
  it('counts active users and pending invitations; inviting, adding or reactivating past it is 402', async () => {
    const c = await crearEmpresaDePrueba(t, { nombre: 'El Corrientazo' });
    const de = (method: Metodo, url: string, payload?: object) => pedir(method, url, payload, c.auth);
    await limiteUsuarios(3);
    try {
      // The owner and one invitation hold two seats; one added user the third.
      expect(
        (
          await de('POST', 'usuarios/usuario/invitacion', {
            correo: correoUnico(),
            rol: 3,
            modulos: ['ventas'],
          })
        ).statusCode,
      ).toBe(200);
      const anadido = await de('POST', 'usuarios/añadir', {
        nombre: 'Ana',
        apellido: 'Gómez',
        correo: correoUnico(),
        contrasena: FUERTE,
        rol: 2,
        modulos: ['ventas'],
      });
      expect(anadido.statusCode, anadido.body).toBe(200);
      const antes = await fotoBd(t);
      const invitacion = await de('POST', 'usuarios/usuario/invitacion', {
        correo: correoUnico(),
        rol: 3,
        modulos: [],
      });
      expect(invitacion.statusCode).toBe(402);
      expect(invitacion.json()).toMatchObject({ success: false, message: FREEMIUM_PLAN });
      const otro = await de('POST', 'usuarios/añadir', {
        nombre: 'Luis',
        apellido: 'Ríos',
        correo: correoUnico(),
        contrasena: FUERTE,
        rol: 2,
        modulos: [],
      });
      expect(otro.json()).toMatchObject({ message: FREEMIUM_PLAN });
      expect(await fotoBd(t)).toEqual(antes);

      // An inactive user frees the seat; reactivating them past the limit is refused.
      const id = anadido.json().data.id;
      expect((await de('POST', 'usuarios/usuario/actualizar', { id, estado: false })).statusCode).toBe(200);
      expect(
        (await de('POST', 'usuarios/usuario/invitacion', { correo: correoUnico(), rol: 3, modulos: [] }))
          .statusCode,
      ).toBe(200);
      const reactivar = await de('POST', 'usuarios/usuario/actualizar', { id, estado: true });
      expect(reactivar.statusCode).toBe(402);
      expect(reactivar.json().message).toBe(FREEMIUM_PLAN);
      // Cancelling an invitation frees a seat.
      const [pendiente] = (await de('GET', 'usuarios/usuariosInvitados')).json().data;
      expect((await de('DELETE', `usuarios/invitacion/${pendiente.id}`)).statusCode).toBe(200);
      expect((await de('POST', 'usuarios/usuario/actualizar', { id, estado: true })).statusCode).toBe(200);
    } finally {
      await limiteUsuarios(100);
    }
  });
});
