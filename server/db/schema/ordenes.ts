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
import { empresas } from './cuentas';
import { sedes } from './empresa';
import { mesas, productos } from './catalogos';
import { dineroColumn } from './dinero';
import { empresaIdColumn, idColumn, tenantPolicy } from './tenant';

/**
 * Orders (issue 8, spec §7 'Orders'): one open order per table at most (`ordenes_mesa_abierta_uq`); a counter
 * order has no table. `estado`: abierta → cobrada (the sales issue) or anulada; `unida` when it was joined into
 * another table's order (`id_orden_destino`), its lines moved there. Never deleted.
 */
export const ordenes = pgTable(
  'ordenes',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    id_sede: bigint('id_sede', { mode: 'number' }).notNull(),
    id_mesa: bigint('id_mesa', { mode: 'number' }),
    /** The waiter who opened it. */
    id_usuario: bigint('id_usuario', { mode: 'number' }).notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('abierta'),
    comensales: integer('comensales').notNull().default(1),
    id_orden_destino: bigint('id_orden_destino', { mode: 'number' }),
    motivo_anulacion: varchar('motivo_anulacion', { length: 200 }),
    anulada_por: bigint('anulada_por', { mode: 'number' }),
    anulada_at: timestamp('anulada_at', { withTimezone: true }),
    /** The table asked for the bill ("Cuenta pedida"); cleared by hand or by a new send to preparation. */
    cuenta_pedida_at: timestamp('cuenta_pedida_at', { withTimezone: true }),
    cuenta_pedida_por: bigint('cuenta_pedida_por', { mode: 'number' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({
      name: 'ordenes_sede_fk',
      columns: [t.empresa_id, t.id_sede],
      foreignColumns: [sedes.empresa_id, sedes.id],
    }),
    foreignKey({
      name: 'ordenes_mesa_fk',
      columns: [t.empresa_id, t.id_mesa],
      foreignColumns: [mesas.empresa_id, mesas.id],
    }),
    foreignKey({
      name: 'ordenes_destino_fk',
      columns: [t.empresa_id, t.id_orden_destino],
      foreignColumns: [t.empresa_id, t.id],
    }),
    uniqueIndex('ordenes_mesa_abierta_uq')
      .on(t.empresa_id, t.id_mesa)
      .where(sql`${t.estado} = 'abierta' and ${t.id_mesa} is not null`),
    index('ordenes_estado_idx').on(t.empresa_id, t.estado, t.created_at),
    check('ordenes_estado', sql`${t.estado} in ('abierta', 'cobrada', 'anulada', 'unida')`),
    check('ordenes_comensales', sql`${t.comensales} between 1 and 999`),
    check('ordenes_unida', sql`(${t.estado} = 'unida') = (${t.id_orden_destino} is not null)`),
    tenantPolicy('ordenes'),
  ],
);

/**
 * One submission of lines from the order screen, carrying the client's idempotency key (unique per company): the
 * same key again is `ordenRepetida` and writes nothing. The anchor of what one send does (stock, the kitchen's
 * event, a station ticket printed once).
 */
export const ordenesEnvios = pgTable(
  'ordenes_envios',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    id_orden: bigint('id_orden', { mode: 'number' }).notNull(),
    idempotencia: varchar('idempotencia', { length: 100 }).notNull(),
    /** The body's fingerprint (`huellaDe`, server/lib/idempotencia.ts): a replay with another body is refused. */
    huella: varchar('huella', { length: 43 }),
    id_usuario: bigint('id_usuario', { mode: 'number' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    unique('ordenes_envios_idempotencia_uq').on(t.empresa_id, t.idempotencia),
    foreignKey({
      name: 'ordenes_envios_orden_fk',
      columns: [t.empresa_id, t.id_orden],
      foreignColumns: [ordenes.empresa_id, ordenes.id],
    }),
    tenantPolicy('ordenes_envios'),
  ],
);

/**
 * An order's lines. Name, price (tax included), tax percentage and print point are copied from the product when
 * ordered, so a later change of the product does not alter the order. `estado`: nueva (held) → enviada (in
 * preparation) → lista (bumped). A removed line is kept: `retirado_at`, who, why and whether it went back to stock
 * (null when it was never sent, so nothing was taken).
 */
export const ordenesDetalle = pgTable(
  'ordenes_detalle',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    id_orden: bigint('id_orden', { mode: 'number' }).notNull(),
    id_envio: bigint('id_envio', { mode: 'number' }).notNull(),
    id_producto: bigint('id_producto', { mode: 'number' }).notNull(),
    id_usuario: bigint('id_usuario', { mode: 'number' }).notNull(),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    precio: dineroColumn('precio').notNull(),
    porcentaje_impuesto: numeric('porcentaje_impuesto', { precision: 5, scale: 2 }).notNull().default('0'),
    cantidad: numeric('cantidad', { precision: 11, scale: 3 }).notNull(),
    nota: varchar('nota', { length: 200 }),
    /** The options chosen (issue 32), names and prices as sold; null without any. */
    modificadores: jsonb('modificadores').$type<ModificadorLinea[]>(),
    id_punto_impresion: bigint('id_punto_impresion', { mode: 'number' }),
    estado: varchar('estado', { length: 20 }).notNull().default('nueva'),
    enviado_at: timestamp('enviado_at', { withTimezone: true }),
    listo_at: timestamp('listo_at', { withTimezone: true }),
    listo_por: bigint('listo_por', { mode: 'number' }),
    retirado_at: timestamp('retirado_at', { withTimezone: true }),
    retirado_por: bigint('retirado_por', { mode: 'number' }),
    motivo: varchar('motivo', { length: 200 }),
    devuelve_inventario: boolean('devuelve_inventario'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({
      name: 'ordenes_detalle_orden_fk',
      columns: [t.empresa_id, t.id_orden],
      foreignColumns: [ordenes.empresa_id, ordenes.id],
    }),
    foreignKey({
      name: 'ordenes_detalle_envio_fk',
      columns: [t.empresa_id, t.id_envio],
      foreignColumns: [ordenesEnvios.empresa_id, ordenesEnvios.id],
    }),
    foreignKey({
      name: 'ordenes_detalle_producto_fk',
      columns: [t.empresa_id, t.id_producto],
      foreignColumns: [productos.empresa_id, productos.id],
    }),
    index('ordenes_detalle_orden_idx').on(t.empresa_id, t.id_orden),
    index('ordenes_detalle_despacho_idx')
      .on(t.empresa_id, t.enviado_at)
      .where(sql`${t.estado} = 'enviada' and ${t.retirado_at} is null`),
    index('ordenes_detalle_listo_idx')
      .on(t.empresa_id, t.listo_at)
      .where(sql`${t.estado} = 'lista' and ${t.retirado_at} is null`),
    check('ordenes_detalle_estado', sql`${t.estado} in ('nueva', 'enviada', 'lista')`),
    check('ordenes_detalle_cantidad', sql`${t.cantidad} > 0`),
    check('ordenes_detalle_precio', sql`${t.precio} >= 0`),
    check('ordenes_detalle_enviado', sql`(${t.estado} = 'nueva') = (${t.enviado_at} is null)`),
    check('ordenes_detalle_listo', sql`(${t.estado} = 'lista') = (${t.listo_at} is not null)`),
    check(
      'ordenes_detalle_retiro',
      sql`${t.retirado_at} is null or (${t.retirado_por} is not null and ${t.motivo} is not null)`,
    ),
    tenantPolicy('ordenes_detalle'),
  ],
);
