import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  devolverBloqueBody,
  MENSAJES_CONTINGENCIA as M,
  reservarBloqueBody,
} from '../../../common/contingencia';
import { respuestasContingencia as R, sinConexionQuery } from './schemas';
import { listarSinConexion, marcarRevisada } from './lista';
import { devolverBloque, reservarBloque } from '../../dian/contingencia';
import { ok } from '../../lib/envelope';
import { idParams } from '../../lib/schemas';
import { conPermiso, declararAcceso, modulo } from '../../plugins/permisos';
import { configuracion } from '../ventas/configuracion';
import { sedeOPrincipal } from '../ventas/sede';

/**
 * Selling offline (issue 31; not in the spec): a device that charges at the counter reserves, while online, a block
 * of contingency numbers of its venue's POS range, and returns it when it no longer needs it. Whoever may charge at
 * the counter.
 */
const contingenciaRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, conPermiso(modulo('ventaInmediata'), 'cobrar'), {
    // The manager's review of the sales made offline: whoever keeps the register.
    'GET /ventas/sinConexion': modulo('cuadreCaja'),
    'POST /ventas/sinConexion/:id/revisada': modulo('cuadreCaja'),
  });

  app.post(
    '/ventas/contingencia/bloques',
    { schema: { body: reservarBloqueBody, response: R.bloque } },
    async (request) =>
      ok(
        await request.tenant(async (scope) =>
          reservarBloque(
            scope,
            request.auth!.usuarioId,
            await sedeOPrincipal(scope, request.body.id_sede),
            (await configuracion(scope, 'documentosElectronicos')) === '1',
            request.body,
          ),
        ),
        M.reservado,
      ),
  );

  app.post(
    '/ventas/contingencia/bloques/:id/devolver',
    { schema: { params: idParams, body: devolverBloqueBody, response: R.bloque } },
    async (request) =>
      ok(await request.tenant((scope) => devolverBloque(scope, request.params.id, request.body)), M.devuelto),
  );

  app.get(
    '/ventas/sinConexion',
    { schema: { querystring: sinConexionQuery, response: R.ventas } },
    async (request) =>
      ok(await request.tenant((scope) => listarSinConexion(scope, request.query), { readOnly: true })),
  );

  app.post(
    '/ventas/sinConexion/:id/revisada',
    { schema: { params: idParams, response: R.venta } },
    async (request) =>
      ok(
        await request.tenant((scope) => marcarRevisada(scope, request.auth!.usuarioId, request.params.id)),
        M.revisada,
      ),
  );
};

export default contingenciaRoutes;
