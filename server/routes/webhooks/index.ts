import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_WEBHOOKS as M } from '../../../common/webhooks';
import { ok } from '../../lib/envelope';
import { idParams } from '../../lib/schemas';
import { declararAcceso, modulo } from '../../plugins/permisos';
import {
  activarWebhook,
  crearWebhook,
  eliminarWebhook,
  entregarWebhook,
  listarEntregas,
  listarWebhooks,
  reenviarEntrega,
  rotarSecreto,
  TIPO_WEBHOOK,
  type OpcionesWebhooks,
} from '../../webhooks/servicio';
import { entregasQuery, respuestasWebhooks as R, webhookBody } from './schemas';

/**
 * Webhooks (spec §7: GET webhooks, POST webhooks/webhook, DELETE webhooks/webhook/{id}; the rest are not in the
 * spec: rotate the secret, turn a disabled one back on, the delivery log and "Reenviar"). Module `webhooks`, roles
 * 0 and 1 (common/modulos.ts). Also registers the outbox kind that delivers them.
 */
const webhooksRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, modulo('webhooks'));
  const opciones: OpcionesWebhooks = {
    permitirHttp: app.config.webhooksAllowHttp,
    permitirLoopback: app.config.webhooksAllowLoopback,
  };
  app.outbox.handle(TIPO_WEBHOOK, (mensaje) =>
    entregarWebhook(app.database, opciones, mensaje, app.config.publicUrl),
  );
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body == null) request.body = {};
  });
  const sinCuerpo = z.object({}).passthrough();

  app.get('/webhooks', { schema: { response: R.lista } }, async (request) =>
    ok(await request.tenant((scope) => listarWebhooks(scope), { readOnly: true })),
  );

  app.post('/webhooks/webhook', { schema: { body: webhookBody, response: R.conSecreto } }, async (request) =>
    ok(await request.tenant((scope) => crearWebhook(scope, request.body, opciones)), M.creado),
  );

  app.delete(
    '/webhooks/webhook/:id',
    { schema: { params: idParams, response: R.vacio } },
    async (request) => {
      await request.tenant((scope) => eliminarWebhook(scope, request.params.id));
      return ok(null, M.eliminado);
    },
  );

  app.post(
    '/webhooks/webhook/:id/secreto',
    { schema: { params: idParams, body: sinCuerpo, response: R.conSecreto } },
    async (request) => ok(await request.tenant((scope) => rotarSecreto(scope, request.params.id)), M.rotado),
  );

  app.post(
    '/webhooks/webhook/:id/activar',
    { schema: { params: idParams, body: sinCuerpo, response: R.uno } },
    async (request) =>
      ok(await request.tenant((scope) => activarWebhook(scope, request.params.id, opciones)), M.activado),
  );

  app.get(
    '/webhooks/webhook/:id/entregas',
    { schema: { params: idParams, querystring: entregasQuery, response: R.entregas } },
    async (request) =>
      ok(
        await request.tenant((scope) => listarEntregas(scope, request.params.id, request.query), {
          readOnly: true,
        }),
      ),
  );

  app.post(
    '/webhooks/entregas/:id/reenviar',
    { schema: { params: idParams, body: sinCuerpo, response: R.vacio } },
    async (request) => {
      await request.tenant((scope) => reenviarEntrega(scope, request.params.id));
      return ok(null, M.reenviado);
    },
  );
};

export default webhooksRoutes;
