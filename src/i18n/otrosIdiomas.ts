import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { fijarFormatoDinero } from '../../common/dineroTexto';
import { formatoDelDocumento } from './dineroIntl';
import {
  esOtroIdioma,
  OTROS_IDIOMAS,
  registrarDiccionario,
  traducirDeclarado,
  type Diccionario,
  type OtroIdioma,
} from './declarados';
import { raEspanol } from './raEspanol';
import { recursosEn } from './recursos';
import { espanolCargado, type MensajesDeFuncion } from './textos';

type Modulo<T> = () => Promise<{ default: T }>;

/** Each locale's base: react-admin's catalogue for the language and whatever is not a feature folder's. */
const BASES: Record<OtroIdioma, Modulo<object>> = {
  fr: () => import('./locales/fr'),
  it: () => import('./locales/it'),
  zh: () => import('./locales/zh'),
  ar: () => import('./locales/ar'),
};

/** The declared texts of common/ shown as they are (./declarados.ts). */
const DICCIONARIOS: Record<OtroIdioma, Modulo<Diccionario>> = {
  fr: () => import('./declarados/fr'),
  it: () => import('./declarados/it'),
  zh: () => import('./declarados/zh'),
  ar: () => import('./declarados/ar'),
};

/** Beside each folder's messages.ts, its texts in one other locale: one chunk per folder and locale. */
const TRADUCCIONES = import.meta.glob<{ default: object }>('../**/messages.{fr,it,zh,ar}.ts');

/** A resource's name in polyglot's forms for the locale (react-admin asks smart_count 1 and 2). */
const FORMAS_DE_NOMBRE: Record<OtroIdioma, (singular: string, plural: string) => string> = {
  fr: (singular, plural) => `${singular} |||| ${plural}`,
  it: (singular, plural) => `${singular} |||| ${plural}`,
  // One form in Chinese; six in Arabic (0, 1, 2, 3–10, 11–99, 100+), where react-admin's 2 means the plural.
  zh: (_singular, plural) => plural,
  ar: (singular, plural) => [plural, singular, plural, plural, singular, singular].join(' |||| '),
};

export const archivoEnIdioma = (ruta: string, locale: OtroIdioma) => ruta.replace(/\.ts$/, `.${locale}.ts`);

const cache = new Map<string, Promise<object>>();
const una = <T extends object>(clave: string, cargar: Modulo<T>): Promise<T> => {
  let promesa = cache.get(clave);
  if (!promesa) {
    promesa = cargar().then((m) => m.default);
    // A failed fetch (a new deploy, a dropped connection) may be retried by the next change of locale.
    promesa.catch(() => cache.delete(clave));
    cache.set(clave, promesa);
  }
  return promesa as Promise<T>;
};

/**
 * A complete locale's catalogue for the folders loaded so far (src/i18n/textos.ts): its base, the resources' names
 * and each folder's `messages.<locale>.ts`; money written the locale's way from then on.
 */
export async function catalogoEn(
  locale: string,
  cargados: [string, MensajesDeFuncion][],
): Promise<TranslationMessages> {
  // A locale the app does not offer (an old value in the store) reads Spanish.
  if (!esOtroIdioma(locale)) return espanolCargado();
  const faltan = cargados.filter(([ruta]) => !TRADUCCIONES[archivoEnIdioma(ruta, locale)]);
  const textos = cargados.flatMap(([ruta]) => {
    const archivo = archivoEnIdioma(ruta, locale);
    return TRADUCCIONES[archivo] ? [una(archivo, TRADUCCIONES[archivo])] : [];
  });
  const [base, diccionario, ...traducciones] = await Promise.all([
    una(`base:${locale}`, BASES[locale]),
    una(`declarados:${locale}`, DICCIONARIOS[locale]),
    ...textos,
  ]);
  registrarDiccionario(locale, diccionario);
  fijarFormatoDinero(formatoDelDocumento(OTROS_IDIOMAS));
  const recursos = recursosEn((texto) => traducirDeclarado(texto, locale), FORMAS_DE_NOMBRE[locale]);
  // Spanish only under what a locale still lacks (tests/unit/i18n-idiomas.test.ts lists it), never raw keys:
  // react-admin's keys and the folders not translated yet.
  const espanol = [{ ra: raEspanol.ra }, ...faltan.map(([, { es }]) => es)];
  return mergeTranslations(...espanol, base, recursos, ...traducciones) as TranslationMessages;
}
