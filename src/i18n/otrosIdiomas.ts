import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { registrarDiccionario, traducirDeclarado, type Diccionario, type OtroIdioma } from './declarados';
import { raEspanol } from './raEspanol';
import { recursosEn } from './recursos';
import type { MensajesDeFuncion } from './textos';

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

export const archivoEnIdioma = (ruta: string, locale: OtroIdioma) =>
  ruta.replace(/\.ts$/, `.${locale}.ts`);

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
 * and each folder's `messages.<locale>.ts`. Nothing of Spanish underneath: a folder whose translation does not
 * exist yet shows its Spanish (tests/unit/i18n.test.ts fails until it does).
 */
export async function catalogoEn(
  locale: OtroIdioma,
  cargados: [string, MensajesDeFuncion][],
): Promise<TranslationMessages> {
  const textos = cargados.map(([ruta, { es }]) => {
    const archivo = archivoEnIdioma(ruta, locale);
    return TRADUCCIONES[archivo] ? una(archivo, TRADUCCIONES[archivo]) : Promise.resolve(es);
  });
  const [base, diccionario, ...traducciones] = await Promise.all([
    una(`base:${locale}`, BASES[locale]),
    una(`declarados:${locale}`, DICCIONARIOS[locale]),
    ...textos,
  ]);
  registrarDiccionario(locale, diccionario);
  const recursos = recursosEn(locale, (texto) => traducirDeclarado(texto, locale));
  // react-admin's Spanish only under a base still missing some of its keys (the test lists them), never raw keys.
  return mergeTranslations({ ra: raEspanol.ra }, base, recursos, ...traducciones) as TranslationMessages;
}
