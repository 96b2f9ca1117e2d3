import pg from 'pg';

/** The role every company transaction runs as; row-level security applies to it (migration 0000). */
export const TENANT_ROLE = 'comanda_app';

export interface PoolOptions {
  connectionString: string;
  max: number;
  /** Connect already as this role (a startup parameter: a connection that cannot take it fails to open). */
  role?: string;
  /**
   * Plan every prepared statement once, generically (`plan_cache_mode = force_generic_plan` from the connection's
   * start), instead of a `SET LOCAL` in every hot read (`readTenant`). In isolation (the list's statement from 50
   * clients on 8 connections) the per-read SET cost PostgreSQL 165–173 µs per read against 122 µs without it; in
   * `npm run bench` on the shared machine the difference is within the noise.
   */
  genericPlans?: boolean;
}

/**
 * A pg pool in pipeline mode (pg ≥ 8.23: a connection sends queries without waiting for earlier answers) whose
 * connections coalesce their writes per event-loop turn. Each write is a system call, and on these machines system
 * calls cost more than building the query: a transaction's BEGIN, its first query and the COMMIT of the
 * previous borrower leave in one packet.
 */
export function createPool({ connectionString, max, role, genericPlans }: PoolOptions): pg.Pool {
  const fromUrl = new URL(connectionString).searchParams.get('options');
  const startup = [role && `-c role=${role}`, genericPlans && '-c plan_cache_mode=force_generic_plan'];
  const options = startup.some(Boolean) ? [fromUrl, ...startup].filter(Boolean).join(' ') : undefined;
  const pool = new pg.Pool({ connectionString, max, pipeline: true, options } as pg.PoolConfig);
  pool.on('connect', coalesceWrites);
  // An idle connection that the server closes (restart, failover, a dropped database) is already removed by the
  // pool, and the next query opens a new one; without a listener the pool's 'error' event would crash the process.
  pool.on('error', () => {});
  return pool;
}

interface Corkable {
  cork(): void;
  uncork(): void;
}

/**
 * Corks the connection's socket at its first query in a turn and uncorks it once the turn's promise callbacks have
 * run (setImmediate), so that everything sent meanwhile goes out in one write. pg corks around each query itself;
 * corks nest, so its own uncork leaves ours in place.
 */
function coalesceWrites(client: pg.PoolClient): void {
  const stream = (client as unknown as { connection?: { stream?: Partial<Corkable> } }).connection?.stream;
  if (typeof stream?.cork !== 'function' || typeof stream.uncork !== 'function') return;
  const socket = stream as Corkable;
  let corked = false;
  const flush = () => {
    corked = false;
    socket.uncork();
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (!corked) {
      corked = true;
      socket.cork();
      setImmediate(flush);
    }
    return query(...args);
  };
}
