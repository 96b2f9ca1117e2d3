import { CATALOGOS } from '../../common/catalogos';
import type { Catalogo } from '../../common/catalogo';
import type { Idioma } from '../../common/validacion';

/** A declared catalogue's name and field labels in one language, from its declaration. */
const deCatalogo = (c: Catalogo, idioma: Idioma) => [
  c.recurso,
  {
    name: `${c.nombre.singular[idioma]} |||| ${c.nombre.plural[idioma]}`,
    fields: Object.fromEntries([
      ...Object.entries(c.campos).map(([campo, d]) => [campo, d.etiqueta[idioma]]),
      ...Object.entries(c.lista.conteos ?? {}).map(([k, conteo]) => [k, conteo.etiqueta[idioma]]),
    ]),
  },
];

/**
 * react-admin's resource names (singular |||| plural), which its own texts use: 'No se encontraron Categorías',
 * the page titles and the delete confirmations. Without them react-admin capitalises the path ('Categorias').
 * Declared catalogues bring theirs (and their field labels, `resources.<recurso>.fields.<campo>`) from their
 * declaration; add any other <Resource> here.
 */
export const nombresDeRecursos = {
  es: {
    resources: {
      ...Object.fromEntries(CATALOGOS.map((c) => deCatalogo(c, 'es'))),
      gastos: { name: 'Gasto |||| Gastos' },
    },
  },
  en: {
    resources: {
      ...Object.fromEntries(CATALOGOS.map((c) => deCatalogo(c, 'en'))),
      gastos: { name: 'Expense |||| Expenses' },
    },
  },
};
