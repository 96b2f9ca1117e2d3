import type { Database } from './client';
import { migrate } from './migrate';
import { seedReferencias } from './seed/referencias';

/** Brings a database to the current schema with its shared lookup rows. Safe to run on every start. */
export async function prepareDatabase(database: Database): Promise<void> {
  await migrate(database);
  await seedReferencias(database.db);
}
