/**
 * A sale's money (issue 9) lives in common/calculoVenta.ts, shared with the payment dialog so that the table charge
 * shows exactly what the server will decide: `calcularVenta` (lines, discount, taxes per rate) and `repartirOrden`
 * (what a split table charge takes of each order line).
 */
export * from '../../../common/calculoVenta';

/** The tip cap and the payments' rule live in common/cobro.ts, shared with the payment dialog. */
export {
  calcularPagos,
  propinaMaxima,
  propinaSugerida,
  type PagoCalculado,
  type PagoEntrada,
  type ResultadoPagos,
} from '../../../common/cobro';
