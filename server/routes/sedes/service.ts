import { asc, desc, eq } from 'drizzle-orm';
import type { Sede } from '../../../common/registros';
import { sedes } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { publicar } from '../../eventos';
import type { SedeInput } from './schemas';

const columnas = {
  id: sedes.id,
  nombre: sedes.nombre,
  direccion: sedes.direccion,
  principal: sedes.principal,
};

/** The company's venues: the main one first, then by name. */
export const listarSedes = (scope: TenantScope): Promise<Sede[]> =>
  scope.tx
    .select(columnas)
    .from(sedes)
    .where(scope.where(sedes))
    .orderBy(desc(sedes.principal), asc(sedes.nombre), asc(sedes.id));

/** Renames a venue of the company or changes its address; another company's id is a 404 (`scope.get`). */
export async function actualizarSede(scope: TenantScope, id: number, datos: SedeInput): Promise<Sede> {
  await scope.get(sedes, id);
  const [fila] = await scope.tx
    .update(sedes)
    .set({ nombre: datos.nombre, direccion: datos.direccion })
    .where(scope.where(sedes, eq(sedes.id, id)))
    .returning(columnas);
  await publicar(scope, 'sedes', [id]);
  return fila;
}
