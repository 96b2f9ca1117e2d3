import { fechaHoraBogota } from '../../common/fechas';
import { formatearPesos } from '../../common/formatoDinero';
import type { TipoColumna } from '../../common/informes/tipos';

/**
 * A stock quantity as a Colombian reads it: thousands with '.', decimals with ',' and no trailing zeros
 * ('1234.500' → '1.234,5'); the server sends it as an exact decimal string.
 */
export function textoCantidad(valor: string): string {
  const [entera, decimales = ''] = valor.split('.');
  const signo = entera.startsWith('-') ? '-' : '';
  const miles = entera.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const resto = decimales.replace(/0+$/, '');
  return `${signo}${miles}${resto ? `,${resto}` : ''}`;
}

/**
 * What a report's cell shows: pesos, a quantity, Sí/No, an instant in Bogotá (YYYY-MM-DD HH:mm, 24 h), a day or a
 * text as it came.
 */
export function textoCelda(tipo: TipoColumna, valor: unknown, translate: (clave: string) => string): string {
  if (valor === null || valor === undefined) return '';
  if (tipo === 'dinero') return formatearPesos(valor as string);
  if (tipo === 'cantidad') return textoCantidad(String(valor));
  if (tipo === 'booleano') return translate(valor ? 'comanda.informes.si' : 'comanda.informes.no');
  if (tipo === 'instante') return fechaHoraBogota(String(valor));
  return String(valor);
}

/** Figures align to the right, as in a spreadsheet. */
export const esCifra = (tipo: TipoColumna): boolean =>
  tipo === 'dinero' || tipo === 'entero' || tipo === 'cantidad';
