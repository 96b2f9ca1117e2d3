import { Socket } from 'node:net';
import { PUERTOS_IMPRESORA } from '../../common/tiquetes';
import type { Config } from '../config';
import {
  claseIp,
  DireccionNoPermitidaError,
  HostNoResuelveError,
  NOMBRE_CLASE,
  resolverDestino,
} from '../lib/destinos';

/** Connecting to the printer takes at most this; a write that stalls (paper out, printer asleep) as long. */
export const TIEMPO_CONEXION_MS = 5_000;
export const TIEMPO_ESCRITURA_MS = 15_000;

export { DireccionNoPermitidaError, HostNoResuelveError };
/** The port is not a printer's: refused like an address (no retry changes it), at the `puerto` field on save. */
export class PuertoNoPermitidoError extends DireccionNoPermitidaError {}
/** The server does not print on network printers (PRINTERS_NETWORK off). */
export class RedDesactivadaError extends DireccionNoPermitidaError {}

/** What the server's settings allow for network printers. */
export interface OpcionesImpresoras {
  /** PRINTERS_NETWORK. */
  red: boolean;
  /** Tests only: loopback addresses, on any port. */
  permitirLoopback: boolean;
}

export const opcionesImpresoras = (config: Config): OpcionesImpresoras => ({
  red: config.printersNetwork,
  permitirLoopback: config.printersAllowLoopback,
});

/**
 * The address to connect to, checked at save and again at every send: refused unless the server prints on
 * network printers at all, the host resolves (once: the connection goes to this address, so a name cannot change
 * its answer between the check and the connection) to private addresses only — loopback, link-local, metadata,
 * unspecified, carrier-grade NAT, multicast, reserved and public ones never — and the port is a printer's. The
 * address classifier is server/lib/destinos.ts. `HostNoResuelveError` (a retry may succeed) passes through.
 */
export async function resolverImpresora(
  host: string,
  puerto: number,
  opciones: OpcionesImpresoras,
): Promise<string> {
  if (!opciones.red) throw new RedDesactivadaError('este servidor no imprime en impresoras de red');
  const ip = await resolverDestino(
    host,
    (clase) => clase === 'privada' || (opciones.permitirLoopback && clase === 'loopback'),
    (h, ip, clase) =>
      `${h} (${ip}) es una dirección ${NOMBRE_CLASE[clase]}: el servidor solo imprime en direcciones privadas`,
  );
  const pruebaLocal = opciones.permitirLoopback && claseIp(ip) === 'loopback';
  if (!PUERTOS_IMPRESORA.includes(puerto) && !pruebaLocal)
    throw new PuertoNoPermitidoError(
      `el puerto ${puerto} no es de impresora (${PUERTOS_IMPRESORA.join(', ')})`,
    );
  return ip;
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
