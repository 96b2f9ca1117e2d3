import { timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { TenantScope } from '../../db/tenant';
import { ahoraMas, vencido } from '../../db/reloj';
import { empresas, sedes, usuarios } from '../../db/schema';
import { ROL_PROPIETARIO } from '../../../common/modulos';
import { accesoDeRol, tagsDeAcceso } from '../../../common/roles';
import type { UsuarioEquipo } from '../../../common/registros';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import { enqueue } from '../../outbox';
import { correoInvitacion } from '../../plugins/mail';
import { IDIOMA_POR_DEFECTO, type Idioma } from '../../i18n/idiomas';
import type { Sesiones } from '../../plugins/auth';
import { desactivarUsuario, terminarSesiones } from '../../services/usuarios';
import { verificarLimitePlan } from '../../services/limitesPlan';
import { auditar, cambios } from '../../services/auditoria';
import { esCorreoDuplicado } from '../../services/empresas';
import { exigirPasswordFuerte } from '../auth/service';
import { exigirPuedeCambiar, exigirPuedeDarRol, filaDelActor } from './actor';
import { solicitarCambioCorreo } from './correo';
import {
  MENSAJES_USUARIOS as M,
  type ActualizarBody,
  type AnadirBody,
  type InvitacionBody,
  type InvitadoBody,
} from './schemas';

/** How long an invitation link works. */
export const INVITACION_TTL_DIAS = 7;

/** Who is asking (the signed-in user). */
export interface Actor {
  usuarioId: number;
}

type Fila = typeof usuarios.$inferSelect;

/** What the audit trail records of a user (never a password or token hash). */
const AUDITADOS = [
  'nombre',
  'apellido',
  'telefono',
  'email',
  'id_rol',
  'acceso_modulo_tag',
  'id_sedes',
  'activo',
] as const;
const auditado = (u: Fila) => cambios(null, u, AUDITADOS)!.despues;

const aRegistro = (u: Fila): UsuarioEquipo => ({
  id: u.id,
  nombre: u.nombre,
  apellido: u.apellido,
  numeroTelefonico: u.telefono,
  correo: u.email,
  rol: u.id_rol,
  estado: u.activo ? 1 : 0,
  acceso_modulo_tag: u.acceso_modulo_tag,
  invitacion_pendiente: u.invitacion_pendiente,
  invitacion_expira_at: u.invitacion_expira_at?.toISOString() ?? null,
  correo_pendiente: u.email_pendiente,
  sedes: u.id_rol <= 1 ? null : (u.id_sedes ?? null),
});

/**
 * What `usuarios.id_sedes` stores for a role and the venues asked (issue 30): null (every venue) for the owner
 * and administrators or an empty list; otherwise the ids, each a venue of the company (422 on `sedes`).
 */
async function sedesAsignadas(scope: TenantScope, rol: number, pedidas: number[]): Promise<number[] | null> {
  const ids = [...new Set(pedidas)].sort((a, b) => a - b);
  if (rol <= 1 || ids.length === 0) return null;
  const halladas = await scope.tx
    .select({ id: sedes.id })
    .from(sedes)
    .where(scope.where(sedes, inArray(sedes.id, ids)));
  if (halladas.length !== ids.length) throw ValidationError.field('sedes', M.sedes);
  return ids;
}

export type Lista = 'activos' | 'inactivos' | 'invitados';

/** GET usuarios (active), usuarios/inactive, usuarios/usuariosInvitados (pending invitations), by name. */
export async function listar(scope: TenantScope, lista: Lista): Promise<UsuarioEquipo[]> {
  const condicion =
    lista === 'invitados'
      ? eq(usuarios.invitacion_pendiente, true)
      : and(eq(usuarios.invitacion_pendiente, false), eq(usuarios.activo, lista === 'activos'));
  const filas = await scope.tx
    .select()
    .from(usuarios)
    .where(scope.where(usuarios, condicion))
    .orderBy(asc(usuarios.id_rol), asc(usuarios.nombre), asc(usuarios.email), asc(usuarios.id));
  return filas.map(aRegistro);
}

/** GET usuarios/usuario/correo/{email}: the company's user with that e-mail, or 404 (another company's too). */
export async function porCorreo(scope: TenantScope, email: string): Promise<UsuarioEquipo> {
  const [fila] = await scope.tx
    .select()
    .from(usuarios)
    .where(scope.where(usuarios, eq(usuarios.email, email)))
    .limit(1);
  if (!fila) throw new NotFoundError(M.noEncontrado);
  return aRegistro(fila);
}

/**
 * The plan's `usuarios` limit (402 freemiumPlan): active users and pending invitations hold a seat; an inactive
 * user does not, until reactivated.
 */
const verificarPuesto = (scope: TenantScope) =>
  verificarLimitePlan(
    scope,
    'usuarios',
    usuarios,
    or(eq(usuarios.activo, true), eq(usuarios.invitacion_pendiente, true)),
  );

const duplicado = () => ValidationError.field('correo', M.correoRegistrado);

/** Runs an insert or update that may hit the global unique e-mail: a clash answers 422 on `correo`. */
async function unicoPorCorreo<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (esCorreoDuplicado(error)) throw duplicado();
    throw error;
  }
}

async function nombreEmpresa(scope: TenantScope): Promise<string> {
  const [fila] = await scope.tx
    .select({ nombre: empresas.nombre })
    .from(empresas)
    .where(eq(empresas.id, scope.empresaId));
  return fila.nombre;
}

/**
 * POST usuarios/usuario/invitacion: a pending user (inactive, unusable password) and a single-use link to
 * /invitado that expires in INVITACION_TTL_DIAS days, mailed in the inviter's language through the outbox, all in the caller's
 * transaction. Inviting an e-mail whose invitation is still pending sends it again: a new link (the old one stops
 * working), the role and modules given now. An e-mail of any registered user is refused.
 */
export async function invitar(
  scope: TenantScope,
  publicUrl: string,
  actor: Actor,
  datos: InvitacionBody,
  /** The inviter's language: the invited person has no account yet whose language we could know. */
  idioma: Idioma = IDIOMA_POR_DEFECTO,
): Promise<{ reenviada: boolean; usuario: UsuarioEquipo }> {
  exigirPuedeDarRol(await filaDelActor(scope, actor.usuarioId), datos.rol);
  const token = randomToken();
  const invitacion = {
    id_rol: datos.rol,
    acceso_modulo_tag: accesoDeRol(datos.rol, datos.modulos),
    id_sedes: await sedesAsignadas(scope, datos.rol, datos.sedes ?? []),
    invitacion_token_hash: hashToken(token),
    invitacion_expira_at: ahoraMas(INVITACION_TTL_DIAS * 86_400),
  };
  const [existente] = await scope.tx
    .select()
    .from(usuarios)
    .where(scope.where(usuarios, eq(usuarios.email, datos.correo)))
    .limit(1);
  if (existente && !existente.invitacion_pendiente) throw duplicado();
  if (!existente) await verificarPuesto(scope);
  const fila = existente
    ? await scope.update(usuarios, existente.id, invitacion)
    : await unicoPorCorreo(() =>
        scope.insert(usuarios, {
          ...invitacion,
          nombre: '',
          apellido: '',
          email: datos.correo,
          // Nobody knows this password: the account opens only through the invitation.
          password_hash: hashToken(randomToken()),
          activo: false,
          invitacion_pendiente: true,
        }),
      );
  await enqueue(
    scope.tx,
    scope.empresaId,
    'correo',
    correoInvitacion(
      {
        publicUrl,
        empresa: await nombreEmpresa(scope),
        email: datos.correo,
        token,
        id: fila.id,
        dias: INVITACION_TTL_DIAS,
      },
      idioma,
    ),
  );
  await auditar(scope, {
    accion: 'invitacion.enviada',
    entidad: 'usuarios',
    entidadId: fila.id,
    antes: existente ? cambios(existente, fila, ['id_rol', 'acceso_modulo_tag'])?.antes : null,
    despues: { email: fila.email, id_rol: fila.id_rol, acceso_modulo_tag: fila.acceso_modulo_tag },
  });
  return { reenviada: Boolean(existente), usuario: aRegistro(fila) };
}

/** DELETE usuarios/invitacion/{id}: a pending invitation only (its link stops working); 404 otherwise. */
export async function cancelarInvitacion(scope: TenantScope, id: number): Promise<void> {
  const borradas = await scope.tx
    .delete(usuarios)
    .where(scope.where(usuarios, eq(usuarios.id, id), eq(usuarios.invitacion_pendiente, true)))
    .returning({ id: usuarios.id, email: usuarios.email });
  if (borradas.length === 0) throw new NotFoundError(M.invitacionNoExiste);
  await auditar(scope, {
    accion: 'invitacion.cancelada',
    entidad: 'usuarios',
    entidadId: id,
    antes: { email: borradas[0].email },
  });
}

/** POST usuarios/añadir: an active user with the password the owner gives (as strong as sign-up's). */
export async function anadir(scope: TenantScope, actor: Actor, datos: AnadirBody): Promise<UsuarioEquipo> {
  exigirPuedeDarRol(await filaDelActor(scope, actor.usuarioId), datos.rol);
  await exigirPasswordFuerte(datos.contrasena, [datos.correo, datos.nombre, datos.apellido]).catch(
    (error: unknown) => {
      if (error instanceof ValidationError) throw ValidationError.field('contrasena', error.message);
      throw error;
    },
  );
  await verificarPuesto(scope);
  const password_hash = await hashPassword(datos.contrasena);
  const id_sedes = await sedesAsignadas(scope, datos.rol, datos.sedes ?? []);
  const fila = await unicoPorCorreo(() =>
    scope.insert(usuarios, {
      nombre: datos.nombre,
      apellido: datos.apellido,
      telefono: datos.numeroTelefonico ?? null,
      email: datos.correo,
      password_hash,
      id_rol: datos.rol,
      acceso_modulo_tag: accesoDeRol(datos.rol, datos.modulos),
      id_sedes,
      activo: true,
    }),
  );
  await auditar(scope, {
    accion: 'usuario.creado',
    entidad: 'usuarios',
    entidadId: fila.id,
    despues: auditado(fila),
  });
  return aRegistro(fila);
}

/**
 * POST usuarios/usuario/actualizar. The owner (id_rol 0) keeps role 0 and stays active; nobody deactivates
 * themself; a pending invitation is changed by inviting again; who may change whom is `exigirPuedeCambiar`.
 * Deactivating or changing the role ends the user's sessions at once; any other change of access (modules)
 * reaches their next request (cache revoked). A new e-mail waits for its confirmation (`solicitarCambioCorreo`):
 * `correoPendiente` says so.
 */
export async function actualizar(
  scope: TenantScope,
  sesionesCache: Sesiones,
  publicUrl: string,
  actor: Actor,
  datos: ActualizarBody,
  idioma: Idioma = IDIOMA_POR_DEFECTO,
): Promise<{ usuario: UsuarioEquipo; correoPendiente: boolean }> {
  const quien = await filaDelActor(scope, actor.usuarioId);
  const actual = await scope.get(usuarios, datos.id);
  const esPropietario = actual.id_rol === ROL_PROPIETARIO;
  if (actual.invitacion_pendiente) throw new ConflictError(M.pendiente);
  const rol = datos.rol ?? actual.id_rol;
  if (esPropietario && rol !== ROL_PROPIETARIO) throw ValidationError.field('rol', M.propietarioRol);
  if (!esPropietario && rol === ROL_PROPIETARIO) throw ValidationError.field('rol', M.rol);
  if (datos.estado === false && esPropietario) throw ValidationError.field('estado', M.propietarioEstado);
  if (datos.estado === false && actual.id === actor.usuarioId)
    throw ValidationError.field('estado', M.propio);
  exigirPuedeCambiar(quien, actual, rol);
  if (datos.estado === true && !actual.activo) await verificarPuesto(scope);
  const cambiaCorreo = datos.correo !== undefined && datos.correo !== actual.email;
  if (cambiaCorreo) await solicitarCambioCorreo(scope, publicUrl, actual, datos.correo!, idioma);
  const cambiaRol = rol !== actual.id_rol;
  const acceso =
    datos.modulos !== undefined || cambiaRol
      ? accesoDeRol(rol, datos.modulos ?? tagsDeAcceso(actual.acceso_modulo_tag))
      : actual.acceso_modulo_tag;
  const fila = await scope.update(usuarios, actual.id, {
    nombre: datos.nombre ?? actual.nombre,
    apellido: datos.apellido ?? actual.apellido,
    telefono: datos.numeroTelefonico === undefined ? actual.telefono : datos.numeroTelefonico,
    id_rol: rol,
    acceso_modulo_tag: acceso,
    id_sedes: await sedesAsignadas(scope, rol, datos.sedes ?? actual.id_sedes ?? []),
    activo: datos.estado ?? actual.activo,
  });
  if (datos.estado === false && actual.activo) await desactivarUsuario(scope, sesionesCache, actual.id);
  else if (cambiaRol) await terminarSesiones(scope, sesionesCache, actual.id);
  else await sesionesCache.revocar(scope.tx, { usuarioId: actual.id });
  const cambiado = cambios(actual, { ...fila, activo: datos.estado ?? actual.activo }, AUDITADOS);
  if (cambiado)
    await auditar(scope, {
      accion: 'usuario.actualizado',
      entidad: 'usuarios',
      entidadId: actual.id,
      ...cambiado,
    });
  return {
    usuario: aRegistro({ ...fila, activo: datos.estado ?? actual.activo }),
    correoPendiente: cambiaCorreo,
  };
}

/**
 * DELETE usuarios/usuario/{id}: never the owner, never oneself, an Administrador by the owner only. Their sessions and mail tokens go with the row
 * (foreign keys cascade) and every instance drops their cached tokens.
 */
export async function eliminar(
  scope: TenantScope,
  sesionesCache: Sesiones,
  actor: Actor,
  id: number,
): Promise<void> {
  const actual = await scope.get(usuarios, id);
  if (actual.id_rol === ROL_PROPIETARIO) throw new ConflictError(M.propietarioEliminar);
  if (actual.id === actor.usuarioId) throw new ConflictError(M.propio);
  exigirPuedeCambiar(await filaDelActor(scope, actor.usuarioId), actual);
  await scope.delete(usuarios, id);
  await sesionesCache.revocar(scope.tx, { usuarioId: id });
  await auditar(scope, {
    accion: 'usuario.eliminado',
    entidad: 'usuarios',
    entidadId: id,
    antes: auditado(actual),
  });
}

const mismoHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * POST usuario/invitado (public): the invited user sets their name and password with the link's token. The
 * token must be the invitation's current one (404 otherwise), unused (409) and unexpired (410). Read on the
 * sign-in role's connection, like the rest of sign-in, and written as the company: the account becomes active and
 * verified (the link proved the mailbox).
 */
export async function aceptarInvitacion(database: Database, datos: InvitadoBody): Promise<void> {
  const [fila] = await database.auth
    .select({
      empresaId: usuarios.empresa_id,
      email: usuarios.email,
      pendiente: usuarios.invitacion_pendiente,
      tokenHash: usuarios.invitacion_token_hash,
      vencida: sql<boolean>`coalesce(${vencido(usuarios.invitacion_expira_at)}, true)`,
    })
    .from(usuarios)
    .where(eq(usuarios.id, datos.id))
    .limit(1);
  const tokenHash = hashToken(datos.token);
  if (!fila?.tokenHash || !mismoHash(fila.tokenHash, tokenHash))
    throw new AppError(404, M.enlaceInvalido, null, { token: [M.enlaceInvalido] });
  if (!fila.pendiente) throw new AppError(409, M.enlaceUsado, null, { token: [M.enlaceUsado] });
  if (fila.vencida) throw new AppError(410, M.enlaceVencido, null, { token: [M.enlaceVencido] });
  await exigirPasswordFuerte(datos.contraseña, [fila.email, datos.nombre, datos.apellido]).catch(
    (error: unknown) => {
      if (error instanceof ValidationError) throw ValidationError.field('contraseña', error.message);
      throw error;
    },
  );
  const password_hash = await hashPassword(datos.contraseña);
  // Spending the invitation is the guard: of two concurrent acceptances with one link, only one updates it. The
  // write is the company's (a name change moves its sale context), so it runs as the company.
  const aceptadas = await database.withTenant(fila.empresaId, (tx) =>
    tx
      .update(usuarios)
      .set({
        nombre: datos.nombre,
        apellido: datos.apellido,
        password_hash,
        activo: true,
        invitacion_pendiente: false,
        email_verificado_at: sql`coalesce(${usuarios.email_verificado_at}, now())`,
      })
      .where(
        and(
          eq(usuarios.id, datos.id),
          eq(usuarios.invitacion_pendiente, true),
          eq(usuarios.invitacion_token_hash, tokenHash),
          sql`${usuarios.invitacion_expira_at} > now()`,
        ),
      )
      .returning({ id: usuarios.id }),
  );
  if (aceptadas.length === 0) throw new AppError(409, M.enlaceUsado, null, { token: [M.enlaceUsado] });
}
