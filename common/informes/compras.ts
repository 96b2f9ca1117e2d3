import { definirInforme } from './tipos';
import { RUTAS_INFORMES } from './rutas';

/** Spec §4 informeCompras: the registered purchases of a range of days (cancelled: informeDevolucionesCompras). */
export const informeCompras = definirInforme({
  modulo: 'informeCompras',
  ruta: RUTAS_INFORMES.informeCompras,
  titulo: { es: 'Informe de compras', en: 'Purchases report' },
  errorCarga: { es: 'Error al obtener las compras', en: 'Could not load the purchases' },
  columnas: [
    { campo: 'fecha', titulo: { es: 'Fecha', en: 'Date' }, tipo: 'fecha' },
    { campo: 'sede', titulo: { es: 'Sede', en: 'Venue' }, tipo: 'texto' },
    { campo: 'proveedor', titulo: { es: 'Proveedor', en: 'Supplier' }, tipo: 'texto' },
    { campo: 'numero_factura', titulo: { es: 'Factura', en: 'Invoice' }, tipo: 'texto' },
    { campo: 'forma_pago', titulo: { es: 'Forma de pago', en: 'Payment method' }, tipo: 'texto' },
    { campo: 'estado_pago', titulo: { es: 'Pago', en: 'Payment' }, tipo: 'texto' },
    { campo: 'subtotal', titulo: { es: 'Subtotal', en: 'Subtotal' }, tipo: 'dinero', total: true },
    { campo: 'descuento', titulo: { es: 'Descuento', en: 'Discount' }, tipo: 'dinero', total: true },
    { campo: 'iva', titulo: { es: 'IVA', en: 'VAT' }, tipo: 'dinero', total: true },
    { campo: 'total', titulo: { es: 'Total', en: 'Total' }, tipo: 'dinero', total: true },
  ],
  filtros: [
    { campo: 'id_sede', titulo: { es: 'Sede', en: 'Venue' }, recurso: 'sedes' },
    { campo: 'id_nit', titulo: { es: 'Proveedor', en: 'Supplier' }, recurso: 'proveedores' },
    { campo: 'id_forma_pago', titulo: { es: 'Forma de pago', en: 'Payment method' }, recurso: 'formasPago' },
  ],
});
