import { sql } from 'drizzle-orm';
import { bigint, pgPolicy, pgRole } from 'drizzle-orm/pg-core';

/**
 * Company tables are read and written through the `comanda_app` role with `app.empresa_id` set for the
 * transaction (see server/db/tenant.ts). Row-level security is the second wall behind the query scoping.
 */
export const appRole = pgRole('comanda_app').existing();

export const empresaIdColumn = () => bigint('empresa_id', { mode: 'number' }).notNull();

export const idColumn = () => bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity();

const currentEmpresa = sql`nullif(current_setting('app.empresa_id', true), '')::bigint`;

export const tenantPolicy = (table: string) =>
  pgPolicy(`${table}_por_empresa`, {
    as: 'permissive',
    for: 'all',
    to: appRole,
    using: sql`empresa_id = ${currentEmpresa}`,
    withCheck: sql`empresa_id = ${currentEmpresa}`,
  });
