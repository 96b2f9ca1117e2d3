import type { Texto } from '../../common/catalogo';

/** The locales besides Spanish and English (spec §2 language picker): each folder's `messages.<locale>.ts`. */
export const OTROS_IDIOMAS = ['fr', 'it', 'zh', 'ar'] as const;
export type OtroIdioma = (typeof OTROS_IDIOMAS)[number];
export const esOtroIdioma = (locale: string): locale is OtroIdioma =>
  (OTROS_IDIOMAS as readonly string[]).includes(locale);

/**
 * The other locales' words for the texts declared `{ es, en }` in common/ and shown as they are (not through a
 * messages.ts): reports' titles and columns, catalogues' names and field labels, webhook events. Keyed by the
 * Spanish text (one translation per Spanish wording); `src/i18n/declarados/<locale>.ts`, loaded with the locale.
 */
export type Diccionario = Record<string, string>;

const cargados = new Map<string, Diccionario>();

export const registrarDiccionario = (locale: OtroIdioma, diccionario: Diccionario) =>
  cargados.set(locale, diccionario);

/** A declared text in a locale: Spanish or English from the declaration, the others from their dictionary. */
export function traducirDeclarado(texto: Texto, locale: string): string {
  if (locale === 'en') return texto.en;
  return cargados.get(locale)?.[texto.es] || texto.es;
}
