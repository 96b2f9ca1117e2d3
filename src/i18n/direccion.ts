/** Locales written right to left. */
export const IDIOMAS_RTL = ['ar'];

export const esRtl = (locale: string): boolean => IDIOMAS_RTL.includes(locale);

/** Puts the locale on <html>: `lang`, and `dir="rtl"` for Arabic (spec §2 language picker). */
export function aplicarIdiomaAlDocumento(locale: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = esRtl(locale) ? 'rtl' : 'ltr';
}
