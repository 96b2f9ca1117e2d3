import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../lib/envelope';
import { CachePorEmpresa } from './cache';
import type { TipoEvento } from './index';
import type { Eventos } from './plugin';

/**
 * One version of a company's reply: its JSON, written and encoded once (a 5,000-product list is megabytes: sent as
 * the same bytes every time), and its ETag (a hash of it, equal on every instance).
 */
interface Version {
  cuerpo: Buffer;
  etag: string;
}

/** Whether an If-None-Match header names this ETag (a list, weak forms and `*` included). */
export function coincide(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const v = t.trim();
    return v === '*' || v === etag || v === `W/${etag}`;
  });
}

/**
 * A GET handler whose reply (`ok(data)`) is kept per company (CachePorEmpresa), invalidated after commit on every
 * instance by the events of `tipos` of that company: `leer` runs once per version, the JSON is written once through
 * the route's schema. A request whose If-None-Match names the current version answers 304 with no body and no
 * database work; otherwise the kept JSON. `Cache-Control: private, no-cache` (the browser keeps it, asks each time).
 */
export function respuestaEnCache(
  eventos: Eventos,
  tipos: TipoEvento[],
  leer: (request: FastifyRequest) => Promise<unknown>,
) {
  const cache = new CachePorEmpresa<Version>(eventos, tipos);
  return async function responder(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const version = await cache.obtener(request.auth!.empresaId, async () => {
      const cuerpo = Buffer.from(String(reply.serialize(ok(await leer(request)))));
      const etag = `"${createHash('sha256').update(cuerpo).digest('base64url').slice(0, 27)}"`;
      return { cuerpo, etag };
    });
    reply.header('cache-control', 'private, no-cache').header('etag', version.etag);
    // Sent here, synchronously: the handler's undefined result then adds nothing.
    if (coincide(request.headers['if-none-match'], version.etag)) reply.code(304).send();
    else reply.type('application/json; charset=utf-8').send(version.cuerpo);
  };
}
