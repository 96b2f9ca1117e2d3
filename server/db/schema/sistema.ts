import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { empresas } from './cuentas';
import { empresaIdColumn, idColumn, tenantPolicy } from './tenant';

/** Errors the front end reports through log/error/front. */
export const logsErrorFront = pgTable(
  'logs_error_front',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    usuario_id: bigint('usuario_id', { mode: 'number' }),
    modulo: varchar('modulo', { length: 100 }),
    componente: varchar('componente', { length: 100 }),
    mensaje: text('mensaje'),
    detalle: jsonb('detalle').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] }), tenantPolicy('logs_error_front')],
);

/**
 * Transactional outbox: anything that leaves the process (mail today; ERP, webhooks later) is written here
 * in the same transaction as the change that caused it, and delivered by server/outbox/worker.ts.
 */
export const outbox = pgTable(
  'outbox',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    tipo: varchar('tipo', { length: 50 }).notNull(),
    payload: jsonb('payload').notNull(),
    intentos: integer('intentos').notNull().default(0),
    disponible_at: timestamp('disponible_at', { withTimezone: true }).notNull().defaultNow(),
    bloqueado_hasta: timestamp('bloqueado_hasta', { withTimezone: true }),
    procesado_at: timestamp('procesado_at', { withTimezone: true }),
    ultimo_error: text('ultimo_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    index('outbox_pendientes_idx')
      .on(t.disponible_at)
      .where(sql`procesado_at is null`),
    tenantPolicy('outbox'),
  ],
);
