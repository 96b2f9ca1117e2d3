import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { regenerarQrBody } from '../../../common/carta';
import type { VersionCarta } from '../../carta/plugin';
import { ok } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';
import { declararAcceso, modulo, PUBLICA } from '../../plugins/permisos';
import { coincide } from '../../eventos/respuesta';
import { menuQuery, respuestasCarta as R } from './schemas';
import { listarQr, MENSAJES_QR, regenerarMenuId } from './service';

/** The menu changes little and is the same for everyone: shared caches may keep it a minute. */
export const CACHE_CARTA = 'public, max-age=60';

export const MENSAJE_CARTA_NO_EXISTE = 'La carta no existe';

export type Codificacion = 'br' | 'gzip';

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. `q=0` refuses one, `*` stands
 * for those not named.
 */
export function codificacionPreferida(aceptadas: string | undefined): Codificacion | null {
  if (!aceptadas) return null;
  const calidad = new Map<string, number>();
  for (const parte of aceptadas.toLowerCase().split(',')) {
    const [nombre, ...parametros] = parte.split(';').map((x) => x.trim());
    const q = parametros.find((x) => x.startsWith('q='));
    calidad.set(nombre, q ? Number(q.slice(2)) || 0 : 1);
  }
  const acepta = (c: string) => (calidad.get(c) ?? calidad.get('*') ?? 0) > 0;
  return acepta('br') ? 'br' : acepta('gzip') ? 'gzip' : null;
}

const brotli = promisify(brotliCompress);
const gzipar = promisify(gzip);

/**
 * One version of a menu as sent (the API's JSON or the page's HTML) and its compressed forms, each made once, on
 * the first request that takes it, then kept with the version: a 150-product page is ~80 kB of HTML, ~7 kB in
 * brotli, which on a phone's slow connection is most of the time to first paint (bench/lighthouse.ts). Brotli at
 * quality 5: within 15 % of quality 11's size for a thirtieth of its time.
 */
export class Representacion {
  private readonly comprimidas = new Map<Codificacion, Promise<Buffer>>();
  constructor(
    readonly cuerpo: string,
    readonly etag: string,
    readonly tipo: string,
  ) {}

  comprimida(c: Codificacion): Promise<Buffer> {
    let hecha = this.comprimidas.get(c);
    if (!hecha) {
      hecha =
        c === 'br'
          ? brotli(this.cuerpo, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.cuerpo),
              },
            })
          : gzipar(this.cuerpo, { level: 9 });
      this.comprimidas.set(c, hecha);
    }
    return hecha;
  }
}

/**
 * Sends a menu's representation in the encoding the browser takes best (or 304 when If-None-Match names it). Each
 * encoding has its own ETag (`"…-br"`, `"…-gzip"`): a strong ETag names one sequence of bytes.
 */
export async function enviarVersion(
  request: FastifyRequest,
  reply: FastifyReply,
  r: Representacion,
): Promise<void> {
  const c = codificacionPreferida(request.headers['accept-encoding']);
  const etag = c ? `${r.etag.slice(0, -1)}-${c}"` : r.etag;
  reply.header('cache-control', CACHE_CARTA).header('etag', etag).header('vary', 'accept-encoding');
  if (coincide(request.headers['if-none-match'], etag)) return void reply.code(304).send();
  reply.type(r.tipo);
  if (!c) return void reply.send(r.cuerpo);
  const cuerpo = await r.comprimida(c);
  reply.header('content-encoding', c).send(cuerpo);
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
  /** Each version's JSON with its compressed forms, dropped with the version (server/carta/plugin.ts keeps it). */
  const json = new WeakMap<VersionCarta, Representacion>();

  app.get(
    '/menu',
    { schema: { querystring: menuQuery, response: R.menu }, onRequest: limite },
    async (request, reply) => {
      const version = await app.carta.porMenuId(request.query.menuId);
      if (!version) throw new NotFoundError(MENSAJE_CARTA_NO_EXISTE);
      let r = json.get(version);
      if (!r) {
        r = new Representacion(version.cuerpo, version.etag, 'application/json; charset=utf-8');
        json.set(version, r);
      }
      await enviarVersion(request, reply, r);
      return reply;
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
