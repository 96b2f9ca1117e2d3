import { documentoDianRecibo } from './dian/recibo';
import { z } from 'zod';
import { modificadorLinea } from './modificadoresEsquemas';
import { dineroRespuesta } from './dineroEsquema';

/**
 * Sales and cash registers (issue 9, spec §7 'Sales' and 'Cash'): the shapes the API answers and the Spanish
 * texts. Spec §8's `productoInvalido` and `sinInventario` travel as the reply's `message` like the orders'.
 */
export const ESTADOS_VENTA = ['pagada', 'cancelada'] as const;
export const TIPOS_VENTA = ['mesa', 'inmediata'] as const;
export const ESTADOS_CAJA = ['abierta', 'cerrada'] as const;

export const MENSAJES_VENTAS = {
  ventaCreada: 'Venta registrada correctamente',
  ventaCancelada: 'Venta cancelada correctamente',
  cajaAbierta: 'Caja abierta correctamente',
  cajaCerrada: 'Caja cerrada correctamente',
  yaHayCaja: 'Ya hay una caja abierta en esta sede; ciérrela antes de abrir otra',
  sinCaja: 'No hay una caja abierta en esta sede; abra la caja para vender',
  cajaAutomatica: 'Abierta al vender: el ajuste «Vender solo con la caja abierta» está apagado',
  sinCajaAnular:
    'La caja de esta venta ya está cerrada y no hay otra abierta en la sede; abra la caja para anularla (el dinero se devuelve desde la caja abierta)',
  cajaYaCerrada: 'La caja ya está cerrada',
  cerrarCaja: 'Confirme el cierre de la caja (cerrar_caja)',
  responsable: 'El responsable indicado no existe o está inactivo',
  sede: 'La sede indicada no existe',
  sedeInactiva: 'La sede está desactivada; actívela en Configuración del sistema para vender en ella',
  cliente: 'El cliente indicado no existe',
  formaPago: 'La forma de pago no existe o está inactiva',
  formaPagoRepetida: 'Cada forma de pago se cuenta una sola vez',
  sinPagos: 'Indique al menos una forma de pago',
  pagosInsuficientes: 'Los pagos no alcanzan el total de la venta más la propina',
  pagosExceden:
    'Los pagos superan el total de la venta más la propina; solo el efectivo puede exceder (se devuelve el cambio)',
  recibido: 'El valor recibido no puede ser menor que el valor del pago',
  recibidoNoEfectivo: 'Solo el efectivo puede recibir más que el valor del pago',
  propinaMaxima: 'La propina no puede superar el 10 % del consumo (Ley 1935 de 2018)',
  descuentoPermiso: 'Solo el propietario o un administrador puede aplicar descuentos',
  descuentoMotivo: 'Indique el motivo del descuento',
  descuentoMaximo: 'El descuento no puede superar el subtotal de la venta',
  sinLineas: 'La venta no tiene productos',
  ordenNoAbierta: 'La orden ya no está abierta',
  ordenSinEnviar: 'La orden tiene productos sin enviar a preparación; envíelos o retírelos antes de cobrar',
  ordenVacia: 'La orden no tiene productos para cobrar',
  cancelarPermiso: 'Solo el propietario o un administrador puede cancelar ventas',
  motivoRequerido: 'Indique el motivo de la cancelación',
  yaCancelada: 'La venta ya fue cancelada',
  lineaAjena: 'El producto indicado no pertenece a esta venta',
  divisionDoble:
    'Divida la cuenta por productos (detalles) o en partes iguales (partes), no de las dos formas',
  parteFuera: 'La parte debe estar entre 1 y el número de partes',
  lineaDeOtraOrden: 'El producto indicado no pertenece a esta orden',
  lineaRepetida: 'Cada producto de la orden se indica una sola vez',
  parteCobrada:
    'Esa parte ya se cobró, o la orden cambió o se dividió de otra forma; cobre lo que falta por productos',
};

/** A split sale asked for more of an order line than is left to charge (it was charged already). */
export const mensajeLineaCobrada = (nombre: string, pendiente: string) =>
  pendiente === '0'
    ? `${nombre} ya se cobró`
    : `Solo queda${pendiente === '1' ? '' : 'n'} ${pendiente} de ${nombre} por cobrar`;

/** Equal parts: at most this many (a table split in more parts is not a split). */
export const PARTES_MAXIMAS = 50;

export const impuestoVenta = z
  .object({
    tipo_impuesto: z.string().nullable(),
    porcentaje: z.string(),
    base: dineroRespuesta,
    impuesto: dineroRespuesta,
    total: dineroRespuesta,
  })
  .meta({ id: 'ImpuestoVenta' });

export const lineaVenta = z
  .object({
    id: z.number().int(),
    id_producto: z.number().int(),
    id_orden_detalle: z.number().int().nullable(),
    nombre: z.string(),
    precio: dineroRespuesta,
    cantidad: z.string(),
    tipo_impuesto: z.string().nullable(),
    porcentaje_impuesto: z.string(),
    subtotal: dineroRespuesta,
    descuento: dineroRespuesta,
    total: dineroRespuesta,
    base: dineroRespuesta,
    impuesto: dineroRespuesta,
    devuelve_inventario: z.boolean().nullable(),
    /** The options chosen (issue 32), their prices already in `precio`; null without any. */
    modificadores: z.array(modificadorLinea).nullable().optional(),
  })
  .meta({ id: 'LineaVenta' });

export const pagoVenta = z
  .object({
    id: z.number().int(),
    id_forma_pago: z.number().int(),
    forma_pago: z.string(),
    efectivo: z.boolean(),
    valor: dineroRespuesta,
    recibido: dineroRespuesta,
    cambio: dineroRespuesta,
  })
  .meta({ id: 'PagoVenta' });

const cabeceraVenta = {
  id: z.number().int(),
  id_sede: z.number().int(),
  /** The venue's name (printed on the receipt). */
  sede: z.string(),
  id_cuadre_caja: z.number().int(),
  numero: z.number().int(),
  prefijo: z.string(),
  /** prefijo + numero, as printed. */
  consecutivo: z.string(),
  tipo: z.enum(TIPOS_VENTA),
  id_orden: z.number().int().nullable(),
  /** The table's name for a table sale (printed on the receipt), null for a counter sale. */
  mesa: z.string().nullable(),
  id_nit: z.number().int(),
  cliente: z.string(),
  documento_cliente: z.string(),
  subtotal: dineroRespuesta,
  descuento: dineroRespuesta,
  motivo_descuento: z.string().nullable(),
  base: dineroRespuesta,
  impuesto: dineroRespuesta,
  total: dineroRespuesta,
  propina: dineroRespuesta,
  cambio: dineroRespuesta,
  estado: z.enum(ESTADOS_VENTA),
  id_usuario: z.number().int(),
  cajero: z.string(),
  id_mesero: z.number().int().nullable(),
  mesero: z.string().nullable(),
  cancelada_por: z.number().int().nullable(),
  cancelada_at: z.string().nullable(),
  motivo_cancelacion: z.string().nullable(),
  /** Issue 29 (spec §3): the ERP's id of the sale and DIAN's code, once sent and validated (server/erp/). */
  begrandaId: z.string().nullable(),
  cufeCude: z.string().nullable(),
  /** The same of its cancellation (the cancelled form's chips). */
  id_begranda_anulado: z.string().nullable(),
  cude_anulado: z.string().nullable(),
  created_at: z.string(),
};

export const resumenVenta = z.object(cabeceraVenta).meta({ id: 'ResumenVenta' });
export type ResumenVenta = z.infer<typeof resumenVenta>;

export const venta = z
  .object({
    ...cabeceraVenta,
    impuestos: z.array(impuestoVenta),
    detalles: z.array(lineaVenta),
    pagos: z.array(pagoVenta),
    /** Issue 29: the sale's electronic document as its receipt prints it; null without one. */
    documento_dian: documentoDianRecibo.nullable().optional(),
  })
  .meta({ id: 'Venta' });
export type Venta = z.infer<typeof venta>;

export const conteoCaja = z
  .object({
    id_forma_pago: z.number().int(),
    forma_pago: z.string(),
    efectivo: z.boolean(),
    esperado: dineroRespuesta,
    contado: dineroRespuesta,
    /** contado − esperado: positive is sobrante, negative faltante. */
    diferencia: dineroRespuesta,
    resultado: z.enum(['cuadrado', 'sobrante', 'faltante']),
  })
  .meta({ id: 'ConteoCaja' });

export const cuadreCaja = z
  .object({
    id: z.number().int(),
    id_sede: z.number().int(),
    sede: z.string(),
    estado: z.enum(ESTADOS_CAJA),
    abierta_por: z.number().int(),
    abierta_at: z.string(),
    id_responsable: z.number().int(),
    responsable: z.string(),
    saldo_apertura: dineroRespuesta,
    conteo_ciego: z.boolean(),
    cerrada_por: z.number().int().nullable(),
    cerrada_at: z.string().nullable(),
    saldo_cierre: dineroRespuesta.nullable(),
    observaciones: z.string().nullable(),
  })
  .meta({ id: 'CuadreCaja' });
export type CuadreCaja = z.infer<typeof cuadreCaja>;

const resultadoCaja = z.enum(['cuadrado', 'sobrante', 'faltante']);

export const totalFormaPago = z
  .object({
    id_forma_pago: z.number().int(),
    forma_pago: z.string(),
    efectivo: z.boolean(),
    /** The payments of the register's paid sales with this method. */
    ventas: dineroRespuesta.nullable(),
    /** Cash expenses and purchases paid from the register with this method (issue 10). */
    egresos: dineroRespuesta.nullable(),
    /** Payments of earlier (closed) registers' sales cancelled while this one was open: refunded from this till. */
    devoluciones: dineroRespuesta.nullable(),
    /** Cash put in and taken out by hand (common/movimientosCaja.ts). */
    entradas: dineroRespuesta.nullable(),
    salidas: dineroRespuesta.nullable(),
    /** The opening cash (first cash method) plus `ventas` and `entradas` less `egresos`, `devoluciones`, `salidas`. */
    esperado: dineroRespuesta.nullable(),
    /** A closed register's count, difference (contado − esperado) and its result; null while open. */
    contado: dineroRespuesta.nullable(),
    diferencia: dineroRespuesta.nullable(),
    resultado: resultadoCaja.nullable(),
  })
  .meta({ id: 'TotalFormaPago' });

/**
 * GET cuadresCaja/{id}/totales (and a close's `totales`: the closing report). A closed register answers the
 * figures frozen at its close. While a blind-count register is open, roles other than 0 and 1 get null for every
 * money figure (only the counts of sales): nothing from which the expected amounts could be worked out.
 */
export const totalesCaja = z
  .object({
    id_cuadre_caja: z.number().int(),
    estado: z.enum(ESTADOS_CAJA),
    conteo_ciego: z.boolean(),
    saldo_apertura: dineroRespuesta,
    cantidad_ventas: z.number().int(),
    cantidad_canceladas: z.number().int(),
    total_ventas: dineroRespuesta.nullable(),
    total_propinas: dineroRespuesta.nullable(),
    /** 'Gastos y compras en efectivo': what cash expenses and purchases took from the register. */
    egresos_efectivo: dineroRespuesta.nullable(),
    /** What earlier registers' sales cancelled during this one gave back from this till. */
    devoluciones: dineroRespuesta.nullable(),
    /** Cash put in and taken out by hand (common/movimientosCaja.ts). */
    entradas: dineroRespuesta.nullable(),
    salidas: dineroRespuesta.nullable(),
    esperado_total: dineroRespuesta.nullable(),
    contado_total: dineroRespuesta.nullable(),
    diferencia_total: dineroRespuesta.nullable(),
    resultado: resultadoCaja.nullable(),
    formas_pago: z.array(totalFormaPago),
  })
  .meta({ id: 'TotalesCaja' });
export type TotalesCaja = z.infer<typeof totalesCaja>;

export const cierreCaja = z
  .object({
    cuadre: cuadreCaja,
    conteos: z.array(conteoCaja),
    esperado: dineroRespuesta,
    contado: dineroRespuesta,
    diferencia: dineroRespuesta,
    resultado: resultadoCaja,
    /** The closing report: the register's figures as frozen by this close. */
    totales: totalesCaja,
  })
  .meta({ id: 'CierreCaja' });
export type CierreCaja = z.infer<typeof cierreCaja>;

export const responsable = z
  .object({ id: z.number().int(), nombre: z.string(), apellido: z.string(), email: z.string() })
  .meta({ id: 'Responsable' });

/**
 * GET cuadresCaja/{id}/inventario: what the register's shift moved in stock, per product, in its venue. Counted
 * are the movements that name its sales (a counter sale's stock-out, a cancellation's return or waste) and the
 * orders its sales charged (a table's sends and removed lines). Quantities are positive decimal strings with three
 * decimals: `vendido` left as sold, `devuelto` came back by a cancellation or removal, `merma` was recorded as
 * waste; `salida` = vendido − devuelto + merma (what left the stock net); `existencia` is the stock on hand now.
 */
export const inventarioCajaProducto = z
  .object({
    id_producto: z.number().int(),
    nombre: z.string(),
    vendido: z.string(),
    devuelto: z.string(),
    merma: z.string(),
    salida: z.string(),
    existencia: z.string(),
  })
  .meta({ id: 'InventarioCajaProducto' });

export const inventarioCaja = z
  .object({
    id_cuadre_caja: z.number().int(),
    id_sede: z.number().int(),
    estado: z.enum(ESTADOS_CAJA),
    productos: z.array(inventarioCajaProducto),
  })
  .meta({ id: 'InventarioCaja' });
export type InventarioCaja = z.infer<typeof inventarioCaja>;
