import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAJES_COMPRAS as M, type Compra } from '../../../common/compras';
import type { TenantScope } from '../../db/tenant';
import { ok } from '../../lib/envelope';
import { idParams } from '../../lib/schemas';
import { declararAcceso, modulo } from '../../plugins/permisos';
import { anularQuery, compraBody, comprasQuery, pagarBody, respuestasCompras as R } from './schemas';
import {
  anularCompra,
  compraDeClave,
  CompraRepetida,
  leerCompra,
  listarCompras,
  pagarCompra,
  registrarCompra,
} from './service';

/**
 * Purchases (issue 10; spec §7 'Purchases'), module `compras`: the list (pages from 0), one purchase with its
 * lines, the purchase (stock in through the ledger, weighted cost), its cancellation and paying a pending one.
 */
const comprasRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, modulo('compras'));
  const leer = { readOnly: true };

  /** A key taken meanwhile by a concurrent request answers that request's purchase. */
  async function registrar(request: FastifyRequest, fn: (scope: TenantScope) => Promise<Compra>) {
    try {
      return await request.tenant(fn);
    } catch (error) {
      if (!(error instanceof CompraRepetida)) throw error;
      return request.tenant((scope) => compraDeClave(scope, error.cuerpo), leer);
    }
  }

  app.get('/compras', { schema: { querystring: comprasQuery, response: R.compras } }, async (request) =>
    ok(await request.tenant((scope) => listarCompras(scope, request.query), leer)),
  );

  app.get('/compras/compra/:id', { schema: { params: idParams, response: R.compra } }, async (request) =>
    ok(await request.tenant((scope) => leerCompra(scope, request.params.id), leer)),
  );

  app.post('/compras/compra', { schema: { body: compraBody, response: R.compra } }, async (request) =>
    ok(await registrar(request, (scope) => registrarCompra(scope, request.body)), M.compraCreada),
  );

  app.delete(
    '/compras/compra/:id',
    { schema: { params: idParams, querystring: anularQuery, response: R.compra } },
    async (request) =>
      ok(
        await request.tenant((scope) => anularCompra(scope, request.params.id, request.query.motivo)),
        M.compraAnulada,
      ),
  );

  app.post(
    '/compras/compra/:id/pagar',
    { schema: { params: idParams, body: pagarBody, response: R.compra } },
    async (request) =>
      ok(
        await request.tenant((scope) => pagarCompra(scope, request.params.id, request.body)),
        M.compraPagada,
      ),
  );
};

export default comprasRoutes;
