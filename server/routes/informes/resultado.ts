import type { TenantStatement } from '../../db/statement';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Informe } from '../../../common/informes';
import type { TenantScope, TenantTable } from '../../db/tenant';

export type FilaInforme = Record<string, string | number | boolean | null> & { id: number };
export type Totales = Record<string, string | number> & { filas: number };

/** A single read statement run as the signed-in company on the read replica (`request.tenantRead`). */
export type LectorInforme = (
  statement: TenantStatement<Record<string, unknown>>,
  values: Record<string, unknown>,
) => Promise<Record<string, unknown>[]>;

/**
 * The range's totals, summed by PostgreSQL over every row (exact numeric): each summed column of the declaration
 * is the table's column of the same name.
 */
export async function totalesEnSql(
  scope: TenantScope,
  informe: Informe,
  tabla: TenantTable,
  condicion: SQL | undefined,
): Promise<Totales> {
  const columnas = getTableColumns(tabla);
  const sumas = Object.fromEntries(
    informe.columnas
      .filter((c) => c.total)
      .map((c) => {
        const columna = columnas[c.campo];
        if (!columna) throw new Error(`${informe.ruta}: la tabla no tiene la columna ${c.campo}`);
        return [c.campo, sql<string>`coalesce(sum(${columna}), 0)::numeric(20,2)::text`];
      }),
  );
  const [t] = await scope.tx
    .select({ filas: sql<number>`count(*)::int`, ...sumas }) // no-dinero: a row count
    .from(tabla)
    .where(scope.where(tabla, condicion));
  return t as Totales;
}
