import { definirInforme } from './tipos';
import { RUTAS_INFORMES } from './rutas';

/**
 * Spec §4 informeUtilidadesProductos: per product sold in the range of Bogotá days, the units, the sales before
 * tax, their cost (each sale's line at the weighted cost in force at the sale) and the profit.
 */
export const informeUtilidadesProductos = definirInforme({
  modulo: 'informeUtilidadesProductos',
  ruta: RUTAS_INFORMES.informeUtilidadesProductos,
  titulo: { es: 'Utilidades por producto', en: 'Profit per product' },
  errorCarga: {
    es: 'Error al obtener las utilidades de los productos',
    en: "Could not load the products' profit",
  },
  columnas: [
    { campo: 'producto', titulo: { es: 'Producto', en: 'Product' }, tipo: 'texto' },
    { campo: 'categoria', titulo: { es: 'Categoría', en: 'Category' }, tipo: 'texto' },
    { campo: 'unidades', titulo: { es: 'Unidades', en: 'Units' }, tipo: 'cantidad' },
    {
      campo: 'ventas',
      titulo: { es: 'Ventas sin impuestos', en: 'Sales before tax' },
      tipo: 'dinero',
      total: true,
    },
    { campo: 'costo', titulo: { es: 'Costo', en: 'Cost' }, tipo: 'dinero', total: true },
    { campo: 'utilidad', titulo: { es: 'Utilidad', en: 'Profit' }, tipo: 'dinero', total: true },
  ],
  filtros: [
    { campo: 'id_sede', titulo: { es: 'Sede', en: 'Venue' }, recurso: 'sedes' },
    { campo: 'id_categoria', titulo: { es: 'Categoría', en: 'Category' }, recurso: 'categorias' },
  ],
});
