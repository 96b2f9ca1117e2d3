import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { TenantScope } from '../../db/tenant';
import { ahoraMas } from '../../db/reloj';
import { empresas, usuarios } from '../../db/schema';
import { ConflictError, ValidationError } from '../../lib/errors';
import { hashToken, randomToken } from '../../lib/tokens';
import { enqueue } from '../../outbox';
import type { Sesiones } from '../../plugins/auth';
import { auditar } from '../../services/auditoria';
import { esCorreoDuplicado } from '../../services/empresas';
import { terminarSesiones } from '../../services/usuarios';
import { correoAvisoCambio, correoConfirmarCambio } from './avisos';
import { IDIOMA_POR_DEFECTO, type Idioma } from '../../i18n/idiomas';
import { MENSAJES_USUARIOS as M } from './schemas';

/** How long the link that confirms a new e-mail works. */
export const CAMBIO_CORREO_TTL_HORAS = 72;

type Fila = typeof usuarios.$inferSelect;

/**
 * Whether no other account (of any company) uses the e-mail: the tenant role sees only its company's users, so the
 * global unique index answers, by trying the change inside a savepoint that is always rolled back (by hand: on
 * PostgreSQL the scope's handle is a connection, whose `transaction()` would not nest).
 */
async function exigirCorreoLibre(scope: TenantScope, id: number, correo: string): Promise<void> {
  await scope.tx.execute(sql`savepoint correo_libre`);
  try {
    await scope.tx.update(usuarios).set({ email: correo }).where(eq(usuarios.id, id));
  } catch (error) {
    if (!esCorreoDuplicado(error)) throw error;
    await scope.tx.execute(sql`rollback to savepoint correo_libre`);
    throw ValidationError.field('correo', M.correoRegistrado);
  }
  await scope.tx.execute(sql`rollback to savepoint correo_libre`);
}

/**
 * A new e-mail for a user takes effect only when its owner follows the link mailed to it: the address is kept as
 * `email_pendiente` with the SHA-256 of a single-use token (a new request replaces the old one), the link goes to
 * the new address and a notice to the old one, through the outbox in the caller's transaction.
 */
export async function solicitarCambioCorreo(
  scope: TenantScope,
  publicUrl: string,
  actual: Fila,
  nuevo: string,
  /** The language of whoever asked for the change (the user's own language is not stored). */
  idioma: Idioma = IDIOMA_POR_DEFECTO,
): Promise<void> {
  await exigirCorreoLibre(scope, actual.id, nuevo);
  const token = randomToken();
  await scope.update(usuarios, actual.id, {
    email_pendiente: nuevo,
    email_pendiente_token_hash: hashToken(token),
    email_pendiente_expira_at: ahoraMas(CAMBIO_CORREO_TTL_HORAS * 3600),
  });
  const [{ empresa }] = await scope.tx
    .select({ empresa: empresas.nombre })
    .from(empresas)
    .where(eq(empresas.id, scope.empresaId));
  const datos = { publicUrl, nombre: actual.nombre, empresa, anterior: actual.email, nuevo };
  await enqueue(
    scope.tx,
    scope.empresaId,
    'correo',
    correoConfirmarCambio(datos, token, CAMBIO_CORREO_TTL_HORAS, idioma),
  );
  await enqueue(scope.tx, scope.empresaId, 'correo', correoAvisoCambio(datos, idioma));
  await auditar(scope, {
    accion: 'usuario.correo_solicitado',
    entidad: 'usuarios',
    entidadId: actual.id,
    antes: { email: actual.email },
    despues: { email_pendiente: nuevo },
  });
}

export type EstadoCambioCorreo = 'success' | 'alreadyVerified' | 'error';

/**
 * POST mail/verification with a link of an e-mail change (public, on the sign-in connection to find the company):
 * null when the token is not one (the caller tries the sign-up verification). A valid, unexpired link for that
 * address makes it the user's e-mail (verified), ends their sessions and is recorded; the same link again answers
 * alreadyVerified; an expired or replaced one, error. The token hash stays so that a second click is recognised.
 */
export async function confirmarCambioCorreo(
  database: Database,
  sesionesCache: Sesiones,
  datos: { token: string; email: string; ip: string },
): Promise<EstadoCambioCorreo | null> {
  if (!datos.token || !datos.email) return null;
  const tokenHash = hashToken(datos.token);
  const [fila] = await database.auth
    .select({ id: usuarios.id, empresaId: usuarios.empresa_id })
    .from(usuarios)
    .where(eq(usuarios.email_pendiente_token_hash, tokenHash))
    .limit(1);
  if (!fila) return null;
  try {
    return await database.withTenant(fila.empresaId, async (tx) => {
      const scope = new TenantScope(tx, fila.empresaId, { ip: datos.ip, usuarioId: fila.id });
      const [u] = await tx
        .select({
          email: usuarios.email,
          pendiente: usuarios.email_pendiente,
          vigente: sql<boolean>`coalesce(${usuarios.email_pendiente_expira_at} > now(), false)`,
        })
        .from(usuarios)
        .where(
          scope.where(usuarios, eq(usuarios.id, fila.id), eq(usuarios.email_pendiente_token_hash, tokenHash)),
        )
        .for('update');
      if (!u) return 'error';
      if (u.pendiente === null) return u.email === datos.email ? 'alreadyVerified' : 'error';
      if (u.pendiente !== datos.email || !u.vigente) return 'error';
      await scope.update(usuarios, fila.id, {
        email: u.pendiente,
        email_pendiente: null,
        email_pendiente_expira_at: null,
        email_verificado_at: sql`now()`,
      });
      await terminarSesiones(scope, sesionesCache, fila.id);
      await auditar(scope, {
        accion: 'usuario.correo_confirmado',
        entidad: 'usuarios',
        entidadId: fila.id,
        antes: { email: u.email },
        despues: { email: u.pendiente },
      });
      return 'success' as const;
    });
  } catch (error) {
    // Another account took the address after the request: the change cannot happen.
    if (esCorreoDuplicado(error)) throw new ConflictError(M.correoRegistrado);
    throw error;
  }
}
