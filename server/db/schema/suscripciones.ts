import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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
import { dineroColumn } from './dinero';
import { empresaIdColumn, idColumn, tenantPolicy } from './tenant';

/**
 * Subscription plans (global, read-only to the tenant role; rows are data seeded by the migration): spec §4's
 * suscripcionesPadres (`id_padre` null) and suscripcionesHijas (under a parent). Prices in COP, numeric, read on
 * the server only: the browser never sends a price.
 */
export const suscripciones = pgTable(
  'suscripciones',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    id_padre: bigint('id_padre', { mode: 'number' }),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    descripcion: varchar('descripcion', { length: 500 }).notNull(),
    precio: dineroColumn('precio').notNull(),
    moneda: varchar('moneda', { length: 3 }).notNull().default('COP'),
    periodo_meses: smallint('periodo_meses').notNull().default(1),
    activo: boolean('activo').notNull().default(true),
  },
  (t) => [
    check('suscripciones_precio', sql`${t.precio} > 0`),
    check('suscripciones_moneda', sql`${t.moneda} = 'COP'`),
    check('suscripciones_periodo', sql`${t.periodo_meses} between 1 and 12`),
  ],
);

/**
 * The company's saved card (one per company, the owner's): the gateway's payment source id and what may be shown
 * (brand, last four, expiry). Never the card number or the CVV (PCI DSS SAQ A: the browser tokenizes with the
 * gateway).
 */
export const tarjetasEmpresa = pgTable(
  'tarjetas_empresa',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    id_usuario: bigint('id_usuario', { mode: 'number' }).notNull(),
    pasarela: varchar('pasarela', { length: 10 }).notNull(),
    fuente_pago: varchar('fuente_pago', { length: 100 }).notNull(),
    franquicia: varchar('franquicia', { length: 20 }).notNull(),
    ultimos_digitos: varchar('ultimos_digitos', { length: 4 }).notNull(),
    mes_expiracion: smallint('mes_expiracion').notNull(),
    anio_expiracion: smallint('anio_expiracion').notNull(),
    nombre_propietario: varchar('nombre_propietario', { length: 100 }).notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    unique('tarjetas_empresa_una').on(t.empresa_id),
    check('tarjetas_empresa_ultimos', sql`${t.ultimos_digitos} ~ '^[0-9]{4}$'`),
    check('tarjetas_empresa_mes', sql`${t.mes_expiracion} between 1 and 12`),
    check('tarjetas_empresa_anio', sql`${t.anio_expiracion} between 2000 and 2099`),
    check('tarjetas_empresa_pasarela', sql`${t.pasarela} in ('wompi', 'payu', 'sandbox')`),
    tenantPolicy('tarjetas_empresa'),
  ],
);

/**
 * Each charge of a subscription: its unique reference (the gateway's only idempotency key: a renewal's is derived
 * from (subscription, period), so a retry or a second instance never charges twice), the plan and period it pays,
 * the amount read from the plan, the gateway's transaction and its state (spec §4).
 */
export const cobrosSuscripcion = pgTable(
  'cobros_suscripcion',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    referencia: varchar('referencia', { length: 100 }).notNull(),
    id_suscripcion: bigint('id_suscripcion', { mode: 'number' }).notNull(),
    id_usuario: bigint('id_usuario', { mode: 'number' }),
    monto: dineroColumn('monto').notNull(),
    moneda: varchar('moneda', { length: 3 }).notNull().default('COP'),
    periodo_inicio: date('periodo_inicio', { mode: 'string' }).notNull(),
    periodo_fin: date('periodo_fin', { mode: 'string' }).notNull(),
    pasarela: varchar('pasarela', { length: 10 }).notNull(),
    id_transaccion: varchar('id_transaccion', { length: 100 }),
    estado: varchar('estado', { length: 10 }).notNull().default('PENDING'),
    mensaje: varchar('mensaje', { length: 300 }),
    intento: integer('intento').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    unique('cobros_suscripcion_referencia').on(t.empresa_id, t.referencia),
    index('cobros_suscripcion_transaccion').on(t.id_transaccion),
    check(
      'cobros_suscripcion_estado',
      sql`${t.estado} in ('APPROVED', 'PENDING', 'DECLINED', 'VOIDED', 'ERROR')`,
    ),
    check('cobros_suscripcion_monto', sql`${t.monto} > 0`),
    tenantPolicy('cobros_suscripcion'),
  ],
);

/** Gateway events already applied, by transaction and status: a replayed event changes nothing. */
export const eventosPago = pgTable(
  'eventos_pago',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id_transaccion: varchar('id_transaccion', { length: 100 }).notNull(),
    estado: varchar('estado', { length: 10 }).notNull(),
    recibido_at: timestamp('recibido_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id_transaccion, t.estado] }), tenantPolicy('eventos_pago')],
);
