import { definirInforme } from './tipos';
import { RUTAS_INFORMES } from './rutas';

/** Spec §4 informeGastos: the registered expenses of a range of days (cancelled ones: informeDevolucionGastos). */
export const informeGastos = definirInforme({
  modulo: 'informeGastos',
  ruta: RUTAS_INFORMES.informeGastos,
  titulo: { es: 'Informe de gastos', en: 'Expenses report' },
  errorCarga: { es: 'Error al obtener los gastos', en: 'Could not load the expenses' },
  columnas: [
    { campo: 'fecha', titulo: { es: 'Fecha', en: 'Date' }, tipo: 'fecha' },
    { campo: 'sede', titulo: { es: 'Sede', en: 'Venue' }, tipo: 'texto' },
    { campo: 'tipo_gasto', titulo: { es: 'Tipo de gasto', en: 'Expense type' }, tipo: 'texto' },
    { campo: 'concepto', titulo: { es: 'Concepto', en: 'Description' }, tipo: 'texto' },
    { campo: 'proveedor', titulo: { es: 'Proveedor', en: 'Supplier' }, tipo: 'texto' },
    { campo: 'forma_pago', titulo: { es: 'Forma de pago', en: 'Payment method' }, tipo: 'texto' },
    { campo: 'numero_factura', titulo: { es: 'Factura', en: 'Invoice' }, tipo: 'texto' },
    { campo: 'subtotal', titulo: { es: 'Subtotal', en: 'Subtotal' }, tipo: 'dinero', total: true },
    { campo: 'impuesto', titulo: { es: 'Impuesto', en: 'Tax' }, tipo: 'dinero', total: true },
    { campo: 'total', titulo: { es: 'Total', en: 'Total' }, tipo: 'dinero', total: true },
  ],
  filtros: [
    { campo: 'id_sede', titulo: { es: 'Sede', en: 'Venue' }, recurso: 'sedes' },
    { campo: 'id_tipo_gasto', titulo: { es: 'Tipo de gasto', en: 'Expense type' }, recurso: 'tiposGastos' },
    { campo: 'id_forma_pago', titulo: { es: 'Forma de pago', en: 'Payment method' }, recurso: 'formasPago' },
    { campo: 'id_nit', titulo: { es: 'Proveedor', en: 'Supplier' }, recurso: 'proveedores' },
  ],
});
