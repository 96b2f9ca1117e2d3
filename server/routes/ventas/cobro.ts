import { compararDinero, sumar, type Dinero } from '../../../common/dinero';
import type { FacturaPedida } from '../../../common/dian/factura';
import { MENSAJES_VENTAS as M } from '../../../common/ventas';
import type { ModificadorLinea } from '../../../common/modificadores';
import { AppError, ForbiddenError, ValidationError } from '../../lib/errors';
import { calcularPagos, calcularVenta, propinaMaxima, type LineaEntrada } from './calculo';
import { privilegiado, type Quien } from './quien';
import type { Contexto } from './contexto';

export interface Cobro {
  idempotencia: string;
  id_nit: number | null;
  propina?: Dinero;
  descuento?: Dinero;
  motivo_descuento: string | null;
  formaPagoValores: { id_forma_pago: number; valor: Dinero; recibido?: Dinero }[];
  /** Issue 29: the invoice the buyer asked for instead of the POS document. */
  factura_electronica?: FacturaPedida;
}

/** Discount: roles 0 and 1 only, with a reason, never above the subtotal (worked out only for a discount). */
function revisarDescuento(quien: Quien, input: Cobro, subtotal: () => Dinero): Dinero {
  const descuento = input.descuento ?? '0.00';
  const signo = compararDinero(descuento, 0);
  if (signo === 0) return '0.00';
  if (signo < 0) throw ValidationError.field('descuento', M.descuentoMaximo);
  if (!privilegiado(quien)) throw new ForbiddenError(M.descuentoPermiso);
  if (!input.motivo_descuento) throw ValidationError.field('motivo_descuento', M.descuentoMotivo);
  if (compararDinero(descuento, subtotal()) > 0) throw ValidationError.field('descuento', M.descuentoMaximo);
  return descuento;
}

/** The payments checked against the company's active methods (`formas`, as read) and against what is due. */
function revisarPagos(formas: Contexto['formas'], input: Cobro, debido: Dinero) {
  if (input.formaPagoValores.length === 0) throw ValidationError.field('formaPagoValores', M.sinPagos);
  const ids = input.formaPagoValores.map((f) => f.id_forma_pago);
  const activas = new Map(formas.filter((f) => f.activa).map((f) => [f.id, f.efectivo]));
  const errores: Record<string, string[]> = {};
  const vistos = new Set<number>();
  ids.forEach((idForma, n) => {
    if (!activas.has(idForma)) errores[`formaPagoValores.${n}.id_forma_pago`] = [M.formaPago];
    else if (vistos.has(idForma)) errores[`formaPagoValores.${n}.id_forma_pago`] = [M.formaPagoRepetida];
    vistos.add(idForma);
  });
  input.formaPagoValores.forEach((f, n) => {
    if (compararDinero(f.valor, 0) <= 0)
      errores[`formaPagoValores.${n}.valor`] = ['El valor debe ser mayor que cero'];
  });
  const primero = Object.values(errores)[0];
  if (primero) throw new ValidationError(primero[0], errores);
  const r = calcularPagos(
    input.formaPagoValores.map((f) => ({
      id_forma_pago: f.id_forma_pago,
      valor: f.valor,
      recibido: f.recibido ?? null,
      efectivo: activas.get(f.id_forma_pago) as boolean,
    })),
    debido,
  );
  if (!r.ok) {
    const campo = r.indice !== undefined ? `formaPagoValores.${r.indice}.recibido` : 'formaPagoValores';
    const mensaje = {
      insuficiente: M.pagosInsuficientes,
      excede: M.pagosExceden,
      recibido: M.recibido,
      recibidoNoEfectivo: M.recibidoNoEfectivo,
    }[r.motivo];
    throw ValidationError.field(campo, mensaje);
  }
  return r;
}

export interface LineaVender extends LineaEntrada {
  id_producto: number;
  nombre: string;
  id_orden_detalle: number | null;
  /** The options chosen (issue 32), as sold; null or absent without any. */
  modificadores?: ModificadorLinea[] | null;
}
/** A charge checked and worked out from its context: what its write stores (`registrarVenta`, `LotesVenta`). */
export interface CobroListo {
  idNit: number;
  descuento: Dinero;
  sinDescuento: boolean;
  calculo: ReturnType<typeof calcularVenta>;
  propina: Dinero;
  pagos: Extract<ReturnType<typeof calcularPagos>, { ok: true }>;
  prefijo: string;
  idCaja: number;
  /** The lines and the payments as the write's JSON takes them (in their order, `n`). */
  lineas: Record<string, unknown>[];
  formas: Record<string, unknown>[];
}

/**
 * The checks of a charge that need nothing but its context, in the order they always had (customer, discount,
 * tip, payments, register), and its figures: the Spanish errors of spec §8, nothing read or written.
 */
export function listoParaEscribir(
  quien: Quien,
  datos: { input: Cobro; idSede: number; lineas: LineaVender[]; propinaPorDefecto: Dinero },
  contexto: Contexto,
): CobroListo {
  const { input } = datos;
  if (!contexto.nit) throw ValidationError.field('id_nit', M.cliente);
  const idNit = contexto.nit.id;
  const descuento = revisarDescuento(quien, input, () => calcularVenta(datos.lineas).subtotal);
  const calculo = calcularVenta(datos.lineas, descuento);
  const propina = input.propina ?? datos.propinaPorDefecto;
  if (compararDinero(propina, 0) < 0 || compararDinero(propina, propinaMaxima(calculo.total)) > 0)
    throw ValidationError.field('propina', M.propinaMaxima);
  const pagos = revisarPagos(contexto.formas, input, sumar(calculo.total, propina));
  const prefijo = contexto.prefijo ?? '';
  const idCaja = contexto.idCaja;
  if (idCaja === null) throw new AppError(409, M.sinCaja, { id_sede: datos.idSede });
  const lineas = calculo.lineas.map((l, n) => ({
    id_producto: datos.lineas[n].id_producto,
    id_orden_detalle: datos.lineas[n].id_orden_detalle,
    nombre: datos.lineas[n].nombre,
    precio: l.precio,
    cantidad: l.cantidad,
    tipo_impuesto: l.tipo_impuesto,
    porcentaje: l.porcentaje,
    subtotal: l.subtotal,
    descuento: l.descuento,
    total: l.total,
    base: l.base,
    impuesto: l.impuesto,
    modificadores: datos.lineas[n].modificadores ?? null,
    n,
  }));
  const formas = pagos.pagos.map((f, n) => ({ ...f, n }));
  return {
    idNit,
    descuento,
    sinDescuento: compararDinero(descuento, 0) === 0,
    calculo,
    propina,
    pagos,
    prefijo,
    idCaja,
    lineas,
    formas,
  };
}
