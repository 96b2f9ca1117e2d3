import { definirCatalogo } from '../catalogo';
import { MAX_NOMBRE_CATEGORIA } from '../constantes';

/**
 * Categorías (spec §3 'Category', §7 'Categories'): a tree of two levels (a parent must be top level), an icon,
 * the position on the till and the menu (`orden`, new ones last) and whether the public menu shows it. The texts
 * its tests have always said are pinned on its fields. Beside the declaration: the carta order and the trees'
 * lists (server/routes/categorias/: `categorias/orden`, `padres`, `hijos`) and the 'Orden de la carta' tab
 * (src/resources/categorias/OrdenCategorias.tsx).
 */
export const categorias = definirCatalogo({
  recurso: 'categorias',
  modulo: 'categorias',
  tabla: 'categorias',
  esquema: 'Categoria',
  api: { lista: 'categorias', item: 'categorias/categoria', primeraPagina: 1 },
  nombre: {
    singular: { es: 'Categoría', en: 'Category' },
    plural: { es: 'Categorías', en: 'Categories' },
    femenino: true,
  },
  campos: {
    nombre: {
      tipo: 'texto',
      max: MAX_NOMBRE_CATEGORIA,
      requerido: true,
      unico: true,
      etiqueta: { es: 'Nombre', en: 'Name' },
      textos: {
        requerido: { es: 'El campo nombre es requerido', en: 'The name is required' },
        max_caracteres: {
          es: 'El campo nombre no puede tener más de %{max} caracteres',
          en: 'The name cannot be longer than %{max} characters',
        },
      },
    },
    id_categoria_padre: {
      tipo: 'referencia',
      catalogo: 'categorias',
      objeto: 'categoria_padre',
      dosNiveles: true,
      // Top-level categories (the ones that may be parents), sorted as the list is: by folded name.
      opcionesDesde: 'categorias/padres',
      etiqueta: { es: 'Categoría padre', en: 'Parent category' },
      textos: {
        referencia: {
          es: 'La categoría padre seleccionada no existe',
          en: 'The selected parent category does not exist',
        },
        referencia_invalida: {
          es: 'El campo categoría padre debe ser un número',
          en: 'The parent category must be a number',
        },
        opciones_error: {
          es: 'No se pudieron cargar las categorías padre: %{mensaje}',
          en: 'The parent categories could not be loaded: %{mensaje}',
        },
      },
    },
    visible_carta: {
      tipo: 'booleano',
      defecto: true,
      etiqueta: { es: 'Visible en la carta', en: 'Shown on the menu' },
      textos: {
        opcion: {
          es: 'El campo visible en la carta debe ser verdadero o falso',
          en: 'Shown on the menu must be yes or no',
        },
      },
    },
    icono: { tipo: 'imagen', carpeta: 'categorias', etiqueta: { es: 'Icono', en: 'Icon' } },
    orden: {
      tipo: 'entero',
      min: 0,
      max: 1_000_000,
      alFinal: true,
      // Edited in the 'Orden de la carta' tab, not in the form.
      oculto: true,
      etiqueta: { es: 'Orden', en: 'Order' },
      textos: {
        rango: { es: 'El campo orden debe ser mayor o igual a 0', en: 'The order must be 0 or more' },
        entero: { es: 'El campo orden debe ser un número', en: 'The order must be a number' },
      },
    },
  },
  lista: {
    columnas: ['icono', 'nombre', 'id_categoria_padre'],
    orden: 'nombre',
    busqueda: ['nombre'],
    conteos: {
      cantidad_productos: {
        catalogo: 'productos',
        campo: 'id_categoria',
        etiqueta: { es: 'Productos', en: 'Products' },
      },
    },
    // Its writes (and categorias/orden) publish 'categorias'; products, which the counts read, 'productos'.
    cache: ['categorias', 'productos'],
  },
  enUso: {
    es: 'No se puede eliminar la categoría: hay productos que la usan',
    en: 'The category cannot be deleted: products use it',
  },
});
