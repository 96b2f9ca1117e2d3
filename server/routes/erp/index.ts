import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MODULOS, puedeUsarModulo, ROL_PRIVILEGIADO, ROL_PROPIETARIO } from '../../../common/modulos';
import type { ClaseDocumentoErp } from '../../erp/conector';
import { enviarCorreoErp, MENSAJES_ERP, type PasoErp } from '../../erp/envio';
import { ok } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';
import { idParams } from '../../lib/schemas';
import { declararAcceso, modulo } from '../../plugins/permisos';
import {
  cuerpoCompraGasto,
  cuerpoCorreo,
  cuerpoId,
  consultaColaErp,
  respuestaCola,
  respuestaColaDocumentos,
  respuestaEnvio,
  respuestaEstado,
} from './schemas';
import { listarColaErp } from './cola';
import { adicionales, colaErp, enviarDesdeRuta, estadoDocumento } from './service';

/**
 * Issue 29, spec §7 'ERP': each document sent to the ERP (Begranda, or the built-in simulator) and on to DIAN by
 * hand — the chips' calls, which also retry a failed step — besides the automatic sending after each commit
 * (server/erp/envio.ts). Body `{ id }` (the spec shows no payloads): our document's id; another company's is 404.
 *   POST erp/begranda/bill                          a sale to the ERP          (begrandaId)
 *   POST erp/begranda/dian                          a sale validated by DIAN   (cufeCude; sends it first if needed)
 *   POST erp/begranda/purchase | expense            a purchase | an expense to the ERP
 *   POST erp/begranda/dian/purchase/expense         their support document with DIAN ({ id, tipo })
 *   POST erp/begranda/send/email                    a validated sale mailed by the ERP ({ id, correo? })
 *   POST erp/begranda/dian/cancel/sale              a cancelled sale: its note, to the ERP and DIAN
 *   POST erp/begranda/dian/cancel/purchase/expense  a cancelled purchase | expense with DIAN ({ id, tipo })
 *   DELETE erp/begranda/refound/shopping/{id}       a cancelled purchase cancelled in the ERP
 *   DELETE erp/begranda/refound/expense/{id}        a cancelled expense cancelled in the ERP
 *   GET|POST cuadresCaja/cuadreCaja/{id}/begranda   a register close: its state | sent to the ERP
 *   GET erp/begranda/cola                           (ours) the owner's queue of documents not yet validated
 *   GET erp/begranda/cola/documentos                (ours) that queue paged and filtered: the queue screen's list
 * Each route opens to the module whose screen shows the document; a purchase-or-expense route checks the module
 * of the `tipo` named.
 */
const VENTAS = modulo('ventas', 'informeVentas');
const CANCELADAS = modulo('informeVentasCanceladas', 'ventas');
const COMPRAS_GASTOS = modulo('compras', 'gastos');
const ANULADAS_COMPRAS_GASTOS = modulo(
  'informeDevolucionesCompras',
  'informeDevolucionGastos',
  'compras',
  'gastos',
);

const TAGS: Record<'purchase' | 'expense', string[]> = {
  purchase: ['compras', 'informeDevolucionesCompras'],
  expense: ['gastos', 'informeDevolucionGastos'],
};

/** The role may use one of the `tipo`'s modules (else the document is not one it may see: 404). */
function revisarTipo(request: FastifyRequest, tipo: 'purchase' | 'expense', anulado: boolean) {
  const a = request.auth!;
  const tags = anulado ? TAGS[tipo] : TAGS[tipo].slice(0, 1);
  const puede = tags.some((tag) => {
    const m = MODULOS.find((x) => x.tag === tag);
    return m && puedeUsarModulo({ id_rol: a.idRol, acceso_modulo_tag: a.acceso }, m);
  });
  if (!puede) throw new NotFoundError();
}

const erpRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, VENTAS, {
    'POST /erp/begranda/purchase': modulo('compras'),
    'POST /erp/begranda/expense': modulo('gastos'),
    'POST /erp/begranda/dian/purchase/expense': COMPRAS_GASTOS,
    'POST /erp/begranda/dian/cancel/sale': CANCELADAS,
    'POST /erp/begranda/dian/cancel/purchase/expense': ANULADAS_COMPRAS_GASTOS,
    'DELETE /erp/begranda/refound/shopping/:id': modulo('informeDevolucionesCompras', 'compras'),
    'DELETE /erp/begranda/refound/expense/:id': modulo('informeDevolucionGastos', 'gastos'),
    'GET /cuadresCaja/cuadreCaja/:id/begranda': modulo('cuadreCaja'),
    'POST /cuadresCaja/cuadreCaja/:id/begranda': modulo('cuadreCaja'),
    'GET /erp/begranda/cola': { ...modulo('principal'), roles: [ROL_PROPIETARIO, ROL_PRIVILEGIADO] },
    'GET /erp/begranda/cola/documentos': modulo('colaErp'),
  });
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body == null) request.body = {};
  });

  const enviar = async (
    request: FastifyRequest,
    modulo: ClaseDocumentoErp,
    id: number,
    hasta: PasoErp,
    mensaje: string = MENSAJES_ERP.exitosa,
  ) => {
    const estado = await enviarDesdeRuta(
      app.database,
      app.erp.conector,
      request.auth!.empresaId,
      modulo,
      id,
      hasta,
    );
    return {
      success: true as const,
      data: estado,
      code: 200,
      message: mensaje,
      erpAdditionals: adicionales(estado, 'success', mensaje),
    };
  };
  const conId = { body: cuerpoId, response: respuestaEnvio };

  app.post('/erp/begranda/bill', { schema: conId }, (request) =>
    enviar(request, 'sale', request.body.id, 'erp', MENSAJES_ERP.ventaEnviada),
  );
  app.post('/erp/begranda/dian', { schema: conId }, (request) =>
    enviar(request, 'sale', request.body.id, 'dian'),
  );
  app.post('/erp/begranda/purchase', { schema: conId }, (request) =>
    enviar(request, 'purchase', request.body.id, 'erp'),
  );
  app.post('/erp/begranda/expense', { schema: conId }, (request) =>
    enviar(request, 'expense', request.body.id, 'erp'),
  );
  app.post(
    '/erp/begranda/dian/purchase/expense',
    { schema: { body: cuerpoCompraGasto, response: respuestaEnvio } },
    (request) => {
      revisarTipo(request, request.body.tipo, false);
      return enviar(request, request.body.tipo, request.body.id, 'dian');
    },
  );
  app.post('/erp/begranda/dian/cancel/sale', { schema: conId }, (request) =>
    enviar(request, 'canceledSale', request.body.id, 'dian'),
  );
  app.post(
    '/erp/begranda/dian/cancel/purchase/expense',
    { schema: { body: cuerpoCompraGasto, response: respuestaEnvio } },
    (request) => {
      revisarTipo(request, request.body.tipo, true);
      const modulo = request.body.tipo === 'purchase' ? 'canceledPurchase' : 'canceledExpense';
      return enviar(request, modulo, request.body.id, 'dian');
    },
  );
  app.delete(
    '/erp/begranda/refound/shopping/:id',
    { schema: { params: idParams, response: respuestaEnvio } },
    (request) => enviar(request, 'canceledPurchase', request.params.id, 'erp'),
  );
  app.delete(
    '/erp/begranda/refound/expense/:id',
    { schema: { params: idParams, response: respuestaEnvio } },
    (request) => enviar(request, 'canceledExpense', request.params.id, 'erp'),
  );
  app.post(
    '/erp/begranda/send/email',
    { schema: { body: cuerpoCorreo, response: respuestaEnvio } },
    async (request) => {
      const empresaId = request.auth!.empresaId;
      await enviarDesdeRuta(app.database, app.erp.conector, empresaId, 'sale', request.body.id, 'dian');
      await enviarCorreoErp(
        app.database,
        app.erp.conector,
        empresaId,
        request.body.id,
        request.body.correo ?? null,
      );
      const estado = await estadoDocumento(app.database, empresaId, 'sale', request.body.id);
      return {
        success: true as const,
        data: estado,
        code: 200,
        message: MENSAJES_ERP.exitosa,
        erpAdditionals: adicionales(estado, 'success', MENSAJES_ERP.exitosa),
      };
    },
  );
  app.get(
    '/cuadresCaja/cuadreCaja/:id/begranda',
    { schema: { params: idParams, response: respuestaEstado } },
    async (request) => ({
      success: true as const,
      data: await estadoDocumento(app.database, request.auth!.empresaId, 'cuadreCaja', request.params.id),
      code: 200,
      message: 'Operación exitosa',
    }),
  );
  app.post(
    '/cuadresCaja/cuadreCaja/:id/begranda',
    { schema: { params: idParams, response: respuestaEnvio } },
    (request) => enviar(request, 'cuadreCaja', request.params.id, 'erp'),
  );
  app.get('/erp/begranda/cola', { schema: { response: respuestaCola } }, async (request) => ({
    success: true as const,
    data: await colaErp(app.database, request.auth!.empresaId),
    code: 200,
    message: 'Operación exitosa',
  }));
  app.get(
    '/erp/begranda/cola/documentos',
    { schema: { querystring: consultaColaErp, response: respuestaColaDocumentos } },
    async (request) =>
      ok(await request.tenant((scope) => listarColaErp(scope, request.query), { readOnly: true })),
  );
};

export default erpRoutes;
