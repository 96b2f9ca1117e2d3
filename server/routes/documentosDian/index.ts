import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERRORES } from '../../../common/api';
import { ROL_PRIVILEGIADO, ROL_PROPIETARIO } from '../../../common/modulos';
import { id } from '../../lib/schemas';
import { declararAcceso, modulo } from '../../plugins/permisos';
import { TIPOS_XML, xmlDocumento } from './service';

/** The accountant's role (common/roles.ts): reads the documents with the owner and the administrators. */
const ROL_CONTADOR = 5;

/**
 * Issue 29: GET erp/documentos/{tipo}/{id}/xml — the stored UBL XML of a sale's electronic document (`tipo` venta:
 * its POS document; factura; nota), as application/xml. The owner, the administrators and the accountant (who
 * reads the sales report) only; another company's sale, or one without that document, is 404.
 */
const documentosDianRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, {
    ...modulo('informeVentas', 'informeImpuestos'),
    roles: [ROL_PROPIETARIO, ROL_PRIVILEGIADO, ROL_CONTADOR],
  });

  app.get(
    '/erp/documentos/:tipo/:id/xml',
    {
      schema: {
        params: z.object({ tipo: z.enum(TIPOS_XML), id }),
        response: { 200: z.string().meta({ description: 'El XML UBL 2.1 del documento' }), ...ERRORES },
      },
    },
    async (request, reply) => {
      const { tipo, id: idVenta } = request.params;
      const xml = await request.tenant((scope) => xmlDocumento(scope, tipo, idVenta), { readOnly: true });
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `inline; filename="${tipo}-${idVenta}.xml"`)
        .send(xml);
    },
  );
};

export default documentosDianRoutes;
