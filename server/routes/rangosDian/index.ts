import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAJES_RANGOS_DIAN as M } from '../../../common/dian/rangos';
import { ok } from '../../lib/envelope';
import { idParams } from '../../lib/schemas';
import { declararAcceso, modulo } from '../../plugins/permisos';
import { MENSAJES_REGIMEN_DIAN } from '../../../common/dian/regimen';
import { guardarRegimen, leerRegimen } from '../../dian/regimen';
import { rangoCrearBody, regimenBody, rangoEditarBody, respuestasRangosDian as R } from './schemas';
import { crearRango, editarRango, listarRangos, obtenerRango } from './service';

/**
 * The company's DIAN numbering ranges (issue 29; not in spec §7, which is silent on them): list, read, create and
 * edit. Module rangosDian, reserved to the owner (common/modulos.ts): resolutions, the technical key and the
 * software PIN are the company's legal identity before DIAN. Ranges are never deleted (documents name them).
 */
const rangosDianRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, modulo('rangosDian'));

  app.get('/configuraciones/rangosDian', { schema: { response: R.lista } }, async (request) =>
    ok(await request.tenant(listarRangos, { readOnly: true })),
  );

  app.get(
    '/configuraciones/rangosDian/rangoDian/:id',
    { schema: { params: idParams, response: R.uno } },
    async (request) =>
      ok(await request.tenant((scope) => obtenerRango(scope, request.params.id), { readOnly: true })),
  );

  app.post(
    '/configuraciones/rangosDian/rangoDian',
    { schema: { body: rangoCrearBody, response: R.uno } },
    async (request) => ok(await request.tenant((scope) => crearRango(scope, request.body)), M.creado),
  );

  app.post(
    '/configuraciones/rangosDian/rangoDian/:id',
    { schema: { params: idParams, body: rangoEditarBody, response: R.uno } },
    async (request) =>
      ok(await request.tenant((scope) => editarRango(scope, request.params.id, request.body)), M.actualizado),
  );

  // The company's tax regime (IVA, INC art. 512-13), the issuer's tax scheme on its documents: the owner's too.
  app.get('/configuraciones/rangosDian/regimen', { schema: { response: R.regimen } }, async (request) =>
    ok(await request.tenant(leerRegimen, { readOnly: true })),
  );

  app.post(
    '/configuraciones/rangosDian/regimen',
    { schema: { body: regimenBody, response: R.regimen } },
    async (request) =>
      ok(
        await request.tenant((scope) => guardarRegimen(scope, request.body)),
        MENSAJES_REGIMEN_DIAN.guardado,
      ),
  );
};

export default rangosDianRoutes;
