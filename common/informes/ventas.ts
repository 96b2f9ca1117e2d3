import { definirInforme } from './tipos';
import { RUTAS_INFORMES } from './rutas';

/** Spec §4 informeVentas: the paid sales of a range of Bogotá days (cancelled ones are in informeVentasCanceladas). */
export const informeVentas = definirInforme({
  modulo: 'informeVentas',
  ruta: RUTAS_INFORMES.informeVentas,
  titulo: { es: 'Informe de ventas', en: 'Sales report' },
  errorCarga: { es: 'Error al obtener las ventas', en: 'Could not load the sales' },
  columnas: [
    { campo: 'numero', titulo: { es: 'Número', en: 'Number' }, tipo: 'texto' },
    { campo: 'fecha', titulo: { es: 'Fecha', en: 'Date' }, tipo: 'instante' },
    { campo: 'sede', titulo: { es: 'Sede', en: 'Venue' }, tipo: 'texto' },
    { campo: 'cliente', titulo: { es: 'Cliente', en: 'Customer' }, tipo: 'texto' },
    { campo: 'cajero', titulo: { es: 'Cajero', en: 'Cashier' }, tipo: 'texto' },
    { campo: 'formas_pago', titulo: { es: 'Formas de pago', en: 'Payment methods' }, tipo: 'texto' },
    { campo: 'subtotal', titulo: { es: 'Subtotal', en: 'Subtotal' }, tipo: 'dinero', total: true },
    { campo: 'descuento', titulo: { es: 'Descuento', en: 'Discount' }, tipo: 'dinero', total: true },
    { campo: 'base', titulo: { es: 'Base', en: 'Tax base' }, tipo: 'dinero', total: true },
    { campo: 'impuesto', titulo: { es: 'Impuesto', en: 'Tax' }, tipo: 'dinero', total: true },
    { campo: 'total', titulo: { es: 'Total', en: 'Total' }, tipo: 'dinero', total: true },
    { campo: 'propina', titulo: { es: 'Propina', en: 'Tip' }, tipo: 'dinero', total: true },
  ],
  filtros: [
    { campo: 'id_sede', titulo: { es: 'Sede', en: 'Venue' }, recurso: 'sedes' },
    { campo: 'id_forma_pago', titulo: { es: 'Forma de pago', en: 'Payment method' }, recurso: 'formasPago' },
    { campo: 'id_usuario', titulo: { es: 'Cajero', en: 'Cashier' }, recurso: 'responsables' },
  ],
});
