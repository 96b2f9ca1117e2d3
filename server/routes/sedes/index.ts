import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { idParams } from '../../lib/schemas';
import { declararAcceso, modulo, SESION } from '../../plugins/permisos';
import { MENSAJES_SEDES as M, respuestasSedes as R, sedeBody } from './schemas';
import { actualizarSede, listarSedes } from './service';

/**
 * Spec §7: GET sedes, the company's venues (main first, then by name). Every signed-in user reads them: the
 * selects of the catalogues and the till need them. Not in spec §7 (issue 7): POST sedes/sede/{id} with
 * `_method=put` changes a venue's name and address, for the owner and administrators (module configSistema).
 */
const sedesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, SESION, { 'POST /sedes/sede/:id': modulo('configSistema') });

  app.get('/sedes', { schema: { response: R.lista } }, async (request) =>
    ok(await request.tenant(listarSedes, { readOnly: true })),
  );

  app.post(
    '/sedes/sede/:id',
    { schema: { params: idParams, body: sedeBody, response: R.una } },
    async (request) =>
      ok(
        await request.tenant((scope) => actualizarSede(scope, request.params.id, request.body)),
        M.actualizada,
      ),
  );
};

export default sedesRoutes;
