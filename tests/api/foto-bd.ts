import { sql } from 'drizzle-orm';
import type { TestApp } from './harness';

const filas = <T>(resultado: unknown): T[] => (resultado as { rows: T[] }).rows;

/**
 * Every row of every table of the database, one fingerprint per table (row count and an md5 of the rows in a
 * stable order): two equal snapshots mean that nothing at all was written in between.
 */
export async function fotoBd(t: TestApp): Promise<Record<string, string>> {
  const { db } = t.database;
  const tablas = filas<{ nombre: string }>(
    await db.execute(
      sql`select table_name as nombre from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  );
  if (tablas.length === 0) return {};
  // One statement for all the tables (one round trip instead of one per table): the same fingerprint per table.
  const huellas = filas<{ nombre: string; n: number; h: string }>(
    await db.execute(
      sql.join(
        tablas.map(
          ({ nombre }) =>
            sql`select ${nombre}::text as nombre, count(*)::int as n,
                md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h
                from ${sql.identifier(nombre)} t`,
        ),
        sql` union all `,
      ),
    ),
  );
  const foto: Record<string, string> = {};
  for (const { nombre, n, h } of huellas) foto[nombre] = `${n}:${h}`;
  return foto;
}
