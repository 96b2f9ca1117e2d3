import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Catalogo } from '../../common/catalogo';
import { mensajesCatalogo } from '../../common/validacion';
import { ok } from '../lib/envelope';
import { declararAcceso, modulo } from '../plugins/permisos';
import { consultaLista, cuerpoCatalogo, paramsId, respuestasCatalogo, type Cuerpo } from './esquemas';
import type { ServicioCatalogo } from './servicio';

/**
 * The routes of one declared catalogue (spec §7 paths from its declaration): GET `lista` (page, rowsPerPage,
 * search), GET `item/{id}`, POST `item` (create), POST `item/{id}` with `_method=put` (update), DELETE
 * `item/{id}` (or `eliminar/{id}`). Every one needs the catalogue's module; reads use prepared tenant statements.
 */
export function rutasCatalogo(c: Catalogo, servicio: ServicioCatalogo): FastifyPluginAsync {
  const M = mensajesCatalogo(c, 'es');
  const R = respuestasCatalogo(c);
  const crear = cuerpoCatalogo(c, 'crear');
  const actualizar = cuerpoCatalogo(c, 'actualizar');
  const item = `/${c.api.item}`;
  const borrar = `/${c.api.eliminar ?? c.api.item}/:id`;

  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    declararAcceso(app, modulo(c.modulo));

    app.get(
      `/${c.api.lista}`,
      { schema: { querystring: consultaLista(c), response: R.pagina } },
      async (request) => ok(await servicio.listar(request, request.query)),
    );

    app.get(`${item}/:id`, { schema: { params: paramsId, response: R.una } }, async (request) =>
      ok(await servicio.obtener(request, request.params.id)),
    );

    app.post(item, { schema: { body: crear, response: R.una } }, async (request) =>
      ok(await request.tenant((scope) => servicio.crear(scope, request.body as Cuerpo)), M.creado),
    );

    app.post(
      `${item}/:id`,
      { schema: { params: paramsId, body: actualizar, response: R.una } },
      async (request) =>
        ok(
          await request.tenant((scope) =>
            servicio.actualizar(scope, request.params.id, request.body as Cuerpo),
          ),
          M.actualizado,
        ),
    );

    app.delete(borrar, { schema: { params: paramsId, response: R.eliminada } }, async (request) => {
      await request.tenant((scope) => servicio.eliminar(scope, request.params.id));
      return ok(null, M.eliminado);
    });
  };
}
