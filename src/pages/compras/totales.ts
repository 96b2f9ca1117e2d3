import {
  calcularLineaCompra,
  cantidadCompraValida,
  totalesCompra,
  type LineaCalculada,
  type LineaCompraValores,
} from '../../../common/compras';
import { PATRON_DINERO } from '../../../common/dineroTexto';

/** A line of the purchase form as the user is typing it (decimal strings with '.', blanks as null). */
export interface LineaFormulario {
  id_producto?: number | null;
  cantidad?: string | null;
  /** Whether `valor` is the unit cost or the line's total (before discount and IVA). */
  modo?: 'unitario' | 'total';
  valor?: string | null;
  descuento?: string | null;
  porcentaje_iva?: string | null;
}

const dineroValido = (v: string) => PATRON_DINERO.test(v) && !v.startsWith('-');
const opcional = (v: string | null | undefined) =>
  v === null || v === undefined || v === '' ? undefined : v;

/** What the API receives for a line: the typed strings as they are (the server checks and computes them). */
export function lineaParaApi(l: LineaFormulario): LineaCompraValores & { id_producto: number } {
  return {
    id_producto: l.id_producto ?? 0,
    cantidad: l.cantidad ?? '',
    [l.modo === 'total' ? 'valor_total' : 'costo_unitario']: opcional(l.valor),
    descuento: opcional(l.descuento),
    porcentaje_iva: opcional(l.porcentaje_iva),
  };
}

/** A line's money while typing: null until its quantity and amounts read as the server would accept them. */
export function calcularLineaFormulario(l: LineaFormulario | undefined): LineaCalculada | null {
  if (!l?.cantidad || !cantidadCompraValida(l.cantidad)) return null;
  if (!l.valor || !dineroValido(l.valor)) return null;
  if (opcional(l.descuento) !== undefined && !dineroValido(l.descuento as string)) return null;
  const iva = opcional(l.porcentaje_iva);
  if (iva !== undefined && !/^\d{1,3}(\.\d{1,2})?$/.test(iva)) return null;
  const r = calcularLineaCompra(lineaParaApi(l));
  return r.ok ? r.linea : null;
}

/** The purchase's subtotal, discounts, IVA and total over the lines that already read (common/compras.ts). */
export const totalesFormulario = (lineas: (LineaFormulario | undefined)[]) =>
  totalesCompra(lineas.map(calcularLineaFormulario).filter((l): l is LineaCalculada => l !== null));
