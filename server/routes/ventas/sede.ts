import { eq } from 'drizzle-orm';
import { MENSAJES_VENTAS as M } from '../../../common/ventas';
import { sedes } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { ValidationError } from '../../lib/errors';
import { sedePrincipal } from '../../services/inventario';
import { exigirSede, sedeAsignadaO } from '../../services/sedesUsuario';

/** The venue, checked as the company's (422 on `campo` otherwise). */
export async function sedeDe(scope: TenantScope, id: number, campo = 'id_sede') {
  const [sede] = await scope.tx
    .select({ id: sedes.id })
    .from(sedes)
    .where(scope.where(sedes, eq(sedes.id, id)));
  if (!sede) throw ValidationError.field(campo, M.sede);
  return sede.id;
}

/**
 * The venue asked, else the user's first venue, else the company's main venue. A venue of the company the user is
 * not assigned to is a 404 (services/sedesUsuario.ts).
 */
export async function sedeOPrincipal(scope: TenantScope, pedida: number | null | undefined): Promise<number> {
  const idSede = sedeAsignadaO(scope, pedida);
  exigirSede(scope, idSede);
  if (idSede) return sedeDe(scope, idSede);
  const principal = await sedePrincipal(scope);
  if (principal === null) throw ValidationError.field('id_sede', M.sede);
  return principal;
}
