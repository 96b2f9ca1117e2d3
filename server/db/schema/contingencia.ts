import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { empresas, usuarios } from './cuentas';
import { sedes } from './empresa';
import { rangosDian } from './dian';
import { cuadresCaja, ventas } from './ventas';
import { empresaIdColumn, idColumn, tenantPolicy } from './tenant';

/**
 * Contingency numbers reserved by a device (issue 31): a block `desde`–`hasta` of its venue's POS range, taken
 * while online by moving the range's `siguiente` past it, so no other device nor online sale ever takes those
 * numbers. The device (`dispositivo`, a uuid it keeps) numbers its offline sales from it. Returned (`devuelto_at`),
 * the numbers from `sin_usar_desde` on are reported unused and never taken again.
 */
export const bloquesContingencia = pgTable(
  'bloques_contingencia',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    id_sede: bigint('id_sede', { mode: 'number' }).notNull(),
    id_rango: bigint('id_rango', { mode: 'number' }).notNull(),
    dispositivo: varchar('dispositivo', { length: 36 }).notNull(),
    desde: bigint('desde', { mode: 'number' }).notNull(),
    hasta: bigint('hasta', { mode: 'number' }).notNull(),
    sin_usar_desde: bigint('sin_usar_desde', { mode: 'number' }),
    id_usuario: bigint('id_usuario', { mode: 'number' }).references(() => usuarios.id, {
      onDelete: 'set null',
    }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    devuelto_at: timestamp('devuelto_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    unique('bloques_contingencia_desde_uq').on(t.empresa_id, t.id_rango, t.desde),
    foreignKey({
      name: 'bloques_contingencia_sede_fk',
      columns: [t.empresa_id, t.id_sede],
      foreignColumns: [sedes.empresa_id, sedes.id],
    }),
    foreignKey({
      name: 'bloques_contingencia_rango_fk',
      columns: [t.empresa_id, t.id_rango],
      foreignColumns: [rangosDian.empresa_id, rangosDian.id],
    }),
    index('bloques_contingencia_dispositivo_idx').on(t.empresa_id, t.dispositivo),
    check('bloques_contingencia_rango', sql`${t.desde} > 0 and ${t.hasta} >= ${t.desde}`),
    check(
      'bloques_contingencia_sin_usar',
      sql`${t.sin_usar_desde} is null or ${t.sin_usar_desde} between ${t.desde} and ${t.hasta} + 1`,
    ),
    tenantPolicy('bloques_contingencia'),
  ],
);

/**
 * A counter sale made offline (issue 31), as it arrived: its device, its contingency number (null without electronic
 * documents), the instant it was made, whether it joined its register after that register closed, and why it needs
 * a manager's review (`motivos`: a product deactivated, a price changed, stock short) until `revisada_at`.
 */
export const ventasSinConexion = pgTable(
  'ventas_sin_conexion',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id_venta: bigint('id_venta', { mode: 'number' }).notNull(),
    id_cuadre_caja: bigint('id_cuadre_caja', { mode: 'number' }).notNull(),
    dispositivo: varchar('dispositivo', { length: 36 }).notNull(),
    id_bloque: bigint('id_bloque', { mode: 'number' }),
    numero_contingencia: bigint('numero_contingencia', { mode: 'number' }),
    hecha_en: timestamp('hecha_en', { withTimezone: true }).notNull(),
    recibida_en: timestamp('recibida_en', { withTimezone: true }).notNull().defaultNow(),
    tras_cierre: boolean('tras_cierre').notNull().default(false),
    motivos: jsonb('motivos')
      .notNull()
      .default(sql`'[]'::jsonb`),
    revisar: boolean('revisar').notNull().default(false),
    revisada_at: timestamp('revisada_at', { withTimezone: true }),
    revisada_por: bigint('revisada_por', { mode: 'number' }).references(() => usuarios.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id_venta] }),
    foreignKey({
      name: 'ventas_sin_conexion_venta_fk',
      columns: [t.empresa_id, t.id_venta],
      foreignColumns: [ventas.empresa_id, ventas.id],
    }),
    foreignKey({
      name: 'ventas_sin_conexion_caja_fk',
      columns: [t.empresa_id, t.id_cuadre_caja],
      foreignColumns: [cuadresCaja.empresa_id, cuadresCaja.id],
    }),
    foreignKey({
      name: 'ventas_sin_conexion_bloque_fk',
      columns: [t.empresa_id, t.id_bloque],
      foreignColumns: [bloquesContingencia.empresa_id, bloquesContingencia.id],
    }),
    index('ventas_sin_conexion_revisar_idx').on(t.empresa_id, t.revisar, t.revisada_at),
    tenantPolicy('ventas_sin_conexion'),
  ],
);
