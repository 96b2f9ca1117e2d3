import type { FormatoDinero } from '../../common/dineroTexto';

/**
 * COP the way a locale writes it, through Intl ('1 234 567 $CO', '‏1,234,567 COP'): the amount stays in pesos,
 * centavos only when there are any. The canonical decimal string is formatted as it is (Intl.NumberFormat v3),
 * never through a binary float. Loaded with the other locales (./otrosIdiomas.ts), not on Spanish first loads.
 */
export function formatoDineroDe(locale: string): (...digitos: Parameters<FormatoDinero>) => string {
  const formatos = [0, 2].map(
    (decimales) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'COP',
        minimumFractionDigits: decimales,
        maximumFractionDigits: decimales,
      }),
  );
  return (negativo, entero, centavos) =>
    formatos[centavos === '00' ? 0 : 1].format(
      `${negativo ? '-' : ''}${entero}.${centavos}` as unknown as number,
    );
}

const porIdioma = new Map<string, ReturnType<typeof formatoDineroDe>>();

/**
 * Money in the language on <html> (src/i18n/direccion.ts sets it with every change of locale): the other locales
 * through Intl, Spanish and English (null) as Colombians write it.
 */
export const formatoDelDocumento =
  (otros: readonly string[]): FormatoDinero =>
  (negativo, entero, centavos) => {
    const locale = document.documentElement.lang;
    if (!otros.includes(locale)) return null;
    let formato = porIdioma.get(locale);
    if (!formato) porIdioma.set(locale, (formato = formatoDineroDe(locale)));
    return formato(negativo, entero, centavos);
  };
