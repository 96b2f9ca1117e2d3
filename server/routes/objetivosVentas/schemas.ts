import { z } from 'zod';
import { respuestas } from '../../../common/api';
import { dinero } from '../../../common/dinero';
import { MENSAJES_OBJETIVOS, objetivoGuardado, objetivosVentas } from '../../../common/objetivos';
import { id } from '../../lib/schemas';

/** POST configuraciones/objetivos/ventas: a venue's monthly target in pesos (created or replaced). */
export const objetivoBody = z.object({
  id_sede: id,
  objetivo_mensual: dinero.refine((v) => !v.startsWith('-') && v !== '0.00', MENSAJES_OBJETIVOS.positivo),
});
export type ObjetivoInput = z.infer<typeof objetivoBody>;

export const respuestasObjetivos = {
  lista: respuestas(objetivosVentas),
  guardado: respuestas(objetivoGuardado),
};
