import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { alCargarTextos, espanolCargado, inglesCargado, textosCargados } from './textos';
import { aplicarIdiomaAlDocumento } from './direccion';

/** The default locale (spec §2: Spanish, 'es'). */
export const IDIOMA_POR_DEFECTO = 'es';

/** The language picker, in the spec's order (English, Chinese, Spanish, French, Italian, Arabic). */
export const IDIOMAS = [
  { locale: 'en', name: 'English' },
  { locale: 'zh', name: '中文' },
  { locale: 'es', name: 'Español' },
  { locale: 'fr', name: 'Français' },
  { locale: 'it', name: 'Italiano' },
  { locale: 'ar', name: 'العربية' },
];

/**
 * The catalogue of a locale with the texts loaded so far (src/i18n/textos.ts). English and the four other locales
 * arrive later, in chunks of their own: each of those is complete on its own (./otrosIdiomas.ts), never Spanish
 * underneath.
 */
export function mensajesDe(locale: string): TranslationMessages | Promise<TranslationMessages> {
  if (locale === 'es') return espanolCargado();
  if (locale === 'en') return inglesCargado();
  return import('./otrosIdiomas').then((m) => m.catalogoEn(locale, textosCargados()));
}

aplicarIdiomaAlDocumento(IDIOMA_POR_DEFECTO);

/**
 * A react-admin i18nProvider (Spanish first). The chosen locale persists in react-admin's store (key 'locale'), which
 * restores it at start through changeLocale; every change also sets `lang` and `dir` on <html>.
 */
export function crearI18nProvider(): I18nProvider {
  const polyglot = polyglotI18nProvider(mensajesDe, IDIOMA_POR_DEFECTO, IDIOMAS, { allowMissing: true });
  // One change at a time, so that a catalogue rebuilt for new texts never lands after a later change of locale.
  let cola: Promise<unknown> = Promise.resolve();
  const enCola = <T>(cambio: () => Promise<T>): Promise<T> => {
    const hecho = cola.then(cambio, cambio);
    cola = hecho.catch(() => undefined);
    return hecho;
  };
  // When a page's texts arrive, the catalogue of the current locale is built again before the page renders.
  alCargarTextos(() => enCola(() => polyglot.changeLocale(polyglot.getLocale())));
  return {
    ...polyglot,
    changeLocale: (locale, options) =>
      enCola(async () => {
        await polyglot.changeLocale(locale, options);
        aplicarIdiomaAlDocumento(locale);
      }),
  };
}

/** The app's i18nProvider. */
export const i18nProvider: I18nProvider = crearI18nProvider();

export { esRtl } from './direccion';
