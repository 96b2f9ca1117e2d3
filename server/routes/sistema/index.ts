import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { declararAcceso, PUBLICA } from '../../plugins/permisos';

/** A route that touches nothing: the reference the benchmark compares every endpoint with. */
const sistemaRoutes: FastifyPluginAsync = async (app) => {
  declararAcceso(app, PUBLICA);
  app.get('/ping', async () => ok({ pong: true }));
};

export default sistemaRoutes;
