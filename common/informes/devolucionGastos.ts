import { definirInforme } from './tipos';
import { RUTAS_INFORMES } from './rutas';

/**
 * Spec §4 informeDevolucionGastos: the expenses cancelled in a range of Bogotá days (by the cancellation's day).
 * Spec §7: `type=refundOutgoing`, the total as `totalOutgoingsReports`.
 */
export const informeDevolucionGastos = definirInforme({
  modulo: 'informeDevolucionGastos',
  ruta: RUTAS_INFORMES.informeDevolucionGastos,
  titulo: { es: 'Gastos anulados', en: 'Cancelled expenses' },
  errorCarga: { es: 'Error al obtener los gastos anulados', en: 'Could not load the cancelled expenses' },
  columnas: [
    { campo: 'fecha', titulo: { es: 'Fecha', en: 'Date' }, tipo: 'fecha' },
    { campo: 'anulado', titulo: { es: 'Anulado', en: 'Cancelled' }, tipo: 'instante' },
    { campo: 'sede', titulo: { es: 'Sede', en: 'Venue' }, tipo: 'texto' },
    { campo: 'tipo_gasto', titulo: { es: 'Tipo de gasto', en: 'Expense type' }, tipo: 'texto' },
    { campo: 'concepto', titulo: { es: 'Concepto', en: 'Description' }, tipo: 'texto' },
    { campo: 'proveedor', titulo: { es: 'Proveedor', en: 'Supplier' }, tipo: 'texto' },
    { campo: 'anulado_por', titulo: { es: 'Anulado por', en: 'Cancelled by' }, tipo: 'texto' },
    { campo: 'motivo', titulo: { es: 'Motivo', en: 'Reason' }, tipo: 'texto' },
    { campo: 'subtotal', titulo: { es: 'Subtotal', en: 'Subtotal' }, tipo: 'dinero', total: true },
    { campo: 'impuesto', titulo: { es: 'Impuesto', en: 'Tax' }, tipo: 'dinero', total: true },
    { campo: 'total', titulo: { es: 'Total', en: 'Total' }, tipo: 'dinero', total: true },
  ],
  filtros: [
    { campo: 'id_sede', titulo: { es: 'Sede', en: 'Venue' }, recurso: 'sedes' },
    { campo: 'id_tipo_gasto', titulo: { es: 'Tipo de gasto', en: 'Expense type' }, recurso: 'tiposGastos' },
  ],
  spec: { type: 'refundOutgoing', campoTotal: 'totalOutgoingsReports', columna: 'total' },
});
