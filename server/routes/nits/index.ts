import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { respuestas } from '../../../common/api';
import { nits as declaracion } from '../../../common/catalogos';
import { registroCatalogo } from '../../../common/catalogoRegistro';
import { SERVICIOS } from '../../catalogos';
import { nits } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';
import { declararAcceso, modulo } from '../../plugins/permisos';

/**
 * Spec §7 'Providers': GET nits/nit/documento/{doc}, the supplier or client with that document number (the
 * first by name when types share a number), or 404 in Spanish. Beside the generated catalogue, same module;
 * whoever charges (a table or the counter) also looks the customer up by document.
 */
const nitsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, modulo(declaracion.modulo, 'ventas', 'ventaInmediata'));
  const servicio = SERVICIOS[declaracion.recurso];

  app.get(
    '/nits/nit/documento/:doc',
    {
      schema: {
        params: z.object({ doc: z.string().trim().min(1).max(20) }),
        response: respuestas(registroCatalogo(declaracion)),
      },
    },
    async (request) => {
      const [registro] = await request.tenant(
        (scope) => servicio.buscar(scope, eq(nits.numero_documento, request.params.doc)),
        { readOnly: true },
      );
      if (!registro) throw new NotFoundError(declaracion.mensajes!.documento_no_existe.es);
      return ok(registro);
    },
  );
};

export default nitsRoutes;
