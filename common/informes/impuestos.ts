import { definirInforme } from './tipos';
import { RUTAS_INFORMES } from './rutas';

/**
 * Beyond the spec (issue 27): the IVA/INC summary for the bimonthly and annual returns. Per calendar month (Bogotá),
 * venue, tax and rate: the base and tax sold (by the sale's day), those of the sales cancelled that month (by the
 * cancellation's day, whenever the sale was made), and the net that is declared.
 */
export const informeImpuestos = definirInforme({
  modulo: 'informeImpuestos',
  ruta: RUTAS_INFORMES.informeImpuestos,
  titulo: { es: 'Resumen de IVA e INC', en: 'VAT and consumption tax summary' },
  errorCarga: { es: 'Error al obtener el resumen de impuestos', en: 'Could not load the tax summary' },
  columnas: [
    { campo: 'periodo', titulo: { es: 'Periodo', en: 'Period' }, tipo: 'texto' },
    { campo: 'sede', titulo: { es: 'Sede', en: 'Venue' }, tipo: 'texto' },
    { campo: 'impuesto_tipo', titulo: { es: 'Impuesto', en: 'Tax' }, tipo: 'texto' },
    { campo: 'tarifa', titulo: { es: 'Tarifa (%)', en: 'Rate (%)' }, tipo: 'texto' },
    { campo: 'base_vendida', titulo: { es: 'Base vendida', en: 'Base sold' }, tipo: 'dinero', total: true },
    {
      campo: 'impuesto_vendido',
      titulo: { es: 'Impuesto vendido', en: 'Tax sold' },
      tipo: 'dinero',
      total: true,
    },
    {
      campo: 'base_anulada',
      titulo: { es: 'Base anulada', en: 'Base cancelled' },
      tipo: 'dinero',
      total: true,
    },
    {
      campo: 'impuesto_anulado',
      titulo: { es: 'Impuesto anulado', en: 'Tax cancelled' },
      tipo: 'dinero',
      total: true,
    },
    { campo: 'base', titulo: { es: 'Base neta', en: 'Net base' }, tipo: 'dinero', total: true },
    { campo: 'impuesto', titulo: { es: 'Impuesto neto', en: 'Net tax' }, tipo: 'dinero', total: true },
  ],
  filtros: [{ campo: 'id_sede', titulo: { es: 'Sede', en: 'Venue' }, recurso: 'sedes' }],
});
