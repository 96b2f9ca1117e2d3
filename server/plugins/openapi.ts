import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { declararAcceso, PUBLICA } from './permisos';

/** Where Swagger UI is served in development (`docsUi`); its `/json` is the description. */
export const RUTA_DOCS = '/api/docs';
/** Where the OpenAPI description is served (public: it describes the API, it holds no data). */
export const RUTA_OPENAPI = `${RUTA_DOCS}/json`;

/**
 * The OpenAPI 3 description of the API, generated from every route's zod schemas (params, query, body and
 * the `response` schemas the replies are serialised through). Register before the routes.
 * In development (`docsUi`, never in production) Swagger UI answers at /api/docs, public like the description it
 * reads; its page loads only its own files from this origin, so the app's CSP (plugins/seguridad.ts) holds as is.
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
  if (!app.config.docsUi) {
    app.get(RUTA_OPENAPI, { schema: { hide: true }, config: { acceso: PUBLICA } }, async () => app.swagger());
    return;
  }
  // Its own context, so the public default reaches only Swagger UI's routes (its page, files, /json, /yaml).
  await app.register(async (docs) => {
    declararAcceso(docs, PUBLICA);
    await docs.register(swaggerUi, {
      routePrefix: RUTA_DOCS,
      uiConfig: { deepLinking: false, persistAuthorization: false },
    });
  });
});
