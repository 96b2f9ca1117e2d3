import { and, eq, sql } from 'drizzle-orm';
import type { Dinero } from '../../../common/dinero';
import { ventas } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { enDiasBogota } from '../informes/consulta';

/**
 * A venue's sales between two Bogotá days, inclusive ('YYYY-MM-DD'): the sum of its paid sales (tips apart, they
 * are the staff's) whose instant, read in America/Bogota, falls in the range; the same ledger as the reports.
 */
export async function ventasDeSede(
  scope: TenantScope,
  idSede: number,
  desde: string,
  hasta: string,
): Promise<Dinero> {
  const [fila] = await scope.tx
    .select({ total: sql<string>`coalesce(sum(${ventas.total}), 0)::numeric(20,2)::text` })
    .from(ventas)
    .where(
      scope.where(
        ventas,
        and(
          eq(ventas.id_sede, idSede),
          eq(ventas.estado, 'pagada'),
          enDiasBogota(ventas.created_at, { from: desde, to: hasta }),
        ),
      ),
    );
  return fila.total;
}
