import { z } from 'zod';
import { dineroRespuesta } from './dineroEsquema';

/** Sales goals (issue 11): the texts both sides show. */
export const MENSAJES_OBJETIVOS = {
  guardado: 'Objetivo de ventas guardado correctamente',
  positivo: 'El objetivo debe ser mayor que cero',
  sede: 'La sede indicada no existe',
};

/** A venue's monthly goal and the month's progress (GET configuraciones/objetivosVentas). */
export const objetivoSede = z
  .object({
    id_sede: z.number().int(),
    sede: z.string(),
    /** null: no goal set for the venue. */
    objetivo_mensual: dineroRespuesta.nullable(),
    /** Sales of the month so far (Bogotá days). */
    vendido: dineroRespuesta,
    /** What is left to reach the goal (0 once reached), null without a goal. */
    restante: dineroRespuesta.nullable(),
    /** What must be sold each remaining day, today included, null without a goal. */
    ritmo_diario: dineroRespuesta.nullable(),
  })
  .meta({ id: 'ObjetivoSede' });
export type ObjetivoSede = z.infer<typeof objetivoSede>;

export const objetivosVentas = z
  .object({
    /** 'YYYY-MM' in America/Bogota. */
    mes: z.string(),
    hoy: z.string(),
    dias_mes: z.number().int(),
    dias_restantes: z.number().int(),
    objetivos: z.array(objetivoSede),
  })
  .meta({ id: 'ObjetivosVentas' });
export type ObjetivosVentas = z.infer<typeof objetivosVentas>;

/** POST configuraciones/objetivos/ventas answers the saved goal. */
export const objetivoGuardado = z
  .object({ id: z.number().int(), id_sede: z.number().int(), objetivo_mensual: dineroRespuesta })
  .meta({ id: 'ObjetivoGuardado' });
export type ObjetivoGuardado = z.infer<typeof objetivoGuardado>;
