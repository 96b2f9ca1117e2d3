import Decimal from 'decimal.js';
import { aDecimal, aDinero, type Dinero } from '../../../common/dinero';
import { PROPINA_MAXIMA } from '../../../common/configuraciones';
import { desglosarImpuestoIncluido } from '../../lib/dinero';

/**
 * A sale's money, pure (issue 9): each line's subtotal = round(precio × cantidad, 2); the document's discount is
 * shared among the lines in proportion to their subtotals (each share to the centavo, the remainder on the largest
 * line, never above a line's subtotal); per line total = subtotal − share, base = total / (1 + rate) to the
 * centavo, impuesto = total − base. The document's figures are the sums of its lines.
 */
export interface LineaEntrada {
  precio: Dinero;
  cantidad: string;
  porcentaje: string;
  tipo_impuesto: string | null;
}

export interface LineaCalculada extends LineaEntrada {
  subtotal: Dinero;
  descuento: Dinero;
  total: Dinero;
  base: Dinero;
  impuesto: Dinero;
}

export interface ImpuestoCalculado {
  tipo_impuesto: string | null;
  porcentaje: string;
  base: Dinero;
  impuesto: Dinero;
  total: Dinero;
}

export interface VentaCalculada {
  lineas: LineaCalculada[];
  subtotal: Dinero;
  descuento: Dinero;
  base: Dinero;
  impuesto: Dinero;
  total: Dinero;
  impuestos: ImpuestoCalculado[];
}

const suma = (valores: Dinero[]) => aDinero(valores.reduce((a, v) => a.plus(aDecimal(v)), new Decimal(0)));

/** The percentage written without trailing zeros ('8.00' → '8'). */
const porcentajeTexto = (p: string) => new Decimal(p).toString();

export function calcularVenta(entrada: LineaEntrada[], descuento: Dinero = '0.00'): VentaCalculada {
  const subtotales = entrada.map((l) => aDinero(aDecimal(l.precio).times(aDecimal(l.cantidad))));
  const subtotal = suma(subtotales);
  const d = aDecimal(descuento);
  if (d.isNegative() || d.greaterThan(aDecimal(subtotal)))
    throw new RangeError('Descuento fuera del subtotal');
  const partes = subtotales.map((s) =>
    aDecimal(subtotal).isZero()
      ? new Decimal(0)
      : d.times(aDecimal(s)).dividedBy(aDecimal(subtotal)).toDecimalPlaces(2),
  );
  if (entrada.length > 0) {
    const resto = d.minus(partes.reduce((a, p) => a.plus(p), new Decimal(0)));
    let mayor = 0;
    subtotales.forEach((s, i) => {
      if (aDecimal(s).greaterThan(aDecimal(subtotales[mayor]))) mayor = i;
    });
    partes[mayor] = partes[mayor].plus(resto);
  }
  const lineas = entrada.map((l, i) => {
    const total = aDinero(aDecimal(subtotales[i]).minus(partes[i]));
    const { base, impuesto } = desglosarImpuestoIncluido(total, l.porcentaje);
    return { ...l, subtotal: subtotales[i], descuento: aDinero(partes[i]), total, base, impuesto };
  });
  const grupos = new Map<string, ImpuestoCalculado>();
  for (const l of lineas) {
    const porcentaje = porcentajeTexto(l.porcentaje);
    const clave = `${l.tipo_impuesto ?? ''}|${porcentaje}`;
    const g = grupos.get(clave) ?? {
      tipo_impuesto: l.tipo_impuesto,
      porcentaje,
      base: '0.00',
      impuesto: '0.00',
      total: '0.00',
    };
    grupos.set(clave, {
      ...g,
      base: suma([g.base, l.base]),
      impuesto: suma([g.impuesto, l.impuesto]),
      total: suma([g.total, l.total]),
    });
  }
  return {
    lineas,
    subtotal,
    descuento: aDinero(d),
    base: suma(lineas.map((l) => l.base)),
    impuesto: suma(lineas.map((l) => l.impuesto)),
    total: suma(lineas.map((l) => l.total)),
    impuestos: [...grupos.values()].sort((a, b) =>
      new Decimal(a.porcentaje).comparedTo(new Decimal(b.porcentaje)),
    ),
  };
}

/** The highest tip allowed (Ley 1935 de 2018): 10 % of the consumption, to the centavo (rounded down). */
export const propinaMaxima = (consumo: Dinero): Dinero =>
  aDinero(aDecimal(consumo).times(PROPINA_MAXIMA).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_DOWN));

/** The suggested tip: `porcentaje` % of the consumption, to the centavo, never above the cap. */
export function propinaSugerida(consumo: Dinero, porcentaje: string): Dinero {
  const p = Decimal.min(new Decimal(porcentaje || '0'), PROPINA_MAXIMA);
  const valor = aDinero(aDecimal(consumo).times(p).dividedBy(100));
  return aDecimal(valor).greaterThan(aDecimal(propinaMaxima(consumo))) ? propinaMaxima(consumo) : valor;
}

export interface PagoEntrada {
  id_forma_pago: number;
  valor: Dinero;
  recibido: Dinero | null;
  efectivo: boolean;
}

export interface PagoCalculado {
  id_forma_pago: number;
  valor: Dinero;
  recibido: Dinero;
  cambio: Dinero;
}

export type ResultadoPagos =
  | { ok: true; pagos: PagoCalculado[]; cambio: Dinero }
  | { ok: false; motivo: 'insuficiente' | 'excede' | 'recibido' | 'recibidoNoEfectivo'; indice?: number };

/**
 * Payments against what is due (total + tip): they must add up to it; cash may exceed it, the excess being the
 * change (taken from the cash lines, last first). A cash line may also say what was handed over (`recibido` ≥
 * `valor`): the difference is change too. Stored `valor` is what each method applied to the sale.
 */
export function calcularPagos(entrada: PagoEntrada[], debido: Dinero): ResultadoPagos {
  for (const [i, p] of entrada.entries()) {
    if (p.recibido === null) continue;
    const cmp = aDecimal(p.recibido).comparedTo(aDecimal(p.valor));
    if (cmp < 0) return { ok: false, motivo: 'recibido', indice: i };
    if (cmp > 0 && !p.efectivo) return { ok: false, motivo: 'recibidoNoEfectivo', indice: i };
  }
  const pagado = entrada.reduce((a, p) => a.plus(aDecimal(p.valor)), new Decimal(0));
  const exceso = pagado.minus(aDecimal(debido));
  if (exceso.isNegative()) return { ok: false, motivo: 'insuficiente' };
  const efectivo = entrada
    .filter((p) => p.efectivo)
    .reduce((a, p) => a.plus(aDecimal(p.valor)), new Decimal(0));
  if (exceso.greaterThan(efectivo)) return { ok: false, motivo: 'excede' };
  let porDevolver = exceso;
  const valores = entrada.map((p) => aDecimal(p.valor));
  for (let i = entrada.length - 1; i >= 0 && porDevolver.greaterThan(0); i--) {
    if (!entrada[i].efectivo) continue;
    const quita = Decimal.min(porDevolver, valores[i]);
    valores[i] = valores[i].minus(quita);
    porDevolver = porDevolver.minus(quita);
  }
  const pagos: PagoCalculado[] = [];
  let cambio = new Decimal(0);
  entrada.forEach((p, i) => {
    const recibido = Decimal.max(aDecimal(p.recibido ?? p.valor), aDecimal(p.valor));
    const c = recibido.minus(valores[i]);
    if (valores[i].isZero()) return;
    cambio = cambio.plus(c);
    pagos.push({
      id_forma_pago: p.id_forma_pago,
      valor: aDinero(valores[i]),
      recibido: aDinero(recibido),
      cambio: aDinero(c),
    });
  });
  return { ok: true, pagos, cambio: aDinero(cambio) };
}
