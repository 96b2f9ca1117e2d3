import { z } from 'zod';

/**
 * The shell's layouts (spec §2 'Shell'): four vertical (a sidebar) and four horizontal (a menu bar under or inside
 * the header). Each user picks one in /configSistema/cuenta; it is stored on their row and read with `me`.
 */
export const DISPOSICIONES = [
  'vertical',
  'vertical_minima',
  'vertical_sin_cabecera',
  'vertical_moderna',
  'horizontal',
  'horizontal_oscura',
  'horizontal_minima',
  'horizontal_superior',
] as const;
export type Disposicion = (typeof DISPOSICIONES)[number];

/** Spec §2: the vertical default layout is the default. */
export const DISPOSICION_PREDETERMINADA: Disposicion = 'vertical';

export const esHorizontal = (d: Disposicion) => d.startsWith('horizontal');

/** A stored or cached value that is not one of the eight (an old cached `me`, a removed layout) reads as the default. */
export const disposicionValida = (valor: unknown): Disposicion =>
  DISPOSICIONES.includes(valor as Disposicion) ? (valor as Disposicion) : DISPOSICION_PREDETERMINADA;

export const MENSAJES_DISPOSICION = {
  guardada: 'Diseño actualizado correctamente',
};

/** POST usuarios/me/disposicion (an unknown layout: the API's usual 'valor no permitido', 422). */
export const disposicionBody = z.object({
  disposicion: z.enum(DISPOSICIONES),
});
export const disposicionPropia = z
  .object({ disposicion: z.enum(DISPOSICIONES) })
  .meta({ id: 'DisposicionPropia' });
export type DisposicionPropia = z.infer<typeof disposicionPropia>;
