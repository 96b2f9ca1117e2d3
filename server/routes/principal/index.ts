import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { respuestas } from '../../../common/api';
import { estadoInicio } from './schemas';
import { ok } from '../../lib/envelope';
import { declararAcceso, modulo } from '../../plugins/permisos';
import { leerInicio } from './service';

/**
 * Not in spec §7 (issue 34): GET principal/inicio, the guided start's state on the home page (module principal).
 */
const principalRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, modulo('principal'));

  app.get('/principal/inicio', { schema: { response: respuestas(estadoInicio) } }, async (request) =>
    ok(await request.tenant(leerInicio, { readOnly: true })),
  );
};

export default principalRoutes;
