import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { puntosImpresion } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';

/**
 * The station that takes a venue's order lines of products without a print point (issue 34): a print point marked
 * `predeterminado` of that venue, else one of every venue (no venue); the oldest when several are. Null when none is
 * marked: the lines then reach no station, and the send says so.
 */
export async function estacionPredeterminada(scope: TenantScope, idSede: number): Promise<number | null> {
  const p = puntosImpresion;
  const [estacion] = await scope.tx
    .select({ id: p.id })
    .from(p)
    .where(scope.where(p, and(eq(p.predeterminado, true), or(eq(p.id_sede, idSede), isNull(p.id_sede)))))
    .orderBy(sql`${p.id_sede} is null`, asc(p.id))
    .limit(1);
  return estacion ? estacion.id : null;
}
