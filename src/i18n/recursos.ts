import { CATALOGOS } from '../../common/catalogos';
import type { Catalogo, Texto } from '../../common/catalogo';

/** <Resource>s that are not declared catalogues. */
const OTROS_RECURSOS: Record<string, { singular: Texto; plural: Texto }> = {
  gastos: { singular: { es: 'Gasto', en: 'Expense' }, plural: { es: 'Gastos', en: 'Expenses' } },
};

type Nombre = (singular: string, plural: string) => string;

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
const deCatalogo = (c: Catalogo, t: (texto: Texto) => string, nombre: Nombre) => [
  c.recurso,
  {
    name: nombre(t(c.nombre.singular), t(c.nombre.plural)),
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
 * declaration; add any other <Resource> to OTROS_RECURSOS. `t` gives a declared text in the locale, `nombre` the
 * name's plural forms in it.
 */
export const recursosEn = (t: (texto: Texto) => string, nombre: Nombre = (s, p) => `${s} |||| ${p}`) => ({
  resources: {
    ...Object.fromEntries(CATALOGOS.map((c) => deCatalogo(c, t, nombre))),
    ...Object.fromEntries(
      Object.entries(OTROS_RECURSOS).map(([recurso, r]) => [
        recurso,
        { name: nombre(t(r.singular), t(r.plural)) },
      ]),
    ),
  },
});

export const nombresDeRecursos = {
  es: recursosEn((t) => t.es),
  en: recursosEn((t) => t.en),
};
