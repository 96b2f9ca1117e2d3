import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export interface OutboxMensaje {
  empresaId: number;
  id: number;
  tipo: string;
  payload: unknown;
  /** Attempts made before this one. */
  intentos: number;
}

export type OutboxHandler = (mensaje: OutboxMensaje) => Promise<void>;
export type OutboxHandlers = Record<string, OutboxHandler>;

export interface OutboxWorkerOptions {
  /** Rows claimed per round. */
  batchSize?: number;
  /** How long a claimed row stays invisible to other workers; a crashed worker's rows come back after it. */
  leaseMs?: number;
  /** A delivery that takes longer fails (and is retried). */
  handlerTimeoutMs?: number;
  log?: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 60 * 60 * 1000;

/** Wait before the next attempt after `intentos` failed ones: 5 s, 10 s, 20 s, … capped at 1 hour. */
export function backoffMs(intentos: number): number {
  const exp = Math.max(0, intentos - 1);
  return exp >= 20 ? BACKOFF_MAX_MS : Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** exp);
}

interface ClaimedRow extends Record<string, unknown> {
  empresa_id: number | string;
  id: number | string;
  tipo: string;
  payload: unknown;
  intentos: number;
}

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`la entrega superó ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Delivers outbox rows. A round claims due rows in one short statement (`FOR UPDATE SKIP LOCKED`, so several
 * workers and instances never take the same row, and a lease so a crashed one's rows return), then delivers each
 * OUTSIDE any transaction, then marks it processed or records the error and backs off. Rounds never overlap
 * within a process: `kick()` and `drain()` queue behind the one running.
 */
export class OutboxWorker {
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly handlerTimeoutMs: number;
  private chain: Promise<unknown> = Promise.resolve();
  private queued: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly handlers: OutboxHandlers,
    private readonly options: OutboxWorkerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 10;
    this.leaseMs = options.leaseMs ?? 5 * 60 * 1000;
    this.handlerTimeoutMs = options.handlerTimeoutMs ?? 2 * 60 * 1000;
  }

  /** Asks for a round soon (after the current one); errors are logged, not thrown. */
  kick(): void {
    if (this.stopped) return;
    this.schedule().catch((err) => this.options.log?.error({ err }, 'outbox: error en la ronda de entrega'));
  }

  /**
   * Delivers every row due now, waiting for a round in progress first. Resolves with the number delivered in the
   * rounds it ran (not counting ones a concurrent round took).
   */
  drain(): Promise<number> {
    return this.schedule();
  }

  /** Stops taking rounds and waits for the one in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.chain;
  }

  private schedule(): Promise<number> {
    if (this.queued) return this.queued;
    const next = this.chain.then(() => {
      this.queued = null;
      return this.rounds();
    });
    this.queued = next;
    this.chain = next.catch(() => undefined);
    return next;
  }

  private async rounds(): Promise<number> {
    let delivered = 0;
    while (!this.stopped) {
      const rows = await this.claim();
      for (const row of rows) if (await this.deliver(row)) delivered++;
      if (rows.length < this.batchSize) break;
    }
    return delivered;
  }

  private async claim(): Promise<ClaimedRow[]> {
    // Only kinds this worker can deliver: another instance (or a newer version) may handle the rest.
    const tipos = Object.keys(this.handlers);
    if (tipos.length === 0) return [];
    const tipoIn = sql.join(
      tipos.map((tipo) => sql`${tipo}`),
      sql`, `,
    );
    // One statement is one short transaction: the row locks last only while it runs.
    const result = await this.database.cola.execute(sql`
      update outbox set bloqueado_hasta = now() + ${`${this.leaseMs} milliseconds`}::interval
      where (empresa_id, id) in (
        select empresa_id, id from outbox
        where procesado_at is null
          and tipo in (${tipoIn})
          and disponible_at <= now()
          and (bloqueado_hasta is null or bloqueado_hasta <= now())
        order by disponible_at, id
        limit ${this.batchSize}
        for update skip locked
      )
      returning empresa_id, id, tipo, payload, intentos`);
    return rowsOf<ClaimedRow>(result);
  }

  private async deliver(row: ClaimedRow): Promise<boolean> {
    const mensaje: OutboxMensaje = {
      empresaId: Number(row.empresa_id),
      id: Number(row.id),
      tipo: row.tipo,
      payload: row.payload,
      intentos: Number(row.intentos),
    };
    const key = sql`empresa_id = ${mensaje.empresaId} and id = ${mensaje.id}`;
    try {
      await withTimeout(this.handlers[mensaje.tipo](mensaje), this.handlerTimeoutMs);
    } catch (error) {
      const intentos = mensaje.intentos + 1;
      const texto = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      this.options.log?.warn(
        { outboxId: mensaje.id, tipo: mensaje.tipo, intentos, err: error },
        'outbox: la entrega falló, se reintentará',
      );
      await this.database.cola.execute(sql`
        update outbox set intentos = ${intentos}, ultimo_error = ${texto}, bloqueado_hasta = null,
          disponible_at = now() + ${`${backoffMs(intentos)} milliseconds`}::interval
        where ${key}`);
      return false;
    }
    await this.database.cola.execute(sql`
      update outbox set procesado_at = now(), intentos = intentos + 1, bloqueado_hasta = null, ultimo_error = null
      where ${key}`);
    return true;
  }
}
