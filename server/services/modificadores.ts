import { and, asc, eq, inArray } from 'drizzle-orm';
import type { GrupoModificador } from '../../common/modificadores';
import { gruposModificadores, gruposModificadoresOpciones, productosGruposModificadores } from '../db/schema';
import type { TenantScope } from '../db/tenant';

/**
 * The modifier groups (with their options, in order) of each of these products, for pricing lines (orders and
 * counter sales, issue 32). Two reads; callers ask only when some line chose options or its product has a
 * required group, so a sale of products without modifiers reads nothing more.
 */
export async function gruposDeProductos(
  scope: TenantScope,
  ids: number[],
): Promise<Map<number, GrupoModificador[]>> {
  const porProducto = new Map<number, GrupoModificador[]>();
  if (ids.length === 0) return porProducto;
  const pg = productosGruposModificadores;
  const g = gruposModificadores;
  const o = gruposModificadoresOpciones;
  const enlaces = await scope.tx
    .select({
      id_producto: pg.id_producto,
      id: g.id,
      nombre: g.nombre,
      obligatorio: g.obligatorio,
      minimo: g.minimo,
      maximo: g.maximo,
    })
    .from(pg)
    .innerJoin(g, and(eq(g.empresa_id, pg.empresa_id), eq(g.id, pg.id_grupo)))
    .where(and(eq(pg.empresa_id, scope.empresaId), inArray(pg.id_producto, ids)))
    .orderBy(asc(pg.id_producto), asc(pg.orden), asc(g.id));
  const idsGrupos = [...new Set(enlaces.map((e) => Number(e.id)))];
  const opciones =
    idsGrupos.length === 0
      ? []
      : await scope.tx
          .select()
          .from(o)
          .where(and(eq(o.empresa_id, scope.empresaId), inArray(o.id_grupo, idsGrupos)))
          .orderBy(asc(o.orden), asc(o.id));
  for (const e of enlaces) {
    const idGrupo = Number(e.id);
    const lista = porProducto.get(Number(e.id_producto)) ?? [];
    lista.push({
      id: idGrupo,
      nombre: e.nombre,
      obligatorio: e.obligatorio,
      minimo: e.minimo,
      maximo: e.maximo,
      opciones: opciones
        .filter((op) => Number(op.id_grupo) === idGrupo)
        .map((op) => ({
          id: Number(op.id),
          id_grupo: idGrupo,
          nombre: op.nombre,
          precio: String(op.precio),
          id_ingrediente: op.id_ingrediente === null ? null : Number(op.id_ingrediente),
          cantidad: op.cantidad === null ? null : String(op.cantidad),
        })),
    });
    porProducto.set(Number(e.id_producto), lista);
  }
  return porProducto;
}
