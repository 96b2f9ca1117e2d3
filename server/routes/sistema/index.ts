import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { respuestas } from '../../../common/api';
import { ok } from '../../lib/envelope';
import { declararAcceso, PUBLICA } from '../../plugins/permisos';

/** A route that touches nothing: the reference the benchmark compares every endpoint with. */
const sistemaRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, PUBLICA);
  app.get('/ping', { schema: { response: respuestas(z.object({ pong: z.literal(true) })) } }, async () =>
    ok({ pong: true as const }),
  );
};

export default sistemaRoutes;
