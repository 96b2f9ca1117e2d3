/**
 * `npm run build` runs this: the PGlite data folder template of the current migrations and reference lists
 * (server/db/plantilla.ts), so a first start on an empty data folder copies it instead of migrating.
 * Skipped when the template of this code already exists. `node --import tsx scripts/plantilla-pglite.ts`.
 */
import { openDatabase } from '../server/db/client';
import { crearPlantilla } from '../server/db/plantilla';
import { prepareDatabase } from '../server/db/prepare';

const inicio = performance.now();
const ruta = await crearPlantilla(async (pgdata) => {
  const db = await openDatabase({ dataDir: pgdata });
  try {
    await prepareDatabase(db);
  } finally {
    await db.close();
  }
});
console.log(`Plantilla de datos PGlite: ${ruta} (${Math.round(performance.now() - inicio)} ms)`);
