import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_TIQUETES as M } from '../../../common/tiquetes';
import { ok } from '../../lib/envelope';
import { idParams } from '../../lib/schemas';
import { declararAcceso, modulo } from '../../plugins/permisos';
import { listarTiquetes, reintentarTiquete } from '../../tiquetes/servicio';
import { respuestasTiquetes as R, tiquetesQuery } from './schemas';

/**
 * Station tickets the server prints (issue 8, not in spec §7): the kitchen and the back office see them by state
 * (`?estado=fallido` is the visible failed state) and send a failed one again. Module `ordenes`, as the kitchen's
 * other calls.
 */
const tiquetesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, modulo('ordenes'));
  // The retry may come without a body.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body == null) request.body = {};
  });

  app.get(
    '/ordenes/tiquetes',
    { schema: { querystring: tiquetesQuery, response: R.lista } },
    async (request) =>
      ok(await request.tenant((scope) => listarTiquetes(scope, request.query), { readOnly: true })),
  );

  app.post(
    '/ordenes/tiquetes/:id/reintentar',
    {
      schema: {
        params: idParams,
        body: z.object({}).passthrough(),
        response: R.uno,
      },
    },
    async (request) =>
      ok(await request.tenant((scope) => reintentarTiquete(scope, request.params.id)), M.reintentado),
  );
};

export default tiquetesRoutes;
