import { bigint, date, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { empresas } from './cuentas';
import { empresaIdColumn, tenantPolicy } from './tenant';

/** A day's sum of money of a product's lines, still exact. */
const suma = (nombre: string) => numeric(nombre, { precision: 18, scale: 2 }).notNull();

/**
 * The lines of paid sales per Bogotá day, venue and product (issue 27, the reports at scale): how many lines, units,
 * their total (tax included), base and cost (each line's `costo`, the weighted cost in force at its sale). Written
 * only by the triggers on `ventas_detalle` and `ventas` (migration 0044), in the sale's or cancellation's own
 * statement; the profit per product and the dashboard's best sellers read a range here instead of every line.
 * Never written by the application.
 */
export const ventasProductosDias = pgTable(
  'ventas_productos_dias',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    dia: date('dia', { mode: 'string' }).notNull(),
    id_sede: bigint('id_sede', { mode: 'number' }).notNull(),
    id_producto: bigint('id_producto', { mode: 'number' }).notNull(),
    lineas: integer('lineas').notNull(),
    unidades: numeric('unidades', { precision: 18, scale: 3 }).notNull(),
    total: suma('total'),
    base: suma('base'),
    costo: suma('costo'),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.dia, t.id_sede, t.id_producto] }),
    tenantPolicy('ventas_productos_dias'),
  ],
);
