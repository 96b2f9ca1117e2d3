import fp from 'fastify-plugin';
import { EVENTOS_CHANNEL, leerAviso, TIPOS_EVENTO, type Aviso, type Evento, type TipoEvento } from './index';

export type Suscriptor = (evento: Evento) => void;

export interface Eventos {
  /**
   * Calls `fn` for every committed event of `tipo`, of any company and from any instance (filter by
   * `empresaId`). `alPerder` runs when notifications may have been missed (the listening connection broke):
   * whatever the subscriber keeps must be dropped then. Answers the unsubscription.
   */
  suscribir(tipo: TipoEvento, fn: Suscriptor, alPerder?: () => void): () => void;
  /** Hands an announced event to this instance's subscribers once (publicar's after-commit half, and NOTIFY). */
  recibir(aviso: Aviso): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    eventos: Eventos;
  }
}

/** How long the id of an event heard once is kept to drop its second arrival (its own NOTIFY, or the commit). */
const RECUERDO_MS = 60_000;

/**
 * After-commit events (server/eventos/): one LISTEN per instance on `comanda_eventos` (Database.listen; on PGlite the
 * same code in one process), dispatched to in-process subscribers by kind. An event published on this instance
 * arrives twice (after the commit, and as its own NOTIFY): the second is dropped by its unique id.
 */
export default fp(async (app) => {
  const suscriptores = new Map<TipoEvento, Set<Suscriptor>>(TIPOS_EVENTO.map((t) => [t, new Set()]));
  const perdidas = new Set<() => void>();
  const vistos = new Map<string, number>();

  const olvidarViejos = (ahora: number) => {
    for (const [u, cuando] of vistos) {
      if (ahora - cuando < RECUERDO_MS) break; // in insertion order: the rest are newer
      vistos.delete(u);
    }
  };

  const recibir = (aviso: Aviso) => {
    if (vistos.delete(aviso.u)) return;
    const ahora = Date.now();
    olvidarViejos(ahora);
    vistos.set(aviso.u, ahora);
    const evento: Evento = { empresaId: aviso.e, ids: aviso.ids };
    for (const fn of suscriptores.get(aviso.t) ?? [])
      try {
        fn(evento);
      } catch (error) {
        app.log.error(error, `suscriptor de ${aviso.t}`);
      }
  };

  app.decorate('eventos', {
    suscribir(tipo, fn, alPerder) {
      suscriptores.get(tipo)!.add(fn);
      if (alPerder) perdidas.add(alPerder);
      return () => {
        suscriptores.get(tipo)!.delete(fn);
        if (alPerder) perdidas.delete(alPerder);
      };
    },
    recibir,
  } satisfies Eventos);

  const dejar = await app.database.listen(
    EVENTOS_CHANNEL,
    (payload) => {
      const aviso = leerAviso(payload);
      if (aviso) recibir(aviso);
    },
    () => {
      for (const fn of perdidas) fn();
    },
  );
  app.addHook('onClose', () => dejar());
});
