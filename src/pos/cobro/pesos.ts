import { normalizarDinero, type Dinero } from '../../../common/dineroTexto';

/**
 * A typed amount of pesos, never through a float: '25000', '25.000' (thousands with dots), '25.000,50' or
 * '25000,5' (Colombian decimal comma), '25000.50' (two decimals after a dot). Null when it is not an amount.
 */
export function leerPesos(texto: string): Dinero | null {
  const t = texto.replace(/[\s$]/g, '');
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(t))
    return normalizarDinero(t.replace(/\./g, '').replace(',', '.'));
  if (/^\d{1,12}([.,]\d{1,2})?$/.test(t)) return normalizarDinero(t.replace(',', '.'));
  return null;
}

/** An amount as the input shows it: whole pesos without decimals ('25000'), else with the comma ('25000,50'). */
export const pesosEnEntrada = (valor: Dinero): string =>
  valor.endsWith('.00') ? valor.slice(0, -3) : valor.replace('.', ',');
