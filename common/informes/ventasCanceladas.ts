import { definirInforme } from './tipos';
import { RUTAS_INFORMES } from './rutas';

/** Spec §4 informeVentasCanceladas: the sales cancelled in a range of Bogotá days (by the cancellation's day). */
export const informeVentasCanceladas = definirInforme({
  modulo: 'informeVentasCanceladas',
  ruta: RUTAS_INFORMES.informeVentasCanceladas,
  titulo: { es: 'Ventas canceladas', en: 'Cancelled sales' },
  errorCarga: { es: 'Error al obtener las ventas canceladas', en: 'Could not load the cancelled sales' },
  columnas: [
    { campo: 'numero', titulo: { es: 'Número', en: 'Number' }, tipo: 'texto' },
    { campo: 'fecha', titulo: { es: 'Fecha de venta', en: 'Sale date' }, tipo: 'instante' },
    { campo: 'cancelada', titulo: { es: 'Cancelada', en: 'Cancelled' }, tipo: 'instante' },
    { campo: 'sede', titulo: { es: 'Sede', en: 'Venue' }, tipo: 'texto' },
    { campo: 'cajero', titulo: { es: 'Cajero', en: 'Cashier' }, tipo: 'texto' },
    { campo: 'cancelada_por', titulo: { es: 'Cancelada por', en: 'Cancelled by' }, tipo: 'texto' },
    { campo: 'motivo', titulo: { es: 'Motivo', en: 'Reason' }, tipo: 'texto' },
    { campo: 'base', titulo: { es: 'Base', en: 'Tax base' }, tipo: 'dinero', total: true },
    { campo: 'impuesto', titulo: { es: 'Impuesto', en: 'Tax' }, tipo: 'dinero', total: true },
    { campo: 'total', titulo: { es: 'Total', en: 'Total' }, tipo: 'dinero', total: true },
    { campo: 'propina', titulo: { es: 'Propina', en: 'Tip' }, tipo: 'dinero', total: true },
  ],
  filtros: [
    { campo: 'id_sede', titulo: { es: 'Sede', en: 'Venue' }, recurso: 'sedes' },
    { campo: 'id_usuario', titulo: { es: 'Cajero', en: 'Cashier' }, recurso: 'responsables' },
  ],
});
