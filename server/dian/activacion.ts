import { asc, sql } from 'drizzle-orm';
import { rangosDian, sedes } from '../db/schema';
import type { TenantScope } from '../db/tenant';
import { hoyBogota } from './hoy';

/**
 * The company's venues that could not number a POS document today (Bogotá day): no POS range in force with a
 * number left. Electronic documents are turned on only when this is empty (issue 29).
 */
export async function sedesSinRangoPos(scope: TenantScope): Promise<string[]> {
  const r = rangosDian;
  const filas = await scope.tx
    .select({ nombre: sedes.nombre })
    .from(sedes)
    .where(
      scope.where(
        sedes,
        sql`not exists (select from ${r}
          where ${r.empresa_id} = ${sedes.empresa_id} and ${r.id_sede} = ${sedes.id} and ${r.tipo} = 'pos'
            and ${r.siguiente} <= ${r.hasta} and ${hoyBogota} between ${r.vigencia_desde} and ${r.vigencia_hasta})`,
      ),
    )
    .orderBy(asc(sedes.id));
  return filas.map((f) => f.nombre);
}
