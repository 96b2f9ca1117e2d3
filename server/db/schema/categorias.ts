import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { empresas } from './cuentas';
import { plegadoGenerado } from '../plegado';
import { empresaIdColumn, idColumn, tenantPolicy } from './tenant';

export const categorias = pgTable(
  'categorias',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    /** The name folded (lower case, no accents): the list sorts and searches on it, through its index. */
    nombre_plegado: varchar('nombre_plegado', { length: 100 })
      .notNull()
      .generatedAlwaysAs(plegadoGenerado('nombre')),
    id_categoria_padre: bigint('id_categoria_padre', { mode: 'number' }),
    /** Relative path under the uploads folder, e.g. `categorias/3f2a….png`. */
    icono: varchar('icono', { length: 200 }),
    orden: integer('orden').notNull().default(0),
    /** Whether the public menu (carta) shows it; the till shows every category. */
    visible_carta: boolean('visible_carta').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({
      name: 'categorias_padre_fk',
      columns: [t.empresa_id, t.id_categoria_padre],
      foreignColumns: [t.empresa_id, t.id],
    }),
    uniqueIndex('categorias_nombre_uq').on(t.empresa_id, sql`lower(${t.nombre})`),
    index('categorias_padre_idx').on(t.empresa_id, t.id_categoria_padre),
    index('categorias_nombre_plegado_idx').on(t.empresa_id, t.nombre_plegado, t.nombre, t.id),
    tenantPolicy('categorias'),
  ],
);
