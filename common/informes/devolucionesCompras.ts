import { definirInforme } from './tipos';
import { RUTAS_INFORMES } from './rutas';

/**
 * Spec §4 informeDevolucionesCompras: the purchases cancelled in a range of Bogotá days (by the cancellation's
 * day). Spec §7: `type=refundShopping`, the total as `totalShopingReports`.
 */
export const informeDevolucionesCompras = definirInforme({
  modulo: 'informeDevolucionesCompras',
  ruta: RUTAS_INFORMES.informeDevolucionesCompras,
  titulo: { es: 'Compras anuladas', en: 'Cancelled purchases' },
  errorCarga: { es: 'Error al obtener las compras anuladas', en: 'Could not load the cancelled purchases' },
  columnas: [
    { campo: 'fecha', titulo: { es: 'Fecha', en: 'Date' }, tipo: 'fecha' },
    { campo: 'anulada', titulo: { es: 'Anulada', en: 'Cancelled' }, tipo: 'instante' },
    { campo: 'sede', titulo: { es: 'Sede', en: 'Venue' }, tipo: 'texto' },
    { campo: 'proveedor', titulo: { es: 'Proveedor', en: 'Supplier' }, tipo: 'texto' },
    { campo: 'numero_factura', titulo: { es: 'Factura', en: 'Invoice' }, tipo: 'texto' },
    { campo: 'anulada_por', titulo: { es: 'Anulada por', en: 'Cancelled by' }, tipo: 'texto' },
    { campo: 'motivo', titulo: { es: 'Motivo', en: 'Reason' }, tipo: 'texto' },
    { campo: 'subtotal', titulo: { es: 'Subtotal', en: 'Subtotal' }, tipo: 'dinero', total: true },
    { campo: 'descuento', titulo: { es: 'Descuento', en: 'Discount' }, tipo: 'dinero', total: true },
    { campo: 'iva', titulo: { es: 'IVA', en: 'VAT' }, tipo: 'dinero', total: true },
    { campo: 'total', titulo: { es: 'Total', en: 'Total' }, tipo: 'dinero', total: true },
  ],
  filtros: [
    { campo: 'id_sede', titulo: { es: 'Sede', en: 'Venue' }, recurso: 'sedes' },
    { campo: 'id_nit', titulo: { es: 'Proveedor', en: 'Supplier' }, recurso: 'proveedores' },
  ],
  spec: { type: 'refundShopping', campoTotal: 'totalShopingReports', columna: 'total' },
});
