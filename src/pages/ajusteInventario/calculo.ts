import Decimal from 'decimal.js';
import type { TipoAjuste } from '../../../common/ajustesInventario';

/** A quantity as the form accepts it: up to 10 digits and 3 decimals, comma or point. */
const PATRON = /^\d{1,10}([.,]\d{1,3})?$/;

export const cantidadValida = (texto: string) => PATRON.test(texto.trim());

const aDecimal = (texto: string) => new Decimal(texto.trim().replace(',', '.'));

export interface Resultado {
  /** Signed difference (after − before). */
  diferencia: Decimal;
  despues: Decimal;
}

/**
 * What a line will do (the server computes the same): a count moves `contado − stock`, an entry `+cantidad`, an
 * exit `−cantidad`. Null while the typed quantity is not a valid one.
 */
export function resultadoLinea(tipo: TipoAjuste, stock: string, texto: string): Resultado | null {
  if (!cantidadValida(texto)) return null;
  const valor = aDecimal(texto);
  const antes = new Decimal(stock);
  const diferencia = tipo === 'conteo' ? valor.minus(antes) : tipo === 'entrada' ? valor : valor.negated();
  return { diferencia, despues: antes.plus(diferencia) };
}

/** The quantity the API takes ('7,5' → '7.5'). */
export const cantidadApi = (texto: string) => aDecimal(texto).toString();

const formato = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 3 });

/** A quantity for people: Colombian separators, up to 3 decimals ('1234.500' → '1.234,5'). */
export const cantidadLegible = (valor: Decimal.Value) =>
  formato.format(Number(new Decimal(valor).toFixed(3)));

/** A signed difference: '+2', '−2,5', '0'. */
export const diferenciaLegible = (valor: Decimal.Value) => {
  const d = new Decimal(valor);
  if (d.isZero()) return '0';
  return `${d.isNegative() ? '−' : '+'}${cantidadLegible(d.abs())}`;
};
