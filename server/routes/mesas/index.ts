import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatear } from '../../../common/validacion';
import { MENSAJES_MESAS_VARIAS } from '../../../common/mesasVarias';
import { ok } from '../../lib/envelope';
import { declararAcceso, modulo } from '../../plugins/permisos';
import { mesasVariasBody, respuestasMesasVarias } from './schemas';
import { crearMesasVarias } from './service';

/**
 * Beside the generated mesas routes (spec §7 'Tables'): not in the spec (issue 34), POST mesas/varias creates
 * 'Mesa 1' … 'Mesa 12' at once, on the floor plan in a grid (module mesas, as the catalogue's writes).
 */
const mesasRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, modulo('mesas'));

  app.post(
    '/mesas/varias',
    { schema: { body: mesasVariasBody, response: respuestasMesasVarias } },
    async (request) => {
      const resultado = await request.tenant((scope) => crearMesasVarias(scope, request.body));
      return ok(
        resultado,
        formatear(MENSAJES_MESAS_VARIAS.es.creadas, { creadas: resultado.creadas.length }),
      );
    },
  );
};

export default mesasRoutes;
