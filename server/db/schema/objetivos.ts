import { bigint, foreignKey, pgTable, primaryKey, timestamp, unique } from 'drizzle-orm/pg-core';
import { empresas } from './cuentas';
import { sedes } from './empresa';
import { dineroColumn } from './dinero';
import { empresaIdColumn, idColumn, tenantPolicy } from './tenant';

/** Sales goals (issue 11): one monthly target per venue, in pesos (`/configSistema/objetivosVentas`). */
export const objetivosVentas = pgTable(
  'objetivos_ventas',
  {
    empresa_id: empresaIdColumn().references(() => empresas.id),
    id: idColumn(),
    id_sede: bigint('id_sede', { mode: 'number' }).notNull(),
    objetivo_mensual: dineroColumn('objetivo_mensual').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.id] }),
    unique('objetivos_ventas_sede_uq').on(t.empresa_id, t.id_sede),
    foreignKey({
      name: 'objetivos_ventas_id_sede_fk',
      columns: [t.empresa_id, t.id_sede],
      foreignColumns: [sedes.empresa_id, sedes.id],
    }).onDelete('cascade'),
    tenantPolicy('objetivos_ventas'),
  ],
);
