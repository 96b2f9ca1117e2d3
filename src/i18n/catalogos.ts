import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { raEspanol } from './raEspanol';
import { nombresDeRecursos } from './recursos';

/** What every feature folder's messages.ts exports: its texts in the two complete languages. */
export interface MensajesDeFuncion {
  es: object;
  en: object;
}

/**
 * Every `messages.ts` under src/ (public pages, resources, layout, shared components, home, and the folders still to
 * come), found at build time: a new feature folder only has to bring its own file. Sorted by path so that the merge
 * is deterministic; tests/unit/i18n.test.ts forbids two files defining the same key.
 */
export const MENSAJES_DE_FUNCIONES: [string, MensajesDeFuncion][] = Object.entries(
  import.meta.glob<MensajesDeFuncion>('../**/messages.ts', { eager: true }),
).sort(([a], [b]) => a.localeCompare(b));

const de = (idioma: 'es' | 'en') => MENSAJES_DE_FUNCIONES.map(([, mensajes]) => mensajes[idioma]);

/** Spanish, complete: react-admin's keys (./raEspanol.ts) and every feature's texts. */
export const espanol = mergeTranslations(raEspanol, nombresDeRecursos.es, ...de('es')) as TranslationMessages;

/** English, complete: ra-language-english and every feature's texts. */
export const ingles = mergeTranslations(
  englishMessages,
  nombresDeRecursos.en,
  ...de('en'),
) as TranslationMessages;
