import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { Correo } from '../plugins/mail';
import type { PayloadTiquete } from '../tiquetes/servicio';
import type { PayloadWebhook } from '../webhooks/servicio';
import type { PayloadRenovacion } from '../routes/suscripciones/renovacion';
import type { PayloadErp } from '../erp/envio';

/** NOTIFY channel: an enqueueing transaction wakes the workers once it commits (PostgreSQL sends it then). */
export const OUTBOX_CHANNEL = 'comanda_outbox';

/** What each kind of outbox row carries. Add a kind here and a handler in server/outbox/plugin.ts. */
export interface OutboxPayloads {
  correo: Correo;
  /** A station ticket or a sale's receipt to print (server/tiquetes/). */
  tiquete: PayloadTiquete;
  /** One event to one webhook (server/webhooks/). */
  webhook: PayloadWebhook;
  /** One try of a subscription's renewal charge (server/routes/suscripciones/renovacion.ts). */
  renovacion: PayloadRenovacion;
  /** One document to the ERP and on to DIAN (server/erp/). */
  erp: PayloadErp;
}
export type OutboxTipo = keyof OutboxPayloads;

/**
 * Writes a message to the outbox inside the caller's transaction: it is delivered only if the transaction commits,
 * and at least once. Works in a tenant transaction (row-level security checks `empresa_id`) and in an unscoped one.
 */
export async function enqueue<T extends OutboxTipo>(
  tx: Db,
  empresaId: number,
  tipo: T,
  payload: OutboxPayloads[T],
  /** Not before this instant (a database expression: one clock); now by default. */
  disponibleAt?: SQL,
): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({ empresa_id: empresaId, tipo, payload, ...(disponibleAt && { disponible_at: disponibleAt }) })
    .returning({ id: outbox.id });
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return row.id;
}

export {
  OutboxWorker,
  backoffMs,
  type OutboxHandler,
  type OutboxHandlers,
  type OutboxMensaje,
} from './worker';
