import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { declararAcceso, modulo } from '../../plugins/permisos';
import { consultaAuditoria, respuestasAuditoria as R } from './schemas';
import { listarAuditoria } from './service';

/**
 * The audit trail (issue 11; the spec is silent on its path: `GET auditoria`). Read only: records are written by
 * `services/auditoria.ts` inside each change's transaction, and no route updates or deletes them (the tenant role
 * cannot either). Module auditoria, roles 0 and 1.
 */
const auditoriaRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, modulo('auditoria'));

  app.get('/auditoria', { schema: { querystring: consultaAuditoria, response: R.lista } }, async (request) =>
    ok(await request.tenant((scope) => listarAuditoria(scope, request.query), { readOnly: true })),
  );
};

export default auditoriaRoutes;
