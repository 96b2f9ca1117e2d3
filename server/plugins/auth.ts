import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { and, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sesiones, usuarios } from '../db/schema';
import { msHasta } from '../db/reloj';
import { UnauthenticatedError } from '../lib/errors';
import { hashToken } from '../lib/tokens';

export interface AuthContext {
  usuarioId: number;
  empresaId: number;
  idRol: number;
  acceso: string;
  /** The venues the user works in; null: all of them (owner and administrators always). */
  sedes: number[] | null;
  tokenHash: string;
}

/** What revokes cached sessions on every instance: one token, or every token of a user. */
export type Revocacion = { tokenHash: string } | { usuarioId: number };

export interface Sesiones {
  /**
   * Announces, inside the transaction that deleted sessions or changed a user, that cached sessions must go.
   * PostgreSQL delivers the notification to every instance after the commit.
   */
  revocar(tx: Db, revocacion: Revocacion): Promise<void>;
  /**
   * The session of a bearer token, checked as every /api request is (expired, revoked, deactivated users refused;
   * cached for 30 s), or null. For what is not an /api request: the live connection's greeting (server/vivo/).
   */
  verificar(token: string): Promise<AuthContext | null>;
  /**
   * Runs `fn` on this instance after a committed revocation (from any instance), once the cache has dropped it:
   * null when revocations may have been missed (every session must be checked again). What holds a session
   * outside /api (the live connection's sockets) checks it again here. Answers the unsubscribe.
   */
  alRevocar(fn: (revocacion: Revocacion | null) => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A valid bearer token or 401 'Unauthenticated.'. Routes never call it: the permissions hook
     * (plugins/permisos.ts) runs it for every /api route that is not public.
     */
    authenticate(request: FastifyRequest): Promise<void>;
    sesiones: Sesiones;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const CHANNEL = 'comanda_sesiones';
/** How long a validated token is trusted without asking the database; revocations cut it short. */
const CACHE_MS = 30_000;
const CACHE_MAX = 10_000;

interface CacheEntry {
  auth: AuthContext;
  sessionExpires: number;
  until: number;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export default fp(async (app) => {
  // Keyed by the bearer token itself, so that a request whose session is cached computes no SHA-256 (about a tenth
  // of the work of the whole auth hook); revocations name the hash, hence the second map.
  const cache = new Map<string, CacheEntry>();
  const tokenDeHash = new Map<string, string>();

  const drop = (token: string) => {
    const entry = cache.get(token);
    if (!entry) return;
    cache.delete(token);
    tokenDeHash.delete(entry.auth.tokenHash);
  };
  const forget = (payload: string) => {
    const [kind, value] = payload.split(':');
    if (kind === 'token') {
      const token = tokenDeHash.get(value);
      if (token !== undefined) drop(token);
    } else if (kind === 'usuario')
      for (const [token, entry] of cache) if (entry.auth.usuarioId === Number(value)) drop(token);
  };
  const clear = () => {
    cache.clear();
    tokenDeHash.clear();
  };
  // Told after the commit only (the notification), never from `revocar` inside the transaction: a check then
  // would still read the old row.
  const oyentes = new Set<(revocacion: Revocacion | null) => void>();
  const avisar = (revocacion: Revocacion | null) => {
    for (const fn of oyentes) fn(revocacion);
  };
  const stopListening = await app.database.listen(
    CHANNEL,
    (payload) => {
      forget(payload);
      const [kind, value] = payload.split(':');
      avisar(kind === 'token' ? { tokenHash: value } : { usuarioId: Number(value) });
    },
    () => {
      clear();
      avisar(null);
    },
  );
  app.addHook('onClose', () => stopListening());

  const verificar = async (token: string): Promise<AuthContext | null> => {
    const now = Date.now();
    const cached = cache.get(token);
    if (cached && cached.until > now && cached.sessionExpires > now) return cached.auth;
    drop(token);
    const tokenHash = hashToken(token);
    const [row] = await app.database.auth
      .select({
        usuarioId: usuarios.id,
        empresaId: usuarios.empresa_id,
        idRol: usuarios.id_rol,
        acceso: usuarios.acceso_modulo_tag,
        sedes: usuarios.id_sedes,
        restanteMs: msHasta(sesiones.expires_at),
      })
      .from(sesiones)
      .innerJoin(usuarios, eq(usuarios.id, sesiones.usuario_id))
      .where(
        and(
          eq(sesiones.token_hash, tokenHash),
          gt(sesiones.expires_at, sql`now()`),
          eq(usuarios.activo, true),
          // A deactivation, deletion or role change ends the sessions opened before it (services/usuarios.ts).
          or(isNull(usuarios.sesiones_desde), gte(sesiones.created_at, usuarios.sesiones_desde)),
        ),
      )
      .limit(1);
    if (!row) return null;
    const { restanteMs, ...rest } = row;
    const auth = { ...rest, sedes: rest.idRol <= 1 ? null : rest.sedes, tokenHash };
    if (cache.size >= CACHE_MAX) drop(cache.keys().next().value as string);
    // The session's end by the database's clock, carried over to this process's as a remaining time.
    cache.set(token, { auth, sessionExpires: now + Number(restanteMs), until: now + CACHE_MS });
    tokenDeHash.set(tokenHash, token);
    return auth;
  };

  app.decorate('sesiones', {
    async revocar(tx: Db, revocacion: Revocacion) {
      const payload =
        'tokenHash' in revocacion ? `token:${revocacion.tokenHash}` : `usuario:${revocacion.usuarioId}`;
      forget(payload);
      await tx.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
    },
    verificar,
    alRevocar(fn) {
      oyentes.add(fn);
      return () => oyentes.delete(fn);
    },
  });

  app.decorateRequest('auth', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (request.auth) return;
    const token = bearerToken(request);
    if (!token) throw new UnauthenticatedError();
    const auth = await verificar(token);
    if (!auth) throw new UnauthenticatedError();
    request.auth = auth;
  });
});
