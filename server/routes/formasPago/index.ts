import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formasPago as declaracion } from '../../../common/catalogos';
import { SERVICIOS } from '../../catalogos';
import { formasPago } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { optionalId } from '../../lib/schemas';
import { declararAcceso, SESION } from '../../plugins/permisos';
import { respuestaFormasPagoVentas } from './schemas';

/**
 * Spec §7: GET formasPago/ventas, the payment methods the till offers: the active ones, for every venue or for
 * the venue asked (`id_sede`), by name. Beside the generated catalogue; any signed-in user (a cashier without the
 * catalogue's module still charges).
 */
const formasPagoVentasRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, SESION);
  const servicio = SERVICIOS[declaracion.recurso];

  app.get(
    '/formasPago/ventas',
    {
      schema: {
        querystring: z.object({ id_sede: optionalId }),
        response: respuestaFormasPagoVentas,
      },
    },
    async (request) => {
      const { id_sede } = request.query;
      const deLaSede =
        id_sede === null ? undefined : or(isNull(formasPago.id_sede), eq(formasPago.id_sede, id_sede));
      return ok(
        await request.tenant((scope) => servicio.buscar(scope, and(eq(formasPago.activa, true), deLaSede)), {
          readOnly: true,
        }),
      );
    },
  );
};

export default formasPagoVentasRoutes;
