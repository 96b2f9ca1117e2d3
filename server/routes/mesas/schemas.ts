import { z } from 'zod';
import { respuestas } from '../../../common/api';
import {
  MAX_MESAS_VARIAS,
  MAX_NUMERO_MESA,
  MAX_PREFIJO_MESA,
  MENSAJES_MESAS_VARIAS,
} from '../../../common/mesasVarias';
import { id, optionalText, text } from '../../lib/schemas';

const M = MENSAJES_MESAS_VARIAS.es;
const numero = z.coerce.number().int().min(0).max(MAX_NUMERO_MESA);

/** POST mesas/varias: the venue, the name's prefix ('Mesa') and the numbers from/to; zone and type optional. */
export const mesasVariasBody = z
  .object({
    id_sede: id,
    prefijo: text(MAX_PREFIJO_MESA),
    desde: numero,
    hasta: numero,
    ubicacion: optionalText(50),
    tipo_mesa: z.string().trim().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.hasta < b.desde) ctx.addIssue({ code: 'custom', path: ['hasta'], message: M.rango });
    else if (b.hasta - b.desde + 1 > MAX_MESAS_VARIAS)
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: M.maximo });
  });
export type MesasVariasInput = z.infer<typeof mesasVariasBody>;

export const resultadoMesasVarias = z.object({
  creadas: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
  omitidas: z.array(z.string()),
});
export type ResultadoMesasVarias = z.infer<typeof resultadoMesasVarias>;

export const respuestasMesasVarias = respuestas(resultadoMesasVarias);
