import { createHmac, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { performance } from 'node:perf_hooks';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  listaTiposWebhook,
  MENSAJES_WEBHOOKS as M,
  urlWebhookValida,
  WEBHOOK_FALLOS_MAX,
  WEBHOOK_INTENTOS_MAX,
  WEBHOOK_TIEMPO_MS,
  type EntregaWebhook,
  type TipoEventoWebhook,
  type Webhook,
  type WebhookConSecreto,
} from '../../common/webhooks';
import type { Database } from '../db/client';
import { usuarios, webhooks, webhooksEntregas } from '../db/schema';
import { TenantScope } from '../db/tenant';
import {
  DireccionNoPermitidaError,
  HostNoResuelveError,
  resolverDestino,
  type ClaseIp,
} from '../lib/destinos';
import { page } from '../lib/envelope';
import { NotFoundError, ValidationError } from '../lib/errors';
import { enqueue, type OutboxMensaje } from '../outbox';
import { auditar } from '../services/auditoria';

/** The outbox kind of one event to one webhook. */
export const TIPO_WEBHOOK = 'webhook';
export interface PayloadWebhook {
  id_webhook: number;
  /** Standard Webhooks `webhook-id`: the same on every attempt and on "Reenviar" (the receiver's dedup key). */
  id_evento: string;
  tipo: string;
  /** The exact body sent and signed. */
  cuerpo: string;
}

/** Where a webhook may go: https (http only with WEBHOOKS_ALLOW_HTTP), public addresses only. */
export interface OpcionesWebhooks {
  permitirHttp: boolean;
  /** Tests only (config `webhooksAllowLoopback`): a receiver on 127.0.0.1. */
  permitirLoopback: boolean;
}

const permitida = (o: OpcionesWebhooks) => (clase: ClaseIp) =>
  clase === 'publica' || (o.permitirLoopback && clase === 'loopback');

/** `whsec_` + base64 of 32 random bytes (Standard Webhooks). */
export function nuevoSecreto(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** Standard Webhooks signature: `v1,` + base64 HMAC-SHA256 of `id.timestamp.body` keyed by the decoded secret. */
export function firmar(secreto: string, id: string, timestamp: number, cuerpo: string): string {
  const clave = Buffer.from(secreto.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', clave).update(`${id}.${timestamp}.${cuerpo}`).digest('base64')}`;
}

/** The URL's form and where it resolves now; a 422 on `url` in Spanish otherwise. */
export async function comprobarUrl(texto: string, opciones: OpcionesWebhooks): Promise<void> {
  const forma = urlWebhookValida(texto, opciones.permitirHttp);
  if (!forma.ok) throw ValidationError.field('url', forma.mensaje);
  try {
    await resolverDestino(forma.url.hostname, permitida(opciones));
  } catch (error) {
    if (error instanceof DireccionNoPermitidaError)
      throw ValidationError.field('url', M.direccionNoPermitida);
    if (error instanceof HostNoResuelveError) throw ValidationError.field('url', M.hostNoResuelve);
    throw error;
  }
}

type Fila = typeof webhooks.$inferSelect;
const aWebhook = (f: Fila): Webhook => ({
  id: f.id,
  url: f.url,
  eventos: f.eventos,
  descripcion: f.descripcion,
  estado: f.estado as Webhook['estado'],
  fallos_consecutivos: f.fallos_consecutivos,
  secreto_inicio: `${f.secreto.slice(0, 10)}…`,
  created_at: f.created_at.toISOString(),
});

/** GET webhooks: the company's webhooks (never their secrets) and the `webhooksType` list. */
export async function listarWebhooks(scope: TenantScope) {
  const filas = await scope.tx.select().from(webhooks).where(scope.where(webhooks)).orderBy(webhooks.id);
  return { webhooks: filas.map(aWebhook), webhooksType: listaTiposWebhook() };
}

export interface CuerpoWebhook {
  url: string;
  eventos: TipoEventoWebhook[];
  descripcion?: string | null;
}

/** POST webhooks/webhook: checks the URL, makes the secret, answers it this once. */
export async function crearWebhook(
  scope: TenantScope,
  cuerpo: CuerpoWebhook,
  opciones: OpcionesWebhooks,
): Promise<WebhookConSecreto> {
  await comprobarUrl(cuerpo.url, opciones);
  const secreto = nuevoSecreto();
  const fila = await scope.insert(webhooks, {
    url: cuerpo.url,
    eventos: [...new Set(cuerpo.eventos)],
    descripcion: cuerpo.descripcion || null,
    secreto,
  });
  await auditar(scope, {
    accion: 'webhook.creado',
    entidad: 'webhooks',
    entidadId: fila.id,
    despues: { url: fila.url, eventos: fila.eventos },
  });
  return { ...aWebhook(fila), secreto };
}

export async function eliminarWebhook(scope: TenantScope, id: number): Promise<void> {
  const fila = await scope.get(webhooks, id).catch(() => {
    throw new NotFoundError(M.noEncontrado);
  });
  await scope.delete(webhooks, id);
  await auditar(scope, {
    accion: 'webhook.eliminado',
    entidad: 'webhooks',
    entidadId: id,
    antes: { url: fila.url, eventos: fila.eventos },
  });
}

/** POST webhooks/webhook/{id}/secreto: a new secret, answered this once; the old one stops signing at once. */
export async function rotarSecreto(scope: TenantScope, id: number): Promise<WebhookConSecreto> {
  const secreto = nuevoSecreto();
  const fila = await scope.update(webhooks, id, { secreto, updated_at: sql`now()` }).catch((e) => {
    if (e instanceof NotFoundError) throw new NotFoundError(M.noEncontrado);
    throw e;
  });
  await auditar(scope, { accion: 'webhook.secreto_rotado', entidad: 'webhooks', entidadId: id });
  return { ...aWebhook(fila), secreto };
}

/** POST webhooks/webhook/{id}/activar: a disabled webhook back on, its failures counted from zero. */
export async function activarWebhook(scope: TenantScope, id: number, opciones: OpcionesWebhooks) {
  const actual = await scope.get(webhooks, id).catch(() => {
    throw new NotFoundError(M.noEncontrado);
  });
  await comprobarUrl(actual.url, opciones);
  const fila = await scope.update(webhooks, id, {
    estado: 'activo',
    fallos_consecutivos: 0,
    updated_at: sql`now()`,
  });
  return aWebhook(fila);
}

const aEntrega = (f: typeof webhooksEntregas.$inferSelect): EntregaWebhook => ({
  id: f.id,
  id_webhook: f.id_webhook,
  id_evento: f.id_evento,
  tipo: f.tipo,
  estado: f.estado as EntregaWebhook['estado'],
  intento: f.intento,
  latencia_ms: f.latencia_ms,
  codigo_respuesta: f.codigo_respuesta,
  error: f.error,
  created_at: f.created_at.toISOString(),
});

/** GET webhooks/webhook/{id}/entregas: the delivery log, newest first (pages from 1). */
export async function listarEntregas(
  scope: TenantScope,
  id: number,
  q: { page: number; rowsPerPage: number },
) {
  await scope.get(webhooks, id).catch(() => {
    throw new NotFoundError(M.noEncontrado);
  });
  const donde = scope.where(webhooksEntregas, eq(webhooksEntregas.id_webhook, id));
  const [{ total }] = await scope.tx.select({ total: count() }).from(webhooksEntregas).where(donde);
  const base = scope.tx
    .select()
    .from(webhooksEntregas)
    .where(donde)
    .orderBy(desc(webhooksEntregas.created_at), desc(webhooksEntregas.id))
    .$dynamic();
  const filas =
    q.rowsPerPage === -1 ? await base : await base.limit(q.rowsPerPage).offset((q.page - 1) * q.rowsPerPage);
  return page(filas.map(aEntrega), total, q.page, q.rowsPerPage);
}

/** POST webhooks/entregas/{id}/reenviar ("Reenviar"): the same event (same id and body) to the same webhook. */
export async function reenviarEntrega(scope: TenantScope, idEntrega: number): Promise<void> {
  const e = await scope.get(webhooksEntregas, idEntrega).catch(() => {
    throw new NotFoundError(M.entregaNoEncontrada);
  });
  await enqueue(scope.tx, scope.empresaId, TIPO_WEBHOOK, {
    id_webhook: e.id_webhook,
    id_evento: e.id_evento,
    tipo: e.tipo,
    cuerpo: e.cuerpo,
  });
}

/**
 * Called in the business transaction: one outbox job per active webhook of the company that takes `tipo`, all
 * with one event id and one body (`{ id, type, timestamp, data }`: Standard Webhooks' suggested shape plus the
 * event id; common/webhooksEventos.ts documents each type's `data`).
 */
export async function emitirEvento(
  scope: TenantScope,
  tipo: TipoEventoWebhook,
  data: unknown,
): Promise<void> {
  const destinos = await destinosDe(scope, tipo);
  if (destinos.length === 0) return;
  const datos = typeof data === 'function' ? await (data as () => Promise<unknown>)() : data;
  const id_evento = `msg_${randomBytes(16).toString('hex')}`;
  const cuerpo = JSON.stringify({
    id: id_evento,
    type: tipo,
    timestamp: new Date().toISOString(),
    data: datos,
  });
  for (const d of destinos)
    await enqueue(scope.tx, scope.empresaId, TIPO_WEBHOOK, { id_webhook: d.id, id_evento, tipo, cuerpo });
}

/** The company's active webhooks that listen to `tipo`. */
function destinosDe(scope: TenantScope, tipo: TipoEventoWebhook) {
  return scope.tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      scope.where(
        webhooks,
        eq(webhooks.estado, 'activo'),
        sql`${webhooks.eventos} @> ${JSON.stringify([tipo])}::jsonb`,
      ),
    );
}

/** The types among `tipos` that some active webhook of the company listens to, in one query. */
export async function tiposEscuchados(
  scope: TenantScope,
  tipos: readonly TipoEventoWebhook[],
): Promise<Set<string>> {
  const filas = await scope.tx
    .select({ eventos: webhooks.eventos })
    .from(webhooks)
    .where(
      scope.where(
        webhooks,
        eq(webhooks.estado, 'activo'),
        sql`jsonb_exists_any(${webhooks.eventos}, ${`{${tipos.join(',')}}`}::text[])`,
      ),
    );
  const escuchados = new Set(filas.flatMap((f) => f.eventos));
  return new Set(tipos.filter((t) => escuchados.has(t)));
}

interface Respuesta {
  codigo: number | null;
  error: string | null;
}

/** One POST to the pinned address (SNI and Host stay the URL's), no redirects, a deadline for the whole answer. */
function enviar(url: URL, ip: string, headers: Record<string, string>, cuerpo: string): Promise<Respuesta> {
  return new Promise((resolve) => {
    const familia = isIP(ip) === 6 ? 6 : 4;
    const pedir = url.protocol === 'https:' ? httpsRequest : httpRequest;
    let listo = false;
    const fin = (r: Respuesta) => {
      if (listo) return;
      listo = true;
      clearTimeout(reloj);
      req.destroy();
      resolve(r);
    };
    const req = pedir(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(cuerpo),
        },
        // The connection goes to the address that was checked, whatever the name answers now.
        lookup: (_h, opts, cb) => {
          if ((opts as { all?: boolean }).all)
            (cb as never as (e: null, a: object[]) => void)(null, [{ address: ip, family: familia }]);
          else cb(null, ip, familia);
        },
        agent: false,
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const codigo = res.statusCode ?? null;
          fin({
            codigo,
            error: codigo !== null && codigo >= 200 && codigo < 300 ? null : `respuesta HTTP ${codigo}`,
          });
        });
        res.on('error', (e) => fin({ codigo: res.statusCode ?? null, error: e.message }));
      },
    );
    const reloj = setTimeout(
      () => fin({ codigo: null, error: `sin respuesta en ${WEBHOOK_TIEMPO_MS / 1000} s` }),
      WEBHOOK_TIEMPO_MS,
    );
    req.on('error', (e) => fin({ codigo: null, error: e.message }));
    req.end(cuerpo);
  });
}

/**
 * The outbox handler of one event to one webhook, outside any transaction. A webhook deleted or disabled takes
 * nothing. The address is checked again now (DNS rebinding) and the request goes to it. Each attempt is logged;
 * success clears the failure count; a failure counts one, disables the webhook at WEBHOOK_FALLOS_MAX (an audit
 * record and a mail to the owner) and throws for the outbox back-off until WEBHOOK_INTENTOS_MAX attempts.
 */
export async function entregarWebhook(
  database: Database,
  opciones: OpcionesWebhooks,
  mensaje: OutboxMensaje,
  publicUrl: string,
): Promise<void> {
  const p = mensaje.payload as PayloadWebhook;
  const empresaId = mensaje.empresaId;
  const [w] = await database.withTenant(
    empresaId,
    (tx) =>
      tx
        .select()
        .from(webhooks)
        .where(and(eq(webhooks.empresa_id, empresaId), eq(webhooks.id, p.id_webhook))),
    { readOnly: true },
  );
  if (!w || w.estado !== 'activo') return;

  const intento = mensaje.intentos + 1;
  const inicio = performance.now();
  let r: Respuesta;
  let definitivo = false;
  const forma = urlWebhookValida(w.url, opciones.permitirHttp);
  if (!forma.ok) {
    r = { codigo: null, error: forma.mensaje };
    definitivo = true;
  } else {
    try {
      const ip = await resolverDestino(forma.url.hostname, permitida(opciones));
      const timestamp = Math.floor(Date.now() / 1000);
      r = await enviar(
        forma.url,
        ip,
        {
          'webhook-id': p.id_evento,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': firmar(w.secreto, p.id_evento, timestamp, p.cuerpo),
          'user-agent': 'Comanda-Webhooks/1',
        },
        p.cuerpo,
      );
    } catch (error) {
      r = {
        codigo: null,
        error: error instanceof DireccionNoPermitidaError ? M.direccionNoPermitida : (error as Error).message,
      };
      definitivo = error instanceof DireccionNoPermitidaError;
    }
  }
  const latencia = Math.round(performance.now() - inicio);
  const exito = r.error === null;

  const deshabilitado = await database.withTenant(empresaId, async (tx) => {
    await tx.insert(webhooksEntregas).values({
      empresa_id: empresaId,
      id_webhook: w.id,
      id_evento: p.id_evento,
      tipo: p.tipo,
      cuerpo: p.cuerpo,
      estado: exito ? 'exitosa' : 'fallida',
      intento,
      latencia_ms: latencia,
      codigo_respuesta: r.codigo,
      error: r.error?.slice(0, 500) ?? null,
    });
    const clave = and(eq(webhooks.empresa_id, empresaId), eq(webhooks.id, w.id));
    if (exito) {
      await tx.update(webhooks).set({ fallos_consecutivos: 0 }).where(clave);
      return false;
    }
    const [n] = await tx
      .update(webhooks)
      .set({ fallos_consecutivos: sql`${webhooks.fallos_consecutivos} + 1` })
      .where(clave)
      .returning({ fallos: webhooks.fallos_consecutivos, estado: webhooks.estado });
    if (!n || n.estado !== 'activo' || n.fallos < WEBHOOK_FALLOS_MAX) return false;
    await tx
      .update(webhooks)
      .set({ estado: 'deshabilitado', updated_at: sql`now()` })
      .where(clave);
    const scope = new TenantScope(tx, empresaId);
    await auditar(
      scope,
      {
        accion: 'webhook.deshabilitado',
        entidad: 'webhooks',
        entidadId: w.id,
        antes: { estado: 'activo' },
        despues: { estado: 'deshabilitado', fallos_consecutivos: n.fallos },
      },
      { ip: null, usuarioId: null },
    );
    const duenos = await tx
      .select({ email: usuarios.email, nombre: usuarios.nombre })
      .from(usuarios)
      .where(and(eq(usuarios.empresa_id, empresaId), eq(usuarios.id_rol, 0)));
    for (const d of duenos)
      await enqueue(tx, empresaId, 'correo', correoWebhookDeshabilitado(publicUrl, d, w.url, n.fallos));
    return true;
  });
  if (exito || definitivo || deshabilitado || intento >= WEBHOOK_INTENTOS_MAX) return;
  throw new Error(r.error ?? 'entrega fallida');
}

const escapar = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function correoWebhookDeshabilitado(
  publicUrl: string,
  { nombre, email }: { nombre: string; email: string },
  url: string,
  fallos: number,
) {
  const enlace = `${publicUrl}/configSistema/Webhooks`;
  const texto =
    `Hola ${nombre}:\n\nEl webhook ${url} falló ${fallos} veces seguidas y quedó deshabilitado; ` +
    `no recibirá más eventos hasta que lo actives de nuevo.\n\nRevísalo en ${enlace}\n`;
  return {
    para: email,
    asunto: 'Comanda: un webhook quedó deshabilitado',
    texto,
    html: `<p>Hola ${escapar(nombre)}:</p><p>El webhook <b>${escapar(url)}</b> falló ${fallos} veces seguidas y quedó deshabilitado; no recibirá más eventos hasta que lo actives de nuevo.</p><p><a href="${escapar(enlace)}">Revisar los webhooks</a></p>`,
    enlace,
  };
}
