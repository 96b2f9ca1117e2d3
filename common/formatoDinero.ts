import { formatoDineroActual, normalizarDinero, PATRON_DINERO, type Dinero } from './dineroTexto';

/** `1234567` → `1.234.567` (Colombian thousands separator). */
const conMiles = (entero: string) => entero.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * Rounds a canonical money string to whole pesos, half away from zero, on its digits (no float involved).
 * `'12500.50'` → `'12501'`.
 */
function aPesos(valor: Dinero): { negativo: boolean; entero: string } {
  const negativo = valor.startsWith('-');
  const [entero, centavos] = (negativo ? valor.slice(1) : valor).split('.');
  if (Number.parseInt(centavos, 10) < 50) return { negativo, entero };
  const digitos = entero.split('').map((d) => Number.parseInt(d, 10));
  let i = digitos.length - 1;
  while (i >= 0 && digitos[i] === 9) digitos[i--] = 0;
  if (i < 0) digitos.unshift(1);
  else digitos[i] += 1;
  return { negativo, entero: digitos.join('') };
}

export interface OpcionesFormato {
  /** The public menu (carta) shows whole pesos; the back office shows centavos when there are any. */
  sinDecimales?: boolean;
}

/**
 * COP as Colombians write it: `$ 12.500`, `$ 12.500,50`, `-$ 3.000`. Accepts the API's money string (or an
 * integer number of pesos); anything else is returned as it came, so a bad value is visible, not hidden.
 */
export function formatearPesos(
  valor: Dinero | number | null | undefined,
  opciones: OpcionesFormato = {},
): string {
  if (valor === null || valor === undefined) return '';
  const texto = typeof valor === 'number' ? (Number.isInteger(valor) ? String(valor) : '') : valor.trim();
  if (!PATRON_DINERO.test(texto)) return String(valor);
  const canonico = normalizarDinero(texto);
  if (opciones.sinDecimales) {
    const { negativo, entero } = aPesos(canonico);
    const signo = negativo && entero !== '0';
    return formatoDineroActual()?.(signo, entero, '00') ?? `${signo ? '-' : ''}$ ${conMiles(entero)}`;
  }
  const negativo = canonico.startsWith('-');
  const [entero, centavos] = (negativo ? canonico.slice(1) : canonico).split('.');
  const otro = formatoDineroActual()?.(negativo, entero, centavos);
  if (otro != null) return otro;
  return `${negativo ? '-' : ''}$ ${conMiles(entero)}${centavos === '00' ? '' : `,${centavos}`}`;
}
