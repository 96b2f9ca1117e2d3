import { z } from 'zod';
import { categorias } from '../../../common/catalogos';
import { respuestas } from '../../../common/api';
import { categoria } from '../../../common/registros';
import { optionalId } from '../../lib/schemas';
import { respuestasCatalogo } from '../../catalogos/esquemas';

export const MENSAJES_CATEGORIAS = {
  ordenGuardado: 'Orden de las categorías guardado correctamente',
  ordenNoCoincide:
    'El orden enviado no coincide con las categorías actuales: recarga la lista e inténtalo de nuevo',
};

export const hijosQuery = z.object({ id_categoria_padre: optionalId });

/**
 * POST categorias/orden: the company's categories in the order the till and the menu show them, each id once
 * (parents before their children, as the ordered list reads). Each gets its position as `orden`.
 */
export const ordenCategoriasBody = z.object({
  ids: z.array(z.coerce.number().int().positive()).min(1).max(10_000),
});
export type OrdenCategorias = z.infer<typeof ordenCategoriasBody>;

/** Replies: the generated routes' (common/catalogos/categorias.ts) and the ordered lists beside them. */
export const respuestasCategorias = {
  ...respuestasCatalogo(categorias),
  lista: respuestas(z.array(categoria)),
};
