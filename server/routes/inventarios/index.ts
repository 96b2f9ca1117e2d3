import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { declararAcceso, modulo } from '../../plugins/permisos';
import { consultaInventarios, respuestasInventarios } from './schemas';
import { listarInventarios } from './service';

/** The inventory section's tag (common/modulos.ts): adjustments and the stock they start from. */
export const MODULO_INVENTARIO = 'ajusteInventario';

/**
 * Spec §7 'Inventory': GET inventarios, the stock-managed products with their stock per venue, their minimum and
 * the `bajo_minimo` flag. POST inventarios/inventario (adjustments) arrives with issue 10.
 */
const inventariosRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, modulo(MODULO_INVENTARIO));

  app.get(
    '/inventarios',
    { schema: { querystring: consultaInventarios, response: respuestasInventarios.lista } },
    async (request) =>
      ok(await request.tenant((scope) => listarInventarios(scope, request.query), { readOnly: true })),
  );
};

export default inventariosRoutes;
