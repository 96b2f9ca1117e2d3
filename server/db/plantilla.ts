/**
 * The PGlite data folder template (issue 12: first start ≤ 3 s and ≤ 400 MB). `npm run build` runs
 * scripts/plantilla-pglite.ts, which migrates a new PGlite folder and writes the reference lists once, into
 * `.cache/pglite-<fingerprint>/`. A first start on an empty data folder copies it instead of running initdb and
 * every migration (which took ~6 s and ~930 MB); `prepareDatabase` still runs after it, so a template is only a
 * head start: whatever it lacks is migrated and seeded as usual, and the demo company is seeded per install.
 * The fingerprint covers the migrations, the seed files and PGlite's version: a template of other code is never used.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsFolder } from './migrate';

const raiz = fileURLToPath(new URL('../..', import.meta.url));
const carpetaSemillas = fileURLToPath(new URL('./seed', import.meta.url));

/** Where templates live (gitignored); PLANTILLA_PGLITE_DIR moves it (tests). */
export const carpetaPlantillas = () => resolve(process.env.PLANTILLA_PGLITE_DIR ?? join(raiz, '.cache'));

async function archivos(carpeta: string): Promise<string[]> {
  const entradas = await readdir(carpeta, { withFileTypes: true, recursive: true });
  return entradas
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** A hash of what a template holds: the migration files, the seed files and PGlite's version. */
export async function huellaPlantilla(): Promise<string> {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    await readFile(join(raiz, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  for (const f of [...(await archivos(migrationsFolder)), ...(await archivos(carpetaSemillas))]) {
    hash.update(`${relative(raiz, f)}\n`);
    hash.update(await readFile(f));
  }
  return hash.digest('hex').slice(0, 16);
}

export const rutaPlantilla = async () => join(carpetaPlantillas(), `pglite-${await huellaPlantilla()}`);

/**
 * Fills an empty PGlite data folder (`DATA_DIR/pgdata`) from the template of the current code, if there is one.
 * True when it did; a folder that holds a database (PG_VERSION) is never touched.
 */
export async function restaurarPlantilla(pgdata: string): Promise<boolean> {
  if (existsSync(join(pgdata, 'PG_VERSION'))) return false;
  const plantilla = await rutaPlantilla();
  if (!existsSync(join(plantilla, 'PG_VERSION'))) return false;
  // Copied beside, then renamed: a start interrupted halfway leaves no half folder that looks like a database.
  const parcial = `${pgdata}.parcial`;
  await rm(parcial, { recursive: true, force: true });
  await mkdir(parcial, { recursive: true });
  await cp(plantilla, parcial, { recursive: true });
  await rm(pgdata, { recursive: true, force: true });
  await rename(parcial, pgdata);
  return true;
}

/**
 * Builds the template of the current code (`prepare` migrates and seeds a folder) unless it exists; removes
 * templates of other fingerprints. Returns its path.
 */
export async function crearPlantilla(prepare: (pgdata: string) => Promise<void>): Promise<string> {
  const plantilla = await rutaPlantilla();
  const carpeta = carpetaPlantillas();
  await mkdir(carpeta, { recursive: true });
  for (const e of await readdir(carpeta))
    if (e.startsWith('pglite-') && join(carpeta, e) !== plantilla)
      await rm(join(carpeta, e), { recursive: true, force: true });
  if (existsSync(join(plantilla, 'PG_VERSION'))) return plantilla;
  const temporal = `${plantilla}.${process.pid}`;
  await rm(temporal, { recursive: true, force: true });
  await prepare(temporal);
  await rename(temporal, plantilla);
  return plantilla;
}
