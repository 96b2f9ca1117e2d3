import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { raEspanol } from './raEspanol';
import type { Texto } from '../../common/catalogo';
import { INFORMES } from '../../common/informes';
import { NOMBRES_EVENTO_WEBHOOK } from '../../common/webhooks';
import { nombresDeRecursos, textosDeRecursos } from './recursos';
import type { MensajesDeFuncion } from './textos';

/**
 * The complete catalogues, every feature's texts at once: for the tests (tests/unit/i18n.test.ts checks them key for
 * key). The app never imports this file: it loads each feature's texts with its pages (./textos.ts).
 */
export const MENSAJES_DE_FUNCIONES: [string, MensajesDeFuncion][] = Object.entries(
  import.meta.glob<MensajesDeFuncion>('../**/messages.ts', { eager: true }),
).sort(([a], [b]) => a.localeCompare(b));

/** Each folder's texts in the other locales, `../<folder>/messages.<locale>.ts` (./otrosIdiomas.ts loads them). */
export const TRADUCCIONES_DE_FUNCIONES: Record<string, object> = import.meta.glob<object>(
  '../**/messages.{fr,it,zh,ar}.ts',
  { eager: true, import: 'default' },
);

/** Each other locale's base (react-admin's catalogue) and declared texts' dictionary, by file. */
export const BASES_DE_IDIOMAS: Record<string, object> = import.meta.glob<object>('./locales/*.ts', {
  eager: true,
  import: 'default',
});
export const DICCIONARIOS: Record<string, Record<string, string>> = import.meta.glob<Record<string, string>>(
  './declarados/*.ts',
  { eager: true, import: 'default' },
);

const de = (idioma: 'es' | 'en') => MENSAJES_DE_FUNCIONES.map(([, mensajes]) => mensajes[idioma]);

/** Spanish, complete: react-admin's keys (./raEspanol.ts) and every feature's texts. */
export const espanol = mergeTranslations(raEspanol, nombresDeRecursos.es, ...de('es')) as TranslationMessages;

/** English, complete: ra-language-english and every feature's texts. */
export const ingles = mergeTranslations(
  englishMessages,
  nombresDeRecursos.en,
  ...de('en'),
) as TranslationMessages;

/** The `{ es, en }` objects anywhere inside a declaration. */
const textosEn = (nodo: unknown): Texto[] => {
  if (!nodo || typeof nodo !== 'object') return [];
  const { es, en } = nodo as Partial<Texto>;
  if (typeof es === 'string' && typeof en === 'string') return [nodo as Texto];
  return Object.values(nodo).flatMap(textosEn);
};

/** Every `{ es, en }` of a declaration in common/ that the app shows as it is (./declarados.ts translates them). */
export const TEXTOS_DECLARADOS: Texto[] = [
  ...textosDeRecursos(),
  ...INFORMES.flatMap((informe) => textosEn(informe)),
  ...Object.values(NOMBRES_EVENTO_WEBHOOK),
];
