import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { empresas } from './cuentas';
import { puntosImpresion } from './catalogos';
import { ordenesEnvios } from './ordenes';
import { ventas } from './ventas';
import { empresaIdColumn, idColumn, tenantPolicy } from './tenant';

/**
 * Station tickets the server prints (issue 8): one per submission and print point in mode 'red', written in the
 * submission's transaction with its outbox job. The unique key (submission, print point) means a retried request
 * or a re-run job never makes a second one. `estado`: pendiente → impreso | fallido (after the last attempt;
 * `reintentar` puts it back to pendiente with a new job). Deleting the print point deletes its tickets.
 * A sale's receipt on the venue's "Caja" point in mode 'red' (issue 9) is a ticket too: `id_venta` instead of
 * `id_envio` (exactly one of them), a new one per print or reprint.
 */
export const tiquetes = pgTable(
  'tiquetes',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    /** The submission whose lines a station ticket prints; null for a receipt. */
    id_envio: bigint('id_envio', { mode: 'number' }),
    /** The sale whose receipt this ticket prints; null for a station ticket. */
    id_venta: bigint('id_venta', { mode: 'number' }),
    id_punto_impresion: bigint('id_punto_impresion', { mode: 'number' }).notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('pendiente'),
    /** Every attempt to print it, across retries. */
    intentos: integer('intentos').notNull().default(0),
    ultimo_error: varchar('ultimo_error', { length: 500 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    impreso_at: timestamp('impreso_at', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    unique('tiquetes_envio_punto_uq').on(t.empresa_id, t.id_envio, t.id_punto_impresion),
    foreignKey({
      name: 'tiquetes_envio_fk',
      columns: [t.empresa_id, t.id_envio],
      foreignColumns: [ordenesEnvios.empresa_id, ordenesEnvios.id],
    }),
    foreignKey({
      name: 'tiquetes_venta_fk',
      columns: [t.empresa_id, t.id_venta],
      foreignColumns: [ventas.empresa_id, ventas.id],
    }),
    index('tiquetes_venta_idx').on(t.empresa_id, t.id_venta),
    check('tiquetes_envio_o_venta', sql`num_nonnulls(${t.id_envio}, ${t.id_venta}) = 1`),
    foreignKey({
      name: 'tiquetes_punto_fk',
      columns: [t.empresa_id, t.id_punto_impresion],
      foreignColumns: [puntosImpresion.empresa_id, puntosImpresion.id],
    }).onDelete('cascade'),
    index('tiquetes_estado_idx').on(t.empresa_id, t.estado, t.created_at),
    check('tiquetes_estado', sql`${t.estado} in ('pendiente', 'impreso', 'fallido')`),
    check('tiquetes_impreso', sql`(${t.estado} = 'impreso') = (${t.impreso_at} is not null)`),
    tenantPolicy('tiquetes'),
  ],
);
