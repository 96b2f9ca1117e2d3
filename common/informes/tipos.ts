/**
 * A report of the Reports group (spec §4, §7): a declaration shared by the server (its route, filters, export)
 * and the app (its page, src/reports/), as the catalogues are. The server gives each declared report its query.
 * Plain TypeScript, no zod: the app's first load reads the declarations (menu, routes); the response schemas are
 * in ./esquemas.ts.
 */
export type TipoColumna = 'texto' | 'instante' | 'fecha' | 'dinero' | 'entero' | 'cantidad' | 'booleano';

export interface ColumnaInforme {
  campo: string;
  titulo: { es: string; en: string };
  tipo: TipoColumna;
  /** Summed in the report's totals (and its totals row). */
  total?: boolean;
}

/** A filter besides the date range: the id of one of the company's records, checked as the company's. */
export interface FiltroInforme {
  campo: string;
  titulo: { es: string; en: string };
  /** The API resource its options come from. */
  recurso: string;
}

export interface Informe {
  /** The screen's path under /informes and the module tag of common/modulos.ts. */
  modulo: string;
  /** The API path under /api (spec §7). */
  ruta: string;
  titulo: { es: string; en: string };
  /** Spec §8: what the grid says when a load fails without a message. */
  errorCarga: { es: string; en: string };
  columnas: readonly ColumnaInforme[];
  filtros: readonly FiltroInforme[];
  /**
   * Spec §7 line 202 (the cancelled purchases and expenses reports): the `type` the old client sends
   * ('refundShopping', 'refundOutgoing'; any other value is refused), and the response's extra total field
   * (`totalShopingReports`…) repeating one summed column. These reports also take page 0 as the first page.
   */
  spec?: { type: string; campoTotal: string; columna: string };
}

export const definirInforme = <const I extends Informe>(informe: I): I => informe;

export const MENSAJES_INFORMES = {
  fechaInicio: 'La fecha de inicio es requerida para consultar.',
  fechaFin: 'La fecha fin no puede ser menor a la fecha inicial.',
  formatoFecha: 'La fecha debe tener el formato AAAA-MM-DD',
} as const;
