import { z } from 'zod';
import { pagina, respuestas } from '../../../common/api';
import { bloqueContingencia, ventaSinConexion } from '../../../common/contingencia';
import { optionalId, pageQuery } from '../../lib/schemas';

export const sinConexionQuery = pageQuery.extend({
  /** Only the sales a manager still has to review. */
  revisar: z
    .preprocess((v) => v === 'true' || v === '1' || v === true, z.boolean())
    .optional()
    .default(false),
  id_sede: optionalId,
});
export type SinConexionQuery = Pick<
  z.infer<typeof sinConexionQuery>,
  'page' | 'rowsPerPage' | 'revisar' | 'id_sede'
>;

export const respuestasContingencia = {
  bloque: respuestas(bloqueContingencia),
  ventas: respuestas(pagina(ventaSinConexion)),
  venta: respuestas(ventaSinConexion),
};
