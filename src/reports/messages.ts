import { MENSAJES_INFORMES as M } from '../../common/informes/tipos';

/**
 * Texts of the report pages (src/reports/): the range, the buttons and spec §5's messages (Spanish as the spec
 * writes them). Each report's title, columns and filters come from its declaration (common/informes/).
 */
export const es = {
  comanda: {
    informes: {
      desde: 'Fecha inicial',
      hasta: 'Fecha final',
      filtros: 'Filtros del informe',
      filtrar: 'Filtrar',
      exportar: 'Exportar informe',
      totales: 'Totales',
      todas: 'Todas',
      vacio: 'No hay registros en este rango de fechas.',
      si: 'Sí',
      no: 'No',
      estado: 'Estado',
      erp: 'ERP y DIAN',
      fecha_inicio: M.fechaInicio,
      fecha_fin: M.fechaFin,
    },
  },
};

export const en = {
  comanda: {
    informes: {
      desde: 'Start date',
      hasta: 'End date',
      filtros: 'Report filters',
      filtrar: 'Filter',
      exportar: 'Export report',
      totales: 'Totals',
      todas: 'All',
      vacio: 'There are no records in this date range.',
      si: 'Yes',
      no: 'No',
      estado: 'State',
      erp: 'ERP and DIAN',
      fecha_inicio: 'The start date is required to search.',
      fecha_fin: 'The end date cannot be earlier than the start date.',
    },
  },
};
