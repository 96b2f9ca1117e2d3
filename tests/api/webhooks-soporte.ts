import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import type { TestApp } from './harness';

/** The same secret with its first key byte flipped: a signature made with it must not verify. */
export function otroSecreto(secreto: string): string {
  const clave = Buffer.from(secreto.slice('whsec_'.length), 'base64');
  clave[0] ^= 0xff;
  return `whsec_${clave.toString('base64')}`;
}

/**
 * A Standard Webhooks verifier written from the specification's text (not from the server's code): the key is the
 * base64 part of `whsec_…` decoded, the signed content `id.timestamp.body`, the signature HMAC-SHA256 in base64,
 * the header a space-separated list of `v1,<signature>`; the timestamp within five minutes.
 */
export function verificar(secreto: string, headers: IncomingHttpHeaders, cuerpo: string): boolean {
  const id = String(headers['webhook-id'] ?? '');
  const ts = String(headers['webhook-timestamp'] ?? '');
  const firmas = String(headers['webhook-signature'] ?? '');
  if (!id || !/^\d+$/.test(ts) || !firmas) return false;
  if (Math.abs(Date.now() / 1000 - Number(ts)) > 300) return false;
  const clave = Buffer.from(secreto.split('_')[1], 'base64');
  const esperada = createHmac('sha256', clave).update(`${id}.${ts}.${cuerpo}`).digest();
  return firmas.split(' ').some((f) => {
    const [version, firma] = f.split(',');
    const b = Buffer.from(firma ?? '', 'base64');
    return version === 'v1' && b.length === esperada.length && timingSafeEqual(b, esperada);
  });
}

export interface Recibido {
  headers: IncomingHttpHeaders;
  cuerpo: string;
  respondido: number;
}

/** An HTTP receiver on 127.0.0.1 that answers the queued codes (then 200) and keeps what it got. */
export async function receptor() {
  const recibidos: Recibido[] = [];
  const codigos: number[] = [];
  const server: Server = createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (d) => partes.push(d));
    req.on('end', () => {
      const respondido = codigos.shift() ?? 200;
      recibidos.push({ headers: req.headers, cuerpo: Buffer.concat(partes).toString('utf8'), respondido });
      res.statusCode = respondido;
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const puerto = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${puerto}/webhooks`,
    urlLocalhost: `http://localhost:${puerto}/webhooks`,
    recibidos,
    codigos,
    cerrar: () => new Promise<void>((r) => server.close(() => r())),
  };
}
export type Receptor = Awaited<ReturnType<typeof receptor>>;

/** Makes the pending webhook jobs due now (past their back-off) and runs the outbox once. */
export async function entregarYa(app: TestApp) {
  await app.database.db.execute(
    sql`update outbox set disponible_at = now() where tipo = 'webhook' and procesado_at is null`,
  );
  await app.app.outbox.drain();
}
