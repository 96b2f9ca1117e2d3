import { and, asc, eq, inArray } from 'drizzle-orm';
import type { GrupoDeProducto } from '../../../common/modificadoresEsquemas';
import { gruposModificadores, productos, productosGruposModificadores } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { ValidationError } from '../../lib/errors';
import { publicar } from '../../eventos';
import { MENSAJES_OPCIONES as M } from '../gruposModificadores/mensajes';

/** A product's modifier groups in their order (404 for another company's or no product). */
export async function leerGruposProducto(scope: TenantScope, id: number): Promise<GrupoDeProducto[]> {
  await scope.get(productos, id);
  const pg = productosGruposModificadores;
  const g = gruposModificadores;
  const filas = await scope.tx
    .select({ id: g.id, nombre: g.nombre, obligatorio: g.obligatorio, minimo: g.minimo, maximo: g.maximo })
    .from(pg)
    .innerJoin(g, and(eq(g.empresa_id, pg.empresa_id), eq(g.id, pg.id_grupo)))
    .where(and(eq(pg.empresa_id, scope.empresaId), eq(pg.id_producto, id)))
    .orderBy(asc(pg.orden), asc(g.id));
  return filas.map((f) => ({ ...f, id: Number(f.id) }));
}

/**
 * Replaces a product's groups with `grupos` (ids, in the order the picker shows them): each a group of the company
 * (another company's looks like none: 422 at `grupos.<n>`), none twice. The till's catalogue follows ('productos').
 */
export async function guardarGruposProducto(
  scope: TenantScope,
  id: number,
  grupos: number[],
): Promise<GrupoDeProducto[]> {
  await scope.get(productos, id);
  const errores: Record<string, string[]> = {};
  const existentes =
    grupos.length === 0
      ? new Set<number>()
      : new Set(
          (
            await scope.tx
              .select({ id: gruposModificadores.id })
              .from(gruposModificadores)
              .where(scope.where(gruposModificadores, inArray(gruposModificadores.id, grupos)))
          ).map((f) => Number(f.id)),
        );
  const vistos = new Set<number>();
  grupos.forEach((g, n) => {
    if (!existentes.has(g)) errores[`grupos.${n}`] = [M.grupoNoExiste];
    else if (vistos.has(g)) errores[`grupos.${n}`] = [M.grupoRepetido];
    vistos.add(g);
  });
  const primero = Object.values(errores)[0]?.[0];
  if (primero) throw new ValidationError(primero, errores);
  const pg = productosGruposModificadores;
  await scope.tx.delete(pg).where(and(eq(pg.empresa_id, scope.empresaId), eq(pg.id_producto, id)));
  if (grupos.length > 0)
    await scope.tx
      .insert(pg)
      .values(
        grupos.map((id_grupo, orden) => ({ empresa_id: scope.empresaId, id_producto: id, id_grupo, orden })),
      );
  await publicar(scope, 'productos', [id]);
  return leerGruposProducto(scope, id);
}
