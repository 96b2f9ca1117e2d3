import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import { espanol, ingles } from './catalogos';
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
 * The four other locales are loaded on demand (separate chunks). They translate the shell only (French also has
 * react-admin's official catalogue); every key they lack falls back to Spanish, the app's language, merged
 * underneath (never a raw key, never a page mixing two foreign languages). Only Spanish and English are complete.
 */
const parciales: Record<string, () => Promise<{ default: object }>> = {
  fr: () => import('./locales/fr'),
  it: () => import('./locales/it'),
  zh: () => import('./locales/zh'),
  ar: () => import('./locales/ar'),
};

export function mensajesDe(locale: string): TranslationMessages | Promise<TranslationMessages> {
  if (locale === 'es') return espanol;
  if (locale === 'en') return ingles;
  const cargar = parciales[locale];
  if (!cargar) return espanol;
  return cargar().then(({ default: parcial }) => mergeTranslations(espanol, parcial) as TranslationMessages);
}

aplicarIdiomaAlDocumento(IDIOMA_POR_DEFECTO);

/**
 * A react-admin i18nProvider (Spanish first). The chosen locale persists in react-admin's store (key 'locale'), which
 * restores it at start through changeLocale; every change also sets `lang` and `dir` on <html>.
 */
export function crearI18nProvider(): I18nProvider {
  const polyglot = polyglotI18nProvider(mensajesDe, IDIOMA_POR_DEFECTO, IDIOMAS, { allowMissing: true });
  return {
    ...polyglot,
    changeLocale: async (locale, options) => {
      await polyglot.changeLocale(locale, options);
      aplicarIdiomaAlDocumento(locale);
    },
  };
}

/** The app's i18nProvider. */
export const i18nProvider: I18nProvider = crearI18nProvider();

export { espanol, ingles, MENSAJES_DE_FUNCIONES } from './catalogos';
export { esRtl } from './direccion';
