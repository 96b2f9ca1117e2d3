/**
 * react-admin's resource names (singular |||| plural), which its own texts use: 'No se encontraron Categorías',
 * the page titles and the delete confirmations. Without them react-admin capitalises the path ('Categorias').
 * Add each new <Resource> here.
 */
export const nombresDeRecursos = {
  es: {
    resources: {
      categorias: { name: 'Categoría |||| Categorías' },
    },
  },
  en: {
    resources: {
      categorias: { name: 'Category |||| Categories' },
    },
  },
};
