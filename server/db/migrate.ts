import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant: the advisory lock that lets one instance migrate while the others wait. */
const MIGRATION_LOCK = 7_261_001;

/**
 * Applies the committed drizzle-kit migrations; several instances starting together migrate once. `carpeta`: another
 * folder of them (the tests of a migration apply the ones before it first).
 */
export async function migrate(database: Database, carpeta = migrationsFolder): Promise<void> {
  await database.withConnection(async (db) => {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      if (database.kind === 'pglite')
        await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: carpeta });
      else await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: carpeta });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  });
}
