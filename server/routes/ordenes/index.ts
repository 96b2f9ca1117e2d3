import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { comensalesBody, MENSAJES_ORDENES as M, meseroBody } from '../../../common/ordenes';
import { reasignarOrden } from './reasignar';
import { ok } from '../../lib/envelope';
import { idParams } from '../../lib/schemas';
import { declararAcceso, modulo } from '../../plugins/permisos';
import { despacho, listarOrdenes, mesasConOrden, ordenesAbiertas } from './consultas';
import {
  abiertasQuery,
  despachoQuery,
  mesaOrdenParams,
  mesasQuery,
  ordenBody,
  ordenesQuery,
  puntoBody,
  respuestasOrdenes as R,
  retiroQuery,
} from './schemas';
import {
  anularOrden,
  asignarMesa,
  guardarComensales,
  guardarOrden,
  marcarCuentaPedida,
  marcarLineaLista,
  marcarOrdenLista,
  ordenDeClave,
  OrdenRepetida,
  recuperarListo,
  retirarLinea,
  type Quien,
} from './service';

const quien = (request: FastifyRequest): Quien => ({
  usuarioId: request.auth!.usuarioId,
  idRol: request.auth!.idRol,
});

const cuerpoLibre = z.object({}).passthrough();

/**
 * Orders (issue 8; spec §7 'Orders' and 'Tables'): the waiter's side is module `ventas` (taking orders, the table
 * map, moving and removing), the kitchen and bar's side module `ordenes` (what to prepare, bumping, recall).
 * Writes lock the table row, so two waiters on one table queue instead of opening two orders.
 */
const ordenesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, modulo('ventas'), {
    'GET /ordenes/grupo/despacho': modulo('ordenes'),
    'POST /ordenes/ordenDetalle/:id/listo': modulo('ordenes'),
    'POST /ordenes/orden/:id/listo': modulo('ordenes'),
    'POST /ordenes/listo/recuperar': modulo('ordenes'),
  });
  const leer = { readOnly: true };
  // The bump, recall and assignment calls may come without a body: they then mean their defaults.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body == null) request.body = {};
  });

  app.get('/ordenes', { schema: { querystring: ordenesQuery, response: R.lista } }, async (request) =>
    ok(await request.tenant((scope) => listarOrdenes(scope, request.query), leer)),
  );

  app.get(
    '/ordenes/ordenesAbiertas',
    { schema: { querystring: abiertasQuery, response: R.abiertas } },
    async (request) => ok(await request.tenant((scope) => ordenesAbiertas(scope, request.query), leer)),
  );

  app.get(
    '/ordenes/grupo/despacho',
    { schema: { querystring: despachoQuery, response: R.despacho } },
    async (request) => ok(await request.tenant((scope) => despacho(scope, request.query), leer)),
  );

  // A key already used (by a concurrent request too, once it committed) answers its order as it is now, with
  // `ordenRepetida`'s text; the same key with another body is 422.
  app.post('/ordenes/orden', { schema: { body: ordenBody, response: R.orden } }, async (request) => {
    try {
      const { orden, enviada, sinEstacion } = await request.tenant((scope) =>
        guardarOrden(scope, quien(request), request.body),
      );
      return ok(orden, !enviada ? M.guardada : sinEstacion ? M.enviadaSinEstacion(sinEstacion) : M.enviada);
    } catch (error) {
      if (!(error instanceof OrdenRepetida)) throw error;
      return ok(await request.tenant((scope) => ordenDeClave(scope, error.cuerpo), leer), M.ordenRepetida);
    }
  });

  app.delete(
    '/ordenes/orden/:id',
    { schema: { params: idParams, querystring: retiroQuery, response: R.orden } },
    async (request) =>
      ok(
        await request.tenant((scope) => anularOrden(scope, quien(request), request.params.id, request.query)),
        M.anulada,
      ),
  );

  // The table asked for the bill ("Cuenta pedida") — or no longer. Both idempotent; a new send clears it too.
  app.post(
    '/ordenes/orden/:id/cuenta',
    { schema: { params: idParams, body: cuerpoLibre, response: R.orden } },
    async (request) =>
      ok(
        await request.tenant((scope) => marcarCuentaPedida(scope, quien(request), request.params.id, true)),
        M.cuentaPedida,
      ),
  );

  app.delete(
    '/ordenes/orden/:id/cuenta',
    { schema: { params: idParams, response: R.orden } },
    async (request) =>
      ok(
        await request.tenant((scope) => marcarCuentaPedida(scope, quien(request), request.params.id, false)),
        M.cuentaQuitada,
      ),
  );

  app.post(
    '/ordenes/orden/:id/comensales',
    { schema: { params: idParams, body: comensalesBody, response: R.orden } },
    async (request) =>
      ok(
        await request.tenant((scope) => guardarComensales(scope, request.params.id, request.body.comensales)),
        M.comensales,
      ),
  );

  app.post(
    '/ordenes/orden/:id/mesero',
    { schema: { params: idParams, body: meseroBody, response: R.orden } },
    async (request) =>
      ok(
        await request.tenant((scope) =>
          reasignarOrden(scope, quien(request), request.params.id, request.body.id_usuario),
        ),
        M.reasignada,
      ),
  );

  app.delete(
    '/orden/ordenDetalle/:id',
    { schema: { params: idParams, querystring: retiroQuery, response: R.orden } },
    async (request) =>
      ok(
        await request.tenant((scope) =>
          retirarLinea(scope, quien(request), request.params.id, request.query),
        ),
        M.lineaRetirada,
      ),
  );

  app.get('/mesas/mesa/orden', { schema: { querystring: mesasQuery, response: R.mesas } }, async (request) =>
    ok(await request.tenant((scope) => mesasConOrden(scope, request.query), leer)),
  );

  // Spec §4: the assignment is an update call (POST with _method=put); the body carries nothing else.
  app.post(
    '/mesas/mesa/:id/orden/:idOrden',
    { schema: { params: mesaOrdenParams, body: cuerpoLibre, response: R.orden } },
    async (request) => {
      const { orden, unida } = await request.tenant((scope) =>
        asignarMesa(scope, request.params.id, request.params.idOrden),
      );
      return ok(orden, unida ? M.unida : M.movida);
    },
  );

  app.post(
    '/ordenes/ordenDetalle/:id/listo',
    { schema: { params: idParams, body: cuerpoLibre, response: R.lineas } },
    async (request) =>
      ok(
        await request.tenant((scope) => marcarLineaLista(scope, quien(request), request.params.id)),
        M.listo,
      ),
  );

  app.post(
    '/ordenes/orden/:id/listo',
    { schema: { params: idParams, body: puntoBody, response: R.lineas } },
    async (request) =>
      ok(
        await request.tenant((scope) =>
          marcarOrdenLista(scope, quien(request), request.params.id, request.body.id_punto_impresion),
        ),
        M.listo,
      ),
  );

  app.post('/ordenes/listo/recuperar', { schema: { body: puntoBody, response: R.lineas } }, async (request) =>
    ok(await request.tenant((scope) => recuperarListo(scope, request.body.id_punto_impresion)), M.recuperada),
  );
};

export default ordenesRoutes;
