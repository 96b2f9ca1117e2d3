import { z } from 'zod';
import { dineroRespuesta } from './dineroEsquema';
import { modificadorLinea } from './modificadoresEsquemas';

/**
 * Orders (issue 8, spec §7 'Orders' and 'Tables'): the shapes the API answers and the texts both sides show.
 * Spec §8's order-save errors travel as the reply's `message` (a code the app recognises, like `freemiumPlan`),
 * with the Spanish text in `message_object.mensaje`.
 */
export const PRODUCTO_INVALIDO = 'productoInvalido';
export const ORDEN_REPETIDA = 'ordenRepetida';
/** A send that would take a product's stock below zero (spec §8): 409, `data` { id_producto, nombre, disponible }. */
export const SIN_INVENTARIO = 'sinInventario';

/** The Spanish text of `sinInventario`: the product (or recipe ingredient) short of stock and what is left. */
export const mensajeSinInventario = (nombre: string, disponible: string) =>
  `No hay inventario suficiente de ${nombre}: quedan ${disponible}`;

/**
 * A product saved with a negative price before the API refused one (issue 25): it cannot be sold until fixed
 * (422 on the line that names it).
 */
export const mensajePrecioNegativo = (nombre: string) =>
  `El producto «${nombre}» tiene un precio de venta negativo; corríjalo en Productos antes de venderlo`;

export const ESTADOS_ORDEN = ['abierta', 'cobrada', 'anulada', 'unida'] as const;
export const ESTADOS_LINEA = ['nueva', 'enviada', 'lista'] as const;

export const MENSAJES_ORDENES = {
  guardada: 'Orden guardada correctamente',
  enviada: 'Orden enviada a preparación',
  /** Sent, but lines of products without a print point reached no station (none is marked predeterminada). */
  enviadaSinEstacion: (n: number) =>
    `Orden enviada, pero ${n === 1 ? '1 producto no llega' : `${n} productos no llegan`} a ninguna estación: ` +
    'asígnale un punto de impresión o marca una estación predeterminada en Puntos de impresión',
  productoInvalido: 'El producto no existe, está inactivo o no se vende',
  ordenRepetida: 'Esta orden ya fue registrada; no se creó de nuevo',
  noAbierta: 'La orden ya no está abierta',
  mesaOtraSede: 'La mesa es de otra sede',
  mesaUOrden: 'Indique la mesa, la orden o la sede, solo una de ellas',
  sede: 'La sede indicada no existe',
  sinLineas: 'La orden no tiene productos para guardar o enviar',
  anulada: 'Orden anulada correctamente',
  lineaRetirada: 'Producto retirado de la orden',
  yaRetirada: 'El producto ya fue retirado de la orden',
  lineaCobrada: 'El producto ya se cobró en una cuenta dividida; no se puede retirar',
  ordenConCobros: 'La orden ya tiene ventas de una cuenta dividida; cobre lo que falta en lugar de anularla',
  soloPrivilegiados:
    'Solo el propietario o un administrador puede retirar productos ya enviados a preparación',
  motivoRequerido: 'Indique el motivo',
  inventarioRequerido: 'Indique si el producto vuelve al inventario o se pierde',
  movida: 'Orden asignada a la mesa',
  reasignada: 'La orden pasó al mesero indicado',
  reasignarPermiso: 'Solo el propietario o un administrador puede pasar una orden a otro mesero',
  meseroInvalido: 'El mesero indicado no existe, está inactivo o no toma órdenes',
  unida: 'Las órdenes de las dos mesas se unieron',
  listo: 'Marcado como listo',
  noEnviada: 'El producto aún no se ha enviado a preparación',
  yaLista: 'El producto ya está listo',
  nadaPorPreparar: 'La orden no tiene productos por preparar',
  recuperada: 'Se recuperó lo último marcado como listo',
  nadaParaRecuperar: 'No hay nada marcado como listo para recuperar',
  cantidad: 'La cantidad debe ser mayor que cero, con máximo tres decimales',
  cantidadEntera: 'La cantidad debe ser un número entero: este producto no se vende por peso ni por volumen',
  cuentaPedida: 'Cuenta pedida',
  cuentaQuitada: 'Se quitó la cuenta pedida',
  comensales: 'Comensales guardados',
};

/**
 * Units of measure sold by weight or volume (`productos.unidad_medida`): only these take a fractional quantity
 * (0.5 kg); any other unit orders whole numbers.
 */
export const UNIDADES_FRACCIONABLES = ['gramo', 'kilogramo', 'mililitro', 'litro', 'libra'] as const;
export const esFraccionable = (unidad: string | null | undefined) =>
  (UNIDADES_FRACCIONABLES as readonly string[]).includes(unidad ?? '');

export const lineaOrden = z
  .object({
    id: z.number().int(),
    id_producto: z.number().int(),
    nombre: z.string(),
    /** Unit price, tax included, as it was when ordered. */
    precio: dineroRespuesta,
    porcentaje_impuesto: z.string(),
    cantidad: z.string(),
    /** precio × cantidad, to the centavo. */
    total: dineroRespuesta,
    nota: z.string().nullable(),
    /** The options chosen (issue 32), their prices already in `precio`; null without any. */
    modificadores: z.array(modificadorLinea).nullable().optional(),
    id_punto_impresion: z.number().int().nullable(),
    estado: z.enum(ESTADOS_LINEA),
    id_usuario: z.number().int(),
    created_at: z.string(),
    enviado_at: z.string().nullable(),
    listo_at: z.string().nullable(),
    /** Quantity already charged by the sales of a split bill (issue 9); the server always sends it. */
    cobrada: z.string().optional(),
    /** The money those sales charged of it (their line subtotals). */
    cobrado: dineroRespuesta.optional(),
    /** The product's tax kind (IVA, INC, …), so the charge shows them apart; null without a tax. */
    tipo_impuesto: z.string().nullable().optional(),
  })
  .meta({ id: 'LineaOrden' });
export type LineaOrden = z.infer<typeof lineaOrden>;

export const totalesOrden = z
  .object({
    total: dineroRespuesta,
    base: dineroRespuesta,
    impuesto: dineroRespuesta,
    /** The total less what the sales of a split bill charged of it (issue 9); the server always sends it. */
    por_cobrar: dineroRespuesta.optional(),
  })
  .meta({ id: 'TotalesOrden' });

export const orden = z
  .object({
    id: z.number().int(),
    id_sede: z.number().int(),
    id_mesa: z.number().int().nullable(),
    mesa: z.string().nullable(),
    id_usuario: z.number().int(),
    mesero: z.string(),
    estado: z.enum(ESTADOS_ORDEN),
    comensales: z.number().int(),
    id_orden_destino: z.number().int().nullable(),
    /** When the table asked for the bill, or null ("Cuenta pedida"). */
    cuenta_pedida_at: z.string().nullable(),
    created_at: z.string(),
    /** Whole minutes since it was opened. */
    minutos: z.number().int(),
    totales: totalesOrden,
    /** Lines not removed. */
    detalles: z.array(lineaOrden),
  })
  .meta({ id: 'Orden' });
export type Orden = z.infer<typeof orden>;

/** GET ordenes: an order without its lines. */
export const resumenOrden = orden.omit({ detalles: true }).extend({ lineas: z.number().int() }).meta({
  id: 'ResumenOrden',
});

/** GET mesas/mesa/orden: each table of the company with its open order, if any. */
export const mesaConOrden = z
  .object({
    id: z.number().int(),
    nombre: z.string(),
    id_sede: z.number().int(),
    ubicacion: z.string().nullable(),
    tipo_mesa: z.string().nullable(),
    coordenada_x: z.number().int().nullable(),
    coordenada_y: z.number().int().nullable(),
    orden: z
      .object({
        id: z.number().int(),
        id_usuario: z.number().int(),
        mesero: z.string(),
        comensales: z.number().int(),
        cuenta_pedida_at: z.string().nullable(),
        created_at: z.string(),
        minutos: z.number().int(),
        lineas: z.number().int(),
        /** What is left to charge: the order's total less what a split bill's sales already charged. */
        total: dineroRespuesta,
      })
      .nullable(),
  })
  .meta({ id: 'MesaConOrden' });
export type MesaConOrden = z.infer<typeof mesaConOrden>;

/** GET ordenes/grupo/despacho: lines to prepare, by print point, then by order (oldest first). */
export const grupoDespacho = z
  .object({
    id_punto_impresion: z.number().int().nullable(),
    punto_impresion: z.string().nullable(),
    ordenes: z.array(
      z.object({
        id_orden: z.number().int(),
        id_mesa: z.number().int().nullable(),
        mesa: z.string().nullable(),
        mesero: z.string(),
        enviado_at: z.string(),
        detalles: z.array(
          z.object({
            id: z.number().int(),
            id_producto: z.number().int(),
            nombre: z.string(),
            cantidad: z.string(),
            nota: z.string().nullable(),
            /** The options chosen (issue 32), shown under the line; null without any. */
            modificadores: z.array(modificadorLinea).nullable().optional(),
            enviado_at: z.string(),
            /** The submission that sent it: a station ticket is one send's lines at one point. */
            id_envio: z.number().int(),
            /** The product's current preparation time in minutes (the card's ageing thresholds). */
            tiempo_preparacion: z.number().int().nullable(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'GrupoDespacho' });

/** What a bump or a recall changed. */
/** POST ordenes/orden/{id}/comensales. */
export const comensalesBody = z.object({ comensales: z.coerce.number().int().min(1).max(999) });

/** POST ordenes/orden/{id}/mesero (issue 32, not in the spec): a manager passes an open order to another waiter. */
export const meseroBody = z.object({ id_usuario: z.number().int().positive() });

export const lineasCambiadas = z
  .object({ ids: z.array(z.number().int()), estado: z.enum(ESTADOS_LINEA) })
  .meta({ id: 'LineasCambiadas' });
