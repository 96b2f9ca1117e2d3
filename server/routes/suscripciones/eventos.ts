import type { FastifyInstance } from 'fastify';
import { MENSAJES_SUSCRIPCION as M } from '../../../common/suscripciones';
import { eventosPago } from '../../db/schema';
import { TenantScope } from '../../db/tenant';
import { AppError, ForbiddenError, ValidationError } from '../../lib/errors';
import { eventoWompiValido, type EventoWompi } from '../../pagos/firmas';
import { PasarelaError } from '../../pagos/pasarela';
import { aplicarTransaccion, empresaDeReferencia } from './cobros';

export interface ResultadoEvento {
  /** False for an event that changed nothing (a replay, a state already applied, a transaction not ours). */
  aplicado: boolean;
}

const texto = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);

/**
 * POST pagos/eventos, the gateway's event (Wompi's `transaction.updated`; the sandbox sends the same): the
 * checksum of the properties it lists, its timestamp and our events secret (constant-time); then the event is a
 * hint only — the transaction is read again from the gateway and that answer is applied, once per (transaction,
 * state): a replayed or out-of-order event changes nothing, a forged one is refused before anything is read.
 */
export async function recibirEvento(
  app: FastifyInstance,
  evento: EventoWompi,
  cabecera: string | undefined,
): Promise<ResultadoEvento> {
  const secreto = app.pagos.secretoEventos;
  if (!secreto || !eventoWompiValido(evento, secreto, cabecera)) throw new ForbiddenError(M.eventoInvalido);
  if (evento.event !== 'transaction.updated') return { aplicado: false };
  const data = evento.data as { transaction?: { id?: unknown } } | undefined;
  const id = texto(data?.transaction?.id);
  if (!id) throw ValidationError.field('data', M.eventoInvalido);

  let t;
  try {
    t = await app.pagos.pasarela.leer(id);
  } catch (error) {
    if (error instanceof PasarelaError)
      throw new AppError(502, 'No se pudo confirmar la transacción con la pasarela de pagos');
    throw error;
  }
  const empresaId = empresaDeReferencia(t.referencia);
  if (empresaId === null) return { aplicado: false };
  return app.database.withTenant(empresaId, async (tx, conexion) => {
    const scope = new TenantScope(tx, empresaId, undefined, conexion);
    const nuevo = await tx
      .insert(eventosPago)
      .values({ empresa_id: empresaId, id_transaccion: t.id, estado: t.estado })
      .onConflictDoNothing()
      .returning();
    if (nuevo.length === 0) return { aplicado: false };
    const antes = await aplicarTransaccion(scope, t);
    return { aplicado: antes !== null };
  });
}
