import type { TipoAjuste } from '../../../common/ajustesInventario';
import {
  esCero,
  esNegativo,
  exacto,
  type Exacto,
  mas,
  menos,
  negar,
  textoExacto,
  textoFijo,
} from '../../../common/exacto';

/** A quantity as the form accepts it: up to 10 digits and 3 decimals, comma or point. */
const PATRON = /^\d{1,10}([.,]\d{1,3})?$/;

export const cantidadValida = (texto: string) => PATRON.test(texto.trim());

const aExacto = (texto: string) => exacto(texto.trim().replace(',', '.'));

export interface Resultado {
  /** Signed difference (after − before). */
  diferencia: Exacto;
  despues: Exacto;
}

/**
 * What a line will do (the server computes the same): a count moves `contado − stock`, an entry `+cantidad`, an
 * exit `−cantidad`. Null while the typed quantity is not a valid one.
 */
export function resultadoLinea(tipo: TipoAjuste, stock: string, texto: string): Resultado | null {
  if (!cantidadValida(texto)) return null;
  const valor = aExacto(texto);
  const antes = exacto(stock);
  const diferencia = tipo === 'conteo' ? menos(valor, antes) : tipo === 'entrada' ? valor : negar(valor);
  return { diferencia, despues: mas(antes, diferencia) };
}

/** The quantity the API takes ('7,5' → '7.5'). */
export const cantidadApi = (texto: string) => textoExacto(aExacto(texto));

const formato = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 3 });

/** A quantity for people: Colombian separators, up to 3 decimals ('1234.500' → '1.234,5'). */
export const cantidadLegible = (valor: Exacto | string) =>
  formato.format(Number(textoFijo(typeof valor === 'string' ? exacto(valor) : valor, 3)));

/** A signed difference: '+2', '−2,5', '0'. */
export const diferenciaLegible = (valor: Exacto | string) => {
  const d = typeof valor === 'string' ? exacto(valor) : valor;
  if (esCero(d)) return '0';
  return `${esNegativo(d) ? '−' : '+'}${cantidadLegible(esNegativo(d) ? negar(d) : d)}`;
};
