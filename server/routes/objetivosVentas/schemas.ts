import { z } from 'zod';
import { respuestas } from '../../../common/api';
import { mensajeValidacion, validarValor } from '../../../common/validacion';
import { objetivoGuardado, objetivosVentas } from '../../../common/objetivos';
import { id } from '../../lib/schemas';

/** POST configuraciones/objetivos/ventas: a venue's monthly target in pesos (created or replaced). */
export const objetivoBody = z.object({
  id_sede: id,
  // Greater than zero: checked by the service. A custom issue keeps the money message as it is written.
  objetivo_mensual: z.unknown().transform((v, ctx) => {
    const r = validarValor(
      { tipo: 'dinero', etiqueta: { es: '', en: '' }, requerido: true, permiteNegativo: true },
      v,
    );
    if (r.ok) return String(r.valor);
    ctx.addIssue({ code: 'custom', message: mensajeValidacion(r.clave, r.args) });
    return z.NEVER;
  }),
});
export type ObjetivoInput = z.infer<typeof objetivoBody>;

export const respuestasObjetivos = {
  lista: respuestas(objetivosVentas),
  guardado: respuestas(objetivoGuardado),
};
