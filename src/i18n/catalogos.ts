import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { raEspanol } from './raEspanol';
import { nombresDeRecursos } from './recursos';
import type { MensajesDeFuncion } from './textos';

/**
 * The complete catalogues, every feature's texts at once: for the tests (tests/unit/i18n.test.ts checks them key for
 * key). The app never imports this file: it loads each feature's texts with its pages (./textos.ts).
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
