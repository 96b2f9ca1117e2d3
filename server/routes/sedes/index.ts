import { asc, desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { respuestas } from '../../../common/api';
import { sede } from '../../../common/registros';
import { sedes } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { declararAcceso, SESION } from '../../plugins/permisos';

/**
 * Spec §7: GET sedes, the company's venues (main first, then by name). Every signed-in user reads them: the
 * selects of the catalogues and the till need them.
 */
const sedesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, SESION);

  app.get('/sedes', { schema: { response: respuestas(z.array(sede)) } }, async (request) =>
    ok(
      await request.tenant(
        (scope) =>
          scope.tx
            .select({
              id: sedes.id,
              nombre: sedes.nombre,
              direccion: sedes.direccion,
              principal: sedes.principal,
            })
            .from(sedes)
            .where(scope.where(sedes))
            .orderBy(desc(sedes.principal), asc(sedes.nombre), asc(sedes.id)),
        { readOnly: true },
      ),
    ),
  );
};

export default sedesRoutes;
