import { definirInforme } from './tipos';
import { RUTAS_INFORMES } from './rutas';

/**
 * Spec §4 informeInventarioProductos: each stock-managed product's stock at the start of the range, what entered
 * and left during it, its stock at the end, valued at the weighted cost in force then, and whether it is below its
 * minimum.
 */
export const informeInventarioProductos = definirInforme({
  modulo: 'informeInventarioProductos',
  ruta: RUTAS_INFORMES.informeInventarioProductos,
  titulo: { es: 'Inventario de productos', en: 'Stock per product' },
  errorCarga: { es: 'Error al obtener el inventario', en: 'Could not load the stock' },
  columnas: [
    { campo: 'producto', titulo: { es: 'Producto', en: 'Product' }, tipo: 'texto' },
    { campo: 'categoria', titulo: { es: 'Categoría', en: 'Category' }, tipo: 'texto' },
    { campo: 'unidad', titulo: { es: 'Unidad', en: 'Unit' }, tipo: 'texto' },
    { campo: 'inicial', titulo: { es: 'Existencia inicial', en: 'Opening stock' }, tipo: 'cantidad' },
    { campo: 'entradas', titulo: { es: 'Entradas', en: 'In' }, tipo: 'cantidad' },
    { campo: 'salidas', titulo: { es: 'Salidas', en: 'Out' }, tipo: 'cantidad' },
    { campo: 'existencia', titulo: { es: 'Existencia final', en: 'Closing stock' }, tipo: 'cantidad' },
    { campo: 'minimo', titulo: { es: 'Inventario mínimo', en: 'Minimum stock' }, tipo: 'cantidad' },
    { campo: 'bajo_minimo', titulo: { es: 'Bajo el mínimo', en: 'Below minimum' }, tipo: 'booleano' },
    { campo: 'costo', titulo: { es: 'Costo promedio', en: 'Weighted cost' }, tipo: 'dinero' },
    { campo: 'valor', titulo: { es: 'Valor', en: 'Value' }, tipo: 'dinero', total: true },
  ],
  filtros: [
    { campo: 'id_sede', titulo: { es: 'Sede', en: 'Venue' }, recurso: 'sedes' },
    { campo: 'id_categoria', titulo: { es: 'Categoría', en: 'Category' }, recurso: 'categorias' },
  ],
});
