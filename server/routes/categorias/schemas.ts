import { z } from 'zod';
import { pagina, respuestas } from '../../../common/api';
import { categoria } from '../../../common/registros';
import { MAX_NOMBRE_CATEGORIA } from '../../../common/constantes';
import { id, optionalId, pageQuery, text } from '../../lib/schemas';

export const MENSAJES_CATEGORIAS = {
  creada: 'Categoría creada correctamente',
  actualizada: 'Categoría actualizada correctamente',
  eliminada: 'Categoría eliminada correctamente',
  nombreRepetido: 'Ya existe una categoría con ese nombre',
  padreNoExiste: 'La categoría padre seleccionada no existe',
  padrePropio: 'Una categoría no puede ser su propia categoría padre',
  padreEsHija: 'La categoría padre debe ser una categoría principal (solo se permiten dos niveles)',
  tieneHijas: 'Una categoría que tiene subcategorías no puede tener categoría padre',
  ordenGuardado: 'Orden de las categorías guardado correctamente',
  ordenNoCoincide:
    'El orden enviado no coincide con las categorías actuales: recarga la lista e inténtalo de nuevo',
  eliminarConHijas: 'No se puede eliminar una categoría que tiene subcategorías',
  eliminarConProductos: 'No se puede eliminar la categoría: hay productos que la usan',
};

/** Form data sends everything as text: '' and 'null' mean "no value". */
const blankToNull = (v: unknown) => (v === '' || v === 'null' || v === 'undefined' ? null : v);

/** '1', 'true', 'on', 'si' (and true/1) mean yes; '0', 'false', 'off', 'no' (and false/0) mean no. */
function siNo(v: unknown): unknown {
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (['1', 'true', 'on', 'si', 'sí'].includes(s)) return true;
    if (['0', 'false', 'off', 'no'].includes(s)) return false;
  }
  if (v === 1) return true;
  if (v === 0) return false;
  return v;
}

/** A yes/no where nothing sent means no. */
const flag = z.preprocess((v) => (v === undefined || v === null || v === '' ? false : siNo(v)), z.boolean());

/** A yes/no where nothing sent means `undefined`. */
const vacioAIndefinido = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : siNo(v));
/** Yes unless sent as no (create). */
const siPorDefecto = z.preprocess(vacioAIndefinido, z.boolean().default(true));
/** Absent means unchanged (update). */
const siNoOpcional = z.preprocess(vacioAIndefinido, z.boolean().optional());

const orden = z.coerce.number().int().min(0).max(1_000_000);

/**
 * POST categorias/categoria: nombre, id_categoria_padre (optional), orden (optional; new categories go last).
 * The icon is the multipart file field `icono`; any text sent as `icono` is ignored.
 */
export const crearCategoriaBody = z.object({
  nombre: text(MAX_NOMBRE_CATEGORIA),
  id_categoria_padre: optionalId,
  orden: z.preprocess((v) => blankToNull(v) ?? undefined, orden.optional()),
  /** Shown on the public menu (carta); true unless sent as no. */
  visible_carta: siPorDefecto,
});
export type CrearCategoria = z.infer<typeof crearCategoriaBody>;

/**
 * POST categorias/categoria/{id} (with `_method=put`): every field optional, absent means unchanged.
 * `id_categoria_padre` null / '' / 'null' makes it a top-level category. A new `icono` file replaces the old one;
 * `eliminar_icono=1` removes the icon without sending a new one.
 */
export const actualizarCategoriaBody = z.object({
  nombre: text(MAX_NOMBRE_CATEGORIA).optional(),
  id_categoria_padre: z.preprocess(blankToNull, z.coerce.number().int().positive().nullable().optional()),
  orden: z.preprocess((v) => blankToNull(v) ?? undefined, orden.optional()),
  visible_carta: siNoOpcional,
  eliminar_icono: flag,
});
export type ActualizarCategoria = z.infer<typeof actualizarCategoriaBody>;

export const categoriasQuery = pageQuery;

export const hijosQuery = z.object({ id_categoria_padre: optionalId });

/**
 * POST categorias/orden: the company's categories in the order the till and the menu show them, each id once
 * (parents before their children, as the ordered list reads). Each gets its position as `orden`.
 */
export const ordenCategoriasBody = z.object({
  ids: z.array(z.coerce.number().int().positive()).min(1).max(10_000),
});
export type OrdenCategorias = z.infer<typeof ordenCategoriasBody>;

export const categoriaParams = z.object({ id });

/** Replies: every route answers categories in the same shape (`common/registros.ts`). */
export const respuestasCategorias = {
  pagina: respuestas(pagina(categoria)),
  lista: respuestas(z.array(categoria)),
  una: respuestas(categoria),
  eliminada: respuestas(z.null()),
};
