/** Values the server and the app would otherwise both spell out. */

/** The 401 message (Laravel's), which the app recognises to sign the user out. */
export const UNAUTHENTICATED = 'Unauthenticated.';

/** Spec §3: Colombia's country id; the document type is asked only for it. */
export const COLOMBIA = 53;

/** Spec §3 'Sign-up payload': businessType. */
export const TIPOS_NEGOCIO = ['Bar', 'Restaurante', 'Cafeteria', 'Otro'] as const;
export type TipoNegocio = (typeof TIPOS_NEGOCIO)[number];

/** Largest upload (icons, logos). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/** Image types an upload may be (checked by their bytes on the server), with the extension stored. */
export const TIPOS_IMAGEN = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
