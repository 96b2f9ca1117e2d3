import type { Dinero } from './dineroTexto';

/**
 * Exact decimal arithmetic on integers (issue 9): a value is an integer `n` and its count of decimals `e`
 * (n / 10^e), BigInt throughout, so nothing is ever rounded but where a rule says so: to the centavo half away from
 * zero (money), towards zero (the tip cap) or up (a daily pace). The one decimal library of the tree: money's helpers
 * (`sumar`… below), a sale's figures (`calculoVenta.ts`), its payments (`cobro.ts`), purchases, stock quantities and
 * costs are written with it; no zod, no float. Its text forms (`textoExacto`, `exactoLibre`) are those of the
 * arbitrary-precision library it replaced, so stored rates and settings read and write as before.
 */
export interface Exacto {
  n: bigint;
  e: number;
}

const POTENCIAS: bigint[] = [];
/** 10^k as a BigInt, k ≥ 0. */
export function potencia(k: number): bigint {
  return (POTENCIAS[k] ??= 10n ** BigInt(k));
}

/** What a money value or a quantity may look like (after trimming): digits, optional minus and decimals. */
const PATRON_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A money string, an integer or a decimal quantity as written, trimmed and checked: a number with decimals is
 * refused (it has already been through a float), and so is anything but digits, a minus and decimals.
 */
export function textoDecimal(valor: string | number): string {
  if (typeof valor === 'number' && !Number.isInteger(valor))
    throw new TypeError(`Dinero con decimales como número: ${valor}`);
  const texto = String(valor).trim();
  if (!PATRON_DECIMAL.test(texto)) throw new TypeError(`No es dinero: ${texto}`);
  return texto;
}

/** A checked decimal text (`textoDecimal`) as an exact value. */
function desdeTexto(texto: string): Exacto {
  const punto = texto.indexOf('.');
  if (punto < 0) return { n: BigInt(texto), e: 0 };
  return { n: BigInt(texto.slice(0, punto) + texto.slice(punto + 1)), e: texto.length - punto - 1 };
}

export const exacto = (valor: string | number): Exacto => desdeTexto(textoDecimal(valor));

/** Whether the value is written with a minus: '-0.00' is a negative zero. */
export const conSigno = (valor: string | number) => textoDecimal(valor).startsWith('-');

/** Both values with the same count of decimals. */
function alinear(a: Exacto, b: Exacto): [bigint, bigint, number] {
  if (a.e === b.e) return [a.n, b.n, a.e];
  return a.e > b.e ? [a.n, b.n * potencia(a.e - b.e), a.e] : [a.n * potencia(b.e - a.e), b.n, b.e];
}

export function mas(a: Exacto, b: Exacto): Exacto {
  const [x, y, e] = alinear(a, b);
  return { n: x + y, e };
}

export function menos(a: Exacto, b: Exacto): Exacto {
  const [x, y, e] = alinear(a, b);
  return { n: x - y, e };
}

export const por = (a: Exacto, b: Exacto): Exacto => ({ n: a.n * b.n, e: a.e + b.e });

export function comparar(a: Exacto, b: Exacto): -1 | 0 | 1 {
  const [x, y] = alinear(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export const menor = (a: Exacto, b: Exacto) => (comparar(b, a) < 0 ? b : a);
export const mayor = (a: Exacto, b: Exacto) => (comparar(b, a) > 0 ? b : a);

export const CERO: Exacto = { n: 0n, e: 2 };
export const centavos = (n: bigint): Exacto => ({ n, e: 2 });

/**
 * How a value is rounded where a rule says so: half away from zero (money's rule), towards zero (the tip cap, equal
 * parts), or up towards +∞ (a daily pace that selling every day must reach).
 */
export type Redondeo = 'mitad' | 'cero' | 'techo';

/** num / den to an integer, rounded as `redondeo` says. */
function cociente(num: bigint, den: bigint, redondeo: Redondeo): bigint {
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const q = num / den;
  const r = num - q * den;
  if (r === 0n || redondeo === 'cero') return q;
  if (redondeo === 'techo') return num > 0n ? q + 1n : q;
  if (2n * (r < 0n ? -r : r) < den) return q;
  return num < 0n ? q - 1n : q + 1n;
}

/** The value with `escala` decimals (more are rounded as `redondeo` says, fewer are padded). */
export function redondear(a: Exacto, escala: number, redondeo: Redondeo = 'mitad'): Exacto {
  if (a.e <= escala) return a.e === escala ? a : { n: a.n * potencia(escala - a.e), e: escala };
  return { n: cociente(a.n, potencia(a.e - escala), redondeo), e: escala };
}

/** The value to the centavo, half away from zero unless `redondeo` says otherwise. */
export const alCentavo = (a: Exacto, redondeo: Redondeo = 'mitad'): Exacto => redondear(a, 2, redondeo);

/** a / b with `escala` decimals, half away from zero unless `redondeo` says otherwise; b ≠ 0. */
export const dividir = (a: Exacto, b: Exacto, escala: number, redondeo: Redondeo = 'mitad'): Exacto => ({
  n: cociente(a.n * potencia(b.e + escala), b.n * potencia(a.e), redondeo),
  e: escala,
});

/** a / b to the centavo, half away from zero (b ≠ 0). */
export const dividirAlCentavo = (a: Exacto, b: Exacto): Exacto => dividir(a, b, 2);

export const esCero = (a: Exacto) => a.n === 0n;
export const esNegativo = (a: Exacto) => a.n < 0n;
export const negar = (a: Exacto): Exacto => ({ n: -a.n, e: a.e });
export const suma = (valores: Exacto[]): Exacto => valores.reduce(mas, CERO);

/** The value with exactly `decimales` decimals (`'5.000'`), half away from zero; never a '-0.000'. */
export function textoFijo(a: Exacto, decimales: number): string {
  const n = redondear(a, decimales).n;
  const digitos = (n < 0n ? -n : n).toString().padStart(decimales + 1, '0');
  const entero = digitos.slice(0, digitos.length - decimales);
  return `${n < 0n ? '-' : ''}${entero}${decimales > 0 ? `.${digitos.slice(-decimales)}` : ''}`;
}

/** The canonical money string (`'12500.00'`): to the centavo half away from zero, no '-0.00'. */
export const aTextoDinero = (a: Exacto): string => textoFijo(a, 2);

/**
 * A rate in its shortest form (`'8.00'` → `'8'`, `'2.50'` → `'2.5'`): no leading or trailing zeros, and
 * exponent notation when the exponent is below −6 or above 20.
 */
export function textoPorcentaje(porcentaje: string): string {
  let texto = PORCENTAJES.get(porcentaje);
  if (texto === undefined) {
    // A company has a handful of rates: remembered, but never more than a few.
    if (PORCENTAJES.size >= 64) PORCENTAJES.clear();
    texto = formaCorta(porcentaje);
    PORCENTAJES.set(porcentaje, texto);
  }
  return texto;
}

const PORCENTAJES = new Map<string, string>();

/** A value in its shortest form (`'1.500'` → `'1.5'`): see `textoPorcentaje`. */
export function textoExacto(x: Exacto): string {
  const digitos = (x.n < 0n ? -x.n : x.n).toString().padStart(x.e + 1, '0');
  const plano = x.e > 0 ? `${digitos.slice(0, -x.e)}.${digitos.slice(-x.e)}` : digitos;
  return formaCorta(`${x.n < 0n ? '-' : ''}${plano}`);
}

function formaCorta(porcentaje: string): string {
  if (!PATRON_DECIMAL.test(porcentaje)) throw new TypeError(`No es un porcentaje: ${porcentaje}`);
  const signo = porcentaje.startsWith('-') ? '-' : '';
  const [entero, fraccion = ''] = porcentaje.slice(signo.length).split('.');
  const cifras = entero + fraccion;
  const primero = cifras.search(/[1-9]/);
  if (primero < 0) return '0';
  const exponente = entero.length - 1 - primero;
  const coeficiente = cifras.slice(primero).replace(/0+$/, '');
  if (exponente <= -7 || exponente >= 21) {
    const resto = coeficiente.length > 1 ? `.${coeficiente.slice(1)}` : '';
    return `${signo}${coeficiente[0]}${resto}e${exponente < 0 ? '-' : '+'}${Math.abs(exponente)}`;
  }
  const decimales = fraccion.replace(/0+$/, '');
  return `${signo}${entero.replace(/^0+(?=\d)/, '')}${decimales ? `.${decimales}` : ''}`;
}

/** A setting's number as written (`'10'`, `'7.5'`, `'.5'`, `'+5'`, `'1e1'`); hexadecimal is refused. */
export function exactoLibre(texto: string): Exacto {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(texto);
  if (!m || m[2] + (m[3] ?? '') === '') throw new TypeError(`No es un número: ${texto}`);
  const fraccion = m[3] ?? '';
  const e = fraccion.length - Number(m[4] ?? 0);
  const n = BigInt(`${m[1]}${m[2]}${fraccion}`);
  return e >= 0 ? { n, e } : { n: n * potencia(-e), e: 0 };
}

// Money's helpers (re-exported by `dinero.ts` and `server/lib/dinero.ts`), on strings.

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
