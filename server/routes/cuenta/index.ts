import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAJES_CUENTA } from '../../../common/cuenta';
import { ok } from '../../lib/envelope';
import { declararAcceso, modulo } from '../../plugins/permisos';
import { cuentaBody, respuestasCuenta as R } from './schemas';
import { actualizarCuenta, leerCuenta } from './service';

/**
 * /configSistema/cuenta (module cuenta): the signed-in user's own data, spec §7 POST usuarios/me/usuario, and
 * GET usuarios/me/usuario for the form (not in spec §7). The password change is the auth module's
 * (POST usuarios/me/password), since it ends sessions.
 */
const cuentaRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, modulo('cuenta'));

  app.get('/usuarios/me/usuario', { schema: { response: R.una } }, async (request) =>
    ok(await request.tenant((scope) => leerCuenta(scope, request.auth!.usuarioId), { readOnly: true })),
  );

  app.post('/usuarios/me/usuario', { schema: { body: cuentaBody, response: R.una } }, async (request) =>
    ok(
      await request.tenant((scope) => actualizarCuenta(scope, request.auth!.usuarioId, request.body)),
      MENSAJES_CUENTA.actualizada,
    ),
  );
};

export default cuentaRoutes;
