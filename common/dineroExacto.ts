import type { Dinero } from './dineroTexto';
import {
  aTextoDinero,
  CERO,
  comparar,
  conSigno,
  dividirAlCentavo,
  exacto,
  type Exacto,
  mas,
  menos,
  por,
  potencia,
} from './exacto';

/**
 * Money's arithmetic (re-exported by `dinero.ts`): exact on integers (`exacto.ts`), to the centavo half away from
 * zero, with neither decimal.js nor zod, so the POS's sums carry neither.
 */
type Valor = Dinero | number;

export const sumar = (...valores: Valor[]): Dinero =>
  aTextoDinero(valores.reduce<Exacto>((acc, v) => mas(acc, exacto(v)), CERO));

export const restar = (a: Valor, b: Valor): Dinero => aTextoDinero(menos(exacto(a), exacto(b)));

/** Price × quantity; the quantity may have decimals (`'0.5'` kg), given as a decimal string. */
export const multiplicar = (precio: Valor, cantidad: string | number): Dinero =>
  aTextoDinero(por(exacto(precio), exacto(cantidad)));

export const compararDinero = (a: Valor, b: Valor): -1 | 0 | 1 => comparar(exacto(a), exacto(b));

/**
 * Tax included in a price (INC 8 %, IVA 19 % or 5 %): base = total / (1 + tasa/100) rounded to the centavo,
 * impuesto = total − base, so base + impuesto is always exactly the total the customer pays.
 * `tasa` is the percentage as a decimal string or integer (`'8'`, `19`, `'5'`).
 */
export function desglosarImpuestoIncluido(
  total: Valor,
  tasa: string | number,
): { base: Dinero; impuesto: Dinero } {
  const t = tasaDe(tasa);
  const { base, impuesto } = desglosar(exacto(total), t);
  return { base: aTextoDinero(base), impuesto: aTextoDinero(impuesto) };
}

/** A tax rate as an exact value; a negative one (even '-0') is refused. */
export function tasaDe(tasa: string | number): Exacto {
  const t = exacto(tasa);
  if (conSigno(tasa)) throw new RangeError(`Tasa negativa: ${tasa}`);
  return t;
}

/** `desglosarImpuestoIncluido` on exact values: the base to the centavo, the tax the rest (not rounded). */
export function desglosar(bruto: Exacto, t: Exacto): { base: Exacto; impuesto: Exacto } {
  const base = dividirAlCentavo(bruto, { n: potencia(t.e + 2) + t.n, e: t.e + 2 });
  return { base, impuesto: menos(bruto, base) };
}
