import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
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

/**
 * A company's webhooks (issue 11): the URL, the event types it takes, the Standard Webhooks secret (`whsec_` +
 * base64 of 32 random bytes; kept as is because the server signs with it, shown to the user only on create and
 * rotate), the state and the consecutive failed deliveries (WEBHOOK_FALLOS_MAX of them disable it).
 */
export const webhooks = pgTable(
  'webhooks',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    url: varchar('url', { length: 500 }).notNull(),
    eventos: jsonb('eventos').$type<string[]>().notNull(),
    descripcion: varchar('descripcion', { length: 200 }),
    secreto: text('secreto').notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('activo'),
    fallos_consecutivos: integer('fallos_consecutivos').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    check('webhooks_estado', sql`${t.estado} in ('activo', 'deshabilitado')`),
    tenantPolicy('webhooks'),
  ],
);

/**
 * The delivery log: one row per attempt of one event to one webhook (the body kept so "Reenviar" sends the same
 * event, same `webhook-id`, again). Deleting the webhook deletes its log.
 */
export const webhooksEntregas = pgTable(
  'webhooks_entregas',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    id_webhook: bigint('id_webhook', { mode: 'number' }).notNull(),
    id_evento: varchar('id_evento', { length: 60 }).notNull(),
    tipo: varchar('tipo', { length: 60 }).notNull(),
    cuerpo: text('cuerpo').notNull(),
    estado: varchar('estado', { length: 20 }).notNull(),
    intento: integer('intento').notNull(),
    latencia_ms: integer('latencia_ms'),
    codigo_respuesta: integer('codigo_respuesta'),
    error: varchar('error', { length: 500 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({
      name: 'webhooks_entregas_webhook_fk',
      columns: [t.empresa_id, t.id_webhook],
      foreignColumns: [webhooks.empresa_id, webhooks.id],
    }).onDelete('cascade'),
    index('webhooks_entregas_webhook_idx').on(t.empresa_id, t.id_webhook, t.created_at.desc(), t.id.desc()),
    check('webhooks_entregas_estado', sql`${t.estado} in ('exitosa', 'fallida')`),
    tenantPolicy('webhooks_entregas'),
  ],
);
