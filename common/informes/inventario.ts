import { definirInforme } from './tipos';
import { RUTAS_INFORMES } from './rutas';

/** Spec §4 informeInventario: the stock ledger's movements of a range of Bogotá days, newest first. */
export const informeInventario = definirInforme({
  modulo: 'informeInventario',
  ruta: RUTAS_INFORMES.informeInventario,
  titulo: { es: 'Movimientos de inventario', en: 'Stock movements' },
  errorCarga: {
    es: 'Error al obtener los movimientos de inventario',
    en: 'Could not load the stock movements',
  },
  columnas: [
    { campo: 'fecha', titulo: { es: 'Fecha', en: 'Date' }, tipo: 'instante' },
    { campo: 'sede', titulo: { es: 'Sede', en: 'Venue' }, tipo: 'texto' },
    { campo: 'producto', titulo: { es: 'Producto', en: 'Product' }, tipo: 'texto' },
    { campo: 'categoria', titulo: { es: 'Categoría', en: 'Category' }, tipo: 'texto' },
    { campo: 'tipo', titulo: { es: 'Movimiento', en: 'Movement' }, tipo: 'texto' },
    { campo: 'documento', titulo: { es: 'Documento', en: 'Document' }, tipo: 'texto' },
    { campo: 'cantidad', titulo: { es: 'Cantidad', en: 'Quantity' }, tipo: 'cantidad' },
    { campo: 'saldo', titulo: { es: 'Saldo', en: 'Balance' }, tipo: 'cantidad' },
    { campo: 'usuario', titulo: { es: 'Usuario', en: 'User' }, tipo: 'texto' },
  ],
  filtros: [
    { campo: 'id_sede', titulo: { es: 'Sede', en: 'Venue' }, recurso: 'sedes' },
    { campo: 'id_producto', titulo: { es: 'Producto', en: 'Product' }, recurso: 'productos' },
    { campo: 'id_categoria', titulo: { es: 'Categoría', en: 'Category' }, recurso: 'categorias' },
  ],
});
