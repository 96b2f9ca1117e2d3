import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { logsErrorFront } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { declararAcceso, SESION } from '../../plugins/permisos';
import { logErrorFrontBody, respuestaLog } from './schemas';

export const MENSAJE_LOG_REGISTRADO = 'Error registrado correctamente';

/** Entries one user may log per minute: a render loop must not fill the table. */
export const LOGS_POR_MINUTO = 60;

/** Spec §7: POST log/error/front, the front end's error log (signed in). */
const logsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, SESION);
  const limite = app.limiteIntentos(
    'log-front',
    (request) => String(request.auth?.usuarioId ?? request.ip),
    LOGS_POR_MINUTO,
  );

  app.post(
    '/log/error/front',
    {
      preHandler: limite,
      schema: { body: logErrorFrontBody, response: respuestaLog },
    },
    async (request) => {
      const { usuarioId } = request.auth!;
      const b = request.body;
      const fila = await request.tenant((scope) =>
        scope.insert(logsErrorFront, {
          usuario_id: usuarioId,
          modulo: b.moduleName || null,
          componente: b.componentName || null,
          mensaje: b.message || b.error || null,
          detalle: {
            error: b.error,
            message: b.message,
            stack: b.stack,
            componentName: b.componentName,
            moduleName: b.moduleName,
            additionalData: b.additionalData ?? null,
            timestamp: b.timestamp,
            userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
          },
        }),
      );
      return ok({ id: fila.id }, MENSAJE_LOG_REGISTRADO);
    },
  );
};

export default logsRoutes;
