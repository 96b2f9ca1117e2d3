/**
 * The live connection's messages (spec §4 'Live connection'), shared by the server's `/ws` and the POS screens.
 * On open the client sends `sendMessage` with userId, companyId and token; the server verifies the token and takes
 * the company from it (never from the message). Server → client: `sendMessage` (message), `updateTableOrder`
 * (data, message), `totals` (data), `newOrder` (data, message).
 */
import { moduloPorTag, puedeUsarModulo, type PermisosRol } from './modulos';

export const RUTA_VIVO = '/ws';

/** `updateSales` is not in the spec's list: the register page's reload when a sale is made or cancelled (issue 9). */
export const ACCIONES_VIVO = [
  'sendMessage',
  'updateTableOrder',
  'totals',
  'newOrder',
  'updateSales',
] as const;
export type AccionVivo = (typeof ACCIONES_VIVO)[number];

/**
 * Who receives each message: a socket whose user's role may open one of these modules (common/modulos.ts, role
 * limits and '*' included); null: every greeted socket. The screens that listen decide it: the table map and the
 * order screen (ventas) and the kitchen (ordenes) follow orders; only the order screens show totals; only the
 * register (cuadreCaja) reloads on sales. An accountant without them receives nothing of the orders.
 */
export const MODULOS_DE_ACCION: Readonly<Record<AccionVivo, readonly string[] | null>> = {
  sendMessage: null,
  updateTableOrder: ['ventas', 'ordenes'],
  newOrder: ['ventas', 'ordenes'],
  totals: ['ventas'],
  updateSales: ['cuadreCaja'],
};

/** Whether a socket of a user with these permissions receives this message. */
export function recibeAccion(permisos: PermisosRol, accion: AccionVivo): boolean {
  const modulos = MODULOS_DE_ACCION[accion];
  if (modulos === null) return true;
  return modulos.some((tag) => {
    const modulo = moduloPorTag(tag);
    return modulo !== undefined && puedeUsarModulo(permisos, modulo);
  });
}

/** What the client sends once the socket opens. */
export interface SaludoVivo {
  action: 'sendMessage';
  userId: number;
  companyId: number;
  token: string;
}

/** What the server sends. `data` carries ids and small summaries; screens read the rest through the API. */
export interface MensajeVivo {
  action: AccionVivo;
  data?: unknown;
  message?: string;
}

/** Where an order is: every order message carries it (screens filter by venue and table). */
export interface LugarOrden {
  id_orden: number;
  id_mesa: number | null;
  id_sede: number;
}

/**
 * The data of each server message (ids and small figures; the screen reads the rest through the API):
 * - `newOrder`: lines were sent to preparation (kitchen and bar screens reload `ordenes/grupo/despacho`, print).
 * - `updateTableOrder`: an order opened, moved, joined, was annulled, or a line was removed or marked ready
 *   (the table map and the order screen reload; the kitchen reloads too).
 * - `totals`: an order's total changed (`total` as a decimal string, tax included: what is left to charge).
 */
export interface DatosNuevaOrden extends LugarOrden {
  id_envio: number;
  /** The print points that received lines (null: lines without a print point). */
  puntos: (number | null)[];
}
export type DatosCambioOrden = LugarOrden;
/** `updateSales`: a sale of this register was made or cancelled (no data: many at once, reload every register). */
export interface DatosVentas {
  id_cuadre_caja: number;
}
export interface DatosTotales extends LugarOrden {
  total: string;
}

/** The server's Spanish texts (the screens show their own translations; these are what the spec's `message` carries). */
export const MENSAJES_VIVO = {
  conectado: 'Conectado',
  nuevaOrden: 'Nueva orden',
  ordenActualizada: 'Orden actualizada',
} as const;

/**
 * Close codes: 4401 the token was refused, missing or late (the client does not reconnect; a new sign-in opens
 * a new socket); 1001 the server is stopping; 1012 events may have been missed (reconnect and reload).
 */
export const CIERRE_VIVO = { noAutenticado: 4401, apagado: 1001, reiniciar: 1012 } as const;

/** How long the server waits for the greeting after the socket opens. */
export const PLAZO_SALUDO_MS = 5_000;
