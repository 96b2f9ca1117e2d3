import Decimal from 'decimal.js';
import { aDecimal, aDinero, type Dinero } from '../../../common/dinero';
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

/** The tip cap and the payments' rule live in common/cobro.ts, shared with the payment dialog. */
export {
  calcularPagos,
  propinaMaxima,
  propinaSugerida,
  type PagoCalculado,
  type PagoEntrada,
  type ResultadoPagos,
} from '../../../common/cobro';
