import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { RawData, WebSocket } from 'ws';
import {
  CIERRE_VIVO,
  MENSAJES_VIVO,
  PLAZO_SALUDO_MS,
  recibeAccion,
  RUTA_VIVO,
  type AccionVivo,
  type MensajeVivo,
  type SaludoVivo,
} from '../../common/vivo';
import type { PermisosRol } from '../../common/modulos';
import type { AuthContext } from '../plugins/auth';
import type { TipoEvento } from '../eventos';
import { leerEnvios, leerOrdenes } from './lecturas';

export interface Vivo {
  /** Greeted sockets open on this instance (of one company, if given). */
  conectados(empresaId?: number): number;
  /** Greeted sockets of a company open on this instance whose user's role receives this message now. */
  oyentes(empresaId: number, accion: AccionVivo): number;
  /**
   * One heartbeat round now (it also runs every `latidoMs`): a socket that did not answer the last ping is
   * dropped, the others pinged, and a socket whose session no longer holds (revoked, expired, user deactivated)
   * is closed 4401; the others take their user's current role and modules.
   */
  latido(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    vivo: Vivo;
  }
}

export interface OpcionesVivo {
  /** Between heartbeat rounds (default 30 s). */
  latidoMs?: number;
}

interface Cliente {
  socket: WebSocket;
  empresaId: number;
  usuarioId: number;
  token: string;
  tokenHash: string;
  /** The role and modules of the session's user, as last checked: which messages the socket receives. */
  permisos: PermisosRol;
  /** The session's check under way (after a revocation), awaited before the company's next messages leave. */
  revisando?: Promise<void>;
  /** Answered the last ping. */
  vivo: boolean;
}

const permisosDe = (sesion: AuthContext): PermisosRol => ({
  id_rol: sesion.idRol,
  acceso_modulo_tag: sesion.acceso,
});

const ABIERTO = 1; // WebSocket.OPEN
const MAX_MENSAJE = 4096;
/** How long closing the app waits for the clients to answer the close frame. */
const ESPERA_CIERRE_MS = 1000;

/** The greeting's token, if the message is a greeting (spec §4: action sendMessage with userId, companyId, token). */
function tokenDelSaludo(datos: RawData, binario: boolean): string | null {
  if (binario) return null;
  try {
    const saludo = JSON.parse(String(datos)) as Partial<SaludoVivo>;
    return saludo?.action === 'sendMessage' && typeof saludo.token === 'string' && saludo.token.length > 0
      ? saludo.token
      : null;
  } catch {
    return null;
  }
}

/**
 * The live connection (spec §4): `GET /ws` upgraded to a WebSocket, outside /api and its auth hook. The first
 * message must be the greeting with the session token, within PLAZO_SALUDO_MS; the session is checked as /api
 * checks it and gives the company and user (the message's userId and companyId are not believed). Greeted sockets
 * are kept per company (users have no venue: every venue of the company; messages carry `id_sede`), and receive the
 * company's order events (server/eventos/, after commit, from any instance), read once per event as that company
 * and sent in the order the events arrived, each only to the sockets whose user's role has one of its modules
 * (`MODULOS_DE_ACCION`). A revoked session or a changed user (plugins/auth.ts `alRevocar`) is checked again at once:
 * a session that no longer holds closes 4401, a user who lost a module stops receiving its messages.
 */
export default fp<OpcionesVivo>(async (app, opciones) => {
  const salas = new Map<number, Set<Cliente>>();
  const colas = new Map<number, Promise<void>>();
  /** Every socket open on this instance, greeted or not. */
  const abiertos = new Set<WebSocket>();
  let cerrando = false;

  const quitar = (cliente: Cliente) => {
    const sala = salas.get(cliente.empresaId);
    sala?.delete(cliente);
    if (sala?.size === 0) salas.delete(cliente.empresaId);
  };

  const difundir = (empresaId: number, mensajes: MensajeVivo[]) => {
    const sala = salas.get(empresaId);
    if (!sala) return;
    for (const mensaje of mensajes) {
      const texto = JSON.stringify(mensaje);
      for (const cliente of sala)
        if (cliente.socket.readyState === ABIERTO && recibeAccion(cliente.permisos, mensaje.action))
          cliente.socket.send(texto);
    }
  };

  /** A socket's session checked again: gone → closed 4401; else its user's current role and modules. */
  const revisar = (cliente: Cliente): Promise<void> => {
    const revision = app.sesiones.verificar(cliente.token).then(
      (sesion) => {
        if (cliente.revisando !== revision) return; // a later check decides
        cliente.revisando = undefined;
        if (sesion) {
          cliente.permisos = permisosDe(sesion);
          return;
        }
        quitar(cliente);
        cliente.socket.close(CIERRE_VIVO.noAutenticado, 'Unauthenticated.');
      },
      (error: unknown) => {
        if (cliente.revisando === revision) cliente.revisando = undefined;
        app.log.error(error, 'conexión en vivo: sesión no verificada');
      },
    );
    cliente.revisando = revision;
    return revision;
  };

  /** The sockets a committed revocation concerns (its user's, its token's, or all when some may be missed). */
  const dejarDeOir = app.sesiones.alRevocar((revocacion) => {
    for (const cliente of todos())
      if (
        revocacion === null ||
        ('usuarioId' in revocacion
          ? cliente.usuarioId === revocacion.usuarioId
          : cliente.tokenHash === revocacion.tokenHash)
      )
        void revisar(cliente);
  });

  /** Checks of the company's sockets under way: the next messages wait for them. */
  const revisiones = (empresaId: number) =>
    Promise.all([...(salas.get(empresaId) ?? [])].map((cliente) => cliente.revisando));

  /** A company's messages are built one event after the other, so they leave in the order the events came. */
  const encolar = (empresaId: number, construir: () => Promise<MensajeVivo[]>) => {
    if (!salas.has(empresaId)) return; // nobody of the company listens here: no read at all
    const turno = (colas.get(empresaId) ?? Promise.resolve())
      .then(construir)
      .then(async (mensajes) => {
        await revisiones(empresaId);
        difundir(empresaId, mensajes);
      })
      .catch((error: unknown) => app.log.error(error, 'conexión en vivo: evento no enviado'));
    colas.set(empresaId, turno);
    void turno.then(() => {
      if (colas.get(empresaId) === turno) colas.delete(empresaId);
    });
  };

  const cambio = (data?: unknown): MensajeVivo => ({
    action: 'updateTableOrder',
    ...(data === undefined ? {} : { data }),
    message: MENSAJES_VIVO.ordenActualizada,
  });

  const manejadores: [TipoEvento, (empresaId: number, ids: number[]) => Promise<MensajeVivo[]>][] = [
    [
      'ordenes',
      async (empresaId, ids) =>
        // No ids: too many changed at once; screens reload everything.
        ids.length === 0
          ? [cambio()]
          : (await leerOrdenes(app.database, empresaId, ids)).map(({ total: _, ...lugar }) => cambio(lugar)),
    ],
    [
      'ordenesTotales',
      async (empresaId, ids) =>
        ids.length === 0
          ? [cambio()]
          : (await leerOrdenes(app.database, empresaId, ids)).map((data) => ({ action: 'totals', data })),
    ],
    [
      'ordenesEnvios',
      async (empresaId, ids) =>
        ids.length === 0
          ? [cambio()]
          : (await leerEnvios(app.database, empresaId, ids)).map((data) => ({
              action: 'newOrder',
              data,
              message: MENSAJES_VIVO.nuevaOrden,
            })),
    ],
    [
      'ventas',
      async (_empresaId, ids) =>
        ids.length === 0
          ? [{ action: 'updateSales' }]
          : ids.map((id) => ({ action: 'updateSales', data: { id_cuadre_caja: id } })),
    ],
  ];

  const todos = () => [...salas.values()].flatMap((sala) => [...sala]);
  /** Events may have been missed (the listening connection broke): every socket reconnects and reloads. */
  const perdidos = () => {
    for (const cliente of todos()) cliente.socket.close(CIERRE_VIVO.reiniciar, 'Reconectar');
  };
  const dejar = manejadores.map(([tipo, construir], n) =>
    app.eventos.suscribir(
      tipo,
      ({ empresaId, ids }) => encolar(empresaId, () => construir(empresaId, ids)),
      n === 0 ? perdidos : undefined, // once is enough
    ),
  );

  const latido = async () => {
    await Promise.all(
      todos().map(async (cliente) => {
        if (!cliente.vivo) {
          quitar(cliente);
          cliente.socket.terminate();
          return;
        }
        cliente.vivo = false;
        cliente.socket.ping();
        await revisar(cliente);
      }),
    );
  };
  const reloj = setInterval(() => void latido(), opciones.latidoMs ?? 30_000);
  reloj.unref();

  app.decorate('vivo', {
    conectados: (empresaId?: number) =>
      empresaId === undefined ? todos().length : (salas.get(empresaId)?.size ?? 0),
    oyentes: (empresaId: number, accion: AccionVivo) =>
      [...(salas.get(empresaId) ?? [])].filter((cliente) => recibeAccion(cliente.permisos, accion)).length,
    latido,
  } satisfies Vivo);

  const conectar = (socket: WebSocket) => {
    if (cerrando) {
      socket.close(CIERRE_VIVO.apagado, 'Servidor detenido');
      return;
    }
    abiertos.add(socket);
    let cliente: Cliente | null = null;
    let saludado = false;
    const rechazar = () => socket.close(CIERRE_VIVO.noAutenticado, 'Unauthenticated.');
    const plazo = setTimeout(rechazar, PLAZO_SALUDO_MS);
    socket.on('message', (datos, binario) => {
      if (saludado) return; // the client sends nothing else; later messages are ignored
      saludado = true;
      clearTimeout(plazo);
      const token = tokenDelSaludo(datos, binario);
      if (!token) return rechazar();
      app.sesiones.verificar(token).then(
        (sesion) => {
          if (!sesion) return rechazar();
          if (socket.readyState !== ABIERTO || cerrando) return;
          cliente = {
            socket,
            empresaId: sesion.empresaId,
            usuarioId: sesion.usuarioId,
            token,
            tokenHash: sesion.tokenHash,
            permisos: permisosDe(sesion),
            vivo: true,
          };
          let sala = salas.get(sesion.empresaId);
          if (!sala) salas.set(sesion.empresaId, (sala = new Set()));
          sala.add(cliente);
          socket.send(JSON.stringify({ action: 'sendMessage', message: MENSAJES_VIVO.conectado }));
        },
        (error: unknown) => {
          app.log.error(error, 'conexión en vivo: sesión no verificada');
          socket.close(1011, 'Error');
        },
      );
    });
    socket.on('pong', () => {
      if (cliente) cliente.vivo = true;
    });
    socket.on('close', () => {
      abiertos.delete(socket);
      clearTimeout(plazo);
      if (cliente) quitar(cliente);
    });
  };

  // Its own context: @fastify/websocket wraps the handlers of the routes registered beside it, and /api's stay as
  // they are. Outside /api, so the permissions hook does not ask for a bearer header: the token is in the greeting.
  await app.register(async (contexto) => {
    await contexto.register(websocket, { options: { maxPayload: MAX_MENSAJE } });
    contexto.get(RUTA_VIVO, { websocket: true }, (socket) => conectar(socket));
  });

  // Stopping: every socket is told (1001, the client reconnects to another instance) and given a moment to
  // answer the close before it is cut.
  app.addHook('preClose', async () => {
    cerrando = true;
    clearInterval(reloj);
    dejar.forEach((fn) => fn());
    dejarDeOir();
    const cerrados = [...abiertos].map(
      (socket) =>
        new Promise<void>((resolve) => {
          socket.once('close', () => resolve());
          socket.close(CIERRE_VIVO.apagado, 'Servidor detenido');
        }),
    );
    let espera: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all(cerrados),
      new Promise((resolve) => (espera = setTimeout(resolve, ESPERA_CIERRE_MS))),
    ]);
    clearTimeout(espera);
    for (const socket of abiertos) socket.terminate();
    await Promise.all(colas.values());
  });
});
