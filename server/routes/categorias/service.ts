import { asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Categoria } from '../../../common/registros';
import { SERVICIOS } from '../../catalogos';
import { categorias } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { publicar } from '../../eventos';
import { ValidationError } from '../../lib/errors';
import { MENSAJES_CATEGORIAS as M, type OrdenCategorias } from './schemas';

/** The carta order: `orden`, then the list's (name). */
const porOrden = [asc(categorias.orden)];

const leer = (scope: TenantScope, condicion?: ReturnType<typeof eq>) =>
  SERVICIOS.categorias.buscar(scope, condicion, porOrden) as unknown as Promise<Categoria[]>;

/** GET categorias/orden: every category in the carta order. */
export const listarPorOrden = (scope: TenantScope) => leer(scope);

/**
 * GET categorias/padres: top-level categories (the only possible parents), sorted as the categories list is (by
 * folded name, then name, then id: the declaration's `lista.orden`), so the form's picker reads like the list the
 * manager just left, whatever the carta order.
 */
export const listarPadres = (scope: TenantScope) =>
  SERVICIOS.categorias.buscar(scope, isNull(categorias.id_categoria_padre)) as unknown as Promise<
    Categoria[]
  >;

/** GET categorias/hijos: categories that have a parent (optionally of one parent), in the carta order. */
export const listarHijos = (scope: TenantScope, idPadre: number | null) =>
  leer(
    scope,
    idPadre === null ? isNotNull(categorias.id_categoria_padre) : eq(categorias.id_categoria_padre, idPadre),
  );

/**
 * POST categorias/orden: `ids` is every category of the company, each once, in the order the till and the menu
 * show them; each gets its position as `orden`. A list that misses one, repeats one or names another company's
 * (a category created or deleted meanwhile) changes nothing and answers 422. Answers the list by its new order.
 */
export async function ordenar(scope: TenantScope, { ids }: OrdenCategorias): Promise<Categoria[]> {
  // Every row locked: two managers reordering at once are serialised, and no row changes while we compare.
  const filas = await scope.tx
    .select({ id: categorias.id })
    .from(categorias)
    .where(scope.where(categorias))
    .for('update');
  const actuales = new Set(filas.map((f) => f.id));
  const enviados = new Set(ids);
  if (enviados.size !== ids.length || enviados.size !== actuales.size || ids.some((id) => !actuales.has(id)))
    throw ValidationError.field('ids', M.ordenNoCoincide);
  // One statement: each row's position in the array (a text literal of checked integers, read by both engines).
  const posicion = sql`(array_position(${`{${ids.join(',')}}`}::bigint[], ${categorias.id}) - 1)::integer`;
  await scope.tx
    .update(categorias)
    .set({ orden: posicion, updated_at: sql`now()` })
    .where(scope.where(categorias, sql`${categorias.orden} <> ${posicion}`));
  // The till's catalogue shows the carta order: every instance's cache hears it after the commit.
  await publicar(scope, 'categorias', ids);
  return listarPorOrden(scope);
}
