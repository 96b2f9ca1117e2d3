import { z } from 'zod';
import { pagina, respuestas } from '../../../common/api';
import { filaInventario } from '../../../common/inventario';
import { consultaPagina } from '../../lib/schemas';

/** GET inventarios: page (from 1), rowsPerPage (-1: all), search (name or code), bajo_minimo=1 (only those). */
export const consultaInventarios = consultaPagina(1).extend({
  bajo_minimo: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

export const respuestasInventarios = { lista: respuestas(pagina(filaInventario)) };
