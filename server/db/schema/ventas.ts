import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
  jsonb,
} from 'drizzle-orm/pg-core';
import type { ModificadorLinea } from '../../../common/modificadores';
import { empresas, usuarios } from './cuentas';
import { sedes } from './empresa';
import { formasPago, nits, productos } from './catalogos';
import { ordenes, ordenesDetalle } from './ordenes';
import { dineroColumn } from './dinero';
import { empresaIdColumn, idColumn, tenantPolicy } from './tenant';

/**
 * Cash registers (issue 9, spec §7 'Cash'): one shift of a venue's till, opened with the opening cash and the
 * person responsible, closed by counting each payment method (`cuadres_caja_conteos`). At most one open register
 * per venue (`cuadres_caja_abierta_uq`). `conteo_ciego` is the setting as it was when the register opened.
 */
export const cuadresCaja = pgTable(
  'cuadres_caja',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    id_sede: bigint('id_sede', { mode: 'number' }).notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('abierta'),
    abierta_por: bigint('abierta_por', { mode: 'number' }).notNull(),
    abierta_at: timestamp('abierta_at', { withTimezone: true }).notNull().defaultNow(),
    id_responsable: bigint('id_responsable', { mode: 'number' }).notNull(),
    saldo_apertura: dineroColumn('saldo_apertura').notNull(),
    conteo_ciego: boolean('conteo_ciego').notNull().default(false),
    cerrada_por: bigint('cerrada_por', { mode: 'number' }),
    cerrada_at: timestamp('cerrada_at', { withTimezone: true }),
    saldo_cierre: dineroColumn('saldo_cierre'),
    observaciones: varchar('observaciones', { length: 500 }),
    /**
     * The sales summary frozen at the close (null while open): a closed register's report never changes, whatever
     * later happens to its sales, expenses or purchases (`totalesCaja` reads these and `cuadres_caja_conteos`).
     */
    cantidad_ventas: integer('cantidad_ventas'),
    cantidad_canceladas: integer('cantidad_canceladas'),
    total_ventas: dineroColumn('total_ventas'),
    total_propinas: dineroColumn('total_propinas'),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({
      name: 'cuadres_caja_sede_fk',
      columns: [t.empresa_id, t.id_sede],
      foreignColumns: [sedes.empresa_id, sedes.id],
    }),
    uniqueIndex('cuadres_caja_abierta_uq')
      .on(t.empresa_id, t.id_sede)
      .where(sql`${t.estado} = 'abierta'`),
    index('cuadres_caja_fecha_idx').on(t.empresa_id, t.abierta_at),
    check('cuadres_caja_estado', sql`${t.estado} in ('abierta', 'cerrada')`),
    check('cuadres_caja_apertura', sql`${t.saldo_apertura} >= 0`),
    check('cuadres_caja_cierre', sql`(${t.estado} = 'cerrada') = (${t.cerrada_at} is not null)`),
    check(
      'cuadres_caja_resumen',
      sql`(${t.estado} = 'cerrada') = (${t.cantidad_ventas} is not null and ${t.cantidad_canceladas} is not null and ${t.total_ventas} is not null and ${t.total_propinas} is not null)`,
    ),
    tenantPolicy('cuadres_caja'),
  ],
);

/**
 * The closing count of a register, frozen: per payment method its sales' payments (`ventas`), the cash its
 * expenses and purchases took out (`egresos`), the payments of earlier registers' sales cancelled during it
 * (`devoluciones`), the cash put in and taken out by hand (`entradas`, `salidas`), what was expected, what was
 * counted and the difference.
 */
export const cuadresCajaConteos = pgTable(
  'cuadres_caja_conteos',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    id_cuadre_caja: bigint('id_cuadre_caja', { mode: 'number' }).notNull(),
    id_forma_pago: bigint('id_forma_pago', { mode: 'number' }).notNull(),
    ventas: dineroColumn('ventas').notNull().default('0'),
    egresos: dineroColumn('egresos').notNull().default('0'),
    devoluciones: dineroColumn('devoluciones').notNull().default('0'),
    /** Cash put in and taken out by hand (`movimientos_caja`). */
    entradas: dineroColumn('entradas').notNull().default('0'),
    salidas: dineroColumn('salidas').notNull().default('0'),
    esperado: dineroColumn('esperado').notNull(),
    contado: dineroColumn('contado').notNull(),
    diferencia: dineroColumn('diferencia').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    unique('cuadres_caja_conteos_uq').on(t.empresa_id, t.id_cuadre_caja, t.id_forma_pago),
    foreignKey({
      name: 'cuadres_caja_conteos_cuadre_fk',
      columns: [t.empresa_id, t.id_cuadre_caja],
      foreignColumns: [cuadresCaja.empresa_id, cuadresCaja.id],
    }),
    foreignKey({
      name: 'cuadres_caja_conteos_forma_fk',
      columns: [t.empresa_id, t.id_forma_pago],
      foreignColumns: [formasPago.empresa_id, formasPago.id],
    }),
    check('cuadres_caja_conteos_contado', sql`${t.contado} >= 0`),
    tenantPolicy('cuadres_caja_conteos'),
  ],
);

/**
 * Cash put into (`entrada`) or taken out of (`salida`) an open register by hand (issue 32: a change fund, a
 * withdrawal to the safe), in one of its cash methods, with the reason and who. Never changed nor deleted (a
 * wrong one is corrected by the opposite movement); a repeated key answers the first.
 */
export const movimientosCaja = pgTable(
  'movimientos_caja',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    id_cuadre_caja: bigint('id_cuadre_caja', { mode: 'number' }).notNull(),
    id_forma_pago: bigint('id_forma_pago', { mode: 'number' }).notNull(),
    tipo: varchar('tipo', { length: 10 }).notNull(),
    valor: dineroColumn('valor').notNull(),
    motivo: varchar('motivo', { length: 200 }).notNull(),
    idempotencia: varchar('idempotencia', { length: 100 }).notNull(),
    /** The body's fingerprint (`huellaDe`, server/lib/idempotencia.ts): a replay with another body is refused. */
    huella: varchar('huella', { length: 43 }),
    id_usuario: bigint('id_usuario', { mode: 'number' }).references(() => usuarios.id, {
      onDelete: 'set null',
    }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    unique('movimientos_caja_idempotencia_uq').on(t.empresa_id, t.idempotencia),
    foreignKey({
      name: 'movimientos_caja_cuadre_fk',
      columns: [t.empresa_id, t.id_cuadre_caja],
      foreignColumns: [cuadresCaja.empresa_id, cuadresCaja.id],
    }),
    foreignKey({
      name: 'movimientos_caja_forma_fk',
      columns: [t.empresa_id, t.id_forma_pago],
      foreignColumns: [formasPago.empresa_id, formasPago.id],
    }),
    index('movimientos_caja_cuadre_idx').on(t.empresa_id, t.id_cuadre_caja),
    check('movimientos_caja_tipo', sql`${t.tipo} in ('entrada', 'salida')`),
    check('movimientos_caja_valor', sql`${t.valor} > 0`),
    tenantPolicy('movimientos_caja'),
  ],
);

/**
 * The per-venue sale counter: the row is locked (`FOR UPDATE`) inside the sale's transaction and bumped, so
 * numbers are unique and without gaps (a rolled-back sale rolls its number back too). `prefijo` is read from the
 * `prefijoVenta.<sede>` setting at each sale and copied onto the sale.
 */
export const ventasConsecutivos = pgTable(
  'ventas_consecutivos',
  {
    empresa_id: empresaIdColumn(),
    id_sede: bigint('id_sede', { mode: 'number' }).notNull(),
    ultimo: integer('ultimo').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id_sede] }),
    foreignKey({
      name: 'ventas_consecutivos_sede_fk',
      columns: [t.empresa_id, t.id_sede],
      foreignColumns: [sedes.empresa_id, sedes.id],
    }),
    tenantPolicy('ventas_consecutivos'),
  ],
);

/**
 * What a counter sale may take from the server's cache (server/routes/ventas/contexto.ts) is valid while this
 * company's `version` stays the one it was read with: a trigger sets it to the changing transaction's id whenever a
 * product, rate, recipe, venue, customer, payment method, setting, cashier's name or webhook of the company changes
 * (migration 0030), and the sale's write checks it.
 */
export const ventasContexto = pgTable(
  'ventas_contexto',
  {
    empresa_id: empresaIdColumn().primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  () => [tenantPolicy('ventas_contexto')],
);

/**
 * A sale (spec §7 'Sales'): a charged order (`id_orden`) or a counter sale. Money: `subtotal` (lines before the
 * discount, tax included), `descuento`, `base` + `impuesto` = `total` (sums of the lines), `propina` apart (Ley
 * 1935: outside the tax base and the income). `estado` pagada → cancelada (kept, with who, when and why).
 */
export const ventas = pgTable(
  'ventas',
  {
    empresa_id: empresaIdColumn(),
    id: idColumn(),
    id_sede: bigint('id_sede', { mode: 'number' }).notNull(),
    id_cuadre_caja: bigint('id_cuadre_caja', { mode: 'number' }).notNull(),
    numero: integer('numero').notNull(),
    prefijo: varchar('prefijo', { length: 10 }).notNull().default(''),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    id_orden: bigint('id_orden', { mode: 'number' }),
    id_nit: bigint('id_nit', { mode: 'number' }).notNull(),
    subtotal: dineroColumn('subtotal').notNull(),
    descuento: dineroColumn('descuento').notNull().default('0'),
    motivo_descuento: varchar('motivo_descuento', { length: 200 }),
    base: dineroColumn('base').notNull(),
    impuesto: dineroColumn('impuesto').notNull(),
    total: dineroColumn('total').notNull(),
    propina: dineroColumn('propina').notNull().default('0'),
    cambio: dineroColumn('cambio').notNull().default('0'),
    estado: varchar('estado', { length: 20 }).notNull().default('pagada'),
    idempotencia: varchar('idempotencia', { length: 100 }).notNull(),
    /** The body's fingerprint (`huellaDe`, server/lib/idempotencia.ts): a replay with another body is refused. */
    huella: varchar('huella', { length: 43 }),
    /** The cashier who charged. */
    id_usuario: bigint('id_usuario', { mode: 'number' }).notNull(),
    /** The waiter (the order's), to whom the tip belongs. */
    id_mesero: bigint('id_mesero', { mode: 'number' }),
    cancelada_por: bigint('cancelada_por', { mode: 'number' }),
    /**
     * The register whose expected amounts the cancellation's payments leave: the sale's own while it is open, else
     * the venue's register open at the cancellation (its closed register stays as it was closed).
     */
    id_cuadre_caja_anulacion: bigint('id_cuadre_caja_anulacion', { mode: 'number' }),
    cancelada_at: timestamp('cancelada_at', { withTimezone: true }),
    motivo_cancelacion: varchar('motivo_cancelacion', { length: 200 }),
    /** Issue 29: the ERP's id and DIAN's code of the sale and of its cancellation (server/erp/), null until then. */
    id_begranda: varchar('id_begranda', { length: 50 }),
    cufe_cude: varchar('cufe_cude', { length: 120 }),
    id_begranda_anulado: varchar('id_begranda_anulado', { length: 50 }),
    cude_anulado: varchar('cude_anulado', { length: 120 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    unique('ventas_idempotencia_uq').on(t.empresa_id, t.idempotencia),
    unique('ventas_numero_uq').on(t.empresa_id, t.id_sede, t.numero),
    foreignKey({
      name: 'ventas_sede_fk',
      columns: [t.empresa_id, t.id_sede],
      foreignColumns: [sedes.empresa_id, sedes.id],
    }),
    foreignKey({
      name: 'ventas_cuadre_fk',
      columns: [t.empresa_id, t.id_cuadre_caja],
      foreignColumns: [cuadresCaja.empresa_id, cuadresCaja.id],
    }),
    foreignKey({
      name: 'ventas_cuadre_anulacion_fk',
      columns: [t.empresa_id, t.id_cuadre_caja_anulacion],
      foreignColumns: [cuadresCaja.empresa_id, cuadresCaja.id],
    }),
    foreignKey({
      name: 'ventas_orden_fk',
      columns: [t.empresa_id, t.id_orden],
      foreignColumns: [ordenes.empresa_id, ordenes.id],
    }),
    foreignKey({
      name: 'ventas_nit_fk',
      columns: [t.empresa_id, t.id_nit],
      foreignColumns: [nits.empresa_id, nits.id],
    }),
    index('ventas_cuadre_idx').on(t.empresa_id, t.id_cuadre_caja),
    // Cancelled sales only (the column is null for all others): no entry for each sale written.
    index('ventas_cuadre_anulacion_idx')
      .on(t.empresa_id, t.id_cuadre_caja_anulacion)
      .where(sql`${t.id_cuadre_caja_anulacion} is not null`),
    index('ventas_fecha_idx').on(t.empresa_id, t.created_at),
    // The dashboard's cancelled sales of a month, by the day they were made (issue 27): cancelled sales only.
    index('ventas_canceladas_fecha_idx')
      .on(t.empresa_id, t.created_at)
      .where(sql`${t.estado} = 'cancelada'`),
    // The cancelled sales report's days (issue 27): cancelled sales only.
    index('ventas_cancelada_idx')
      .on(t.empresa_id, t.cancelada_at)
      .where(sql`${t.cancelada_at} is not null`),
    check('ventas_estado', sql`${t.estado} in ('pagada', 'cancelada')`),
    check('ventas_tipo', sql`${t.tipo} in ('mesa', 'inmediata')`),
    check('ventas_numero', sql`${t.numero} > 0`),
    check('ventas_cuadra', sql`${t.base} + ${t.impuesto} = ${t.total}`),
    check('ventas_descuento', sql`${t.descuento} >= 0 and ${t.total} = ${t.subtotal} - ${t.descuento}`),
    check('ventas_propina', sql`${t.propina} >= 0`),
    check(
      'ventas_cancelada',
      sql`(${t.estado} = 'cancelada') = (${t.cancelada_at} is not null and ${t.cancelada_por} is not null and ${t.motivo_cancelacion} is not null and ${t.id_cuadre_caja_anulacion} is not null)`,
    ),
    tenantPolicy('ventas'),
  ],
);

/**
 * A sale's lines, frozen: name, unit price (tax included), quantity, the tax's kind and rate, `subtotal` (price ×
 * quantity), its share of the discount, `total` (what it charges), and per line base = total / (1 + rate) to the
 * centavo and impuesto = total − base. `devuelve_inventario`: the choice when the sale was cancelled.
 */
export const ventasDetalle = pgTable(
  'ventas_detalle',
  {
    empresa_id: empresaIdColumn(),
    id: idColumn(),
    id_venta: bigint('id_venta', { mode: 'number' }).notNull(),
    id_producto: bigint('id_producto', { mode: 'number' }).notNull(),
    id_orden_detalle: bigint('id_orden_detalle', { mode: 'number' }),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    precio: dineroColumn('precio').notNull(),
    cantidad: numeric('cantidad', { precision: 11, scale: 3 }).notNull(),
    tipo_impuesto: varchar('tipo_impuesto', { length: 20 }),
    porcentaje_impuesto: numeric('porcentaje_impuesto', { precision: 5, scale: 2 }).notNull().default('0'),
    subtotal: dineroColumn('subtotal').notNull(),
    descuento: dineroColumn('descuento').notNull().default('0'),
    total: dineroColumn('total').notNull(),
    base: dineroColumn('base').notNull(),
    impuesto: dineroColumn('impuesto').notNull(),
    devuelve_inventario: boolean('devuelve_inventario'),
    /** The options chosen (issue 32), names and prices as sold; null without any. */
    modificadores: jsonb('modificadores').$type<ModificadorLinea[]>(),
    /**
     * The line's cost: its quantity at the weighted cost in force at the sale's instant (a prepared product's
     * recipe then), to the centavo. Written by the database (migration 0044), never by the application.
     */
    costo: dineroColumn('costo'),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({
      name: 'ventas_detalle_venta_fk',
      columns: [t.empresa_id, t.id_venta],
      foreignColumns: [ventas.empresa_id, ventas.id],
    }),
    foreignKey({
      name: 'ventas_detalle_producto_fk',
      columns: [t.empresa_id, t.id_producto],
      foreignColumns: [productos.empresa_id, productos.id],
    }),
    foreignKey({
      name: 'ventas_detalle_orden_detalle_fk',
      columns: [t.empresa_id, t.id_orden_detalle],
      foreignColumns: [ordenesDetalle.empresa_id, ordenesDetalle.id],
    }),
    index('ventas_detalle_venta_idx').on(t.empresa_id, t.id_venta),
    // What a table charge reads under the order's lock: how much of each order line sales already charged. Lines
    // of table sales only (a counter sale's have no order line): no entry for each counter sale's line.
    index('ventas_detalle_orden_detalle_idx')
      .on(t.empresa_id, t.id_orden_detalle)
      .where(sql`${t.id_orden_detalle} is not null`),
    check('ventas_detalle_cantidad', sql`${t.cantidad} > 0`),
    check('ventas_detalle_cuadra', sql`${t.base} + ${t.impuesto} = ${t.total}`),
    check('ventas_detalle_total', sql`${t.total} = ${t.subtotal} - ${t.descuento} and ${t.total} >= 0`),
    tenantPolicy('ventas_detalle'),
  ],
);

/** A sale's payments (`formaPagoValores`): `valor` applied to the sale; cash may have `recibido` and `cambio`. */
export const ventasPagos = pgTable(
  'ventas_pagos',
  {
    empresa_id: empresaIdColumn(),
    id: idColumn(),
    id_venta: bigint('id_venta', { mode: 'number' }).notNull(),
    id_forma_pago: bigint('id_forma_pago', { mode: 'number' }).notNull(),
    valor: dineroColumn('valor').notNull(),
    recibido: dineroColumn('recibido').notNull(),
    cambio: dineroColumn('cambio').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({
      name: 'ventas_pagos_venta_fk',
      columns: [t.empresa_id, t.id_venta],
      foreignColumns: [ventas.empresa_id, ventas.id],
    }),
    foreignKey({
      name: 'ventas_pagos_forma_fk',
      columns: [t.empresa_id, t.id_forma_pago],
      foreignColumns: [formasPago.empresa_id, formasPago.id],
    }),
    index('ventas_pagos_venta_idx').on(t.empresa_id, t.id_venta),
    check('ventas_pagos_valor', sql`${t.valor} > 0`),
    check('ventas_pagos_cambio', sql`${t.cambio} >= 0 and ${t.recibido} = ${t.valor} + ${t.cambio}`),
    tenantPolicy('ventas_pagos'),
  ],
);
