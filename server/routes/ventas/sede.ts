import { eq } from 'drizzle-orm';
import { MENSAJES_VENTAS as M } from '../../../common/ventas';
import { sedes } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { ValidationError } from '../../lib/errors';
import { sedePrincipal } from '../../services/inventario';

/** The venue, checked as the company's (422 on `campo` otherwise). */
export async function sedeDe(scope: TenantScope, id: number, campo = 'id_sede') {
  const [sede] = await scope.tx
    .select({ id: sedes.id })
    .from(sedes)
    .where(scope.where(sedes, eq(sedes.id, id)));
  if (!sede) throw ValidationError.field(campo, M.sede);
  return sede.id;
}

/** The venue asked, else the company's main venue. */
export async function sedeOPrincipal(scope: TenantScope, idSede: number | null | undefined): Promise<number> {
  if (idSede) return sedeDe(scope, idSede);
  const principal = await sedePrincipal(scope);
  if (principal === null) throw ValidationError.field('id_sede', M.sede);
  return principal;
}
