import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TenantScope } from '../db/tenant';

/** The one NOTIFY channel every instance listens on; the kind travels in the payload. */
export const EVENTOS_CHANNEL = 'comanda_eventos';

/**
 * The kinds of event, each a channel of its own for subscribers. Add a kind here; its payload is always ids (the
 * subscriber reads the data afterwards, as its company).
 */
export const TIPOS_EVENTO = [
  /** A product of the company was created, changed or deleted (ids: the products). */
  'productos',
  /** A category was created, changed, reordered or deleted (ids: the categories). */
  'categorias',
  /** A tax was created, changed or deleted (ids: the taxes). */
  'productosImpuestos',
  /** A print point was created, changed or deleted (ids: the print points). */
  'puntosImpresion',
  /**
   * An order changed where it is or what it holds: opened, moved, joined (both orders), annulled, diners changed, a
   * line removed, lines marked ready or recalled (ids: the orders). The live connection sends `updateTableOrder`.
   */
  'ordenes',
  /** An order's total changed: lines added, removed, joined, annulled (ids: the orders). Live: `totals`. */
  'ordenesTotales',
  /** A submission's lines went to preparation (ids: the submissions, `ordenes_envios`). Live: `newOrder`. */
  'ordenesEnvios',
  /**
   * A sale was made or cancelled (ids: the registers, `cuadres_caja`, whose sales changed). Live: `updateSales`
   * (the register page reloads its sales and expected amounts).
   */
  'ventas',
  /** A venue was renamed, its address changed or its public menu id regenerated (ids: the venues). */
  'sedes',
  /** A company setting was written with a new value (ids: none; the public menu reads address and phone). */
  'configuraciones',
] as const;
export type TipoEvento = (typeof TIPOS_EVENTO)[number];

/** What a subscriber receives: whose rows changed, and which (never the data). */
export interface Evento {
  empresaId: number;
  ids: number[];
}

/** On the wire: kind, company, ids and a unique id (an instance hears its own events too, and drops the echo). */
export interface Aviso {
  t: TipoEvento;
  e: number;
  ids: number[];
  u: string;
}

/** NOTIFY's limit is 8000 bytes: past this many ids an event names none (the subscriber takes it as "all"). */
export const MAX_IDS = 500;

const esTipo = (t: unknown): t is TipoEvento => (TIPOS_EVENTO as readonly unknown[]).includes(t);

/** A received payload, or null if it is not one of ours. */
export function leerAviso(payload: string): Aviso | null {
  try {
    const a = JSON.parse(payload) as Partial<Aviso>;
    if (!esTipo(a.t) || !Number.isSafeInteger(a.e) || typeof a.u !== 'string' || !Array.isArray(a.ids))
      return null;
    return { t: a.t, e: a.e as number, ids: a.ids.filter(Number.isSafeInteger), u: a.u };
  } catch {
    return null;
  }
}

/**
 * Announces, inside the company transaction of `scope`, that rows of kind `tipo` changed. PostgreSQL sends the
 * NOTIFY only when the transaction commits (nothing if it rolls back), to every instance; this instance's
 * subscribers hear it right after the commit, before the request answers (so a client reads its own write).
 */
export async function publicar(scope: TenantScope, tipo: TipoEvento, ids: number[]): Promise<void> {
  await scope.tx.execute(sql`select pg_notify(${EVENTOS_CHANNEL}, ${aviso(scope, tipo, ids)})`);
}

/**
 * `publicar`'s payload, for a statement that sends it itself (`pg_notify(EVENTOS_CHANNEL, payload)`, the counter
 * sale's final one) exactly once in the transaction of `scope`; the in-process half is registered here.
 */
export function aviso(scope: TenantScope, tipo: TipoEvento, ids: number[]): string {
  const a: Aviso = {
    t: tipo,
    e: scope.empresaId,
    ids: ids.length > MAX_IDS ? [] : [...new Set(ids)],
    u: randomUUID(),
  };
  scope.despuesDeConfirmar((app) => app.eventos.recibir(a));
  return JSON.stringify(a);
}
