import { and, asc, count, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { categorias, productos } from '../../db/schema';
import type { TenantReader, TenantScope } from '../../db/tenant';
import { publicar } from '../../eventos';
import { EMPRESA, isoUtc, tenantStatement, type StatementRow } from '../../db/statement';
import { page, type Page } from '../../lib/envelope';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { PageQuery } from '../../lib/schemas';
import { urlDeArchivo } from '../../plugins/uploads';
import { patronContiene } from '../../db/plegado';
import { codigoPg } from '../../db/errores-pg';
import {
  MENSAJES_CATEGORIAS as M,
  type ActualizarCategoria,
  type CrearCategoria,
  type OrdenCategorias,
} from './schemas';

/** A category as every categories route answers it. */
export interface Categoria {
  id: number;
  nombre: string;
  id_categoria_padre: number | null;
  /** URL path of the icon (`/api/uploads/categorias/….png`) or null. */
  icono: string | null;
  orden: number;
  /** Whether the public menu (carta) shows it. */
  visible_carta: boolean;
  categoria_padre: { id: number; nombre: string } | null;
  /** ISO 8601 in UTC, as `Date.toJSON` writes it. */
  created_at: string;
  updated_at: string;
}

const padre = alias(categorias, 'padre');

const columnas = {
  id: categorias.id,
  nombre: categorias.nombre,
  id_categoria_padre: categorias.id_categoria_padre,
  icono: categorias.icono,
  orden: categorias.orden,
  visible_carta: categorias.visible_carta,
  created_at: categorias.created_at,
  updated_at: categorias.updated_at,
  padre_nombre: padre.nombre,
};

interface Fila {
  id: number;
  nombre: string;
  id_categoria_padre: number | null;
  icono: string | null;
  orden: number;
  visible_carta: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  padre_nombre: string | null;
}

const iso = (fecha: Date | string): string => (typeof fecha === 'string' ? fecha : fecha.toISOString());

function aCategoria(f: Fila): Categoria {
  return {
    id: f.id,
    nombre: f.nombre,
    id_categoria_padre: f.id_categoria_padre,
    icono: urlDeArchivo(f.icono),
    orden: f.orden,
    visible_carta: f.visible_carta,
    categoria_padre:
      f.id_categoria_padre !== null && f.padre_nombre !== null
        ? { id: f.id_categoria_padre, nombre: f.padre_nombre }
        : null,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
  };
}

function consulta(scope: TenantScope) {
  return scope.tx
    .select(columnas)
    .from(categorias)
    .leftJoin(padre, scope.where(padre, eq(padre.id, categorias.id_categoria_padre)));
}

const porNombre = [asc(categorias.nombre_plegado), asc(categorias.nombre), asc(categorias.id)];
const porOrden = [asc(categorias.orden), ...porNombre];

const camposLista = {
  ...columnas,
  created_at: isoUtc(categorias.created_at),
  updated_at: isoUtc(categorias.updated_at),
  total: sql`count(*) over()`,
};

/**
 * The list as one statement per shape (with or without search): rows and total together, the company, the search
 * pattern and the page as parameters. The join keeps the parent inside the same company.
 */
const sentenciaLista = (conBusqueda: boolean) =>
  tenantStatement(
    conBusqueda ? 'categorias_listar_busqueda' : 'categorias_listar',
    camposLista,
    (qb, campos) =>
      qb
        .select(campos)
        .from(categorias)
        .leftJoin(
          padre,
          and(eq(padre.empresa_id, categorias.empresa_id), eq(padre.id, categorias.id_categoria_padre)),
        )
        .where(
          and(
            eq(categorias.empresa_id, sql.placeholder(EMPRESA)),
            conBusqueda ? sql`${categorias.nombre_plegado} like ${sql.placeholder('patron')}` : undefined,
          ),
        )
        .orderBy(...porNombre)
        .limit(sql.placeholder('limite'))
        .offset(sql.placeholder('desde')),
  );
export const LISTA = { todas: sentenciaLista(false), busqueda: sentenciaLista(true) };

/** Past the last page the window has no row to carry the total: this asks for it alone. */
const CONTAR = tenantStatement('categorias_contar', { total: count() }, (qb, campos) =>
  qb
    .select(campos)
    .from(categorias)
    .where(
      and(
        eq(categorias.empresa_id, sql.placeholder(EMPRESA)),
        or(
          sql`${sql.placeholder('patron')}::text is null`,
          sql`${categorias.nombre_plegado} like ${sql.placeholder('patron')}`,
        ),
      ),
    ),
);

/** A list row as the driver gives it (bigint as text on PostgreSQL) to a category. */
const deFilaLista = (f: StatementRow<keyof typeof camposLista>): Categoria =>
  aCategoria({
    id: Number(f.id),
    nombre: String(f.nombre),
    id_categoria_padre: f.id_categoria_padre === null ? null : Number(f.id_categoria_padre),
    icono: f.icono === null ? null : String(f.icono),
    orden: Number(f.orden),
    // PostgreSQL's text protocol answers 't'/'f'; PGlite a boolean.
    visible_carta: f.visible_carta === true || f.visible_carta === 't',
    created_at: String(f.created_at),
    updated_at: String(f.updated_at),
    padre_nombre: f.padre_nombre === null ? null : String(f.padre_nombre),
  });

/** GET categorias: one page, searched by name (case and accents ignored), ordered by name; rows and total in one query. */
export async function listar(lector: TenantReader, q: PageQuery): Promise<Page<Categoria>> {
  const todas = q.rowsPerPage === -1;
  const pagina = todas ? 1 : q.page;
  const patron = q.search ? patronContiene(q.search) : null;
  const filas = await lector.tenantRead(q.search ? LISTA.busqueda : LISTA.todas, {
    patron,
    // LIMIT NULL is no limit: every row.
    limite: todas ? null : q.rowsPerPage,
    desde: todas ? 0 : (pagina - 1) * q.rowsPerPage,
  });
  let total = filas.length > 0 ? Number(filas[0].total) : 0; // no-dinero: filas contadas
  if (filas.length === 0 && pagina > 1) {
    const [fila] = await lector.tenantRead(CONTAR, { patron });
    total = Number(fila.total); // no-dinero: filas contadas
  }
  return page(filas.map(deFilaLista), total, pagina, q.rowsPerPage);
}

/** GET categorias/orden: every category, by `orden` then name. */
export async function listarPorOrden(scope: TenantScope): Promise<Categoria[]> {
  return (
    await consulta(scope)
      .where(scope.where(categorias))
      .orderBy(...porOrden)
  ).map(aCategoria);
}

/** GET categorias/padres: top-level categories, by `orden` then name. */
export async function listarPadres(scope: TenantScope): Promise<Categoria[]> {
  const filas = await consulta(scope)
    .where(scope.where(categorias, isNull(categorias.id_categoria_padre)))
    .orderBy(...porOrden);
  return filas.map(aCategoria);
}

/** GET categorias/hijos: categories that have a parent (optionally of one parent), by `orden` then name. */
export async function listarHijos(scope: TenantScope, idPadre: number | null): Promise<Categoria[]> {
  const filtro =
    idPadre === null ? isNotNull(categorias.id_categoria_padre) : eq(categorias.id_categoria_padre, idPadre);
  const filas = await consulta(scope)
    .where(scope.where(categorias, filtro))
    .orderBy(...porOrden);
  return filas.map(aCategoria);
}

export async function obtener(scope: TenantScope, id: number): Promise<Categoria> {
  const [fila] = await consulta(scope)
    .where(scope.where(categorias, eq(categorias.id, id)))
    .limit(1);
  if (!fila) throw new NotFoundError();
  return aCategoria(fila);
}

/** The category row, locked until the transaction ends (so concurrent edits of the tree are serialised). */
async function bloquear(scope: TenantScope, id: number) {
  const [fila] = await scope.tx
    .select({ id: categorias.id, id_categoria_padre: categorias.id_categoria_padre, icono: categorias.icono })
    .from(categorias)
    .where(scope.where(categorias, eq(categorias.id, id)))
    .for('update');
  if (!fila) throw new NotFoundError();
  return fila;
}

async function validarNombre(scope: TenantScope, nombre: string, excepto?: number): Promise<void> {
  const [repetida] = await scope.tx
    .select({ id: categorias.id })
    .from(categorias)
    .where(
      scope.where(
        categorias,
        sql`lower(${categorias.nombre}) = lower(${nombre})`,
        excepto === undefined ? undefined : ne(categorias.id, excepto),
      ),
    )
    .limit(1);
  if (repetida) throw ValidationError.field('nombre', M.nombreRepetido);
}

/** The parent must be a top-level category of this company (another company's id looks non-existent). */
async function validarPadre(scope: TenantScope, idPadre: number): Promise<void> {
  const [fila] = await scope.tx
    .select({ id_categoria_padre: categorias.id_categoria_padre })
    .from(categorias)
    .where(scope.where(categorias, eq(categorias.id, idPadre)))
    .for('share');
  if (!fila) throw ValidationError.field('id_categoria_padre', M.padreNoExiste);
  if (fila.id_categoria_padre !== null) throw ValidationError.field('id_categoria_padre', M.padreEsHija);
}

async function tieneHijas(scope: TenantScope, id: number): Promise<boolean> {
  const [hija] = await scope.tx
    .select({ id: categorias.id })
    .from(categorias)
    .where(scope.where(categorias, eq(categorias.id_categoria_padre, id)))
    .limit(1);
  return Boolean(hija);
}

async function tieneProductos(scope: TenantScope, id: number): Promise<boolean> {
  const [producto] = await scope.tx
    .select({ id: productos.id })
    .from(productos)
    .where(scope.where(productos, eq(productos.id_categoria, id)))
    .limit(1);
  return Boolean(producto);
}

/** Constraint failures that a concurrent request can still cause after the checks, in the checks' words. */
function traducir(error: unknown, enBorrado = false): unknown {
  const codigo = codigoPg(error);
  if (codigo === '23505') return ValidationError.field('nombre', M.nombreRepetido);
  if (codigo === '23503')
    return enBorrado
      ? new ConflictError(M.eliminarConHijas)
      : ValidationError.field('id_categoria_padre', M.padreNoExiste);
  return error;
}

export async function crear(
  scope: TenantScope,
  input: CrearCategoria,
  icono: string | null,
): Promise<Categoria> {
  await validarNombre(scope, input.nombre);
  if (input.id_categoria_padre !== null) await validarPadre(scope, input.id_categoria_padre);
  let orden = input.orden;
  if (orden === undefined) {
    const [fila] = await scope.tx
      .select({ siguiente: sql<number>`coalesce(max(${categorias.orden}), -1) + 1`.mapWith(Number) })
      .from(categorias)
      .where(scope.where(categorias));
    orden = fila.siguiente;
  }
  try {
    const fila = await scope.insert(categorias, {
      nombre: input.nombre,
      id_categoria_padre: input.id_categoria_padre,
      icono,
      orden,
      visible_carta: input.visible_carta,
    });
    await publicar(scope, 'categorias', [fila.id]);
    return await obtener(scope, fila.id);
  } catch (error) {
    throw traducir(error);
  }
}

export interface Actualizada {
  categoria: Categoria;
  /** The icon file that no longer belongs to the category: delete it once the transaction has committed. */
  iconoSobrante: string | null;
}

export async function actualizar(
  scope: TenantScope,
  id: number,
  input: ActualizarCategoria,
  iconoNuevo: string | null,
): Promise<Actualizada> {
  const actual = await bloquear(scope, id);
  if (input.nombre !== undefined) await validarNombre(scope, input.nombre, id);
  const idPadre = input.id_categoria_padre;
  if (idPadre !== undefined && idPadre !== null) {
    if (idPadre === id) throw ValidationError.field('id_categoria_padre', M.padrePropio);
    await validarPadre(scope, idPadre);
    if (await tieneHijas(scope, id)) throw ValidationError.field('id_categoria_padre', M.tieneHijas);
  }
  const cambiaIcono = iconoNuevo !== null || input.eliminar_icono;
  try {
    await scope.update(categorias, id, {
      ...(input.nombre !== undefined && { nombre: input.nombre }),
      ...(idPadre !== undefined && { id_categoria_padre: idPadre }),
      ...(input.orden !== undefined && { orden: input.orden }),
      ...(input.visible_carta !== undefined && { visible_carta: input.visible_carta }),
      ...(cambiaIcono && { icono: iconoNuevo }),
      updated_at: sql`now()`,
    });
  } catch (error) {
    throw traducir(error);
  }
  await publicar(scope, 'categorias', [id]);
  return {
    categoria: await obtener(scope, id),
    iconoSobrante: cambiaIcono && actual.icono !== iconoNuevo ? actual.icono : null,
  };
}

/** Deletes a category without subcategories; answers its icon file, to delete after the commit. */
export async function eliminar(scope: TenantScope, id: number): Promise<{ iconoSobrante: string | null }> {
  const actual = await bloquear(scope, id);
  if (await tieneHijas(scope, id)) throw new ConflictError(M.eliminarConHijas);
  if (await tieneProductos(scope, id)) throw new ConflictError(M.eliminarConProductos);
  try {
    await scope.delete(categorias, id);
  } catch (error) {
    throw traducir(error, true);
  }
  await publicar(scope, 'categorias', [id]);
  return { iconoSobrante: actual.icono };
}

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
  const actuales = new Set(filas.map((f) => Number(f.id)));
  const enviados = new Set(ids);
  if (enviados.size !== ids.length || enviados.size !== actuales.size || ids.some((id) => !actuales.has(id)))
    throw ValidationError.field('ids', M.ordenNoCoincide);
  // One statement: each row's position in the array (a text literal of checked integers, read by both engines).
  const posicion = sql`(array_position(${`{${ids.join(',')}}`}::bigint[], ${categorias.id}) - 1)::integer`;
  await scope.tx
    .update(categorias)
    .set({ orden: posicion, updated_at: sql`now()` })
    .where(scope.where(categorias, sql`${categorias.orden} <> ${posicion}`));
  await publicar(scope, 'categorias', ids);
  return listarPorOrden(scope);
}
