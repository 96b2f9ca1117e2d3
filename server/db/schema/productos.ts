import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { empresas } from './cuentas';
import { productos } from './catalogos';
import { empresaIdColumn, tenantPolicy } from './tenant';

/**
 * A prepared product's recipe: each stock-managed ingredient and its quantity in the ingredient's unit
 * (`unidad_medida`). Deleting the product deletes its recipe; an ingredient in a recipe cannot be deleted.
 * Rules (no product in its own recipe, no cycles, stock-managed ingredients): server/routes/productos/recetas.ts.
 */
export const productosRecetas = pgTable(
  'productos_recetas',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id_producto: bigint('id_producto', { mode: 'number' }).notNull(),
    id_ingrediente: bigint('id_ingrediente', { mode: 'number' }).notNull(),
    cantidad: numeric('cantidad', { precision: 14, scale: 3 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id_producto, t.id_ingrediente] }),
    foreignKey({
      name: 'productos_recetas_producto_fk',
      columns: [t.empresa_id, t.id_producto],
      foreignColumns: [productos.empresa_id, productos.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'productos_recetas_ingrediente_fk',
      columns: [t.empresa_id, t.id_ingrediente],
      foreignColumns: [productos.empresa_id, productos.id],
    }),
    index('productos_recetas_ingrediente_idx').on(t.empresa_id, t.id_ingrediente),
    check('productos_recetas_cantidad_positiva', sql`${t.cantidad} > 0`),
    check('productos_recetas_no_propio', sql`${t.id_producto} <> ${t.id_ingrediente}`),
    tenantPolicy('productos_recetas'),
  ],
);

/**
 * Plan limits (global, read-only to the tenant role): how many of a resource (`productos`, `usuarios`, `sedes`)
 * a company on `plan` may have. `prueba` is the trial, `gratis` a company with no paid subscription; a plan
 * without a row for a resource has no limit. Rows are data (migration seed), not code.
 */
export const limitesPlanes = pgTable(
  'limites_planes',
  {
    plan: varchar('plan', { length: 30 }).notNull(),
    recurso: varchar('recurso', { length: 30 }).notNull(),
    limite: integer('limite').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.plan, t.recurso] }),
    check('limites_planes_limite', sql`${t.limite} >= 0`),
  ],
);
