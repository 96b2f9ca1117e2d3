/**
 * The company's subscription state: trial, paid period, its renewal awaiting payment, free limits. Apart from
 * common/suscripciones.ts so that the signed-in user's schema (common/registros.ts, on the sign-in page) takes only
 * this list.
 */
export const ESTADOS_SUSCRIPCION = ['prueba', 'activa', 'pendiente', 'gratis'] as const;
export type EstadoSuscripcion = (typeof ESTADOS_SUSCRIPCION)[number];
