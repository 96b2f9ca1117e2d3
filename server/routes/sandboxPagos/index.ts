import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { respuestaError } from '../../../common/api';
import { declararAcceso, PUBLICA } from '../../plugins/permisos';
import type { RespuestaSandbox } from '../../pagos/sandbox';

/**
 * The built-in payment sandbox's API (server/pagos/sandbox.ts), standing in for Wompi's `https://sandbox.wompi.co/v1`
 * at `/api/sandbox/pagos/v1`: the browser tokenizes the card here, exactly as it would at Wompi, so a card number
 * never reaches our own API routes. Public like Wompi's (keys in the Authorization header). Mounted only when no
 * gateway keys are configured, which production refuses (server/pagos/config.ts).
 */
const cuerpo = z.record(z.string(), z.unknown());
const respuesta = z.object({
  data: z.union([z.record(z.string(), z.unknown()), z.array(z.record(z.string(), z.unknown()))]).optional(),
  status: z.string().optional(),
  error: z.record(z.string(), z.unknown()).optional(),
});
// Wompi's own replies (not our envelope), 2xx and errors alike; a request our server refuses before the sandbox
// sees it (a body that is not JSON) leaves as every route's error envelope.
const error = z.union([respuesta, respuestaError]);
const respuestas = { 200: respuesta, 201: respuesta, '4xx': error, '5xx': error };

const sandboxPagosRoutes: FastifyPluginAsync = async (base) => {
  const sandbox = base.pagos.sandbox;
  if (!sandbox) return;
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, PUBLICA);
  const enviar = (reply: FastifyReply, r: RespuestaSandbox) => reply.code(r.status).send(r.cuerpo);
  const P = '/sandbox/pagos/v1';

  app.get(
    `${P}/merchants/:llave`,
    { schema: { params: z.object({ llave: z.string() }), response: respuestas } },
    async (request, reply) => enviar(reply, sandbox.aceptaciones(request.params.llave)),
  );
  app.post(`${P}/tokens/cards`, { schema: { body: cuerpo, response: respuestas } }, async (request, reply) =>
    enviar(reply, sandbox.tokenizar(request.headers.authorization, request.body)),
  );
  app.post(
    `${P}/payment_sources`,
    { schema: { body: cuerpo, response: respuestas } },
    async (request, reply) => enviar(reply, sandbox.crearFuente(request.headers.authorization, request.body)),
  );
  app.post(`${P}/transactions`, { schema: { body: cuerpo, response: respuestas } }, async (request, reply) =>
    enviar(reply, sandbox.cobrar(request.headers.authorization, request.body)),
  );
  app.get(
    `${P}/transactions`,
    { schema: { querystring: z.object({ reference: z.string() }), response: respuestas } },
    async (request, reply) =>
      enviar(reply, sandbox.buscar(request.headers.authorization, request.query.reference)),
  );
  app.get(
    `${P}/transactions/:id`,
    { schema: { params: z.object({ id: z.string() }), response: respuestas } },
    async (request, reply) => enviar(reply, sandbox.leer(request.headers.authorization, request.params.id)),
  );
};

export default sandboxPagosRoutes;
