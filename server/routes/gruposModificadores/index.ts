import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gruposModificadores as declaracion } from '../../../common/catalogos';
import { paramsId } from '../../catalogos/esquemas';
import { ok } from '../../lib/envelope';
import { declararAcceso, modulo } from '../../plugins/permisos';
import { MENSAJES_OPCIONES as M } from './mensajes';
import { guardarOpciones, leerOpciones } from './opciones';
import { cuerpoOpciones, respuestasGruposModificadores } from './schemas';

/**
 * Beside the generated catalogue (issue 32): GET and POST gruposModificadores/grupo/{id}/opciones (the group's
 * options; POST replaces them with `opciones: [{ id?, nombre, precio?, id_ingrediente?, cantidad? }]`).
 */
const gruposModificadoresRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, modulo(declaracion.modulo));
  const { opciones } = respuestasGruposModificadores;

  app.get(
    '/gruposModificadores/grupo/:id/opciones',
    { schema: { params: paramsId, response: opciones } },
    async (request) =>
      ok(await request.tenant((scope) => leerOpciones(scope, request.params.id), { readOnly: true })),
  );

  app.post(
    '/gruposModificadores/grupo/:id/opciones',
    { schema: { params: paramsId, body: cuerpoOpciones, response: opciones } },
    async (request) =>
      ok(
        await request.tenant((scope) => guardarOpciones(scope, request.params.id, request.body.opciones)),
        M.guardadas,
      ),
  );
};

export default gruposModificadoresRoutes;
