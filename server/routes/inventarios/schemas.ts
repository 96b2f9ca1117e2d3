import { z } from 'zod';
import { pagina, respuestas } from '../../../common/api';
import { filaInventario } from '../../../common/inventario';
import { consultaPagina, id } from '../../lib/schemas';

/** `productos=4,9,12`: at most a page of 100 product ids, comma-separated (else "no tiene un formato válido"). */
const listaIds = z
  .string()
  .regex(/^[1-9]\d{0,14}(,[1-9]\d{0,14}){0,99}$/)
  .transform((v) => [...new Set(v.split(',').map(Number))]);

/**
 * GET inventarios: page (from 1), rowsPerPage (-1: all), search (name or code), bajo_minimo=1 (only those),
 * id_sede (one venue's stock instead of every venue's), productos (not in the spec: only those ids, the rows of a
 * products list page).
 */
export const consultaInventarios = consultaPagina(1).extend({
  id_sede: id.optional(),
  productos: listaIds.optional(),
  bajo_minimo: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

export const respuestasInventarios = { lista: respuestas(pagina(filaInventario)) };
