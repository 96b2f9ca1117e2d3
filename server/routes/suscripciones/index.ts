import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAJES_SUSCRIPCION as M, type PasarelaPublica } from '../../../common/suscripciones';
import { ok } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';
import { idParams } from '../../lib/schemas';
import { LLAVES_SANDBOX, RUTA_SANDBOX } from '../../pagos/config';
import { declararAcceso, modulo, PUBLICA } from '../../plugins/permisos';
import { comprar } from './compra';
import { estadoUltimo, listarCobros } from './estado';
import { recibirEvento } from './eventos';
import { listarSuscripciones } from './planes';
import { compraBody, eventoBody, respuestasSuscripciones as R, tarjetaBody } from './schemas';
import {
  comoGuardada,
  correoDe,
  crearFuente,
  eliminarTarjeta,
  guardarTarjeta,
  leerTarjeta,
  verificarVigencia,
} from './tarjeta';
import { periodoDesdeHoy } from './periodo';
import { renovar, TIPO_RENOVACION } from './renovacion';
import type { TenantScope } from '../../db/tenant';

const LECTURA = { readOnly: true };

/**
 * Subscriptions and card payments (issue 28; spec §7 Subscriptions, usuarios/me/tarjeta,
 * usuarios/usuario/{id}/cobros). Module 'suscripciones', the owner only (id_rol 0, common/modulos.ts). The gateway's
 * event endpoint is public and verified by checksum. Calls to the gateway happen outside any transaction.
 */
const suscripcionesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, modulo('suscripciones'), { 'POST /pagos/eventos': PUBLICA });
  app.outbox.handle(TIPO_RENOVACION, (mensaje) => renovar(app, mensaje));
  const c = app.config.pagos;
  const pasarelaPublica: PasarelaPublica =
    c.pasarela === 'wompi'
      ? { nombre: 'wompi', llavePublica: c.wompi.llavePublica, urlTokenizar: `${c.wompi.url}/tokens/cards` }
      : c.pasarela === 'payu'
        ? { nombre: 'payu', llavePublica: null, urlTokenizar: null }
        : {
            nombre: 'sandbox',
            llavePublica: LLAVES_SANDBOX.llavePublica,
            urlTokenizar: `${RUTA_SANDBOX}/tokens/cards`,
          };

  app.get('/suscripciones', { schema: { response: R.planes } }, async (request) =>
    ok(await request.tenant((scope) => listarSuscripciones(scope, pasarelaPublica))),
  );

  app.post(
    '/suscripciones/suscripcion/usuario',
    { schema: { body: compraBody, response: R.compra } },
    async (request) => {
      const r = await comprar(app, (fn) => request.tenant(fn), request.auth!.usuarioId, request.body);
      return ok(r, r.mensaje);
    },
  );

  app.get('/suscripciones/suscripcion/usuario/estado', { schema: { response: R.estado } }, async (request) =>
    ok(await estadoUltimo((fn) => request.tenant(fn), app.pagos.pasarela)),
  );

  app.get(
    '/usuarios/usuario/:id/cobros',
    { schema: { params: idParams, response: R.cobros } },
    async (request) => ok(await request.tenant((scope) => listarCobros(scope, request.params.id), LECTURA)),
  );

  app.get('/usuarios/me/tarjeta', { schema: { response: R.tarjeta } }, async (request) => {
    const fila = await request.tenant((scope) => leerTarjeta(scope), LECTURA);
    return ok(fila && comoGuardada(fila));
  });

  app.post(
    '/usuarios/me/tarjeta',
    { schema: { body: tarjetaBody, response: R.tarjetaGuardada } },
    async (request) => {
      const auth = request.auth!;
      const tarjeta = request.body;
      const correo = await request.tenant(async (scope: TenantScope) => {
        verificarVigencia(tarjeta, (await periodoDesdeHoy(scope, 1)).mes, 'mes');
        return correoDe(scope, auth.usuarioId);
      }, LECTURA);
      const fuente = await crearFuente(app.pagos.pasarela, tarjeta, correo);
      const fila = await request.tenant((scope) =>
        guardarTarjeta(scope, auth.usuarioId, app.pagos.pasarela.nombre, fuente, tarjeta),
      );
      return ok(comoGuardada(fila), M.tarjetaGuardada);
    },
  );

  app.delete('/usuarios/me/tarjeta', { schema: { response: R.vacia } }, async (request) => {
    const borrada = await request.tenant((scope) => eliminarTarjeta(scope));
    if (!borrada) throw new NotFoundError(M.tarjetaNoEncontrada);
    return ok(null, M.tarjetaEliminada);
  });

  app.post('/pagos/eventos', { schema: { body: eventoBody, response: R.evento } }, async (request) => {
    const cabecera = request.headers['x-event-checksum'];
    return ok(await recibirEvento(app, request.body, typeof cabecera === 'string' ? cabecera : undefined));
  });
};

export default suscripcionesRoutes;
