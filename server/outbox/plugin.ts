import fp from 'fastify-plugin';
import { OUTBOX_CHANNEL } from './index';
import { OutboxWorker, type OutboxHandler, type OutboxHandlers } from './worker';
import type { Correo } from '../plugins/mail';
import { imprimirTiquete, TIPO_TIQUETE } from '../tiquetes/servicio';
import { opcionesImpresoras } from '../tiquetes/impresora';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: {
      /** Delivers every due row now (tests call it to deliver deterministically). */
      drain(): Promise<number>;
      /** Asks the worker for a round soon. */
      kick(): void;
      /** Adds the delivery of another kind of row (ERP, webhooks, …). */
      handle(tipo: string, handler: OutboxHandler): void;
    };
  }
}

/** How often the worker looks for due rows besides the NOTIFY sent by each enqueueing commit. */
export const OUTBOX_POLL_MS = 1000;

/**
 * The outbox worker of this instance: starts when the app is ready, polls every second and also runs right
 * after any transaction that enqueued commits (NOTIFY), stops before the database closes.
 */
export default fp(async (app) => {
  const handlers: OutboxHandlers = {
    correo: async ({ payload }) => {
      await app.mail.send(payload as Correo);
    },
    [TIPO_TIQUETE]: (mensaje) => imprimirTiquete(app.database, opcionesImpresoras(app.config), mensaje),
  };
  const worker = new OutboxWorker(app.database, handlers, { log: app.log });
  let timer: NodeJS.Timeout | null = null;
  let unlisten: (() => Promise<void>) | null = null;

  app.decorate('outbox', {
    drain: () => worker.drain(),
    kick: () => worker.kick(),
    handle: (tipo: string, handler: OutboxHandler) => {
      handlers[tipo] = handler;
    },
  });

  app.addHook('onReady', async () => {
    unlisten = await app.database.listen(
      OUTBOX_CHANNEL,
      () => worker.kick(),
      () => worker.kick(),
    );
    timer = setInterval(() => worker.kick(), OUTBOX_POLL_MS);
    timer.unref();
    worker.kick();
  });

  // preClose runs before any onClose hook, so the database is still open while the last round finishes.
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await unlisten?.();
    await worker.stop();
  });
});
