/**
 * How a receipt writes its data (issue 9), shared by the browser receipt (src/pos/recibo/) and the ESC/POS one the
 * server prints (server/tiquetes/recibo.ts).
 */
import { digitoVerificacion, formatoNitValido, limpiarNit } from './nit';
import type { Venta } from './ventas';
import { CONSUMIDOR_FINAL } from './catalogos/nits';
import { fechaHoraBogota } from './fechas';

export { fechaHoraBogota };

/** HH:MM in Bogotá. */
export const horaBogota = (iso: string): string => fechaHoraBogota(iso).slice(11);

/** The NIT as documents print it, with its check digit: '900123456' → '900123456-8'; anything else as it came. */
export function nitConDigito(nit: string): string {
  const limpio = limpiarNit(nit);
  return formatoNitValido(limpio) ? `${limpio}-${digitoVerificacion(limpio)}` : nit;
}

/** Whether the sale's customer is the anonymous buyer (colombia.md: 'Consumidor final', 222222222222). */
export const esConsumidorFinal = (v: Pick<Venta, 'documento_cliente'>): boolean =>
  v.documento_cliente === '' || v.documento_cliente === CONSUMIDOR_FINAL.documento;

/** The taxes per rate, IVA and INC apart (each kind in its own group, rates ascending), then the excluded. */
export function impuestosPorClase(impuestos: Venta['impuestos']) {
  const gravado = (t: Venta['impuestos'][number]) => t.tipo_impuesto !== null && Number(t.porcentaje) !== 0;
  return {
    iva: impuestos.filter((t) => gravado(t) && t.tipo_impuesto === 'IVA'),
    inc: impuestos.filter((t) => gravado(t) && t.tipo_impuesto === 'INC'),
    otros: impuestos.filter((t) => gravado(t) && t.tipo_impuesto !== 'IVA' && t.tipo_impuesto !== 'INC'),
    excluidos: impuestos.filter((t) => !gravado(t)),
  };
}

/** '8.00' → '8', '19.50' → '19,5'. */
export const porcentajeLegible = (p: string): string =>
  p
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '')
    .replace('.', ',');

/** The name of the print point that prints receipts (created at sign-up with Cocina and Bar). */
export const NOMBRE_PUNTO_CAJA = 'caja';

/**
 * The venue's "Caja" print point (name compared without case or surrounding spaces): the venue's own first, else
 * one for every venue (no venue), else any; null without one. The browser and the server choose the same.
 */
export function elegirPuntoCaja<P extends { nombre: string; id_sede: number | null }>(
  puntos: readonly P[],
  idSede: number,
): P | null {
  const cajas = puntos.filter((p) => p.nombre.trim().toLowerCase() === NOMBRE_PUNTO_CAJA);
  return cajas.find((c) => c.id_sede === idSede) ?? cajas.find((c) => c.id_sede === null) ?? cajas[0] ?? null;
}
