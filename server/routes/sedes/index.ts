import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { idParams } from '../../lib/schemas';
import { declararAcceso, modulo, SESION } from '../../plugins/permisos';
import { MENSAJES_SEDES as M, respuestasSedes as R, sedeBody } from './schemas';
import { actualizarSede, cambiarActiva, crearSede, listarSedes } from './service';

/**
 * Spec §7: GET sedes, the venues (main first, then by name) the user works in. Every signed-in user reads them:
 * the selects of the catalogues and the till need them. Not in spec §7 (issues 7, 30), for the owner and
 * administrators (module configSistema): POST sedes/sede creates a venue within the plan's limit, POST
 * sedes/sede/{id} with `_method=put` changes its name and address, POST sedes/sede/{id}/desactivar and /activar.
 */
const sedesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, SESION, {
    'POST /sedes/sede': modulo('configSistema'),
    'POST /sedes/sede/:id': modulo('configSistema'),
    'POST /sedes/sede/:id/desactivar': modulo('configSistema'),
    'POST /sedes/sede/:id/activar': modulo('configSistema'),
  });

  app.get('/sedes', { schema: { response: R.lista } }, async (request) =>
    ok(await request.tenant(listarSedes, { readOnly: true })),
  );

  app.post('/sedes/sede', { schema: { body: sedeBody, response: R.una } }, async (request) =>
    ok(await request.tenant((scope) => crearSede(scope, request.body)), M.creada),
  );

  for (const [accion, activa] of [
    ['desactivar', false],
    ['activar', true],
  ] as const)
    app.post(
      `/sedes/sede/:id/${accion}`,
      { schema: { params: idParams, response: R.una } },
      async (request) =>
        ok(
          await request.tenant((scope) => cambiarActiva(scope, request.params.id, activa)),
          activa ? M.activada : M.desactivada,
        ),
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
