import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { empresas } from './cuentas';
import { sedes } from './empresa';
import { ventas } from './ventas';
import { empresaIdColumn, idColumn, tenantPolicy } from './tenant';

/**
 * The company's DIAN numbering ranges (issue 29): each resolution authorises a prefix and a from–to range for one
 * kind of document, valid between two dates. POS ranges belong to a venue (its registers). `siguiente` is the next
 * number to take: a take locks the row and moves it on in the document's transaction (server/dian/numeracion.ts),
 * so numbers are gapless; `hasta + 1` means the range is used up. The PIN and the technical key are the secrets of
 * the CUDE and the CUFE (common/dian/cufe.ts); the PIN is never answered back.
 */
export const rangosDian = pgTable(
  'rangos_dian',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    resolucion: varchar('resolucion', { length: 30 }).notNull(),
    fecha_resolucion: date('fecha_resolucion', { mode: 'string' }).notNull(),
    prefijo: varchar('prefijo', { length: 4 }).notNull().default(''),
    desde: bigint('desde', { mode: 'number' }).notNull(),
    hasta: bigint('hasta', { mode: 'number' }).notNull(),
    siguiente: bigint('siguiente', { mode: 'number' }).notNull(),
    vigencia_desde: date('vigencia_desde', { mode: 'string' }).notNull(),
    vigencia_hasta: date('vigencia_hasta', { mode: 'string' }).notNull(),
    clave_tecnica: varchar('clave_tecnica', { length: 100 }),
    ambiente: smallint('ambiente').notNull(),
    id_software: varchar('id_software', { length: 100 }).notNull(),
    pin_software: varchar('pin_software', { length: 100 }).notNull(),
    id_sede: bigint('id_sede', { mode: 'number' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({
      name: 'rangos_dian_id_sede_fk',
      columns: [t.empresa_id, t.id_sede],
      foreignColumns: [sedes.empresa_id, sedes.id],
    }),
    index('rangos_dian_tipo_sede_idx').on(t.empresa_id, t.tipo, t.id_sede),
    check('rangos_dian_tipo', sql`${t.tipo} in ('pos', 'factura', 'nota_credito', 'nota_ajuste')`),
    check('rangos_dian_prefijo', sql`${t.prefijo} ~ '^[A-Z0-9]{0,4}$'`),
    check('rangos_dian_rango', sql`${t.desde} > 0 and ${t.hasta} >= ${t.desde}`),
    check('rangos_dian_siguiente', sql`${t.siguiente} between ${t.desde} and ${t.hasta} + 1`),
    check('rangos_dian_vigencia', sql`${t.vigencia_hasta} >= ${t.vigencia_desde}`),
    check('rangos_dian_ambiente', sql`${t.ambiente} in (1, 2)`),
    check('rangos_dian_sede_pos', sql`${t.tipo} <> 'pos' or ${t.id_sede} is not null`),
    check('rangos_dian_clave_factura', sql`${t.tipo} <> 'factura' or ${t.clave_tecnica} is not null`),
    tenantPolicy('rangos_dian'),
  ],
);

/** The kinds of electronic document and the states a document goes through (issue 29). */
export const TIPOS_DOCUMENTO_DIAN = ['pos', 'factura', 'nota_credito', 'nota_ajuste'] as const;
export const ESTADOS_DOCUMENTO_DIAN = ['local', 'contingencia', 'enviado', 'aceptado', 'rechazado'] as const;

/**
 * The company's electronic documents (issue 29): each took a number of a range (`id_rango`) in its sale's
 * transaction and keeps its UBL XML and its CUDE or CUFE (`cufe_cude`). 'local' as issued here; the ERP/DIAN steps move
 * it on. `xml` and `cufe_cude` are null only when the XML could not be built (the sale is never refused for it; the
 * number stays taken, gapless). One document per number of a kind and prefix. A note numbered by the company's own
 * consecutive (no notes range in force: DIAN does not authorise notes' numbering, server/dian/notaVenta.ts) points at
 * its original's range, whose software id and PIN its CUDE took.
 */
export const documentosDian = pgTable(
  'documentos_dian',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    id_venta: bigint('id_venta', { mode: 'number' }).notNull(),
    id_rango: bigint('id_rango', { mode: 'number' }).notNull(),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    prefijo: varchar('prefijo', { length: 4 }).notNull().default(''),
    numero: bigint('numero', { mode: 'number' }).notNull(),
    cufe_cude: varchar('cufe_cude', { length: 96 }),
    xml: text('xml'),
    estado: varchar('estado', { length: 20 }).notNull().default('local'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    unique('documentos_dian_numero_uq').on(t.empresa_id, t.tipo, t.prefijo, t.numero),
    foreignKey({
      name: 'documentos_dian_id_venta_fk',
      columns: [t.empresa_id, t.id_venta],
      foreignColumns: [ventas.empresa_id, ventas.id],
    }),
    foreignKey({
      name: 'documentos_dian_id_rango_fk',
      columns: [t.empresa_id, t.id_rango],
      foreignColumns: [rangosDian.empresa_id, rangosDian.id],
    }),
    index('documentos_dian_venta_idx').on(t.empresa_id, t.id_venta),
    check('documentos_dian_tipo', sql`${t.tipo} in ('pos', 'factura', 'nota_credito', 'nota_ajuste')`),
    check(
      'documentos_dian_estado',
      sql`${t.estado} in ('local', 'contingencia', 'enviado', 'aceptado', 'rechazado')`,
    ),
    tenantPolicy('documentos_dian'),
  ],
);
