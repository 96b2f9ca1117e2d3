import { z } from 'zod';
import { respuestas } from '../../../common/api';
import { productos } from '../../../common/catalogos';
import { registroCatalogo } from '../../../common/catalogoRegistro';
import { lineaReceta } from '../../../common/receta';
import { resultadoImportacion } from '../../../common/importacionProductos';
import { catalogoVenta } from '../../../common/catalogoVenta';
import { grupoDeProducto } from '../../../common/modificadoresEsquemas';
import { id } from '../../lib/schemas';

/** The replies of the products' routes beside the generated catalogue (the component tests' fakes use them). */
export const respuestasProductos = {
  lista: respuestas(z.array(registroCatalogo(productos))),
  receta: respuestas(z.array(lineaReceta)),
  importacion: respuestas(resultadoImportacion),
  venta: respuestas(catalogoVenta),
  grupos: respuestas(z.array(grupoDeProducto)),
};

/** POST productos/producto/{id}/modificadores: the product's groups, in order (none: no modifiers). */
export const cuerpoGrupos = z.object({ grupos: z.array(id).max(20).default([]) });

/** POST productos/producto/{id}/receta: the lines (an array, or the array as JSON text in the form encodings). */
export const cuerpoReceta = z.object({ ingredientes: z.unknown().optional() });

/** POST productos/importar?vista_previa=1: read, check and write everything, answer the counts, roll back. */
export const consultaImportacion = z.object({
  vista_previa: z.enum(['1', 'true', '0', 'false']).optional(),
});
export const esVerdadero = (v: string | undefined) => v === '1' || v === 'true';
