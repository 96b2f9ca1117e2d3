import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAJES_CUENTA } from '../../../common/cuenta';
import { MENSAJES_DISPOSICION } from '../../../common/disposiciones';
import { ok } from '../../lib/envelope';
import { declararAcceso, modulo, SESION } from '../../plugins/permisos';
import { cuentaBody, disposicionBody, respuestasCuenta as R, respuestasDisposicion } from './schemas';
import { actualizarCuenta, guardarDisposicion, leerCuenta } from './service';

/**
 * /configSistema/cuenta (module cuenta): the signed-in user's own data, spec §7 POST usuarios/me/usuario, and
 * GET usuarios/me/usuario for the form (not in spec §7). The password change is the auth module's
 * (POST usuarios/me/password), since it ends sessions. POST usuarios/me/disposicion (issue 30): the user's own
 * layout of the shell, any signed-in user's (it changes nothing but how their own screen looks).
 */
const cuentaRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, modulo('cuenta'), { 'POST /usuarios/me/disposicion': SESION });

  app.get('/usuarios/me/usuario', { schema: { response: R.una } }, async (request) =>
    ok(await request.tenant((scope) => leerCuenta(scope, request.auth!.usuarioId), { readOnly: true })),
  );

  app.post('/usuarios/me/usuario', { schema: { body: cuentaBody, response: R.una } }, async (request) =>
    ok(
      await request.tenant((scope) => actualizarCuenta(scope, request.auth!.usuarioId, request.body)),
      MENSAJES_CUENTA.actualizada,
    ),
  );

  app.post(
    '/usuarios/me/disposicion',
    { schema: { body: disposicionBody, response: respuestasDisposicion.una } },
    async (request) =>
      ok(
        await request.tenant((scope) =>
          guardarDisposicion(scope, request.auth!.usuarioId, request.body.disposicion),
        ),
        MENSAJES_DISPOSICION.guardada,
      ),
  );
};

export default cuentaRoutes;
