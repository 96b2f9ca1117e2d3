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
  varchar,
} from 'drizzle-orm/pg-core';
import { empresas } from './cuentas';
import { gruposModificadores, productos } from './catalogos';
import { dineroColumn } from './dinero';
import { empresaIdColumn, idColumn, tenantPolicy } from './tenant';

/**
 * A modifier group's options (issue 32), in `orden`: a name, the price it adds to the line (tax included, as
 * products' prices) and, optionally, a stock-managed ingredient it consumes per unit of the line. Deleting the
 * group deletes its options; sold lines keep what they sold (their `modificadores` JSON), never a reference.
 */
export const gruposModificadoresOpciones = pgTable(
  'grupos_modificadores_opciones',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    id_grupo: bigint('id_grupo', { mode: 'number' }).notNull(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    precio: dineroColumn('precio').notNull().default('0'),
    id_ingrediente: bigint('id_ingrediente', { mode: 'number' }),
    cantidad: numeric('cantidad', { precision: 14, scale: 3 }),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({
      name: 'grupos_modificadores_opciones_grupo_fk',
      columns: [t.empresa_id, t.id_grupo],
      foreignColumns: [gruposModificadores.empresa_id, gruposModificadores.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'grupos_modificadores_opciones_ingrediente_fk',
      columns: [t.empresa_id, t.id_ingrediente],
      foreignColumns: [productos.empresa_id, productos.id],
    }),
    index('grupos_modificadores_opciones_grupo_idx').on(t.empresa_id, t.id_grupo),
    index('grupos_modificadores_opciones_ingrediente_idx').on(t.empresa_id, t.id_ingrediente),
    check('grupos_modificadores_opciones_precio', sql`${t.precio} >= 0`),
    check(
      'grupos_modificadores_opciones_consumo',
      sql`(${t.id_ingrediente} is null) = (${t.cantidad} is null) and (${t.cantidad} is null or ${t.cantidad} > 0)`,
    ),
    tenantPolicy('grupos_modificadores_opciones'),
  ],
);

/**
 * The groups a product's lines offer (many to many: "Adiciones" shared by every burger), in `orden`. Deleting the
 * product or the group deletes the link.
 */
export const productosGruposModificadores = pgTable(
  'productos_grupos_modificadores',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id_producto: bigint('id_producto', { mode: 'number' }).notNull(),
    id_grupo: bigint('id_grupo', { mode: 'number' }).notNull(),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id_producto, t.id_grupo] }),
    foreignKey({
      name: 'productos_grupos_modificadores_producto_fk',
      columns: [t.empresa_id, t.id_producto],
      foreignColumns: [productos.empresa_id, productos.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'productos_grupos_modificadores_grupo_fk',
      columns: [t.empresa_id, t.id_grupo],
      foreignColumns: [gruposModificadores.empresa_id, gruposModificadores.id],
    }).onDelete('cascade'),
    index('productos_grupos_modificadores_grupo_idx').on(t.empresa_id, t.id_grupo),
    tenantPolicy('productos_grupos_modificadores'),
  ],
);
