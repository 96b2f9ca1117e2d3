import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAJES_GASTOS as M } from '../../../common/gastos';
import { ok } from '../../lib/envelope';
import { idParams } from '../../lib/schemas';
import { declararAcceso, modulo } from '../../plugins/permisos';
import { anularGastoQuery, gastoBody, gastosQuery, respuestasGastos as R } from './schemas';
import { actualizarGasto, anularGasto, leerGasto, listarGastos, registrarGasto } from './service';

/**
 * Expenses (issue 10; spec §7 'Expenses'), module `gastos`: the list (pages from 1), one expense, create, update
 * (`_method=put`, JSON, urlencoded or multipart) and the cancellation (DELETE marks it, never deletes).
 */
const gastosRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, modulo('gastos'));
  const leer = { readOnly: true };

  app.get('/gastos', { schema: { querystring: gastosQuery, response: R.gastos } }, async (request) =>
    ok(await request.tenant((scope) => listarGastos(scope, request.query), leer)),
  );

  app.get('/gastos/gasto/:id', { schema: { params: idParams, response: R.gasto } }, async (request) =>
    ok(await request.tenant((scope) => leerGasto(scope, request.params.id), leer)),
  );

  app.post('/gastos/gasto', { schema: { body: gastoBody, response: R.gasto } }, async (request) =>
    ok(await request.tenant((scope) => registrarGasto(scope, request.body)), M.gastoCreado),
  );

  app.post(
    '/gastos/gasto/:id',
    { schema: { params: idParams, body: gastoBody, response: R.gasto } },
    async (request) =>
      ok(
        await request.tenant((scope) => actualizarGasto(scope, request.params.id, request.body)),
        M.gastoActualizado,
      ),
  );

  app.delete(
    '/gastos/gasto/:id',
    { schema: { params: idParams, querystring: anularGastoQuery, response: R.gasto } },
    async (request) =>
      ok(
        await request.tenant((scope) => anularGasto(scope, request.params.id, request.query.motivo)),
        M.gastoAnulado,
      ),
  );
};

export default gastosRoutes;
