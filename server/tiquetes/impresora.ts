import { Socket } from 'node:net';
import { DireccionNoPermitidaError, HostNoResuelveError, resolverDestino } from '../lib/destinos';

/** Connecting to the printer takes at most this; a write that stalls (paper out, printer asleep) as long. */
export const TIEMPO_CONEXION_MS = 5_000;
export const TIEMPO_ESCRITURA_MS = 15_000;

export { DireccionNoPermitidaError };

/**
 * The address to connect to: the host resolved once (the connection goes to this address, so a name cannot
 * change its answer between the check and the connection), refused unless private or loopback — link-local
 * (169.254.x, cloud metadata), carrier-grade NAT, public and unspecified addresses included — unless
 * `permitirPublicas` (PRINTERS_ALLOW_PUBLIC) says otherwise. The guard itself is server/lib/destinos.ts.
 */
export async function resolverImpresora(host: string, permitirPublicas: boolean): Promise<string> {
  try {
    return await resolverDestino(
      host,
      (clase) => permitirPublicas || clase === 'privada' || clase === 'loopback',
      (h, ip) => `${h} (${ip}) no es una dirección privada ni de loopback`,
    );
  } catch (error) {
    if (error instanceof HostNoResuelveError) throw new Error(error.message);
    throw error;
  }
}

/**
 * Writes the bytes to a raw TCP printer (JetDirect, port 9100): connect (with a deadline), write, end, and
 * resolve once the printer has taken everything and the socket closed. Any error or stall rejects.
 */
export function enviarAImpresora(ip: string, puerto: number, bytes: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    let terminado = false;
    const fin = (error?: Error) => {
      if (terminado) return;
      terminado = true;
      clearTimeout(conexion);
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    const conexion = setTimeout(
      () => fin(new Error(`la impresora no respondió en ${TIEMPO_CONEXION_MS / 1000} s`)),
      TIEMPO_CONEXION_MS,
    );
    socket.once('error', (e) => fin(e));
    socket.once('close', () => fin(new Error('la impresora cerró la conexión antes de recibir el tiquete')));
    socket.connect(puerto, ip, () => {
      clearTimeout(conexion);
      socket.setTimeout(TIEMPO_ESCRITURA_MS, () =>
        fin(new Error(`la impresora no recibió el tiquete en ${TIEMPO_ESCRITURA_MS / 1000} s`)),
      );
      socket.end(Buffer.from(bytes), () => fin());
    });
  });
}
