import type { Page } from '../../../common/api';
import { sumar } from '../../../common/exacto';
import type { Informe } from '../../../common/informes';

export type FilaInforme = Record<string, string | number | null> & { id: number };
export type Totales = Record<string, string | number> & { filas: number };

/** A report's page, with the totals of every row of the range (not only the page's). */
export interface ResultadoInforme extends Page<FilaInforme> {
  totales: Totales;
}

/** The totals' zeros: a range without rows still answers every summed column. */
export function totalesVacios(informe: Informe): Totales {
  return {
    filas: 0,
    ...Object.fromEntries(informe.columnas.filter((c) => c.total).map((c) => [c.campo, '0.00'])),
  };
}

/** The totals of rows already read (a check for the SQL sums, and the export's totals row). */
export function sumarFilas(informe: Informe, filas: FilaInforme[]): Totales {
  const totales = totalesVacios(informe);
  totales.filas = filas.length;
  for (const c of informe.columnas.filter((c) => c.total))
    totales[c.campo] = sumar('0', ...filas.map((f) => String(f[c.campo] ?? '0')));
  return totales;
}
