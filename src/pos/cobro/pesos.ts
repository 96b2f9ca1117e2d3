import type { Dinero } from '../../../common/dineroTexto';
import { leerPesosEscritos, pesosParaEscribir } from '../../../common/pesosEscritos';

/**
 * A typed amount of pesos, never through a float (common/pesosEscritos.ts: '25000', '25.000', '25.000,50',
 * '25000.50'). Null when it is not an amount, or is negative.
 */
export function leerPesos(texto: string): Dinero | null {
  const valor = leerPesosEscritos(texto);
  return valor === null || valor.startsWith('-') ? null : valor;
}

/** An amount as the input shows it: '25.000', '25.000,50'. */
export const pesosEnEntrada = (valor: Dinero): string => pesosParaEscribir(valor);
