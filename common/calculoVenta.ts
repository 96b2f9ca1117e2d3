import Decimal from 'decimal.js';
import { aDecimal, aDinero, desglosarImpuestoIncluido, type Dinero } from './dinero';

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
  /**
   * The line's subtotal when it is not precio × cantidad: a split table sale charges a share of an order line
   * (equal parts, or the rest of a line partly charged), whose money was fixed to the centavo beforehand.
   */
  subtotal?: Dinero;
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
  const subtotales = entrada.map(
    (l) => l.subtotal ?? aDinero(aDecimal(l.precio).times(aDecimal(l.cantidad))),
  );
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

/** An order line as a table charge sees it: what it is worth and what earlier sales already charged of it. */
export interface LineaPorCobrar {
  id: number;
  precio: Dinero;
  cantidad: string;
  /** Quantity already charged by earlier sales of this order (cancelled ones too: their stock went back). */
  cobrada: string;
  /** Money (line subtotals) already charged. */
  cobrado: Dinero;
}

/** How a table charge divides the order (`ventaBody`): some lines, one of n equal parts, or (neither) the rest. */
export interface Division {
  detalles?: { id_orden_detalle: number; cantidad: string }[];
  partes?: { n: number; parte: number };
}

export type Reparto =
  | { ok: true; lineas: { id: number; cantidad: string; subtotal: Dinero }[] }
  | {
      ok: false;
      motivo: 'ajena' | 'repetida' | 'cobrada' | 'parte' | 'vacia';
      indice?: number;
      id?: number;
      pendiente?: string;
    };

const TRES = 3;

/**
 * What this sale charges of each order line, exact to the centavo and the thousandth (issue 9, split bills).
 * A line is worth S = round(precio × cantidad, 2), as the order shows it; what is left of it is its quantity and S
 * minus what earlier sales charged. Without a division: the rest of every line. By lines: the quantity asked (at
 * most what is left); the rest of a line takes the rest of its money, a part of it round(precio × q, 2). Equal
 * parts (k of n): each part takes floor(Q / n) to the thousandth and floor(S / n) to the centavo of every line, the
 * last part Q and S minus the others, so the n sales add up to the order exactly; part k needs exactly k − 1 parts
 * of every line charged before it (in order, nothing charged otherwise meanwhile).
 */
export function repartirOrden(lineas: LineaPorCobrar[], division: Division): Reparto {
  const resto = lineas.map((l) => {
    const valor = aDinero(aDecimal(l.precio).times(aDecimal(l.cantidad)));
    return {
      l,
      valor,
      cantidad: new Decimal(l.cantidad).minus(new Decimal(l.cobrada)),
      dinero: aDecimal(valor).minus(aDecimal(l.cobrado)),
    };
  });
  const salida: { id: number; cantidad: string; subtotal: Dinero }[] = [];
  if (division.detalles) {
    const vistos = new Set<number>();
    for (const [i, d] of division.detalles.entries()) {
      const r = resto.find((x) => x.l.id === d.id_orden_detalle);
      if (!r) return { ok: false, motivo: 'ajena', indice: i };
      if (vistos.has(r.l.id)) return { ok: false, motivo: 'repetida', indice: i };
      vistos.add(r.l.id);
      const q = new Decimal(d.cantidad);
      if (q.greaterThan(r.cantidad))
        return { ok: false, motivo: 'cobrada', indice: i, id: r.l.id, pendiente: r.cantidad.toString() };
      const subtotal = q.equals(r.cantidad)
        ? r.dinero
        : Decimal.min(aDecimal(aDinero(aDecimal(r.l.precio).times(q))), r.dinero);
      salida.push({ id: r.l.id, cantidad: q.toString(), subtotal: aDinero(subtotal) });
    }
  } else if (division.partes) {
    const { n, parte } = division.partes;
    for (const r of resto) {
      const total = new Decimal(r.l.cantidad);
      const q = total.dividedBy(n).toDecimalPlaces(TRES, Decimal.ROUND_DOWN);
      const m = q.isZero()
        ? new Decimal(0)
        : aDecimal(r.valor).dividedBy(n).toDecimalPlaces(2, Decimal.ROUND_DOWN);
      const antes = parte - 1;
      if (!new Decimal(r.l.cobrada).equals(q.times(antes)) || !aDecimal(r.l.cobrado).equals(m.times(antes)))
        return { ok: false, motivo: 'parte', id: r.l.id };
      const cantidad = parte < n ? q : total.minus(q.times(n - 1));
      const dinero = parte < n ? m : aDecimal(r.valor).minus(m.times(n - 1));
      if (cantidad.greaterThan(0))
        salida.push({ id: r.l.id, cantidad: cantidad.toString(), subtotal: aDinero(dinero) });
    }
  } else {
    for (const r of resto)
      if (r.cantidad.greaterThan(0))
        salida.push({ id: r.l.id, cantidad: r.cantidad.toString(), subtotal: aDinero(r.dinero) });
  }
  if (salida.length === 0) return { ok: false, motivo: 'vacia' };
  return { ok: true, lineas: salida };
}
