import {
  bigint,
  boolean,
  date,
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
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] }), tenantPolicy('suscripciones_empresa')],
);

export const sedes = pgTable(
  'sedes',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    direccion: varchar('direccion', { length: 200 }),
    principal: boolean('principal').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.id] }), tenantPolicy('sedes')],
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
