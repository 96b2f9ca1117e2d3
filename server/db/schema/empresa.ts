import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { empresas } from './cuentas';
import { empresaIdColumn, idColumn, tenantPolicy } from './tenant';

export const suscripcionesEmpresa = pgTable(
  'suscripciones_empresa',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    estado_periodo_pueba: smallint('estado_periodo_pueba').notNull(),
    fecha_fin_periodo_prueba: date('fecha_fin_periodo_prueba', { mode: 'string' }).notNull(),
    id_suscripcion: bigint('id_suscripcion', { mode: 'number' }),
    /** prueba (trial), activa (paid period), pendiente (its charge awaits the gateway), gratis (free limits). */
    estado: varchar('estado', { length: 20 }).notNull().default('prueba'),
    periodo_inicio: date('periodo_inicio', { mode: 'string' }),
    periodo_fin: date('periodo_fin', { mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    check('suscripciones_empresa_estado', sql`${t.estado} in ('prueba', 'activa', 'pendiente', 'gratis')`),
    tenantPolicy('suscripciones_empresa'),
  ],
);

/** A venue's public menu identifier: 32 random bytes in hex (64 characters). */
export const nuevoMenuId = () => randomBytes(32).toString('hex');

export const sedes = pgTable(
  'sedes',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    direccion: varchar('direccion', { length: 200 }),
    principal: boolean('principal').notNull().default(false),
    /** A deactivated venue keeps its history but sells no more and leaves the pickers. */
    activa: boolean('activa').notNull().default(true),
    /**
     * The public menu's identifier (`/carta?menuId=`): 256 random bits in hex, never derived from an id, so it cannot
     * be guessed or enumerated; regenerating it (POST qr/carta/regenerar) kills the old QR. New rows get it from
     * node's CSPRNG; the SQL default (two gen_random_uuid, 244 random bits) only filled the rows that existed.
     */
    menu_id: varchar('menu_id', { length: 64 })
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`)
      .$defaultFn(nuevoMenuId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    // Looked up before the company is known (the public menu); not unique: 256 random bits do not collide, and a
    // unique key must lead with empresa_id (see ARCHITECTURE, Citus).
    index('sedes_menu_id_idx').on(t.menu_id),
    tenantPolicy('sedes'),
  ],
);

/** Per-company settings such as activarErpBegranda (valor '0' or '1'). */
export const configuraciones = pgTable(
  'configuraciones',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    valor: text('valor').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    unique('configuraciones_nombre_uq').on(t.empresa_id, t.nombre),
    tenantPolicy('configuraciones'),
  ],
);
