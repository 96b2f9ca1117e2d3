import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { regenerarQrBody } from '../../../common/carta';
import { ok } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';
import { declararAcceso, modulo, PUBLICA } from '../../plugins/permisos';
import { coincide } from '../../eventos/respuesta';
import { menuQuery, respuestasCarta as R } from './schemas';
import { listarQr, MENSAJES_QR, regenerarMenuId } from './service';

/** The menu changes little and is the same for everyone: shared caches may keep it a minute. */
export const CACHE_CARTA = 'public, max-age=60';

export const MENSAJE_CARTA_NO_EXISTE = 'La carta no existe';

/** Sends one version of a menu (or 304 when If-None-Match names it). */
export function enviarVersion(
  reply: FastifyReply,
  ifNoneMatch: string | undefined,
  etag: string,
  tipo: string,
  cuerpo: string,
): void {
  reply.header('cache-control', CACHE_CARTA).header('etag', etag);
  if (coincide(ifNoneMatch, etag)) reply.code(304).send();
  else reply.type(tipo).send(cuerpo);
}

/**
 * Spec §7 'Public': GET menu?menuId — one venue's public menu (server/carta/plugin.ts), rate limited per address,
 * 404 for an unknown or regenerated id. Spec §7 'Configuration': GET qr/carta — each venue's menu URL and QR code
 * (PNG and SVG); not in spec §7: POST qr/carta/regenerar { id_sede } — a new menu id (the owner only), the old QR
 * stops working at once.
 */
const cartaRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, modulo('configSistema'), { 'GET /menu': PUBLICA });
  const limite = app.limiteIntentos('menu', (request) => request.ip, app.config.menuRateLimitMax);

  app.get(
    '/menu',
    { schema: { querystring: menuQuery, response: R.menu }, onRequest: limite },
    async (request, reply) => {
      const version = await app.carta.porMenuId(request.query.menuId);
      if (!version) throw new NotFoundError(MENSAJE_CARTA_NO_EXISTE);
      enviarVersion(
        reply,
        request.headers['if-none-match'],
        version.etag,
        'application/json; charset=utf-8',
        version.cuerpo,
      );
    },
  );

  app.get('/qr/carta', { schema: { response: R.qrs } }, async (request) =>
    ok(await request.tenant((s) => listarQr(s, app.config.publicUrl), { readOnly: true })),
  );

  app.post('/qr/carta/regenerar', { schema: { body: regenerarQrBody, response: R.qr } }, async (request) => {
    const qr = await request.tenant((s) =>
      regenerarMenuId(s, request.auth!.idRol, request.body.id_sede, app.config.publicUrl),
    );
    return ok(qr, MENSAJES_QR.regenerado);
  });
};

export default cartaRoutes;
