import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { declararAcceso, modulo } from '../../plugins/permisos';
import {
  hijosQuery,
  ordenCategoriasBody,
  MENSAJES_CATEGORIAS as M,
  respuestasCategorias as R,
} from './schemas';
import { listarHijos, listarPadres, listarPorOrden, ordenar } from './service';

/** Reads run in read-only transactions: PostgreSQL refuses any write, and the reply does not wait for COMMIT. */
const LECTURA = { readOnly: true };

/**
 * Categorías beside its declaration (common/catalogos/categorias.ts, whose generated routes are the list, the
 * record, create, update and delete): the carta order and the tree's lists. GET categorias/orden,
 * categorias/padres, categorias/hijos; POST categorias/orden saves the order (drag to reorder: every id, in order).
 */
const categoriasRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, modulo('categorias'));

  app.get('/categorias/orden', { schema: { response: R.lista } }, async (request) =>
    ok(await request.tenant(listarPorOrden, LECTURA)),
  );

  app.post(
    '/categorias/orden',
    { schema: { body: ordenCategoriasBody, response: R.lista } },
    async (request) => ok(await request.tenant((scope) => ordenar(scope, request.body)), M.ordenGuardado),
  );

  app.get('/categorias/padres', { schema: { response: R.lista } }, async (request) =>
    ok(await request.tenant(listarPadres, LECTURA)),
  );

  app.get('/categorias/hijos', { schema: { querystring: hijosQuery, response: R.lista } }, async (request) =>
    ok(await request.tenant((scope) => listarHijos(scope, request.query.id_categoria_padre), LECTURA)),
  );
};

export default categoriasRoutes;
