import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { empresas } from './cuentas';
import { empresaIdColumn, idColumn, tenantPolicy } from './tenant';

/** The documents the ERP takes (spec §4 chips' module types, plus a register close). */
export const MODULOS_ERP = [
  'sale',
  'purchase',
  'expense',
  'canceledSale',
  'canceledPurchase',
  'canceledExpense',
  'cuadreCaja',
] as const;

/** A document's way to the ERP: pending → sent (the ERP's id) → validated (DIAN's CUFE/CUDE); failed keeps why. */
export const ESTADOS_ERP = ['pendiente', 'enviado', 'validado', 'fallido'] as const;

/**
 * One row per document sent to the ERP (issue 29, server/erp/): which document (`modulo`, `id_documento`: our id,
 * the ERP's idempotency key), where it stands, the ERP's id (`erp_id`, the spec's begrandaId) and DIAN's code
 * (`cufe_cude`), the last failure (`paso_fallido` erp|dian, `error`), attempts, and `contingencia` when the ERP or
 * DIAN could not be reached (the document stays issued here and goes when the connection returns). Written in the
 * document's transaction, moved on by the outbox job and the spec's erp/begranda/* calls.
 */
export const erpEnvios = pgTable(
  'erp_envios',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    modulo: varchar('modulo', { length: 20 }).notNull(),
    id_documento: bigint('id_documento', { mode: 'number' }).notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('pendiente'),
    erp_id: varchar('erp_id', { length: 50 }),
    cufe_cude: varchar('cufe_cude', { length: 120 }),
    paso_fallido: varchar('paso_fallido', { length: 10 }),
    error: varchar('error', { length: 500 }),
    intentos: integer('intentos').notNull().default(0),
    contingencia: boolean('contingencia').notNull().default(false),
    /** DIAN's environment the code was given in (1 production, 2 habilitación): where 'Ver en DIAN' looks. */
    ambiente: smallint('ambiente'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    enviado_at: timestamp('enviado_at', { withTimezone: true }),
    validado_at: timestamp('validado_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    unique('erp_envios_documento_uq').on(t.empresa_id, t.modulo, t.id_documento),
    index('erp_envios_pendientes_idx')
      .on(t.empresa_id, t.created_at)
      .where(sql`${t.estado} <> 'validado'`),
    check(
      'erp_envios_modulo',
      sql`${t.modulo} in ('sale', 'purchase', 'expense', 'canceledSale', 'canceledPurchase', 'canceledExpense', 'cuadreCaja')`,
    ),
    check('erp_envios_estado', sql`${t.estado} in ('pendiente', 'enviado', 'validado', 'fallido')`),
    check('erp_envios_paso', sql`${t.paso_fallido} is null or ${t.paso_fallido} in ('erp', 'dian')`),
    check('erp_envios_enviado', sql`${t.estado} not in ('enviado', 'validado') or ${t.erp_id} is not null`),
    check('erp_envios_validado', sql`${t.estado} <> 'validado' or ${t.cufe_cude} is not null`),
    tenantPolicy('erp_envios'),
  ],
);
