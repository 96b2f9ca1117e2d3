import { definirCatalogo } from '../catalogo';

/** Impuestos (spec §3 'Product tax', §7 'Taxes'); the kind is ours (DIAN scheme: 01 IVA, 04 INC). */
export const impuestos = definirCatalogo({
  recurso: 'productosImpuestos',
  modulo: 'productosImpuestos',
  tabla: 'productos_impuestos',
  api: { lista: 'productosImpuestos', item: 'productosImpuestos/productoImpuesto', primeraPagina: 1 },
  nombre: {
    singular: { es: 'Impuesto', en: 'Tax' },
    plural: { es: 'Impuestos', en: 'Taxes' },
    femenino: false,
  },
  campos: {
    nombre: { tipo: 'texto', max: 100, requerido: true, unico: true, etiqueta: { es: 'Nombre', en: 'Name' } },
    tipo_impuesto: {
      tipo: 'opcion',
      requerido: true,
      defecto: 'IVA',
      etiqueta: { es: 'Tipo de impuesto', en: 'Tax kind' },
      opciones: [
        { valor: 'IVA', etiqueta: { es: 'IVA', en: 'VAT (IVA)' } },
        { valor: 'INC', etiqueta: { es: 'Impuesto al consumo (INC)', en: 'Consumption tax (INC)' } },
        { valor: 'EXCLUIDO', etiqueta: { es: 'Excluido', en: 'Excluded' } },
        { valor: 'EXENTO', etiqueta: { es: 'Exento', en: 'Exempt' } },
      ],
    },
    porcentaje: {
      tipo: 'decimal',
      min: 0,
      max: 100,
      escala: 2,
      sufijo: '%',
      requerido: true,
      etiqueta: { es: 'Porcentaje', en: 'Percentage' },
    },
    codigoProducto: {
      tipo: 'texto',
      max: 50,
      etiqueta: { es: 'Código del producto (ERP)', en: 'Product code (ERP)' },
    },
    labelProductoErpBegrandaImpesto: {
      tipo: 'texto',
      max: 100,
      etiqueta: { es: 'Etiqueta en Begranda', en: 'Begranda label' },
    },
  },
  lista: { columnas: ['nombre', 'tipo_impuesto', 'porcentaje'], orden: 'nombre', busqueda: ['nombre'] },
  iniciales: [
    { nombre: 'IVA 19 %', tipo_impuesto: 'IVA', porcentaje: '19.00' },
    { nombre: 'IVA 5 %', tipo_impuesto: 'IVA', porcentaje: '5.00' },
    { nombre: 'INC 8 %', tipo_impuesto: 'INC', porcentaje: '8.00' },
    { nombre: 'Excluido 0 %', tipo_impuesto: 'EXCLUIDO', porcentaje: '0.00' },
  ],
  enUso: {
    es: 'No se puede eliminar el impuesto: hay productos que lo usan',
    en: 'The tax cannot be deleted: products use it',
  },
});
