import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { PUBLICA } from './permisos';

/** Where the OpenAPI description is served (public: it describes the API, it holds no data). */
export const RUTA_OPENAPI = '/api/docs/json';

/**
 * The OpenAPI 3 description of the API, generated from every route's zod schemas (params, query, body and
 * the `response` schemas the replies are serialised through). Register before the routes.
 */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Comanda API',
        description:
          'Spec §7. Every reply is the envelope { success, data, code, message }; errors answer success ' +
          "false with a Spanish message (422 with data.errors per field, 401 'Unauthenticated.').",
        version: '1',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get(RUTA_OPENAPI, { schema: { hide: true }, config: { acceso: PUBLICA } }, async () => app.swagger());
});
