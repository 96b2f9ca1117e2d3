import type { Dinero } from './dineroTexto';
import {
  alCentavo,
  aTextoDinero,
  CERO,
  comparar,
  conSigno,
  desglosar,
  dividir,
  dividirAlCentavo,
  exacto,
  exactoLibre,
  type Exacto,
  mas,
  menor,
  menos,
  por,
  suma,
  tasaDe,
  textoExacto,
  textoPorcentaje,
} from './exacto';

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

/** A line's figures already worked out, as `agruparImpuestos` adds them up per kind and rate. */
export interface LineaImpuesto {
  tipo_impuesto: string | null;
  porcentaje: string;
  base: Exacto;
  impuesto: Exacto;
  total: Exacto;
}

/**
 * Taxes per kind and rate, sums of the lines' figures (each sum to the centavo), by rate; the rate written as
 * `textoPorcentaje` writes it (`'8.00'` → `'8'`). The sale's calculation and a stored sale's summary both use it.
 */
export function agruparImpuestos(lineas: LineaImpuesto[]): ImpuestoCalculado[] {
  const grupos = new Map<
    string,
    {
      tipo_impuesto: string | null;
      porcentaje: string;
      tasa: Exacto;
      base: Exacto;
      impuesto: Exacto;
      total: Exacto;
    }
  >();
  for (const l of lineas) {
    const porcentaje = textoPorcentaje(l.porcentaje);
    const clave = `${l.tipo_impuesto ?? ''}|${porcentaje}`;
    const g = grupos.get(clave);
    if (g) {
      g.base = alCentavo(mas(g.base, l.base));
      g.impuesto = alCentavo(mas(g.impuesto, l.impuesto));
      g.total = alCentavo(mas(g.total, l.total));
    } else
      grupos.set(clave, {
        tipo_impuesto: l.tipo_impuesto,
        porcentaje,
        tasa: exacto(l.porcentaje),
        base: alCentavo(l.base),
        impuesto: alCentavo(l.impuesto),
        total: alCentavo(l.total),
      });
  }
  return [...grupos.values()]
    .sort((a, b) => comparar(a.tasa, b.tasa))
    .map((g) => ({
      tipo_impuesto: g.tipo_impuesto,
      porcentaje: g.porcentaje,
      base: aTextoDinero(g.base),
      impuesto: aTextoDinero(g.impuesto),
      total: aTextoDinero(g.total),
    }));
}

export function calcularVenta(entrada: LineaEntrada[], descuento: Dinero = '0.00'): VentaCalculada {
  const subtotales = entrada.map(
    (l) => l.subtotal ?? aTextoDinero(por(exacto(l.precio), exacto(l.cantidad))),
  );
  const valores = subtotales.map((s) => exacto(s));
  const bruto = alCentavo(suma(valores));
  const d = exacto(descuento);
  if (conSigno(descuento) || comparar(d, bruto) > 0) throw new RangeError('Descuento fuera del subtotal');
  const partes = valores.map((s) => (bruto.n === 0n ? CERO : dividirAlCentavo(por(d, s), bruto)));
  if (entrada.length > 0) {
    const resto = menos(d, suma(partes));
    let mayor = 0;
    valores.forEach((s, i) => {
      if (comparar(s, valores[mayor]) > 0) mayor = i;
    });
    partes[mayor] = mas(partes[mayor], resto);
  }
  const exactas = entrada.map((l, i) => {
    const total = alCentavo(menos(valores[i], partes[i]));
    return {
      tipo_impuesto: l.tipo_impuesto,
      porcentaje: l.porcentaje,
      total,
      ...desglosar(total, tasaDe(l.porcentaje)),
    };
  });
  // Object.assign, not `{ ...l, subtotal, … }`: V8 adds properties after a spread slowly (~3 µs a line).
  const lineas: LineaCalculada[] = entrada.map((l, i) =>
    Object.assign({}, l, {
      subtotal: subtotales[i],
      descuento: aTextoDinero(partes[i]),
      total: aTextoDinero(exactas[i].total),
      base: aTextoDinero(exactas[i].base),
      impuesto: aTextoDinero(exactas[i].impuesto),
    }),
  );
  return {
    lineas,
    subtotal: aTextoDinero(bruto),
    descuento: aTextoDinero(d),
    base: aTextoDinero(suma(exactas.map((l) => l.base))),
    impuesto: aTextoDinero(suma(exactas.map((l) => l.impuesto))),
    total: aTextoDinero(suma(exactas.map((l) => l.total))),
    impuestos: agruparImpuestos(exactas),
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
    const valor = alCentavo(por(exacto(l.precio), exacto(l.cantidad)));
    return {
      l,
      valor,
      cantidad: menos(exactoLibre(l.cantidad), exactoLibre(l.cobrada)),
      dinero: menos(valor, exacto(l.cobrado)),
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
      const q = exactoLibre(d.cantidad);
      if (comparar(q, r.cantidad) > 0)
        return { ok: false, motivo: 'cobrada', indice: i, id: r.l.id, pendiente: textoExacto(r.cantidad) };
      const subtotal =
        comparar(q, r.cantidad) === 0 ? r.dinero : menor(alCentavo(por(exacto(r.l.precio), q)), r.dinero);
      salida.push({ id: r.l.id, cantidad: textoExacto(q), subtotal: aTextoDinero(subtotal) });
    }
  } else if (division.partes) {
    const { n, parte } = division.partes;
    const partes: Exacto = { n: BigInt(n), e: 0 };
    const antes: Exacto = { n: BigInt(parte - 1), e: 0 };
    const otras: Exacto = { n: BigInt(n - 1), e: 0 };
    for (const r of resto) {
      const total = exactoLibre(r.l.cantidad);
      const q = dividir(total, partes, TRES, 'cero');
      const m = q.n === 0n ? CERO : dividir(r.valor, partes, 2, 'cero');
      if (
        comparar(exactoLibre(r.l.cobrada), por(q, antes)) !== 0 ||
        comparar(exacto(r.l.cobrado), por(m, antes)) !== 0
      )
        return { ok: false, motivo: 'parte', id: r.l.id };
      const cantidad = parte < n ? q : menos(total, por(q, otras));
      const dinero = parte < n ? m : menos(r.valor, por(m, otras));
      if (cantidad.n > 0n)
        salida.push({ id: r.l.id, cantidad: textoExacto(cantidad), subtotal: aTextoDinero(dinero) });
    }
  } else {
    for (const r of resto)
      if (r.cantidad.n > 0n)
        salida.push({ id: r.l.id, cantidad: textoExacto(r.cantidad), subtotal: aTextoDinero(r.dinero) });
  }
  if (salida.length === 0) return { ok: false, motivo: 'vacia' };
  return { ok: true, lineas: salida };
}
