import { auditar } from '../../services/auditoria';
import type { EstadoSuscripcion } from '../../../common/estadoSuscripcion';
import { disposicionValida } from '../../../common/disposiciones';
import { TenantScope } from '../../db/tenant';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { tenantScope, type Database, type Db } from '../../db/client';
import { EMPRESA, tenantStatement } from '../../db/statement';
import type { TenantReader } from '../../db/tenant';
import { ahoraMas, vencido } from '../../db/reloj';
import { empresas, paises, sesiones, suscripcionesEmpresa, tokensCorreo, usuarios } from '../../db/schema';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors';
import { MENSAJE_PASSWORD_DEBIL, passwordFuerte } from '../../lib/fortaleza';
import { hashPassword, necesitaRehash, verifyPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import { enqueue } from '../../outbox';
import { correoRestablecimiento } from '../../plugins/mail';
import type { Sesiones } from '../../plugins/auth';
import { correoIntentosFallidos, correoPasswordCambiada } from './avisos';
import { IDIOMA_POR_DEFECTO, type Idioma } from '../../i18n/idiomas';
import { FALLOS_AVISO, type BloqueoCuentas } from './bloqueo';

export const MENSAJES_AUTH = {
  credenciales: 'Correo o contraseña incorrectos',
  inactivo: 'Tu usuario se encuentra inactivo. Comunícate con el administrador de tu empresa.',
  sesionIniciada: 'Sesión iniciada correctamente',
  cuentaCreada: 'Cuenta creada exitosamente',
  sesionCerrada: 'Sesión cerrada correctamente',
  olvido:
    'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.',
  restablecida: 'Contraseña restablecida correctamente',
  enlaceRestablecimiento: 'El enlace para restablecer la contraseña no es válido o ha expirado',
  verificado: 'Tu correo ha sido verificado correctamente',
  yaVerificado: 'Tu correo ya se encuentra verificado',
  enlaceVerificacion: 'El enlace de verificación no es válido o ha expirado',
  passwordActual: 'La contraseña actual no es correcta',
  passwordIgual: 'La nueva contraseña debe ser distinta de la actual',
  passwordCambiada: 'Contraseña actualizada correctamente. Se cerraron tus otras sesiones.',
} as const;

/** How long a password-reset link works. */
export const RESTABLECIMIENTO_TTL_MIN = 60;

/** Refuses (422 on `password`) a new password that is common, breached or made of the user's own data. */
export async function exigirPasswordFuerte(password: string, datosPropios: string[]): Promise<void> {
  if (!(await passwordFuerte(password, datosPropios)))
    throw ValidationError.field('password', MENSAJE_PASSWORD_DEBIL);
}

/** A hash of a random password: checked when the e-mail is unknown so both answers take as long. */
let hashSenuelo: Promise<string> | null = null;
const senuelo = () => (hashSenuelo ??= hashPassword(randomToken()));

/** Issues a bearer token: only its SHA-256 is stored, with the session's expiry. */
export async function crearSesion(
  db: Db,
  usuario: { usuarioId: number; empresaId: number },
  ttlHoras: number,
): Promise<string> {
  const token = randomToken();
  await db.insert(sesiones).values({
    token_hash: hashToken(token),
    usuario_id: usuario.usuarioId,
    empresa_id: usuario.empresaId,
    expires_at: ahoraMas(ttlHoras * 3600),
  });
  return token;
}

export async function paisExiste(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: paises.id }).from(paises).where(eq(paises.id, id)).limit(1);
  return Boolean(row);
}

export async function correoRegistrado(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email)).limit(1);
  return Boolean(row);
}

/**
 * Checks e-mail and password; 401 for either wrong (without saying which), 403 for an inactive user. Each account
 * (known or not) gets a progressively longer wait after repeated failures (429), and its owner a mail at the
 * FALLOS_AVISO-th one in a row.
 */
export async function autenticar(
  database: Database,
  bloqueo: BloqueoCuentas,
  publicUrl: string,
  { email, password }: { email: string; password: string },
  ip: string | null = null,
  idioma: Idioma = IDIOMA_POR_DEFECTO,
) {
  await bloqueo.comprobar(email);
  const { auth: db } = database;
  const [usuario] = await db
    .select({
      id: usuarios.id,
      empresaId: usuarios.empresa_id,
      nombre: usuarios.nombre,
      passwordHash: usuarios.password_hash,
      activo: usuarios.activo,
    })
    .from(usuarios)
    .where(eq(usuarios.email, email))
    .limit(1);
  const valida = await verifyPassword(password, usuario?.passwordHash ?? (await senuelo()));
  if (!usuario || !valida) {
    const fallos = await bloqueo.fallo(email);
    // A known user's failure goes to their company's audit trail (an unknown e-mail has no company).
    if (usuario)
      await db.transaction(async (tx) => {
        // Company rows: as the company's tenant (the sign-in role reaches only the account tables).
        await tx.execute(tenantScope(usuario.empresaId));
        await auditar(
          new TenantScope(tx, usuario.empresaId),
          { accion: 'sesion.fallida', entidad: 'usuarios', entidadId: usuario.id, usuarioId: usuario.id },
          { ip, usuarioId: null },
        );
        if (fallos === FALLOS_AVISO)
          await enqueue(
            tx,
            usuario.empresaId,
            'correo',
            correoIntentosFallidos({ publicUrl, nombre: usuario.nombre, email }, fallos, idioma),
          );
      });
    throw new AppError(401, MENSAJES_AUTH.credenciales);
  }
  await bloqueo.limpiar(email);
  if (!usuario.activo) throw new AppError(403, MENSAJES_AUTH.inactivo);
  // A hash of weaker parameters than today's is rewritten now that the password is known (unless it changed meanwhile).
  if (necesitaRehash(usuario.passwordHash))
    await db
      .update(usuarios)
      .set({ password_hash: await hashPassword(password) })
      .where(and(eq(usuarios.id, usuario.id), eq(usuarios.password_hash, usuario.passwordHash)));
  // Expired sessions of this user are of no use to anyone.
  await db
    .delete(sesiones)
    .where(and(eq(sesiones.usuario_id, usuario.id), lt(sesiones.expires_at, sql`now()`)));
  return { usuarioId: usuario.id, empresaId: usuario.empresaId };
}

export async function cerrarSesion(
  database: Database,
  sesionesCache: Sesiones,
  tokenHash: string,
): Promise<void> {
  await database.auth.transaction(async (tx) => {
    await tx.delete(sesiones).where(eq(sesiones.token_hash, tokenHash));
    await sesionesCache.revocar(tx, { tokenHash });
  });
}

/** The newest subscription of the user's company, joined laterally (at most one row). */
const ultimaSuscripcion = new QueryBuilder()
  .select({
    id: suscripcionesEmpresa.id,
    // A trial past its last day (Bogotá's day) is over even before the subscription is next written.
    estado:
      sql<number>`case when ${suscripcionesEmpresa.fecha_fin_periodo_prueba} < (now() at time zone 'America/Bogota')::date then 0 else ${suscripcionesEmpresa.estado_periodo_pueba} end`.as(
        'estado',
      ),
    estado_suscripcion:
      sql<EstadoSuscripcion>`case when ${suscripcionesEmpresa.estado} = 'prueba' and ${suscripcionesEmpresa.fecha_fin_periodo_prueba} < (now() at time zone 'America/Bogota')::date then 'gratis' else ${suscripcionesEmpresa.estado} end`.as(
        'estado_suscripcion',
      ),
    // A date as 'YYYY-MM-DD' text: the driver would make it a Date at local midnight.
    fecha_fin: sql<string>`${suscripcionesEmpresa.fecha_fin_periodo_prueba}::text`.as('fecha_fin'),
  })
  .from(suscripcionesEmpresa)
  .where(eq(suscripcionesEmpresa.empresa_id, sql.placeholder(EMPRESA)))
  .orderBy(desc(suscripcionesEmpresa.id))
  .limit(1)
  .as('suscripcion');

/** POST me in one statement (one round trip): the user, the company and its newest subscription. */
const PERFIL = tenantStatement(
  'auth_perfil',
  {
    id: usuarios.id,
    name: usuarios.nombre,
    last_name: usuarios.apellido,
    email: usuarios.email,
    email_verificado: sql<boolean>`${usuarios.email_verificado_at} is not null`,
    id_rol: usuarios.id_rol,
    acceso_modulo_tag: usuarios.acceso_modulo_tag,
    disposicion: usuarios.disposicion,
    empresa_id: empresas.id,
    empresa_nombre: empresas.nombre,
    suscripcion_id: ultimaSuscripcion.id,
    estado_periodo_pueba: ultimaSuscripcion.estado,
    estado_suscripcion: ultimaSuscripcion.estado_suscripcion,
    fecha_fin_periodo_prueba: ultimaSuscripcion.fecha_fin,
    // The saved card's last four and the last charge (issue 28): what the trial banner and the purchase flow read.
    ultimos_digitos: sql<
      string | null
    >`(select t.ultimos_digitos from tarjetas_empresa t where t.empresa_id = ${empresas.id} limit 1)`,
    ultimo_cobro: sql<
      string | null
    >`(select c.id || ':' || c.estado || ':' || c.pasarela from cobros_suscripcion c where c.empresa_id = ${empresas.id} order by c.id desc limit 1)`,
  },
  (qb, campos) =>
    qb
      .select(campos)
      .from(usuarios)
      .innerJoin(empresas, eq(empresas.id, usuarios.empresa_id))
      .leftJoinLateral(ultimaSuscripcion, sql`true`)
      .where(
        and(eq(usuarios.id, sql.placeholder('usuario')), eq(usuarios.empresa_id, sql.placeholder(EMPRESA))),
      ),
);

/**
 * POST me: the signed-in user as spec §3 'Auth user' describes it. The last charge is `cobros`' only element, its
 * state under the configured gateway's field; `numero_tarjeta_payu` is the saved card masked (non-empty: saved).
 */
export async function perfil(
  lector: TenantReader,
  usuarioId: number,
  plataforma: 'wompi' | 'payu' = 'wompi',
) {
  const [fila] = await lector.tenantRead(PERFIL, { usuario: usuarioId });
  if (!fila) throw new NotFoundError('El usuario no existe');
  const [idCobro, estadoCobro] = fila.ultimo_cobro?.split(':') ?? [];
  const cobros = idCobro
    ? [
        {
          id: Number(idCobro),
          estado_transaccion_wompi: plataforma === 'wompi' ? estadoCobro : null,
          estado_transaccion_payu: plataforma === 'payu' ? estadoCobro : null,
        },
      ]
    : [];
  return {
    user: {
      id: Number(fila.id),
      name: fila.name,
      last_name: fila.last_name,
      email: fila.email,
      business_name: fila.empresa_nombre,
      ultimos_digitos_tarjeta: fila.ultimos_digitos ?? null,
      email_verificado: fila.email_verificado === true,
      disposicion: disposicionValida(fila.disposicion),
    },
    empresa: { id: Number(fila.empresa_id), nombre: fila.empresa_nombre },
    rol: { id_rol: Number(fila.id_rol), acceso_modulo_tag: fila.acceso_modulo_tag },
    suscripcion_empresa:
      fila.suscripcion_id === null
        ? null
        : {
            id: Number(fila.suscripcion_id),
            estado_periodo_pueba: Number(fila.estado_periodo_pueba),
            estado: fila.estado_suscripcion,
            fecha_fin_periodo_prueba: fila.fecha_fin_periodo_prueba,
            cobros: cobros as Record<string, unknown>[],
          },
    payment_platform: plataforma,
    numero_tarjeta_payu: fila.ultimos_digitos ? `**** ${fila.ultimos_digitos}` : null,
  };
}

/**
 * Forgot password: for an active account, a new single-use reset link (any earlier unused one stops working)
 * and its mail in the outbox, in one transaction. Unknown e-mails do nothing; the caller answers the same.
 */
export async function solicitarRestablecimiento(
  database: Database,
  publicUrl: string,
  email: string,
  idioma: Idioma = IDIOMA_POR_DEFECTO,
): Promise<void> {
  const [usuario] = await database.auth
    .select({
      id: usuarios.id,
      empresaId: usuarios.empresa_id,
      nombre: usuarios.nombre,
      activo: usuarios.activo,
    })
    .from(usuarios)
    .where(eq(usuarios.email, email))
    .limit(1);
  if (!usuario?.activo) return;
  const token = randomToken();
  await database.auth.transaction(async (tx) => {
    await tx
      .delete(tokensCorreo)
      .where(
        and(
          eq(tokensCorreo.usuario_id, usuario.id),
          eq(tokensCorreo.proposito, 'restablecimiento'),
          isNull(tokensCorreo.used_at),
        ),
      );
    await tx.insert(tokensCorreo).values({
      token_hash: hashToken(token),
      proposito: 'restablecimiento',
      usuario_id: usuario.id,
      expires_at: ahoraMas(RESTABLECIMIENTO_TTL_MIN * 60),
    });
    // The mail is the company's outbox row: written as its tenant, last in the transaction.
    await tx.execute(tenantScope(usuario.empresaId));
    await enqueue(
      tx,
      usuario.empresaId,
      'correo',
      correoRestablecimiento({ publicUrl, nombre: usuario.nombre, email, token }, idioma),
    );
  });
}

const enlaceInvalido = () =>
  new AppError(404, MENSAJES_AUTH.enlaceRestablecimiento, null, {
    token: [MENSAJES_AUTH.enlaceRestablecimiento],
  });

/**
 * Password reset with a link from the mail: the token must be unused, unexpired and the e-mail's. Sets the
 * password, spends the token, ends every session of the user (on every instance), since the link proved the
 * mailbox marks the e-mail verified, mails the owner that the password changed and lifts any sign-in wait.
 */
export async function restablecerPassword(
  database: Database,
  sesionesCache: Sesiones,
  bloqueo: BloqueoCuentas,
  publicUrl: string,
  datos: { token: string; email: string; password: string },
  idioma: Idioma = IDIOMA_POR_DEFECTO,
): Promise<void> {
  await exigirPasswordFuerte(datos.password, [datos.email]);
  const tokenHash = hashToken(datos.token);
  const vigente = and(
    eq(tokensCorreo.token_hash, tokenHash),
    eq(tokensCorreo.proposito, 'restablecimiento'),
    isNull(tokensCorreo.used_at),
    gt(tokensCorreo.expires_at, sql`now()`),
  );
  const [fila] = await database.auth
    .select({ usuarioId: usuarios.id, empresaId: usuarios.empresa_id, nombre: usuarios.nombre })
    .from(tokensCorreo)
    .innerJoin(usuarios, eq(usuarios.id, tokensCorreo.usuario_id))
    .where(and(vigente, eq(usuarios.email, datos.email), eq(usuarios.activo, true)))
    .limit(1);
  if (!fila) throw enlaceInvalido();
  const passwordHash = await hashPassword(datos.password);
  await database.auth.transaction(async (tx) => {
    // Spending the token is the guard: of two concurrent resets with one link, only one updates it.
    const gastado = await tx
      .update(tokensCorreo)
      .set({ used_at: sql`now()` })
      .where(vigente)
      .returning({ usuarioId: tokensCorreo.usuario_id });
    if (gastado.length === 0) throw enlaceInvalido();
    await tx
      .update(usuarios)
      .set({
        password_hash: passwordHash,
        email_verificado_at: sql`coalesce(${usuarios.email_verificado_at}, now())`,
      })
      .where(eq(usuarios.id, fila.usuarioId));
    await tx.delete(sesiones).where(eq(sesiones.usuario_id, fila.usuarioId));
    await sesionesCache.revocar(tx, { usuarioId: fila.usuarioId });
    // The mail is the company's outbox row: written as its tenant, last in the transaction.
    await tx.execute(tenantScope(fila.empresaId));
    await enqueue(
      tx,
      fila.empresaId,
      'correo',
      correoPasswordCambiada({ publicUrl, nombre: fila.nombre, email: datos.email }, idioma),
    );
  });
  await bloqueo.limpiar(datos.email);
}

export type EstadoVerificacion = 'success' | 'alreadyVerified' | 'error';

/**
 * Mail verification (spec §4: success, alreadyVerified, error). A used or expired link of an account that is
 * verified answers alreadyVerified (the user clicked twice); anything else that does not match answers error.
 */
export async function verificarCorreo(
  database: Database,
  token: string,
  email: string,
): Promise<EstadoVerificacion> {
  if (!token || !email) return 'error';
  return database.auth.transaction(async (tx) => {
    const [fila] = await tx
      .select({
        usuarioId: usuarios.id,
        verificadoAt: usuarios.email_verificado_at,
        usedAt: tokensCorreo.used_at,
        vencido: vencido(tokensCorreo.expires_at),
      })
      .from(tokensCorreo)
      .innerJoin(usuarios, eq(usuarios.id, tokensCorreo.usuario_id))
      .where(
        and(
          eq(tokensCorreo.token_hash, hashToken(token)),
          eq(tokensCorreo.proposito, 'verificacion'),
          eq(usuarios.email, email),
        ),
      )
      .limit(1)
      .for('update', { of: tokensCorreo });
    if (!fila) return 'error';
    if (fila.verificadoAt) {
      if (!fila.usedAt)
        await tx
          .update(tokensCorreo)
          .set({ used_at: sql`now()` })
          .where(eq(tokensCorreo.token_hash, hashToken(token)));
      return 'alreadyVerified';
    }
    if (fila.usedAt || fila.vencido) return 'error';
    await tx
      .update(tokensCorreo)
      .set({ used_at: sql`now()` })
      .where(eq(tokensCorreo.token_hash, hashToken(token)));
    await tx
      .update(usuarios)
      .set({ email_verificado_at: sql`now()` })
      .where(eq(usuarios.id, fila.usuarioId));
    return 'success';
  });
}

/**
 * The signed-in user's own password change (/configSistema/cuenta): the current password must verify (a wrong one
 * counts as a sign-in failure of the account, so a borrowed session cannot guess it freely), the new one must be
 * strong and different; the user's other sessions end at once on every instance (the one asking stays), and the
 * user is mailed that the password changed.
 */
export async function cambiarPassword(
  database: Database,
  sesionesCache: Sesiones,
  bloqueo: BloqueoCuentas,
  publicUrl: string,
  sesion: { usuarioId: number; tokenHash: string },
  datos: { password_actual: string; password: string },
  idioma: Idioma = IDIOMA_POR_DEFECTO,
): Promise<void> {
  const [u] = await database.auth
    .select({
      email: usuarios.email,
      nombre: usuarios.nombre,
      apellido: usuarios.apellido,
      empresaId: usuarios.empresa_id,
      passwordHash: usuarios.password_hash,
    })
    .from(usuarios)
    .where(eq(usuarios.id, sesion.usuarioId))
    .limit(1);
  if (!u) throw new NotFoundError();
  await bloqueo.comprobar(u.email);
  if (!(await verifyPassword(datos.password_actual, u.passwordHash))) {
    await bloqueo.fallo(u.email);
    throw ValidationError.field('password_actual', MENSAJES_AUTH.passwordActual);
  }
  await bloqueo.limpiar(u.email);
  if (datos.password === datos.password_actual)
    throw ValidationError.field('password', MENSAJES_AUTH.passwordIgual);
  await exigirPasswordFuerte(datos.password, [u.email, u.nombre, u.apellido]);
  const passwordHash = await hashPassword(datos.password);
  await database.auth.transaction(async (tx) => {
    await tx.update(usuarios).set({ password_hash: passwordHash }).where(eq(usuarios.id, sesion.usuarioId));
    await tx
      .delete(sesiones)
      .where(and(eq(sesiones.usuario_id, sesion.usuarioId), ne(sesiones.token_hash, sesion.tokenHash)));
    await sesionesCache.revocar(tx, { usuarioId: sesion.usuarioId });
    // The mail is the company's outbox row: written as its tenant, last in the transaction.
    await tx.execute(tenantScope(u.empresaId));
    await enqueue(
      tx,
      u.empresaId,
      'correo',
      correoPasswordCambiada({ publicUrl, nombre: u.nombre, email: u.email }, idioma),
    );
  });
}
