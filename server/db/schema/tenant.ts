import { sql } from 'drizzle-orm';
import { bigint, pgPolicy, pgRole } from 'drizzle-orm/pg-core';

/**
 * Company tables are read and written through the `comanda_app` role with `app.empresa_id` set for the
 * transaction (see server/db/tenant.ts). Row-level security is the second wall behind the query scoping.
 */
export const appRole = pgRole('comanda_app').existing();

/**
 * The sign-in module's role (migration 0033): only the account tables (`usuarios`, `empresas`, `sesiones`,
 * `tokens_correo`, `captchas_usados`) and the lists sign-up checks; it runs as the auth login (server/db/runtime-role.ts).
 */
export const sesionRole = pgRole('comanda_sesion').existing();

export const empresaIdColumn = () => bigint('empresa_id', { mode: 'number' }).notNull();

export const idColumn = () => bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity();

export const currentEmpresa = sql`nullif(current_setting('app.empresa_id', true), '')::bigint`;

/** True for the tenant role (and any role holding its privileges): it never sees rows without a company set. */
const esInquilino = sql`pg_has_role('comanda_app', 'usage')`;

/**
 * A company table's policy. Company tables FORCE row-level security (migration 0003), so it binds the tables'
 * owner too: the tenant role sees only the current company's rows; any other role with privileges on the table
 * (only the owner has them) sees every company while no company is set (the outbox worker, sign-up's first rows)
 * and only that company once one is. A superuser bypasses it, which is why the runtime login must not be one.
 */
export const tenantPolicy = (table: string) =>
  pgPolicy(`${table}_por_empresa`, {
    as: 'permissive',
    for: 'all',
    to: 'public',
    using: sql`empresa_id = ${currentEmpresa} or (${currentEmpresa} is null and not ${esInquilino})`,
    withCheck: sql`empresa_id = ${currentEmpresa} or (${currentEmpresa} is null and not ${esInquilino})`,
  });

/** `usuarios`: the tenant role reaches the users of the current company only (the owner is not forced). */
export const usuarioPolicy = pgPolicy('usuarios_por_empresa', {
  as: 'permissive',
  for: 'all',
  to: appRole,
  using: sql`empresa_id = ${currentEmpresa}`,
  withCheck: sql`empresa_id = ${currentEmpresa}`,
});

/** `empresas`: the tenant role reads and updates the current company's row only (grants: migration 0003). */
/** The sign-in module reads and writes every account (it finds a user by e-mail before any company is known). */
export const usuarioSesionPolicy = pgPolicy('usuarios_sesion', {
  as: 'permissive',
  for: 'all',
  to: sesionRole,
  using: sql`true`,
  withCheck: sql`true`,
});

export const empresaSesionPolicy = pgPolicy('empresas_sesion', {
  as: 'permissive',
  for: 'all',
  to: sesionRole,
  using: sql`true`,
  withCheck: sql`true`,
});

export const empresaPolicy = pgPolicy('empresas_actual', {
  as: 'permissive',
  for: 'all',
  to: appRole,
  using: sql`id = ${currentEmpresa}`,
  withCheck: sql`id = ${currentEmpresa}`,
});
