import { normalizarDinero, PATRON_DINERO, type Dinero } from './dineroTexto';

/** `1234567` → `1.234.567` (Colombian thousands separator). */
const conMiles = (entero: string) => entero.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * Pesos as a Colombian types them, read exactly (never through a float): '240000', '240.000' (dots group
 * thousands), '240.000,50' or '240000,5' (the comma is the decimal mark), with or without '$' and spaces. A dot
 * followed by exactly three digits groups thousands, so the ambiguous '1.500' is 1500 pesos; a dot followed by one
 * or two digits is the API's own decimal point ('12500.00', pasted). A leading '-' is kept (the caller refuses
 * it with its own words). Null when it is not an amount of pesos.
 */
export function leerPesosEscritos(texto: string): Dinero | null {
  const limpio = texto.replace(/[\s$\u00a0]/g, '');
  const negativo = limpio.startsWith('-');
  const t = negativo ? limpio.slice(1) : limpio;
  let decimal: string | null = null;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(t)) decimal = t.replace(/\./g, '').replace(',', '.');
  else if (/^\d+(,\d{1,2})?$/.test(t)) decimal = t.replace(',', '.');
  else if (/^\d+\.\d{1,2}$/.test(t)) decimal = t;
  if (decimal === null) return null;
  const valor = `${negativo ? '-' : ''}${decimal.replace(/^0+(?=\d)/, '')}`;
  return PATRON_DINERO.test(valor) ? normalizarDinero(valor) : null;
}

/** An exact amount as the money input shows it: '240000.00' → '240.000', '240000.50' → '240.000,50'. */
export function pesosParaEscribir(valor: Dinero): string {
  const canonico = normalizarDinero(valor);
  const negativo = canonico.startsWith('-');
  const [entero, centavos] = (negativo ? canonico.slice(1) : canonico).split('.');
  return `${negativo ? '-' : ''}${conMiles(entero)}${centavos === '00' ? '' : `,${centavos}`}`;
}
