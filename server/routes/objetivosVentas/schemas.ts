import { z } from 'zod';
import { respuestas } from '../../../common/api';
import { dinero } from '../../../common/dinero';
import { objetivoGuardado, objetivosVentas } from '../../../common/objetivos';
import { id } from '../../lib/schemas';

/** POST configuraciones/objetivos/ventas: a venue's monthly target in pesos (created or replaced). */
export const objetivoBody = z.object({
  id_sede: id,
  // Greater than zero: checked by the service (a refinement here would hide the money message).
  objetivo_mensual: dinero,
});
export type ObjetivoInput = z.infer<typeof objetivoBody>;

export const respuestasObjetivos = {
  lista: respuestas(objetivosVentas),
  guardado: respuestas(objetivoGuardado),
};
