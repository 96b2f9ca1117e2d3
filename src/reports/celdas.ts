import { fechaHoraBogota } from '../../common/fechas';
import { formatearPesos } from '../../common/formatoDinero';
import type { TipoColumna } from '../../common/informes/tipos';

/** What a report's cell shows: pesos, an instant in Bogotá (YYYY-MM-DD HH:mm, 24 h), a day or a text as it came. */
export function textoCelda(tipo: TipoColumna, valor: unknown): string {
  if (valor === null || valor === undefined) return '';
  if (tipo === 'dinero') return formatearPesos(valor as string);
  if (tipo === 'instante') return fechaHoraBogota(String(valor));
  return String(valor);
}

/** Figures align to the right, as in a spreadsheet. */
export const esCifra = (tipo: TipoColumna): boolean => tipo === 'dinero' || tipo === 'entero';
