/**
 * `npm run build` runs this: the PGlite data folder templates of the current code (server/db/plantilla.ts): the
 * migrated one with the reference lists, then from a copy of it the one with the demo company
 * (server/db/seed/demoEstreno.ts), so a first start on an empty data folder copies one instead of migrating and
 * seeding. Each is skipped when the template of this code already exists. `node --import tsx scripts/plantilla-pglite.ts`.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/db/client';
import { copiarCarpeta, crearPlantilla } from '../server/db/plantilla';
import { prepareDatabase } from '../server/db/prepare';
import { sembrarDemoEnPlantilla } from '../server/db/seed/demoEstreno';

/**
 * initdb's template databases go: the product never creates a database on PGlite, and they were half the template's
 * ~1,200 files, which every first start copies (~0.3 s of CPU on these machines).
 */
async function sinBasesPlantilla(db: Database): Promise<void> {
  await db.db.execute(
    sql`update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  );
  await db.db.execute(sql`drop database template0`);
  await db.db.execute(sql`drop database template1`);
  await db.db.execute(sql`checkpoint`);
}

const inicio = performance.now();
const base = await crearPlantilla(async (pgdata) => {
  const db = await openDatabase({ dataDir: pgdata });
  try {
    await prepareDatabase(db);
    await sinBasesPlantilla(db);
  } finally {
    await db.close();
  }
});
const demo = await crearPlantilla(async (pgdata) => {
  await copiarCarpeta(base, pgdata);
  const db = await openDatabase({ dataDir: pgdata });
  try {
    await prepareDatabase(db);
    await sembrarDemoEnPlantilla(db, pgdata);
  } finally {
    await db.close();
  }
}, 'demo');
console.log(`Plantillas de datos PGlite: ${base}, ${demo} (${Math.round(performance.now() - inicio)} ms)`);
