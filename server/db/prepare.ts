import type pg from 'pg';
import type { Database } from './client';
import { migrate } from './migrate';
import { ensureRuntimeRole } from './runtime-role';
import { seedReferencias } from './seed/referencias';

/** Brings a database to the current schema with its shared lookup rows. Safe to run on every start; on PostgreSQL it also creates or checks the runtime and auth logins. */
export async function prepareDatabase(database: Database): Promise<void> {
  await migrate(database);
  for (const login of [database.runtime, database.autenticacion])
    if (login)
      await database.withConnection((db) =>
        ensureRuntimeRole((db as unknown as { $client: pg.ClientBase }).$client, login),
      );
  await seedReferencias(database.db);
}
