import { bigint, date, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { empresas } from './cuentas';
import { empresaIdColumn, tenantPolicy } from './tenant';

/** A day's sum of money: up to a hundred times a sale's column (`numeric(14,2)`), still exact. */
const suma = (nombre: string) => numeric(nombre, { precision: 18, scale: 2 }).notNull();

/**
 * The paid sales per Bogotá day, venue and cashier (issue 27, the reports at scale): how many and their money.
 * Written only by the triggers on `ventas` (migration 0042), in the sale's or cancellation's own statement, so it
 * always equals the paid sales it sums; the sales report reads a range's totals here instead of summing every
 * sale of the range. Never written by the application.
 */
export const ventasDias = pgTable(
  'ventas_dias',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    dia: date('dia', { mode: 'string' }).notNull(),
    id_sede: bigint('id_sede', { mode: 'number' }).notNull(),
    id_usuario: bigint('id_usuario', { mode: 'number' }).notNull(),
    ventas: integer('ventas').notNull(),
    subtotal: suma('subtotal'),
    descuento: suma('descuento'),
    base: suma('base'),
    impuesto: suma('impuesto'),
    total: suma('total'),
    propina: suma('propina'),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.dia, t.id_sede, t.id_usuario] }),
    tenantPolicy('ventas_dias'),
  ],
);
