import { eq } from 'drizzle-orm';
import { configuraciones } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';

/** A company setting's stored value, or undefined. */
export async function configuracion(scope: TenantScope, nombre: string): Promise<string | undefined> {
  const [fila] = await scope.tx
    .select({ valor: configuraciones.valor })
    .from(configuraciones)
    .where(scope.where(configuraciones, eq(configuraciones.nombre, nombre)));
  return fila?.valor;
}
