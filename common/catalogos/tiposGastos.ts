import { definirCatalogo } from '../catalogo';

/** Tipos de gastos (spec §3 'Expense type', §7 'Expense types'). */
export const tiposGastos = definirCatalogo({
  recurso: 'tipoGastos',
  modulo: 'tipoGastos',
  tabla: 'tipos_gastos',
  api: { lista: 'tiposGastos', item: 'tiposGastos/tipoGasto', primeraPagina: 1 },
  nombre: {
    singular: { es: 'Tipo de gasto', en: 'Expense type' },
    plural: { es: 'Tipos de gastos', en: 'Expense types' },
    femenino: false,
  },
  campos: {
    nombre: { tipo: 'texto', max: 100, requerido: true, unico: true, etiqueta: { es: 'Nombre', en: 'Name' } },
    descripcion: {
      tipo: 'texto',
      max: 255,
      multilinea: true,
      etiqueta: { es: 'Descripción', en: 'Description' },
    },
    codigoProductoErpBegranda: {
      tipo: 'texto',
      max: 50,
      etiqueta: { es: 'Código del producto (ERP)', en: 'Product code (ERP)' },
    },
    labelProductoErpBegranda: {
      tipo: 'texto',
      max: 100,
      etiqueta: { es: 'Etiqueta en Begranda', en: 'Begranda label' },
    },
  },
  lista: { columnas: ['nombre', 'descripcion'], orden: 'nombre', busqueda: ['nombre'] },
  enUso: {
    es: 'No se puede eliminar el tipo de gasto: hay gastos registrados con él',
    en: 'The expense type cannot be deleted: expenses use it',
  },
});
