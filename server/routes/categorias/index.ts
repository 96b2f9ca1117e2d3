import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import type { TenantScope } from '../../db/tenant';
import { declararAcceso, modulo } from '../../plugins/permisos';
import {
  actualizarCategoriaBody,
  categoriaParams,
  categoriasQuery,
  crearCategoriaBody,
  hijosQuery,
  ordenCategoriasBody,
  MENSAJES_CATEGORIAS as M,
  respuestasCategorias as R,
} from './schemas';
import {
  actualizar,
  crear,
  eliminar,
  listar,
  listarHijos,
  listarPadres,
  listarPorOrden,
  obtener,
  ordenar,
} from './service';

const CARPETA = 'categorias';
/** Reads run in read-only transactions: PostgreSQL refuses any write, and the reply does not wait for COMMIT. */
const LECTURA = { readOnly: true };

/**
 * Spec §7 'Categories'. Lists: GET categorias (page), categorias/orden, categorias/padres, categorias/hijos;
 * POST categorias/orden saves the order (drag to reorder: every id, in order);
 * GET categorias/categoria/{id} (for getOne); POST categorias/categoria; POST categorias/categoria/{id}
 * (`_method=put`); DELETE categorias/categoria/{id}. The icon travels as the multipart file field `icono`.
 */
const categoriasRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, modulo('categorias'));

  /**
   * Stores the request's icon (if any) before the transaction, runs `fn` with its path, and deletes the file
   * again if the transaction fails, so that a refused change leaves nothing behind.
   */
  async function conIcono<T>(
    request: FastifyRequest,
    fn: (scope: TenantScope, icono: string | null) => Promise<T>,
  ): Promise<T> {
    const archivo = request.uploads.icono;
    const icono = archivo ? await app.uploads.save(CARPETA, archivo, 'icono') : null;
    try {
      return await request.tenant((scope) => fn(scope, icono));
    } catch (error) {
      await app.uploads.remove(icono);
      throw error;
    }
  }

  app.get('/categorias', { schema: { querystring: categoriasQuery, response: R.pagina } }, async (request) =>
    ok(await listar(request, request.query)),
  );

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

  app.get(
    '/categorias/categoria/:id',
    { schema: { params: categoriaParams, response: R.una } },
    async (request) => ok(await request.tenant((scope) => obtener(scope, request.params.id), LECTURA)),
  );

  app.post(
    '/categorias/categoria',
    { schema: { body: crearCategoriaBody, response: R.una } },
    async (request) => {
      const categoria = await conIcono(request, (scope, icono) => crear(scope, request.body, icono));
      return ok(categoria, M.creada);
    },
  );

  app.post(
    '/categorias/categoria/:id',
    { schema: { params: categoriaParams, body: actualizarCategoriaBody, response: R.una } },
    async (request) => {
      const { categoria, iconoSobrante } = await conIcono(request, (scope, icono) =>
        actualizar(scope, request.params.id, request.body, icono),
      );
      // Only now that the change is committed may the replaced icon go.
      await app.uploads.remove(iconoSobrante);
      return ok(categoria, M.actualizada);
    },
  );

  app.delete(
    '/categorias/categoria/:id',
    { schema: { params: categoriaParams, response: R.eliminada } },
    async (request) => {
      const { iconoSobrante } = await request.tenant((scope) => eliminar(scope, request.params.id));
      await app.uploads.remove(iconoSobrante);
      return ok(null, M.eliminada);
    },
  );
};

export default categoriasRoutes;
