import type { LineaNueva } from './useOrden';

/**
 * The lines of a table not sent to the kitchen yet, kept on this device (localStorage) so a reload, Back or a
 * tablet that slept does not lose them: one entry per company, venue and table (or order without a table), written
 * at every change, removed once nothing is left to send (sent or discarded).
 */
export interface Borrador {
  lineas: LineaNueva[];
  /** Diners typed before the first send (they travel with it). */
  comensales: number | null;
  /** A send whose outcome is unknown: its key is reused, so a retry after a reload cannot send the lines twice. */
  envio: { idempotencia: string; claves: string[] } | null;
}

const PREFIJO = 'comanda.borrador';

export const claveBorrador = (empresa: number, sede: number, lugar: { mesa?: number; orden?: number }) =>
  `${PREFIJO}.${empresa}.${sede}.${lugar.mesa !== undefined ? `mesa-${lugar.mesa}` : `orden-${lugar.orden}`}`;

export function leerBorrador(clave: string): Borrador | null {
  try {
    const guardado = JSON.parse(localStorage.getItem(clave) ?? 'null') as Borrador | null;
    return guardado && Array.isArray(guardado.lineas) && guardado.lineas.length > 0 ? guardado : null;
  } catch {
    return null;
  }
}

export function guardarBorrador(clave: string, borrador: Borrador) {
  try {
    if (borrador.lineas.length === 0) localStorage.removeItem(clave);
    else
      localStorage.setItem(
        clave,
        JSON.stringify({ ...borrador, lineas: borrador.lineas.map(({ error: _, ...l }) => l) }),
      );
  } catch {
    // A full or refused storage: the screen goes on, only the draft is not kept.
  }
}

export const borrarBorrador = (clave: string) =>
  guardarBorrador(clave, { lineas: [], comensales: null, envio: null });
