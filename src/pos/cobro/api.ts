import type { Envelope } from '../../../common/api';
import type { FacturaPedida } from '../../../common/dian/factura';
import type { Dinero } from '../../../common/dineroTexto';
import type { CuadreCaja, Venta } from '../../../common/ventas';
import { http } from '../../dataProvider/http';

/** A payment method as the till offers it (GET formasPago/ventas). */
export interface FormaPago {
  id: number;
  nombre: string;
  efectivo: boolean;
  activa: boolean;
  id_sede: number | null;
}

/** One line of `formaPagoValores` (server/routes/ventas/schemas.ts): cash may say what was handed over. */
export interface PagoEnviado {
  id_forma_pago: number;
  valor: Dinero;
  recibido?: Dinero;
}

/** What both charges share (schemas.ts `cobro`): the key, the customer, the tip, the discount and the payments. */
export interface Cobro {
  idempotencia: string;
  id_nit?: number;
  propina?: Dinero;
  descuento?: Dinero;
  motivo_descuento?: string;
  formaPagoValores: PagoEnviado[];
  /** Issue 29: the buyer asks for a factura electrónica instead of the POS document. */
  factura_electronica?: FacturaPedida;
}

/** How a table charge divides the order (schemas.ts `ventaBody`): some lines, or part k of n equal parts. */
export interface DivisionMesa {
  detalles?: { id_orden_detalle: number; cantidad: string }[];
  partes?: { n: number; parte: number };
}

/** POST ventas/venta: charges an open order (all of what is left, or a split's share). */
export interface VentaMesa extends Cobro, DivisionMesa {
  id_orden: number;
}

/** POST ventas/inmediata: a counter sale. */
export interface VentaInmediata extends Cobro {
  id_sede?: number;
  detalles: { id_producto: number; cantidad: string }[];
}

/**
 * GET formasPago/ventas: the active payment methods of a venue (those of every venue and its own), by name. Any
 * signed-in user reads it: a cashier without the catalogue's module still charges.
 */
export async function leerFormasPago(idSede?: number): Promise<FormaPago[]> {
  const { data } = await http.get<Envelope<FormaPago[]>>('formasPago/ventas', {
    params: idSede === undefined ? {} : { id_sede: idSede },
  });
  return data.data;
}

/** What the dialog reads from the settings: whether to ask for the tip and its suggested percentage. */
export interface AjustesCobro {
  preguntarPropina: boolean;
  porcentajePropina: string;
  /** A sale needs the venue's register open (setting 'ventaRequiereCajaAbierta'); off: the server opens it. */
  requiereCaja: boolean;
}

/** GET configuraciones (any signed-in user): an entry never saved reads as its default (10 %, ask). */
export async function leerAjustesCobro(): Promise<AjustesCobro> {
  const { data } = await http.get<Envelope<{ nombre: string; valor: string }[]>>('configuraciones');
  const valor = (nombre: string) => data.data.find((c) => c.nombre === nombre)?.valor;
  const porcentaje = valor('porcentajePropinaSugerida');
  return {
    preguntarPropina: valor('preguntarPropina') !== '0',
    porcentajePropina: porcentaje && /^\d+(\.\d+)?$/.test(porcentaje) ? porcentaje : '10',
    requiereCaja: valor('ventaRequiereCajaAbierta') !== '0',
  };
}

/** GET cuadresCaja/cajaAbierta: the venue's open register (the main venue by default), or null. */
export async function leerCajaAbierta(idSede?: number): Promise<CuadreCaja | null> {
  const { data } = await http.get<Envelope<CuadreCaja | null>>('cuadresCaja/cajaAbierta', {
    params: idSede === undefined ? {} : { id_sede: idSede },
  });
  return data.data;
}

export async function cobrarInmediata(cuerpo: VentaInmediata): Promise<{ venta: Venta; mensaje: string }> {
  const { data } = await http.post<Envelope<Venta>>('ventas/inmediata', cuerpo);
  return { venta: data.data, mensaje: data.message };
}

export async function cobrarMesa(cuerpo: VentaMesa): Promise<Venta> {
  const { data } = await http.post<Envelope<Venta>>('ventas/venta', cuerpo);
  return data.data;
}

/** A client of the nits catalogue found by its document (GET nits/nit/documento/{doc}); 404 → null. */
export async function buscarCliente(documento: string): Promise<{ id: number; nombre: string } | null> {
  try {
    const { data } = await http.get<Envelope<{ id: number; nombre: string; razon_social?: string | null }>>(
      `nits/nit/documento/${encodeURIComponent(documento)}`,
    );
    return { id: data.data.id, nombre: data.data.razon_social || data.data.nombre };
  } catch (e) {
    if ((e as { status?: number }).status === 404) return null;
    throw e;
  }
}

/** A fresh idempotency key. */
export const nuevaClave = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
