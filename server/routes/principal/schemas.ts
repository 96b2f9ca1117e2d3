import { z } from 'zod';
import { PASOS_INICIO, type PasoInicio } from '../../../common/inicio';

/** GET principal/inicio's data: one boolean per step of common/inicio.ts. */
export const estadoInicio = z.object(
  Object.fromEntries(PASOS_INICIO.map((paso) => [paso, z.boolean()])) as Record<PasoInicio, z.ZodBoolean>,
);
