import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from './client';
import type { TenantStatement } from './statement';
import { NotFoundError } from '../lib/errors';

/** A company table: `empresa_id` leads its primary key. */
export type TenantTable = PgTable & { empresa_id: PgColumn; id: PgColumn };

/** The signed-in user and address behind a change (services/auditoria.ts). */
export interface OrigenCambio {
  ip: string | null;
  usuarioId: number | null;
  /** The venues the user works in (null or absent: all); see services/sedesUsuario.ts. */
  sedes?: number[] | null;
}

/**
 * A statement whose text never changes (its values go by position, `$1`…), prepared — parsed and planned — once per
 * connection and then only executed (`TenantScope.preparada`): for the hottest writes, whose planning would cost
 * PostgreSQL more than running them. Its name is its own (`preparadaDe` refuses a second text under one name).
 */
export interface Preparada {
  nombre: string;
  texto: string;
}

const preparadasPorNombre = new Map<string, string>();

export function preparadaDe(nombre: string, texto: string): Preparada {
  if (!/^[a-z_][a-z0-9_]*$/.test(nombre)) throw new Error(`Nombre de sentencia inválido: ${nombre}`);
  const anterior = preparadasPorNombre.get(nombre);
  if (anterior !== undefined && anterior !== texto)
    throw new Error(`Dos sentencias se llaman ${nombre}: cada una necesita un nombre propio`);
  preparadasPorNombre.set(nombre, texto);
  return { nombre, texto };
}

/** The connection of a company transaction, as far as prepared statements go (server/db/client.ts). */
export interface ConexionTenant {
  /**
   * `confirmar`: the transaction's COMMIT leaves right behind the statement, in the same write (PostgreSQL; PGlite
   * commits when the transaction's function returns, as always). Should the statement fail, PostgreSQL turns that
   * COMMIT into a rollback.
   */
  preparada(
    sentencia: Preparada,
    valores: unknown[],
    confirmar?: boolean,
  ): Promise<Record<string, unknown>[]>;
}

/** `texto` with its `$n` as Drizzle parameters: a prepared statement run once, where no connection keeps it. */
function sinPreparar(texto: string, valores: unknown[]): SQL {
  return sql.join(
    texto
      .split(/\$(\d+)/)
      .map((parte, i) => (i % 2 === 0 ? sql.raw(parte) : sql`${valores[Number(parte) - 1]}`)),
  );
}

/** What runs single read statements as the signed-in company (a request: `request.tenantRead`). */
export interface TenantReader {
  tenantRead<R>(statement: TenantStatement<R>, values?: Record<string, unknown>): Promise<R[]>;
}

/**
 * The one place where queries are scoped to the signed-in company. Routes get a scope from
 * `request.tenant(...)` and never write `empresa_id` themselves; row-level security (set up by
 * Database.withTenant) refuses anything that slips past.
 */
export class TenantScope {
  private readonly confirmacion: ((app: FastifyInstance) => void)[] = [];

  constructor(
    readonly tx: Db,
    readonly empresaId: number,
    /** Who asked and from where (a request's scope), for the audit trail of code that gets no request. */
    readonly origen?: OrigenCambio,
    /** The transaction's connection (`request.tenant` passes it): where `preparada` keeps its statements. */
    private readonly conexion?: ConexionTenant,
  ) {}

  /**
   * Runs `sentencia` in this transaction with `valores` for `$1`…: prepared once per connection where the scope
   * knows its connection, else (seeds, workers that make their own scope) sent as a plain statement. Rows as the
   * driver gives them.
   *
   * `{ confirmar: true }` makes it the transaction's last statement: the COMMIT follows it at once, without waiting
   * for its answer (one round trip less, issue 9). Only for a statement after which nothing else may need undoing:
   * whatever would have to roll the transaction back must make the statement itself fail (its failure turns the
   * COMMIT into a rollback); an error thrown afterwards still reaches the caller, but the transaction has committed.
   */
  async preparada(
    sentencia: Preparada,
    valores: unknown[],
    opciones?: { confirmar?: boolean },
  ): Promise<Record<string, unknown>[]> {
    if (this.conexion) return this.conexion.preparada(sentencia, valores, opciones?.confirmar === true);
    const resultado = await this.tx.execute(sinPreparar(sentencia.texto, valores));
    return Array.isArray(resultado)
      ? (resultado as Record<string, unknown>[])
      : (resultado as { rows: Record<string, unknown>[] }).rows;
  }

  /** The signed-in user (a request's), for the records that say who did it; null for seeds and workers. */
  get usuarioId(): number | null {
    return this.origen?.usuarioId ?? null;
  }

  /**
   * Runs `fn` once the transaction has committed (never if it rolls back), with the app that ran it: the
   * in-process half of what the transaction announced (server/eventos/). Only `request.tenant` runs them.
   */
  despuesDeConfirmar(fn: (app: FastifyInstance) => void): void {
    this.confirmacion.push(fn);
  }

  /** Called by the runner after COMMIT: each callback once, a failing one logged and not in the others' way. */
  confirmado(app: FastifyInstance): void {
    for (const fn of this.confirmacion.splice(0))
      try {
        fn(app);
      } catch (error) {
        app.log.error(error, 'después de confirmar');
      }
  }

  /** `empresa_id = current company` and the given conditions. */
  where(table: PgTable & { empresa_id: PgColumn }, ...conditions: (SQL | undefined)[]): SQL {
    return and(eq(table.empresa_id, this.empresaId), ...conditions) as SQL;
  }

  /** The row with this id in the current company, or a 404. */
  async get<T extends TenantTable>(table: T, id: number): Promise<T['$inferSelect']> {
    const rows = (await this.tx
      .select()
      .from(table as PgTable)
      .where(this.where(table, eq(table.id, id)))
      .limit(1)) as T['$inferSelect'][];
    if (!rows[0]) throw new NotFoundError();
    return rows[0];
  }

  async insert<T extends TenantTable>(
    table: T,
    values: {
      [K in keyof Omit<T['$inferInsert'], 'empresa_id'>]: Omit<T['$inferInsert'], 'empresa_id'>[K] | SQL;
    },
  ): Promise<T['$inferSelect']> {
    const rows = (await this.tx
      .insert(table)
      .values({ ...values, empresa_id: this.empresaId } as T['$inferInsert'])
      .returning()) as T['$inferSelect'][];
    return rows[0];
  }

  async update<T extends TenantTable>(
    table: T,
    id: number,
    values: { [K in keyof Omit<T['$inferInsert'], 'empresa_id' | 'id'>]?: T['$inferInsert'][K] | SQL },
  ): Promise<T['$inferSelect']> {
    const rows = (await this.tx
      .update(table)
      .set(values as never)
      .where(this.where(table, eq(table.id, id)))
      .returning()) as unknown as T['$inferSelect'][];
    if (!rows[0]) throw new NotFoundError();
    return rows[0];
  }

  async delete<T extends TenantTable>(table: T, id: number): Promise<T['$inferSelect']> {
    const [row] = await this.tx
      .delete(table)
      .where(this.where(table, eq(table.id, id)))
      .returning();
    if (!row) throw new NotFoundError();
    return row as T['$inferSelect'];
  }
}
