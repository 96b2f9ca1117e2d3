import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { empresas } from './cuentas';
import { sedes } from './empresa';
import { formasPago, nits, productos } from './catalogos';
import { cuadresCaja } from './ventas';
import { dineroColumn } from './dinero';
import { empresaIdColumn, idColumn, tenantPolicy } from './tenant';

/**
 * A purchase (issue 10, spec §7 'Purchases'): a supplier's invoice (`id_nit`, `numero_factura_proveedor`), its
 * Bogotá date, payment method and `tipo_pago_compra` (1 paid, 2 pending: a payable, paid later with `pagada_at`).
 * Money from the lines (server-computed): subtotal (quantity × unit cost), descuento, iva, total = subtotal −
 * descuento + iva. `estado` registrada → anulada (kept, with who, when and why; the stock it brought leaves again).
 * `id_begranda` / `id_begranda_anulado` / `cude_anulado`: what the ERP sending will need (issue later).
 */
export const compras = pgTable(
  'compras',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    id_sede: bigint('id_sede', { mode: 'number' }).notNull(),
    id_nit: bigint('id_nit', { mode: 'number' }).notNull(),
    numero_factura_proveedor: varchar('numero_factura_proveedor', { length: 50 }).notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    id_forma_pago: bigint('id_forma_pago', { mode: 'number' }).notNull(),
    tipo_pago_compra: smallint('tipo_pago_compra').notNull().default(1),
    pagada_at: timestamp('pagada_at', { withTimezone: true }),
    pagada_por: bigint('pagada_por', { mode: 'number' }),
    fecha_pago: date('fecha_pago', { mode: 'string' }),
    subtotal: dineroColumn('subtotal').notNull(),
    descuento: dineroColumn('descuento').notNull().default('0'),
    iva: dineroColumn('iva').notNull().default('0'),
    total: dineroColumn('total').notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('registrada'),
    observaciones: varchar('observaciones', { length: 500 }),
    idempotencia: varchar('idempotencia', { length: 100 }).notNull(),
    /** The body's fingerprint (`huellaDe`, server/lib/idempotencia.ts): a replay with another body is refused. */
    huella: varchar('huella', { length: 43 }),
    id_usuario: bigint('id_usuario', { mode: 'number' }).notNull(),
    anulada_por: bigint('anulada_por', { mode: 'number' }),
    anulada_at: timestamp('anulada_at', { withTimezone: true }),
    motivo_anulacion: varchar('motivo_anulacion', { length: 200 }),
    id_begranda: varchar('id_begranda', { length: 50 }),
    id_begranda_anulado: varchar('id_begranda_anulado', { length: 50 }),
    cude_anulado: varchar('cude_anulado', { length: 120 }),
    /** Issue 29: DIAN's code of the support document the ERP issued for it (server/erp/). */
    cufe_cude: varchar('cufe_cude', { length: 120 }),
    /** The venue's open register when a purchase paid in cash was recorded (it lowers its expected cash). */
    id_cuadre_caja: bigint('id_cuadre_caja', { mode: 'number' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    unique('compras_idempotencia_uq').on(t.empresa_id, t.idempotencia),
    foreignKey({
      name: 'compras_sede_fk',
      columns: [t.empresa_id, t.id_sede],
      foreignColumns: [sedes.empresa_id, sedes.id],
    }),
    foreignKey({
      name: 'compras_nit_fk',
      columns: [t.empresa_id, t.id_nit],
      foreignColumns: [nits.empresa_id, nits.id],
    }),
    foreignKey({
      name: 'compras_forma_fk',
      columns: [t.empresa_id, t.id_forma_pago],
      foreignColumns: [formasPago.empresa_id, formasPago.id],
    }),
    foreignKey({
      name: 'compras_cuadre_fk',
      columns: [t.empresa_id, t.id_cuadre_caja],
      foreignColumns: [cuadresCaja.empresa_id, cuadresCaja.id],
    }),
    index('compras_fecha_idx').on(t.empresa_id, t.fecha),
    // The cancelled purchases report's days (issue 27): cancelled purchases only.
    index('compras_anulada_idx')
      .on(t.empresa_id, t.anulada_at)
      .where(sql`${t.anulada_at} is not null`),
    index('compras_cuadre_idx').on(t.empresa_id, t.id_cuadre_caja),
    check('compras_estado', sql`${t.estado} in ('registrada', 'anulada')`),
    check('compras_tipo_pago', sql`${t.tipo_pago_compra} in (1, 2)`),
    check(
      'compras_montos',
      sql`${t.subtotal} >= 0 and ${t.descuento} >= 0 and ${t.iva} >= 0 and ${t.total} >= 0 and ${t.total} = ${t.subtotal} - ${t.descuento} + ${t.iva}`,
    ),
    check(
      'compras_anulada',
      sql`(${t.estado} = 'anulada') = (${t.anulada_at} is not null and ${t.anulada_por} is not null)`,
    ),
    tenantPolicy('compras'),
  ],
);

/**
 * A purchase's lines: product, quantity, unit cost (before tax), `subtotal` = round(cantidad × costo_unitario, 2),
 * `descuento`, IVA rate and `iva` = round((subtotal − descuento) × rate / 100, 2), `total` = subtotal − descuento +
 * iva. The stock movement's unit cost is (subtotal − descuento) / cantidad (what entered the ledger).
 */
export const comprasDetalle = pgTable(
  'compras_detalle',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    id_compra: bigint('id_compra', { mode: 'number' }).notNull(),
    id_producto: bigint('id_producto', { mode: 'number' }).notNull(),
    cantidad: numeric('cantidad', { precision: 14, scale: 3 }).notNull(),
    costo_unitario: dineroColumn('costo_unitario').notNull(),
    subtotal: dineroColumn('subtotal').notNull(),
    descuento: dineroColumn('descuento').notNull().default('0'),
    porcentaje_iva: numeric('porcentaje_iva', { precision: 5, scale: 2 }).notNull().default('0'),
    iva: dineroColumn('iva').notNull().default('0'),
    total: dineroColumn('total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({
      name: 'compras_detalle_compra_fk',
      columns: [t.empresa_id, t.id_compra],
      foreignColumns: [compras.empresa_id, compras.id],
    }),
    foreignKey({
      name: 'compras_detalle_producto_fk',
      columns: [t.empresa_id, t.id_producto],
      foreignColumns: [productos.empresa_id, productos.id],
    }),
    index('compras_detalle_compra_idx').on(t.empresa_id, t.id_compra),
    check('compras_detalle_cantidad', sql`${t.cantidad} > 0`),
    check('compras_detalle_porcentaje', sql`${t.porcentaje_iva} >= 0 and ${t.porcentaje_iva} <= 100`),
    check(
      'compras_detalle_montos',
      sql`${t.costo_unitario} >= 0 and ${t.descuento} >= 0 and ${t.descuento} <= ${t.subtotal} and ${t.iva} >= 0 and ${t.total} = ${t.subtotal} - ${t.descuento} + ${t.iva}`,
    ),
    tenantPolicy('compras_detalle'),
  ],
);
