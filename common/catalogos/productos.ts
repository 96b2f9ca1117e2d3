import { definirCatalogo } from '../catalogo';

/** Product types (spec §3 `tipo_producto`; values not shown by the spec). */
export const TIPOS_PRODUCTO = {
  /** Sold as it is bought or made. */
  venta: 'venta',
  /** Sold, made from a recipe of stock-managed ingredients. */
  preparado: 'preparado',
  /** Sold, with no stock (delivery, corkage). */
  servicio: 'servicio',
  /** Not sold: bought and used in recipes. */
  insumo: 'insumo',
} as const;

/**
 * Productos (spec §3 'Product', §7 'Products'; pages from 0, spec §9). Prices include the tax, in pesos
 * (`dinero`); `porcentaje_impuesto` is the chosen tax's percentage, copied by the server when the product is saved.
 * Beside the declaration: the rules across fields, the recipe, the master products and the plan limit
 * (server/routes/productos/), and the recipe editor (src/resources/productos/). `inventario_inicial` (create
 * only) enters as an 'inicial' movement of the inventory ledger (server/services/inventario.ts); `existencia` is
 * the stock on hand summed over venues, read-only.
 */
export const productos = definirCatalogo({
  recurso: 'productos',
  modulo: 'productos',
  tabla: 'productos',
  api: { lista: 'productos', item: 'productos/producto', primeraPagina: 0 },
  nombre: {
    singular: { es: 'Producto', en: 'Product' },
    plural: { es: 'Productos', en: 'Products' },
    femenino: false,
  },
  campos: {
    nombre: { tipo: 'texto', max: 150, requerido: true, etiqueta: { es: 'Nombre', en: 'Name' } },
    codigo: { tipo: 'texto', max: 50, unico: true, etiqueta: { es: 'Código', en: 'Code' } },
    tipo_producto: {
      tipo: 'opcion',
      requerido: true,
      defecto: TIPOS_PRODUCTO.venta,
      etiqueta: { es: 'Tipo de producto', en: 'Product type' },
      opciones: [
        { valor: TIPOS_PRODUCTO.venta, etiqueta: { es: 'Para la venta', en: 'For sale' } },
        {
          valor: TIPOS_PRODUCTO.preparado,
          etiqueta: { es: 'Preparado con receta', en: 'Prepared from a recipe' },
        },
        {
          valor: TIPOS_PRODUCTO.servicio,
          etiqueta: { es: 'Servicio (sin inventario)', en: 'Service (no stock)' },
        },
        {
          valor: TIPOS_PRODUCTO.insumo,
          etiqueta: { es: 'Ingrediente o insumo (no se vende)', en: 'Ingredient or supply (not sold)' },
        },
      ],
    },
    id_categoria: {
      tipo: 'referencia',
      catalogo: 'categorias',
      objeto: 'categoria',
      etiqueta: { es: 'Categoría', en: 'Category' },
    },
    id_impuesto: {
      tipo: 'referencia',
      catalogo: 'productosImpuestos',
      objeto: 'impuesto',
      etiqueta: { es: 'Impuesto', en: 'Tax' },
    },
    porcentaje_impuesto: {
      tipo: 'decimal',
      min: 0,
      max: 100,
      escala: 2,
      sufijo: '%',
      soloLectura: true,
      etiqueta: { es: 'Porcentaje del impuesto', en: 'Tax percentage' },
    },
    precio_venta: {
      tipo: 'dinero',
      etiqueta: { es: 'Precio de venta (impuesto incluido)', en: 'Sale price (tax included)' },
    },
    precio_minimo: { tipo: 'dinero', etiqueta: { es: 'Precio mínimo', en: 'Minimum price' } },
    precio_maximo: { tipo: 'dinero', etiqueta: { es: 'Precio máximo', en: 'Maximum price' } },
    costo: { tipo: 'dinero', etiqueta: { es: 'Costo', en: 'Cost' } },
    maneja_inventario: {
      tipo: 'booleano',
      defecto: false,
      etiqueta: { es: 'Maneja inventario', en: 'Stock managed' },
    },
    permite_inventario_negativo: {
      tipo: 'booleano',
      defecto: false,
      etiqueta: { es: 'Permite inventario negativo', en: 'Allows negative stock' },
      ayuda: {
        es: 'Se puede vender aunque el inventario no alcance',
        en: 'It can be sold even when the stock does not cover it',
      },
      visibleSi: { campo: 'maneja_inventario', valores: [true] },
    },
    unidad_medida: {
      tipo: 'opcion',
      requerido: true,
      defecto: 'unidad',
      etiqueta: { es: 'Unidad de medida', en: 'Unit of measure' },
      opciones: [
        { valor: 'unidad', etiqueta: { es: 'Unidad', en: 'Unit' } },
        { valor: 'porcion', etiqueta: { es: 'Porción', en: 'Portion' } },
        { valor: 'gramo', etiqueta: { es: 'Gramo (g)', en: 'Gram (g)' } },
        { valor: 'kilogramo', etiqueta: { es: 'Kilogramo (kg)', en: 'Kilogram (kg)' } },
        { valor: 'mililitro', etiqueta: { es: 'Mililitro (ml)', en: 'Millilitre (ml)' } },
        { valor: 'litro', etiqueta: { es: 'Litro (l)', en: 'Litre (l)' } },
        { valor: 'libra', etiqueta: { es: 'Libra (500 g)', en: 'Pound (500 g)' } },
      ],
    },
    inventario_minimo: {
      tipo: 'decimal',
      min: 0,
      max: 99999999,
      escala: 3,
      etiqueta: { es: 'Inventario mínimo', en: 'Minimum stock' },
    },
    inventario_maximo: {
      tipo: 'decimal',
      min: 0,
      max: 99999999,
      escala: 3,
      etiqueta: { es: 'Inventario máximo', en: 'Maximum stock' },
    },
    inventario_inicial: {
      tipo: 'decimal',
      min: 0,
      max: 99999999,
      escala: 3,
      externo: 'entrada',
      visibleSi: { campo: 'maneja_inventario', valores: [true] },
      etiqueta: { es: 'Inventario inicial', en: 'Initial stock' },
      ayuda: {
        es: 'Entra como movimiento de inventario en la sede principal',
        en: 'Enters as an inventory movement in the main venue',
      },
    },
    existencia: {
      tipo: 'decimal',
      min: -99999999999,
      max: 99999999999,
      escala: 3,
      externo: 'lectura',
      soloLectura: true,
      visibleSi: { campo: 'maneja_inventario', valores: [true] },
      etiqueta: { es: 'Existencia (todas las sedes)', en: 'Stock on hand (all venues)' },
    },
    estado: {
      tipo: 'opcion',
      requerido: true,
      defecto: 'activo',
      etiqueta: { es: 'Estado', en: 'Status' },
      ayuda: { es: 'Los productos inactivos no se venden', en: 'Inactive products are not sold' },
      opciones: [
        { valor: 'activo', etiqueta: { es: 'Activo', en: 'Active' } },
        { valor: 'inactivo', etiqueta: { es: 'Inactivo', en: 'Inactive' } },
      ],
    },
    tiempo_preparacion: {
      tipo: 'entero',
      min: 0,
      max: 1440,
      etiqueta: { es: 'Tiempo de preparación (minutos)', en: 'Preparation time (minutes)' },
    },
    id_producto_maestro: {
      tipo: 'referencia',
      catalogo: 'productos',
      objeto: 'producto_maestro',
      etiqueta: { es: 'Producto maestro', en: 'Master product' },
      ayuda: {
        es: 'Para tamaños o presentaciones del mismo producto',
        en: 'For sizes or presentations of the same product',
      },
    },
    id_punto_impresion: {
      tipo: 'referencia',
      catalogo: 'puntosImpresion',
      objeto: 'punto_impresion',
      etiqueta: { es: 'Punto de impresión', en: 'Print point' },
    },
    icono: { tipo: 'imagen', carpeta: 'productos', etiqueta: { es: 'Icono', en: 'Icon' } },
    descripcion: {
      tipo: 'texto',
      max: 500,
      multilinea: true,
      etiqueta: { es: 'Descripción', en: 'Description' },
    },
    codigo_producto_erp_begranda: {
      tipo: 'texto',
      max: 50,
      etiqueta: { es: 'Código del producto (ERP)', en: 'Product code (ERP)' },
    },
    label_producto_erp_begranda: {
      tipo: 'texto',
      max: 100,
      etiqueta: { es: 'Etiqueta en Begranda', en: 'Begranda label' },
    },
  },
  lista: {
    columnas: ['nombre', 'codigo', 'id_categoria', 'precio_venta', 'estado'],
    orden: 'nombre',
    busqueda: ['nombre', 'codigo'],
    filtros: { bajo_minimo: { es: 'Bajo mínimo', en: 'Below minimum' } },
  },
  enUso: {
    es: 'No se puede eliminar el producto: lo usan recetas, presentaciones, órdenes o movimientos de inventario',
    en: 'The product cannot be deleted: recipes, presentations, orders or inventory movements use it',
  },
});
