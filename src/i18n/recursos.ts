import { CATALOGOS } from '../../common/catalogos';
import type { Catalogo, Texto } from '../../common/catalogo';

/** <Resource>s that are not declared catalogues. */
const OTROS_RECURSOS: Record<string, { singular: Texto; plural: Texto }> = {
  gastos: { singular: { es: 'Gasto', en: 'Expense' }, plural: { es: 'Gastos', en: 'Expenses' } },
};

/** A resource's name with polyglot's forms for the locale (react-admin asks smart_count 1 and 2). */
function nombre(locale: string, singular: string, plural: string): string {
  // Chinese has one form; Arabic six (0, 1, 2, 3–10, 11–99, 100+): react-admin's "2" means the plural.
  if (locale === 'zh') return plural;
  if (locale === 'ar') return [plural, singular, plural, plural, singular, singular].join(' |||| ');
  return `${singular} |||| ${plural}`;
}

/** Every declared text the resources' names use (the other locales' dictionaries translate each). */
export const textosDeRecursos = (): Texto[] => [
  ...CATALOGOS.flatMap((c) => [
    c.nombre.singular,
    c.nombre.plural,
    ...Object.values(c.campos).map((d) => d.etiqueta),
    ...Object.values(c.lista.conteos ?? {}).map((conteo) => conteo.etiqueta),
  ]),
  ...Object.values(OTROS_RECURSOS).flatMap((r) => [r.singular, r.plural]),
];

/** A declared catalogue's name and field labels in one language, from its declaration. */
const deCatalogo = (c: Catalogo, locale: string, t: (texto: Texto) => string) => [
  c.recurso,
  {
    name: nombre(locale, t(c.nombre.singular), t(c.nombre.plural)),
    fields: Object.fromEntries([
      ...Object.entries(c.campos).map(([campo, d]) => [campo, t(d.etiqueta)]),
      ...Object.entries(c.lista.conteos ?? {}).map(([k, conteo]) => [k, t(conteo.etiqueta)]),
    ]),
  },
];

/**
 * react-admin's resource names (singular |||| plural), which its own texts use: 'No se encontraron Categorías',
 * the page titles and the delete confirmations. Without them react-admin capitalises the path ('Categorias').
 * Declared catalogues bring theirs (and their field labels, `resources.<recurso>.fields.<campo>`) from their
 * declaration; add any other <Resource> to OTROS_RECURSOS. `t` gives a declared text in the locale.
 */
export const recursosEn = (locale: string, t: (texto: Texto) => string) => ({
  resources: {
    ...Object.fromEntries(CATALOGOS.map((c) => deCatalogo(c, locale, t))),
    ...Object.fromEntries(
      Object.entries(OTROS_RECURSOS).map(([recurso, r]) => [
        recurso,
        { name: nombre(locale, t(r.singular), t(r.plural)) },
      ]),
    ),
  },
});

export const nombresDeRecursos = {
  es: recursosEn('es', (t) => t.es),
  en: recursosEn('en', (t) => t.en),
};
