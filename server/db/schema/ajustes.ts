import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { MOTIVOS_AJUSTE, TIPOS_AJUSTE } from '../../../common/ajustesInventario';
import { empresas, usuarios } from './cuentas';
import { productos } from './catalogos';
import { dineroColumn } from './dinero';
import { sedes } from './empresa';
import { cantidadColumn } from './inventario';
import { empresaIdColumn, idColumn, tenantPolicy } from './tenant';

const lista = (valores: readonly string[]) => valores.map((v) => `'${v}'`).join(', ');

/**
 * An inventory adjustment (issue 10, `POST inventarios/inventario`): a count or an entry/exit with a reason, in one
 * venue; who (`id_usuario`), when (`created_at`) and why (`motivo`, `observaciones`). Never changed nor deleted:
 * a wrong adjustment is corrected by another one. Its lines' movements name it (`documento_tipo` 'ajuste').
 */
export const ajustesInventario = pgTable(
  'ajustes_inventario',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    id_sede: bigint('id_sede', { mode: 'number' }).notNull(),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    motivo: varchar('motivo', { length: 20 }),
    observaciones: varchar('observaciones', { length: 500 }),
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
    unique('ajustes_inventario_idempotencia_uq').on(t.empresa_id, t.idempotencia),
    foreignKey({
      name: 'ajustes_inventario_sede_fk',
      columns: [t.empresa_id, t.id_sede],
      foreignColumns: [sedes.empresa_id, sedes.id],
    }),
    index('ajustes_inventario_fecha_idx').on(t.empresa_id, t.created_at),
    check('ajustes_inventario_tipo', sql.raw(`tipo in (${lista(TIPOS_AJUSTE)})`)),
    check(
      'ajustes_inventario_motivo',
      sql.raw(
        `(tipo = 'conteo' and motivo is null) or (tipo <> 'conteo' and motivo in (${lista(MOTIVOS_AJUSTE)}))`,
      ),
    ),
    tenantPolicy('ajustes_inventario'),
  ],
);

/**
 * An adjustment's line: stock before, the signed difference (`cantidad`, zero when a count matched), stock after,
 * the counted quantity (counts) and the unit cost the movement carried (the product's cost at the time).
 */
export const ajustesInventarioDetalle = pgTable(
  'ajustes_inventario_detalle',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    id_ajuste: bigint('id_ajuste', { mode: 'number' }).notNull(),
    id_producto: bigint('id_producto', { mode: 'number' }).notNull(),
    contado: cantidadColumn('contado'),
    antes: cantidadColumn('antes').notNull(),
    cantidad: cantidadColumn('cantidad').notNull(),
    despues: cantidadColumn('despues').notNull(),
    costo_unitario: dineroColumn('costo_unitario'),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    foreignKey({
      name: 'ajustes_inventario_detalle_ajuste_fk',
      columns: [t.empresa_id, t.id_ajuste],
      foreignColumns: [ajustesInventario.empresa_id, ajustesInventario.id],
    }),
    foreignKey({
      name: 'ajustes_inventario_detalle_producto_fk',
      columns: [t.empresa_id, t.id_producto],
      foreignColumns: [productos.empresa_id, productos.id],
    }),
    index('ajustes_inventario_detalle_ajuste_idx').on(t.empresa_id, t.id_ajuste),
    check('ajustes_inventario_detalle_cuadra', sql`${t.despues} = ${t.antes} + ${t.cantidad}`),
    tenantPolicy('ajustes_inventario_detalle'),
  ],
);
