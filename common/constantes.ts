/** Values the server and the app would otherwise both spell out. */

/** The 401 message (Laravel's), which the app recognises to sign the user out. */
export const UNAUTHENTICATED = 'Unauthenticated.';

/** Spec §4/§8: the message of a save refused by the plan's limit (the app then shows the freemium alert). */
export const FREEMIUM_PLAN = 'freemiumPlan';

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

/** The upload limit as people read it, for messages ('2 MB'). */
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/** Password length on sign-up and reset (the spec shows none; 8 is NIST SP 800-63B's minimum). */
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;

/** The longest e-mail address (RFC 5321's path limit). */
export const MAX_EMAIL = 254;

/** Longest texts of the sign-up form, as the API checks them and the database stores them. */
export const LONGITUDES_SIGNUP = {
  name: 100,
  lastName: 100,
  businessName: 150,
  document: 30,
} as const;

/** Longest name of a category. */
export const MAX_NOMBRE_CATEGORIA = 100;

/** A venue's name and address (the `sedes` columns): the settings page and POST sedes/sede/{id} check them. */
export const LONGITUDES_SEDE = { nombre: 100, direccion: 200 } as const;
