import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createPool, TENANT_ROLE } from './pg-pool';
import { authLogin, COLA_ROLE, runtimeLogin, SESION_ROLE, type RuntimeLogin } from './runtime-role';
import * as schema from './schema';
import { rowsToObjects, sqlLiteral, statementValues, type TenantStatement } from './statement';
import type { ConexionTenant } from './tenant';

export type Schema = typeof schema;
/** A Drizzle handle: the database itself or a transaction inside it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: 'pglite' | 'pg';
  /**
   * This process's name on the database: the `application_name` of its listening connections (`comanda <id>`), so
   * that an instance can tell how many others share the database (server/plugins/instancias.ts).
   */
  instancia: string;
  /**
   * The owner (`DATABASE_URL`): migrations, seeds and start-up checks only; on PostgreSQL it is closed once the
   * database is prepared (`soltarDueno`). Company work logs in as `runtime`, the unauthenticated doors as
   * `autenticacion`, the outbox worker as comanda_cola (on PGlite all are the one superuser connection).
   */
  db: Db;
  /**
   * The unauthenticated doors' handle (accounts, sessions, mail tokens, captchas; the reference lists and the public
   * menu's directory): on PostgreSQL the auth login acting as comanda_sesion (migrations 0033, 0035), which reaches
   * nothing else; company rows it writes switch to the company's
   * tenant first (`tenantScope`). On PGlite the one superuser connection, as `db`.
   */
  auth: Db;
  /**
   * The outbox worker's handle: on PostgreSQL the runtime login acting as comanda_cola (migration 0035), which reaches
   * the outbox of every company and nothing else. On PGlite the one superuser connection, as `db`.
   */
  cola: Db;
  runtime: RuntimeLogin | null;
  /** The auth login (PostgreSQL; null on PGlite). */
  autenticacion: RuntimeLogin | null;
  /**
   * Runs `fn` in a transaction as the `comanda_app` role with `app.empresa_id` set, so that row-level
   * security limits every statement to that company. A `readOnly` transaction refuses any write.
   */
  withTenant<T>(
    empresaId: number,
    fn: (tx: Db, conexion: ConexionTenant) => Promise<T>,
    options?: TenantOptions,
  ): Promise<T>;
  /**
   * Runs one read statement as the company, in a read-only transaction that travels in a single packet: no
   * connection is held while it waits.
   */
  readTenant<R>(
    empresaId: number,
    statement: TenantStatement<R>,
    values?: Record<string, unknown>,
    options?: Pick<TenantOptions, 'replica'>,
  ): Promise<R[]>;
  /** Runs `fn` with one dedicated connection (advisory locks, LISTEN). */
  withConnection<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Subscribes to a NOTIFY channel (payloads under 8000 bytes: send ids). On PostgreSQL a dedicated connection
   * listens and reconnects; `onReset` runs whenever notifications may have been missed.
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
    onReset?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * Closes the owner's connections once the database is prepared (PostgreSQL): the owner migrates and nothing else,
   * so at run time `db` and `withConnection` throw. On PGlite the one connection serves everything: nothing to close.
   */
  soltarDueno(): Promise<void>;
  close(): Promise<void>;
}

export interface TenantOptions {
  /** The transaction only reads: PostgreSQL refuses writes in it, and its COMMIT is not waited for. */
  readOnly?: boolean;
  /**
   * A read that may be served by the read replica (`DATABASE_READ_URL`; the main database when unset): the
   * reports. Read-only by force; what it reads may lag the main database by the replica's delay.
   */
  replica?: boolean;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** The runtime login of company work (PostgreSQL); default: `databaseUrl` with user comanda_runtime. */
  databaseAppUrl?: string;
  /** The sign-in module's login (PostgreSQL); default: `databaseUrl` with user comanda_auth. */
  databaseAuthUrl?: string;
  /** The runtime login on a read replica (PostgreSQL), for `replica` reads; default: the main database. */
  databaseReadUrl?: string;
  dataDir: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPg(
        options.databaseUrl,
        runtimeLogin(options.databaseUrl, options.databaseAppUrl),
        authLogin(options.databaseUrl, options.databaseAuthUrl),
        options.poolSize ?? 10,
        options.databaseReadUrl,
      )
    : openPglite(options.dataDir);
}

function empresaIdValido(empresaId: number): number {
  if (!Number.isSafeInteger(empresaId) || empresaId <= 0)
    throw new Error(`empresa_id inválido: ${empresaId}`);
  return empresaId;
}

/**
 * The utility statement that sets the current transaction's company (`app.empresa_id`, read by every policy), for
 * messages of several statements: unlike a SELECT it is not planned and returns no row.
 */
export function empresaScopeText(empresaId: number): string {
  return `SET LOCAL app.empresa_id = ${empresaIdValido(empresaId)}`;
}

/** One statement that scopes the current transaction to a company: role comanda_app and app.empresa_id. */
export function tenantScopeText(empresaId: number): string {
  return `select set_config('app.empresa_id', '${empresaIdValido(empresaId)}', true), set_config('role', '${TENANT_ROLE}', true)`;
}

export const tenantScope = (empresaId: number) => sql.raw(tenantScopeText(empresaId));

/**
 * PGlite's buffer cache. initdb writes PostgreSQL's 128MB, which the embedded engine allocates and clears inside its
 * WebAssembly memory at every start: ~120 MB resident and ~1 s more than 16MB on a restaurant's small computer
 * (issue 12: first start ≤ 3 s, ≤ 400 MB; bench/arranque.ts). A venue's database is tens of MB and its files sit in
 * the operating system's cache behind this one, so a small pool costs reads nothing noticeable.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

async function openPglite(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  // pg_trgm and unaccent: the search's trigram indexes (migration 0015) and its accent fold `plegar()` (0022) are
  // the same on PGlite as on PostgreSQL.
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm, unaccent },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const preparadas = new Map<string, Promise<void>>();
  // The one connection's statements prepared by `TenantScope.preparada` (a PREPARE outlives a rollback).
  const sentencias = new Set<string>();
  const conexionDe = (tx: Db): ConexionTenant => ({
    async preparada({ nombre, texto }, valores) {
      if (!sentencias.has(nombre)) {
        await tx.execute(sql.raw(`PREPARE ${nombre} AS ${texto}`));
        sentencias.add(nombre);
      }
      const r = await tx.execute(
        sql.raw(`EXECUTE ${nombre}${valores.length ? `(${valores.map(sqlLiteral).join(', ')})` : ''}`),
      );
      return (r as unknown as { rows: Record<string, unknown>[] }).rows;
    },
  });
  return {
    kind: 'pglite',
    instancia: 'comanda pglite',
    db,
    auth: db,
    cola: db,
    runtime: null,
    autenticacion: null,
    withTenant: (empresaId, fn, options) =>
      db.transaction(
        async (tx) => {
          await tx.execute(tenantScope(empresaId));
          return fn(tx, conexionDe(tx));
        },
        { accessMode: options?.readOnly || options?.replica ? 'read only' : 'read write' },
      ),
    readTenant: async (empresaId, statement, values = {}) => {
      // Prepared once (planned once), then run as one message inside the read-only transaction.
      const nombre = nombrePreparada(statement);
      let preparada = preparadas.get(nombre);
      if (!preparada) {
        preparada = client.exec(`PREPARE ${nombre} AS ${statement.text}`).then(() => undefined);
        preparadas.set(nombre, preparada);
        preparada.catch(() => preparadas.delete(nombre));
      }
      await preparada;
      // One message, no BEGIN/COMMIT: several statements in one simple query are one implicit transaction (its
      // company and role end with it, an error rolls it all back), one call into the engine instead of three.
      const resultados = await client.exec(
        `SET TRANSACTION READ ONLY; ${tenantScopeText(empresaId)}; ${ejecutar(nombre, statement, empresaId, values)}`,
        { rowMode: 'array' },
      );
      return rowsToObjects(statement, resultados[resultados.length - 1].rows as unknown as unknown[][]);
    },
    // PGlite is a single connection: the handle itself is dedicated.
    withConnection: (fn) => fn(db),
    listen: async (channel, handler) => {
      const unlisten = await client.listen(channel, handler);
      return () => unlisten();
    },
    soltarDueno: async () => {},
    close: () => client.close(),
  };
}

async function openPg(
  connectionString: string,
  runtime: RuntimeLogin,
  autenticacion: RuntimeLogin,
  max: number,
  lectura?: string,
): Promise<Database> {
  // The owner migrates and seeds, then lets go (`soltarDueno`); company work has its own pool that logs in
  // as the runtime role (no privileges of its own: NOINHERIT) and is the row-level-security role from the
  // connection's start, so a transaction only sets the company and RESET ROLE leaves it with nothing.
  const pool = createPool({ connectionString, max: Math.max(2, Math.ceil(max / 2)) });
  let duenoSuelto = false;
  const dueno = () => {
    if (duenoSuelto)
      throw new Error('La conexión del dueño de la base de datos solo migra: en ejecución no se usa.');
    return pool;
  };
  const tenantPool = createPool({
    connectionString: runtime.url,
    max,
    role: TENANT_ROLE,
    genericPlans: true,
  });
  // The replica's reads (reports) log in as the runtime login there and act as comanda_app as well.
  const lecturaPool = lectura
    ? createPool({
        connectionString: lectura,
        max: Math.max(2, Math.ceil(max / 2)),
        role: TENANT_ROLE,
        genericPlans: true,
      })
    : tenantPool;
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  // Sign-in work logs in as the auth login, acting as comanda_sesion from the connection's start.
  const authPool = createPool({
    connectionString: autenticacion.url,
    max: Math.max(2, Math.ceil(max / 2)),
    role: SESION_ROLE,
  });
  const auth = drizzlePg({ client: authPool, schema }) as unknown as Db;
  // The outbox worker: one statement at a time, one connection.
  const colaPool = createPool({ connectionString: runtime.url, max: 1, role: COLA_ROLE });
  const cola = drizzlePg({ client: colaPool, schema }) as unknown as Db;
  // One Drizzle handle per pooled connection, made once: the pool hands the same clients out again.
  const handles = new WeakMap<pg.PoolClient, Db>();
  const handleFor = (client: pg.PoolClient) => {
    let handle = handles.get(client);
    if (!handle) handles.set(client, (handle = drizzlePg({ client, schema }) as unknown as Db));
    return handle;
  };
  const instancia = `comanda ${randomUUID().slice(0, 8)}`;
  return {
    kind: 'pg',
    instancia,
    get db() {
      dueno();
      return db;
    },
    auth,
    cola,
    runtime,
    autenticacion,
    withTenant: async <T>(
      empresaId: number,
      fn: (tx: Db, conexion: ConexionTenant) => Promise<T>,
      options?: TenantOptions,
    ) => {
      const readOnly = options?.readOnly === true || options?.replica === true;
      const client = await (options?.replica ? lecturaPool : tenantPool).connect();
      // BEGIN and the company (simple protocol; the id is a checked integer) are pipelined ahead of fn's first
      // query: if they fail, so does that query, and the BEGIN's own error is the one reported.
      const begun = client.query(`BEGIN${readOnly ? ' READ ONLY' : ''}; ${empresaScopeText(empresaId)}`);
      begun.catch(() => {});
      let result: T;
      // The COMMIT sent right behind the transaction's last statement (`preparada` with `confirmar`), if any.
      let confirmacion: Promise<unknown> | null = null;
      try {
        result = await fn(handleFor(client), {
          // A named statement: pg parses it once per connection, and the pool plans it once (generic plans).
          preparada: async ({ nombre, texto }, valores, confirmar) => {
            const resultado = client.query({ name: nombre, text: texto, values: valores });
            if (confirmar && !readOnly && confirmacion === null) {
              confirmacion = client.query('COMMIT');
              confirmacion.catch(() => {});
            }
            return (await resultado).rows;
          },
        });
        await begun;
      } catch (error) {
        const cause = await begun.then(
          () => error,
          (beginError: unknown) => beginError,
        );
        await client.query('ROLLBACK').catch(() => {});
        client.release();
        throw cause;
      }
      if (readOnly) {
        // Nothing was written, so nothing waits on the COMMIT: the connection goes back to the pool with it
        // still in the pipeline, ahead of whatever the next borrower sends. Only a broken connection can make
        // it fail, and the pool drops such a connection itself.
        client.query('COMMIT').catch(() => {});
        client.release();
        return result;
      }
      try {
        await (confirmacion ?? client.query('COMMIT'));
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      client.release();
      return result;
    },
    readTenant: async (empresaId, statement, values = {}, options) => {
      const client = await (options?.replica ? lecturaPool : tenantPool).connect();
      // One simple-protocol message is one implicit transaction: read-only, the company set, the statement run.
      // The connection is free again at once (pipeline mode): the next borrower's message queues behind this one.
      const nombre = nombrePreparada(statement);
      const preparadas = preparedOn(client);
      if (!preparadas.has(nombre)) {
        preparadas.add(nombre);
        client.query(`PREPARE ${nombre} AS ${statement.text}`).catch(() => preparadas.delete(nombre));
      }
      const read = client.query<unknown[]>({
        text: `SET TRANSACTION READ ONLY; ${empresaScopeText(empresaId)}; ${ejecutar(nombre, statement, empresaId, values)}`,
        rowMode: 'array',
      });
      client.release();
      const resultados = (await read) as unknown as pg.QueryResult<unknown[]>[];
      return rowsToObjects(statement, resultados[resultados.length - 1].rows);
    },
    withConnection: async (fn) => {
      const client = await dueno().connect();
      try {
        return await fn(drizzlePg({ client, schema }) as unknown as Db);
      } finally {
        client.release();
      }
    },
    // LISTEN needs no privilege: the auth login's connection, not the owner's.
    listen: (channel, handler, onReset) => listenPg(autenticacion.url, channel, handler, onReset, instancia),
    soltarDueno: async () => {
      if (duenoSuelto) return;
      duenoSuelto = true;
      await pool.end();
    },
    close: async () => {
      await Promise.all([
        duenoSuelto ? null : pool.end(),
        tenantPool.end(),
        lecturaPool === tenantPool ? null : lecturaPool.end(),
        authPool.end(),
        colaPool.end(),
      ]);
    },
  };
}

/** The SQL name under which a statement is prepared (PREPARE) on a connection. */
const nombrePreparada = (statement: TenantStatement) => `tr_${statement.name}`;

/** `EXECUTE name(...)` of a prepared statement with this call's values as literals (none: no parentheses). */
function ejecutar(
  nombre: string,
  statement: TenantStatement,
  empresaId: number,
  values: Record<string, unknown>,
): string {
  const valores = statementValues(statement, empresaId, values);
  return valores.length ? `EXECUTE ${nombre}(${valores.map(sqlLiteral).join(', ')})` : `EXECUTE ${nombre}`;
}

/** The statements already prepared (SQL PREPARE) on each pooled connection. */
const prepared = new WeakMap<pg.PoolClient, Set<string>>();
function preparedOn(client: pg.PoolClient): Set<string> {
  let names = prepared.get(client);
  if (!names) prepared.set(client, (names = new Set()));
  return names;
}

async function listenPg(
  connectionString: string,
  channel: string,
  handler: (payload: string) => void,
  onReset: (() => void) | undefined,
  instancia: string,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString, application_name: instancia });
    c.on('notification', (msg) => msg.channel === channel && handler(msg.payload ?? ''));
    c.on('error', () => {
      // The connection broke: anything sent meanwhile is lost, so the subscriber starts afresh.
      onReset?.();
      void c.end().catch(() => {});
      if (!stopped) setTimeout(() => void connect().catch(() => onReset?.()), 1000).unref();
    });
    await c.connect();
    await c.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}
