import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { empresas } from './cuentas';
import { sedes } from './empresa';
import { formasPago, nits, tiposGastos } from './catalogos';
import { cuadresCaja } from './ventas';
import { dineroColumn } from './dinero';
import { empresaIdColumn, idColumn, tenantPolicy } from './tenant';

/**
 * An expense (issue 10, spec §3 'Expense', §7 'Expenses'): payment method, invoice number, Bogotá date, expense
 * type, concept, subtotal, impuesto and the supplier (a nit, optional); `total` = subtotal + impuesto, written by
 * the server. `id_cuadre_caja`: the venue's register that was open when a cash expense was recorded (it lowers
 * that register's expected cash). `estado` registrado → anulado (kept, with who, when and why). `id_begranda` /
 * `id_begranda_anulado` / `cude_anulado`: what the ERP sending will need (issue later).
 */
export const gastos = pgTable(
  'gastos',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    id_sede: bigint('id_sede', { mode: 'number' }).notNull(),
    id_forma_pago: bigint('id_forma_pago', { mode: 'number' }).notNull(),
    numero_factura: varchar('numero_factura', { length: 50 }),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    id_tipo_gasto: bigint('id_tipo_gasto', { mode: 'number' }).notNull(),
    concepto_gasto: varchar('concepto_gasto', { length: 500 }).notNull(),
    subtotal: dineroColumn('subtotal').notNull(),
    impuesto: dineroColumn('impuesto').notNull().default('0'),
    total: dineroColumn('total').notNull(),
    id_nit: bigint('id_nit', { mode: 'number' }),
    id_cuadre_caja: bigint('id_cuadre_caja', { mode: 'number' }),
    estado: varchar('estado', { length: 20 }).notNull().default('registrado'),
    id_usuario: bigint('id_usuario', { mode: 'number' }).notNull(),
    anulado_por: bigint('anulado_por', { mode: 'number' }),
    anulado_at: timestamp('anulado_at', { withTimezone: true }),
    motivo_anulacion: varchar('motivo_anulacion', { length: 200 }),
    id_begranda: varchar('id_begranda', { length: 50 }),
    id_begranda_anulado: varchar('id_begranda_anulado', { length: 50 }),
    cude_anulado: varchar('cude_anulado', { length: 120 }),
    /** Issue 29: DIAN's code of the support document the ERP issued for it (server/erp/). */
    cufe_cude: varchar('cufe_cude', { length: 120 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({
      name: 'gastos_sede_fk',
      columns: [t.empresa_id, t.id_sede],
      foreignColumns: [sedes.empresa_id, sedes.id],
    }),
    foreignKey({
      name: 'gastos_forma_fk',
      columns: [t.empresa_id, t.id_forma_pago],
      foreignColumns: [formasPago.empresa_id, formasPago.id],
    }),
    foreignKey({
      name: 'gastos_tipo_fk',
      columns: [t.empresa_id, t.id_tipo_gasto],
      foreignColumns: [tiposGastos.empresa_id, tiposGastos.id],
    }),
    foreignKey({
      name: 'gastos_nit_fk',
      columns: [t.empresa_id, t.id_nit],
      foreignColumns: [nits.empresa_id, nits.id],
    }),
    foreignKey({
      name: 'gastos_cuadre_fk',
      columns: [t.empresa_id, t.id_cuadre_caja],
      foreignColumns: [cuadresCaja.empresa_id, cuadresCaja.id],
    }),
    index('gastos_fecha_idx').on(t.empresa_id, t.fecha),
    // The cancelled expenses report's days (issue 27): cancelled expenses only.
    index('gastos_anulado_idx')
      .on(t.empresa_id, t.anulado_at)
      .where(sql`${t.anulado_at} is not null`),
    index('gastos_cuadre_idx').on(t.empresa_id, t.id_cuadre_caja),
    check('gastos_estado', sql`${t.estado} in ('registrado', 'anulado')`),
    check(
      'gastos_montos',
      sql`${t.subtotal} >= 0 and ${t.impuesto} >= 0 and ${t.total} = ${t.subtotal} + ${t.impuesto}`,
    ),
    check(
      'gastos_anulado',
      sql`(${t.estado} = 'anulado') = (${t.anulado_at} is not null and ${t.anulado_por} is not null)`,
    ),
    tenantPolicy('gastos'),
  ],
);
