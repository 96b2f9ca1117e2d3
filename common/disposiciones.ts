/**
 * The shell's layouts (spec §2 'Shell'): four vertical (a sidebar) and four horizontal (a menu bar under or inside
 * the header). Each user picks one in /configSistema/cuenta; it is stored on their row and read with `me`. No zod
 * here: the shell's first load reads this file (the request schemas are the server's, routes/cuenta/schemas.ts).
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

/** POST usuarios/me/disposicion's answer. */
export interface DisposicionPropia {
  disposicion: Disposicion;
}
