import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAJES_AJUSTES, type AjusteInventario } from '../../../common/ajustesInventario';
import type { TenantScope } from '../../db/tenant';
import { ok } from '../../lib/envelope';
import { declararAcceso, modulo } from '../../plugins/permisos';
import { consultaInventarios, respuestasInventarios } from './schemas';
import { listarInventarios } from './service';
import { ajusteBody, ajustesQuery, respuestasAjustes } from './ajustes-schemas';
import { ajusteDeClave, AjusteRepetido, listarAjustes, registrarAjuste } from './ajustes';

/** The inventory section's tag (common/modulos.ts): adjustments and the stock they start from. */
export const MODULO_INVENTARIO = 'ajusteInventario';

/**
 * Spec §7 'Inventory': GET inventarios, the stock-managed products with their stock per venue, their minimum and
 * the `bajo_minimo` flag; POST inventarios/inventario, an adjustment (count, or entry/exit with a reason) through
 * the ledger; GET inventarios/ajustes (not in the spec), the adjustments with who, when, why and before → after.
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

  /** A key taken meanwhile by a concurrent request answers that request's adjustment. */
  async function registrar(request: FastifyRequest, fn: (scope: TenantScope) => Promise<AjusteInventario>) {
    try {
      return await request.tenant(fn);
    } catch (error) {
      if (!(error instanceof AjusteRepetido)) throw error;
      return request.tenant((scope) => ajusteDeClave(scope, error.cuerpo), { readOnly: true });
    }
  }

  app.post(
    '/inventarios/inventario',
    { schema: { body: ajusteBody, response: respuestasAjustes.ajuste } },
    async (request) =>
      ok(
        await registrar(request, (scope) => registrarAjuste(scope, request.body)),
        MENSAJES_AJUSTES.ajusteCreado,
      ),
  );

  app.get(
    '/inventarios/ajustes',
    { schema: { querystring: ajustesQuery, response: respuestasAjustes.ajustes } },
    async (request) =>
      ok(await request.tenant((scope) => listarAjustes(scope, request.query), { readOnly: true })),
  );
};

export default inventariosRoutes;
