import { bigint, index, jsonb, pgPolicy, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { empresas } from './cuentas';
import { currentEmpresa, empresaIdColumn, idColumn } from './tenant';

const deLaEmpresa = sql`empresa_id = ${currentEmpresa} or (${currentEmpresa} is null and not pg_has_role('comanda_app', 'usage'))`;

/**
 * The audit trail (issue 11): append-only. The tenant role is granted INSERT and SELECT only (migration), and the
 * policies allow nothing else, so under FORCE row-level security no role but a superuser updates or deletes a row.
 * `usuario` keeps the actor's e-mail as it was (users can be renamed or deleted); `antes`/`despues` hold only the
 * fields that changed.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    creado_at: timestamp('creado_at', { withTimezone: true }).notNull().defaultNow(),
    accion: text('accion').notNull(),
    usuario_id: bigint('usuario_id', { mode: 'number' }),
    usuario: text('usuario'),
    ip: text('ip'),
    entidad: text('entidad'),
    entidad_id: text('entidad_id'),
    antes: jsonb('antes').$type<Record<string, unknown>>(),
    despues: jsonb('despues').$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    index('auditoria_fecha_idx').on(t.empresa_id, t.creado_at.desc(), t.id.desc()),
    pgPolicy('auditoria_lectura', { as: 'permissive', for: 'select', to: 'public', using: deLaEmpresa }),
    pgPolicy('auditoria_registro', { as: 'permissive', for: 'insert', to: 'public', withCheck: deLaEmpresa }),
  ],
);
