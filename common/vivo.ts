/**
 * The live connection's messages (spec §4 'Live connection'), shared by the server's `/ws` and the POS screens.
 * On open the client sends `sendMessage` with userId, companyId and token; the server verifies the token and takes
 * the company from it (never from the message). Server → client: `sendMessage` (message), `updateTableOrder`
 * (data, message), `totals` (data), `newOrder` (data, message).
 */
export const RUTA_VIVO = '/ws';

export const ACCIONES_VIVO = ['sendMessage', 'updateTableOrder', 'totals', 'newOrder'] as const;
export type AccionVivo = (typeof ACCIONES_VIVO)[number];

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
