import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAJES_OBJETIVOS } from '../../../common/objetivos';
import { ok } from '../../lib/envelope';
import { declararAcceso, modulo } from '../../plugins/permisos';
import { objetivoBody, respuestasObjetivos as R } from './schemas';
import { guardarObjetivo, listarObjetivos } from './service';

/**
 * Sales goals (spec §7 GET configuraciones/objetivosVentas, POST configuraciones/objetivos/ventas): a monthly
 * target per venue and the Bogotá month's progress. Module objetivosVentas, reserved to roles 0 and 1
 * (common/modulos.ts): the figures are the business's own, and only they set them.
 */
const objetivosVentasRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, modulo('objetivosVentas'));

  app.get('/configuraciones/objetivosVentas', { schema: { response: R.lista } }, async (request) =>
    ok(await request.tenant((scope) => listarObjetivos(scope, new Date()), { readOnly: true })),
  );

  app.post(
    '/configuraciones/objetivos/ventas',
    { schema: { body: objetivoBody, response: R.guardado } },
    async (request) =>
      ok(await request.tenant((scope) => guardarObjetivo(scope, request.body)), MENSAJES_OBJETIVOS.guardado),
  );
};

export default objetivosVentasRoutes;
