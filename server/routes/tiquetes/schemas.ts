import { z } from 'zod';
import { pagina, respuestas } from '../../../common/api';
import { ESTADOS_TIQUETE, tiquete } from '../../../common/tiquetes';
import { id, pageQuery } from '../../lib/schemas';

/** GET ordenes/tiquetes: pages from 1, by state and print point. */
export const tiquetesQuery = pageQuery.extend({
  estado: z.enum(ESTADOS_TIQUETE).optional(),
  id_punto_impresion: id.optional(),
});

export const respuestasTiquetes = {
  lista: respuestas(pagina(tiquete)),
  uno: respuestas(tiquete),
};
