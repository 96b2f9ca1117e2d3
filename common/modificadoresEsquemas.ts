import { z } from 'zod';
import { dineroRespuesta } from './dineroEsquema';

/** Issue 32's replies: a group's options (its form), a product's groups, the till's groups with their options. */
export const opcionModificador = z
  .object({
    id: z.number().int(),
    id_grupo: z.number().int(),
    nombre: z.string(),
    precio: dineroRespuesta,
    id_ingrediente: z.number().int().nullable(),
    cantidad: z.string().nullable(),
    ingrediente: z.object({ id: z.number().int(), nombre: z.string(), unidad_medida: z.string() }).nullable(),
  })
  .meta({ id: 'OpcionModificador' });
export type OpcionModificadorRespuesta = z.infer<typeof opcionModificador>;

export const grupoDeProducto = z
  .object({
    id: z.number().int(),
    nombre: z.string(),
    obligatorio: z.boolean(),
    minimo: z.number().int(),
    maximo: z.number().int(),
  })
  .meta({ id: 'GrupoDeProducto' });
export type GrupoDeProducto = z.infer<typeof grupoDeProducto>;

/** The options a line stores (names and prices as sold). */
export const modificadorLinea = z
  .object({
    id_opcion: z.number().int(),
    id_grupo: z.number().int(),
    grupo: z.string(),
    nombre: z.string(),
    precio: dineroRespuesta,
  })
  .meta({ id: 'ModificadorLinea' });
