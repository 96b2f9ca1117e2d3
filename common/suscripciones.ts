import { z } from 'zod';
import { dineroRespuesta } from './dineroEsquema';
import { ESTADOS_SUSCRIPCION } from './estadoSuscripcion';

/**
 * Subscriptions and card payments (issue 28; spec §3 'Subscription plans', 'Subscription save result',
 * 'Card-plan payload', §7 Subscriptions, §8 Subscription texts). The spec's `numeroTarjeta` and `cvc` are replaced
 * by the gateway's token: the browser tokenizes the card with the gateway (or the built-in sandbox), so no card
 * number or CVV ever reaches our API (PCI DSS SAQ A). Prices are read on the server, never sent by the browser.
 */

export const ESTADOS_COBRO = ['APPROVED', 'PENDING', 'DECLINED', 'VOIDED', 'ERROR'] as const;
export type EstadoCobro = (typeof ESTADOS_COBRO)[number];

export { ESTADOS_SUSCRIPCION, type EstadoSuscripcion } from './estadoSuscripcion';

export const PASARELAS = ['wompi', 'payu', 'sandbox'] as const;

/** Spec §8's texts for each outcome of a purchase (the server's `mensaje` wins for ERROR when it gives one). */
export const MENSAJES_SUSCRIPCION = {
  suscrito: (plan: string) => `Se ha suscrito correctamente al plan ${plan}`,
  declinada: 'La tarjeta a sido declinada y la transacción se ha rechazado, intentelo de nuevo.',
  anulada: 'la transacción ha sido anulada,intentelo de nuevo.',
  errorPasarela: 'Error interno del método de pago, intentelo de nuevo.',
  generico: 'Hubo un error en el sistema, si el error persiste porfavor comuniquese con soporte.',
  pendiente: 'La transacción está pendiente de confirmación por la pasarela de pagos.',
  cobroPendiente:
    'Ya hay un cobro pendiente de confirmación; espere a que la pasarela lo confirme antes de comprar otro plan.',
  planNoEncontrado: 'El plan de suscripción no existe',
  yaSuscrito: 'Su empresa ya está suscrita a este plan en el periodo actual',
  suscripcionAnterior: 'La suscripción anterior no corresponde a la de su empresa',
  sinTarjeta: 'No hay una tarjeta guardada; ingrese los datos de la tarjeta',
  tarjetaGuardada: 'Tarjeta guardada correctamente',
  tarjetaEliminada: 'Tarjeta eliminada correctamente',
  tarjetaNoEncontrada: 'No hay una tarjeta guardada',
  tokenInvalido: 'El token de la tarjeta no es válido',
  ultimosDigitos: 'Los últimos dígitos de la tarjeta deben ser 4 números',
  mesInvalido: 'El mes de expiración debe estar entre 01 y 12',
  anioInvalido: 'La fecha de expiración es inválida',
  vencida: 'La fecha de expiración no puede estar en el pasado',
  franquicia: 'La franquicia de la tarjeta es inválida',
  nombrePropietario: 'El nombre del propietario de la tarjeta es inválido',
  eventoInvalido: 'Evento de pago inválido',
  usuarioNoEncontrado: 'Usuario no encontrado',
} as const;

/** Spec §8: the text the screen shows for each final state (APPROVED names the plan). */
export function mensajeEstadoCobro(estado: EstadoCobro, plan: string, mensaje?: string | null): string {
  switch (estado) {
    case 'APPROVED':
      return MENSAJES_SUSCRIPCION.suscrito(plan);
    case 'PENDING':
      return MENSAJES_SUSCRIPCION.pendiente;
    case 'DECLINED':
      return MENSAJES_SUSCRIPCION.declinada;
    case 'VOIDED':
      return MENSAJES_SUSCRIPCION.anulada;
    case 'ERROR':
      return mensaje || MENSAJES_SUSCRIPCION.errorPasarela;
  }
}

/** What a plan allows: rows of `limites_planes`; null is unlimited. */
export const limitesPlan = z
  .object({
    productos: z.number().int().nullable(),
    usuarios: z.number().int().nullable(),
    sedes: z.number().int().nullable(),
  })
  .meta({ id: 'LimitesPlan' });
export type LimitesPlan = z.infer<typeof limitesPlan>;

export const planSuscripcion = z
  .object({
    id: z.number().int(),
    id_padre: z.number().int().nullable(),
    nombre: z.string(),
    descripcion: z.string(),
    /** COP, decimal string (`'49900.00'`). */
    precio: dineroRespuesta,
    moneda: z.literal('COP'),
    /** Months one charge pays for (1 monthly, 12 yearly). */
    periodo_meses: z.number().int(),
    limites: limitesPlan,
  })
  .meta({ id: 'PlanSuscripcion' });
export type PlanSuscripcion = z.infer<typeof planSuscripcion>;

/** The company's current subscription (suscripcion_empresa). */
export const suscripcionActual = z
  .object({
    /** suscripcion_empresa.id: the purchase's `idSuscripcionAnterior`; null when the company has none. */
    id: z.number().int().nullable(),
    /** The plan (suscripciones.id); null on the trial or the free plan. */
    id_suscripcion: z.number().int().nullable(),
    estado: z.enum(ESTADOS_SUSCRIPCION),
    /** YYYY-MM-DD. */
    fecha_fin_periodo_prueba: z.string().nullable(),
    /** Last day paid (YYYY-MM-DD); null unless a plan was paid. */
    fin_periodo: z.string().nullable(),
    /** The free plan's limits apply (after the trial or the last failed renewal). */
    limites: limitesPlan,
  })
  .meta({ id: 'SuscripcionActual' });
export type SuscripcionActual = z.infer<typeof suscripcionActual>;

/** Which gateway tokenizes the card in the browser, with its public key (never a secret). */
export const pasarelaPublica = z
  .object({
    nombre: z.enum(PASARELAS),
    /** Wompi's (or the sandbox's) public key; PayU's public key when configured, else null. */
    llavePublica: z.string().nullable(),
    /** Where the browser posts the card (Wompi's `POST /tokens/cards` shape); null for PayU. */
    urlTokenizar: z.string().nullable(),
  })
  .meta({ id: 'PasarelaPublica' });
export type PasarelaPublica = z.infer<typeof pasarelaPublica>;

/** `GET suscripciones`. */
export const suscripcionesRespuesta = z
  .object({
    suscripcionesPadres: z.array(planSuscripcion),
    suscripcionesHijas: z.array(planSuscripcion),
    actual: suscripcionActual,
    pasarela: pasarelaPublica,
    /** The support chat (a WhatsApp number, digits only) for payment problems; null when none is configured. */
    soporte: z.object({ whatsapp: z.string().nullable() }),
  })
  .meta({ id: 'Suscripciones' });
export type SuscripcionesRespuesta = z.infer<typeof suscripcionesRespuesta>;

const texto = (mensaje: string, max: number) =>
  z.string({ error: mensaje }).trim().min(1, mensaje).max(max, mensaje);

/** The month (1-12) from '01'…'12' or a number. */
const mes = z
  .union(
    [
      z
        .string()
        .trim()
        .regex(/^\d{1,2}$/, MENSAJES_SUSCRIPCION.mesInvalido),
      z.number().int(),
    ],
    {
      error: MENSAJES_SUSCRIPCION.mesInvalido,
    },
  )
  .transform(Number)
  .refine((m) => m >= 1 && m <= 12, MENSAJES_SUSCRIPCION.mesInvalido);

/** The year from 'YY' (spec: split from 'MM/YY') or 'YYYY', as four digits. */
const anio = z
  .union(
    [
      z
        .string()
        .trim()
        .regex(/^(\d{2}|\d{4})$/, MENSAJES_SUSCRIPCION.anioInvalido),
      z.number().int(),
    ],
    {
      error: MENSAJES_SUSCRIPCION.anioInvalido,
    },
  )
  .transform((a) => (Number(a) < 100 ? 2000 + Number(a) : Number(a)))
  .refine((a) => a >= 2000 && a <= 2099, MENSAJES_SUSCRIPCION.anioInvalido);

/**
 * The tokenized card (spec's card-plan payload without `numeroTarjeta`/`cvc`). A token that looks like a card
 * number is refused: a PAN must never be sent here.
 */
export const tarjetaEntrada = z
  .object({
    token: texto(MENSAJES_SUSCRIPCION.tokenInvalido, 200).refine(
      (t) => !/^[\d\s-]{12,}$/.test(t),
      MENSAJES_SUSCRIPCION.tokenInvalido,
    ),
    franquiciaTarjeta: texto(MENSAJES_SUSCRIPCION.franquicia, 20)
      .regex(/^[A-Za-z_ ]+$/, MENSAJES_SUSCRIPCION.franquicia)
      .transform((f) => f.toUpperCase()),
    ultimosDigitos: z
      .string({ error: MENSAJES_SUSCRIPCION.ultimosDigitos })
      .trim()
      .regex(/^\d{4}$/, MENSAJES_SUSCRIPCION.ultimosDigitos),
    mes,
    año: anio,
    /** Upper-cased (spec §5). */
    nombrePropietario: texto(MENSAJES_SUSCRIPCION.nombrePropietario, 100).transform((n) => n.toUpperCase()),
  })
  .meta({ id: 'TarjetaEntrada' });
export type TarjetaEntrada = z.input<typeof tarjetaEntrada>;

/** `POST suscripciones/suscripcion/usuario`: without `tarjeta`, the saved card is charged. */
export const compraSuscripcion = z
  .object({
    idSuscripcionNueva: z.number({ error: MENSAJES_SUSCRIPCION.planNoEncontrado }).int().positive(),
    idSuscripcionAnterior: z.number().int().positive().nullish(),
    tarjeta: tarjetaEntrada.optional(),
  })
  .meta({ id: 'CompraSuscripcion' });
export type CompraSuscripcion = z.input<typeof compraSuscripcion>;

/** Spec's subscription save result; `mensaje` is §8's text for the state. */
export const resultadoCompra = z
  .object({
    estado: z.enum(ESTADOS_COBRO),
    suscripcion: z.object({ suscripcion: z.object({ nombre: z.string() }) }),
    mensaje: z.string().optional(),
    /** The charge (cobros_suscripcion.id), for polling a PENDING. */
    id_cobro: z.number().int().optional(),
  })
  .meta({ id: 'ResultadoCompra' });
export type ResultadoCompra = z.infer<typeof resultadoCompra>;

/** `GET suscripciones/suscripcion/usuario/estado`: the last charge's state (re-read from the gateway while
 * PENDING); null when the company has never been charged. */
export const estadoUltimoCobro = resultadoCompra
  .extend({ id_cobro: z.number().int(), fecha: z.string() })
  .nullable()
  .meta({ id: 'EstadoUltimoCobro' });
export type EstadoUltimoCobro = z.infer<typeof estadoUltimoCobro>;

/** A row of `GET usuarios/usuario/{id}/cobros` (newest first). */
export const cobroSuscripcion = z
  .object({
    id: z.number().int(),
    /** ISO timestamp of the charge. */
    fecha: z.string(),
    monto: dineroRespuesta,
    moneda: z.literal('COP'),
    estado: z.enum(ESTADOS_COBRO),
    /** The plan's nombre. */
    plan: z.string(),
    referencia: z.string(),
    mensaje: z.string().nullable(),
    periodo_inicio: z.string(),
    periodo_fin: z.string(),
  })
  .meta({ id: 'CobroSuscripcion' });
export type CobroSuscripcion = z.infer<typeof cobroSuscripcion>;
export const cobrosSuscripcion = z.array(cobroSuscripcion);

/** The saved card (`usuarios/me/tarjeta`): what may be shown, never the number. */
export const tarjetaGuardada = z
  .object({
    franquicia: z.string(),
    ultimos_digitos: z.string(),
    mes: z.number().int(),
    anio: z.number().int(),
    nombre_propietario: z.string(),
  })
  .meta({ id: 'TarjetaGuardada' });
export type TarjetaGuardada = z.infer<typeof tarjetaGuardada>;
export const tarjetaGuardadaRespuesta = tarjetaGuardada.nullable();
