import { z } from 'zod';
import { pagina, respuestas } from '../../../common/api';
import { filaInventario } from '../../../common/inventario';
import { consultaPagina, id } from '../../lib/schemas';

/**
 * GET inventarios: page (from 1), rowsPerPage (-1: all), search (name or code), bajo_minimo=1 (only those),
 * id_sede (one venue's stock instead of every venue's).
 */
export const consultaInventarios = consultaPagina(1).extend({
  id_sede: id.optional(),
  bajo_minimo: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

export const respuestasInventarios = { lista: respuestas(pagina(filaInventario)) };
