import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { TIPOS_MOVIMIENTO } from '../../../common/inventario';
import { empresas, usuarios } from './cuentas';
import { productos } from './catalogos';
import { dineroColumn } from './dinero';
import { sedes } from './empresa';
import { empresaIdColumn, idColumn, tenantPolicy } from './tenant';

/** A stock quantity: numeric(14,3), signed (the ledger's and the adjustments' columns). */
export const cantidadColumn = (nombre: string) => numeric(nombre, { precision: 14, scale: 3 });

/**
 * The inventory ledger (issue 7, shared by orders, sales, purchases and adjustments): one row per change of a
 * product's stock in a venue, signed (`cantidad` < 0 takes stock out), with the stock it left (`saldo`) and the
 * document that caused it. Append-only: the tenant role may insert and read, never update or delete (migration).
 * Written only by server/services/inventario.ts, in the same transaction as `productos_inventario`.
 */
export const inventarioMovimientos = pgTable(
  'inventario_movimientos',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    id_producto: bigint('id_producto', { mode: 'number' }).notNull(),
    id_sede: bigint('id_sede', { mode: 'number' }).notNull(),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    cantidad: cantidadColumn('cantidad').notNull(),
    costo_unitario: dineroColumn('costo_unitario'),
    saldo: cantidadColumn('saldo').notNull(),
    documento_tipo: varchar('documento_tipo', { length: 30 }),
    documento_id: bigint('documento_id', { mode: 'number' }),
    id_usuario: bigint('id_usuario', { mode: 'number' }).references(() => usuarios.id, {
      onDelete: 'set null',
    }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({
      name: 'inventario_movimientos_producto_fk',
      columns: [t.empresa_id, t.id_producto],
      foreignColumns: [productos.empresa_id, productos.id],
    }),
    foreignKey({
      name: 'inventario_movimientos_sede_fk',
      columns: [t.empresa_id, t.id_sede],
      foreignColumns: [sedes.empresa_id, sedes.id],
    }),
    index('inventario_movimientos_producto_idx').on(t.empresa_id, t.id_producto, t.id_sede, t.id),
    index('inventario_movimientos_documento_idx').on(t.empresa_id, t.documento_tipo, t.documento_id),
    // The stock movements report's range of days (issue 27).
    index('inventario_movimientos_fecha_idx').on(t.empresa_id, t.created_at),
    check(
      'inventario_movimientos_tipo',
      sql.raw(
        `tipo in (${Object.values(TIPOS_MOVIMIENTO)
          .map((v) => `'${v}'`)
          .join(', ')})`,
      ),
    ),
    check('inventario_movimientos_cantidad', sql`${t.cantidad} <> 0`),
    tenantPolicy('inventario_movimientos'),
  ],
);

/**
 * Stock on hand per product and venue (spec: `producto_inventario.cantidad`), kept by the same statement
 * sequence that writes each movement, never summed on read. Always the sum of that product's and venue's
 * movements (tests/api/inventario-soporte.ts checks it).
 */
export const productosInventario = pgTable(
  'productos_inventario',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id_producto: bigint('id_producto', { mode: 'number' }).notNull(),
    id_sede: bigint('id_sede', { mode: 'number' }).notNull(),
    cantidad: cantidadColumn('cantidad').notNull().default('0'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id_producto, t.id_sede] }),
    foreignKey({
      name: 'productos_inventario_producto_fk',
      columns: [t.empresa_id, t.id_producto],
      foreignColumns: [productos.empresa_id, productos.id],
    }),
    foreignKey({
      name: 'productos_inventario_sede_fk',
      columns: [t.empresa_id, t.id_sede],
      foreignColumns: [sedes.empresa_id, sedes.id],
    }),
    tenantPolicy('productos_inventario'),
  ],
);

/**
 * Each product's cost since when (issue 27): the weighted average `productos.costo` as purchases (and their
 * cancellations, and edits) move it, written by a trigger on `productos` (migration 0037) so no writer can forget
 * it. The profit reports price a sale's line at the cost in force at the sale's instant. Rows of products that
 * existed before the history began start at '-infinity'.
 */
export const productosCostos = pgTable(
  'productos_costos',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    id_producto: bigint('id_producto', { mode: 'number' }).notNull(),
    costo: dineroColumn('costo'),
    desde: timestamp('desde', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({
      name: 'productos_costos_producto_fk',
      columns: [t.empresa_id, t.id_producto],
      foreignColumns: [productos.empresa_id, productos.id],
    }).onDelete('cascade'),
    index('productos_costos_producto_idx').on(t.empresa_id, t.id_producto, t.desde),
    tenantPolicy('productos_costos'),
  ],
);
