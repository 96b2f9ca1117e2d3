/**
 * The PGlite data folder templates (issue 12: first start ≤ 3 s and ≤ 400 MB). `npm run build` runs
 * scripts/plantilla-pglite.ts, which writes two into `.cache/`:
 * - `pglite-<fingerprint>`: a new PGlite folder migrated, with the reference lists (without initdb's template
 *   databases, which the product never uses);
 * - `pglite-demo-<fingerprint>`: the same with the demo company seeded (server/db/seed/demoEstreno.ts), for starts
 *   with SEED_DEMO on. At the first start it gets today's dates and its own password and menu ids.
 * A first start on an empty data folder copies one instead of running initdb, every migration and the demo seed
 * (~6 s and ~930 MB before), and does not prepare it again. Without a template of this code (no build yet) the start
 * migrates and seeds as before. The fingerprint covers the migrations, the seed files, the build script and PGlite's
 * version, and for the demo template all of `server/` and `common/` (the demo is written by the services): a
 * template of other code is never used.
 */
import { createHash } from 'node:crypto';
import { constants, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsFolder } from './migrate';

const raiz = fileURLToPath(new URL('../..', import.meta.url));
const carpetaSemillas = fileURLToPath(new URL('./seed', import.meta.url));
const carpetaServidor = fileURLToPath(new URL('..', import.meta.url));
const carpetaComun = join(raiz, 'common');

/** `base`: migrated with the reference lists; `demo`: also the demo company, waiting for its first start. */
export type TipoPlantilla = 'base' | 'demo';

/** Where templates live (gitignored); PLANTILLA_PGLITE_DIR moves it (tests). */
export const carpetaPlantillas = () => resolve(process.env.PLANTILLA_PGLITE_DIR ?? join(raiz, '.cache'));

async function archivos(carpeta: string): Promise<string[]> {
  const entradas = await readdir(carpeta, { withFileTypes: true, recursive: true });
  return entradas
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/**
 * A hash of what a template holds: the migration files, the seed files and PGlite's version; for the demo, also
 * every file of the server and `common/` that writes it.
 */
export async function huellaPlantilla(tipo: TipoPlantilla = 'base'): Promise<string> {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    await readFile(join(raiz, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  const carpetas = tipo === 'demo' ? [carpetaServidor, carpetaComun] : [migrationsFolder, carpetaSemillas];
  // The build script that writes the templates counts too.
  const script = join(raiz, 'scripts', 'plantilla-pglite.ts');
  for (const f of [...(await Promise.all(carpetas.map(archivos))).flat(), script]) {
    hash.update(`${relative(raiz, f)}\n`);
    hash.update(await readFile(f));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Copies a folder tree: the folders first, then every file at once (`copyFile`, a copy-on-write clone where the file
 * system offers one). fs.cp walks the ~1,200 files of a PGlite folder one by one (~0.5 s of a first start); this
 * takes ~0.1 s. Never hard links: PostgreSQL writes its files in place, which would change the template.
 */
export async function copiarCarpeta(origen: string, destino: string): Promise<void> {
  const entradas = await readdir(origen, { withFileTypes: true, recursive: true });
  const rel = (e: { parentPath: string; name: string }) => relative(origen, join(e.parentPath, e.name));
  await mkdir(destino, { recursive: true });
  // Parents before children: a folder's relative path is longer than its parent's.
  const carpetas = entradas.filter((e) => e.isDirectory()).map(rel);
  for (const c of carpetas.sort((a, b) => a.length - b.length))
    await mkdir(join(destino, c), { recursive: true });
  await Promise.all(
    entradas
      .filter((e) => e.isFile())
      .map(rel)
      .map((f) => copyFile(join(origen, f), join(destino, f), constants.COPYFILE_FICLONE)),
  );
}

const prefijo = (tipo: TipoPlantilla) => (tipo === 'demo' ? 'pglite-demo-' : 'pglite-');

export const rutaPlantilla = async (tipo: TipoPlantilla = 'base') =>
  join(carpetaPlantillas(), `${prefijo(tipo)}${await huellaPlantilla(tipo)}`);

/**
 * Fills an empty PGlite data folder (`DATA_DIR/pgdata`) from a template of the current code, if there is one: the
 * demo's when `demo` is asked for and built, else the base one. Returns the one it copied, or null; a folder that
 * holds a database (PG_VERSION) is never touched.
 */
export async function restaurarPlantilla(
  pgdata: string,
  { demo = false }: { demo?: boolean } = {},
): Promise<TipoPlantilla | null> {
  if (existsSync(join(pgdata, 'PG_VERSION'))) return null;
  let tipo: TipoPlantilla = 'base';
  let plantilla = '';
  for (const t of demo ? (['demo', 'base'] as const) : (['base'] as const)) {
    const ruta = await rutaPlantilla(t);
    if (existsSync(join(ruta, 'PG_VERSION'))) {
      tipo = t;
      plantilla = ruta;
      break;
    }
  }
  if (!plantilla) return null;
  // Copied beside, then renamed: a start interrupted halfway leaves no half folder that looks like a database.
  const parcial = `${pgdata}.parcial`;
  await rm(parcial, { recursive: true, force: true });
  await copiarCarpeta(plantilla, parcial);
  await rm(pgdata, { recursive: true, force: true });
  await rename(parcial, pgdata);
  return tipo;
}

/**
 * Builds the template of the current code (`prepare` migrates and seeds a folder) unless it exists; removes
 * templates of the same kind and other fingerprints. Returns its path.
 */
export async function crearPlantilla(
  prepare: (pgdata: string) => Promise<void>,
  tipo: TipoPlantilla = 'base',
): Promise<string> {
  const plantilla = await rutaPlantilla(tipo);
  const carpeta = carpetaPlantillas();
  await mkdir(carpeta, { recursive: true });
  const deEsteTipo = (e: string) =>
    tipo === 'demo'
      ? e.startsWith(prefijo('demo'))
      : e.startsWith('pglite-') && !e.startsWith(prefijo('demo'));
  for (const e of await readdir(carpeta))
    if (deEsteTipo(e) && join(carpeta, e) !== plantilla)
      await rm(join(carpeta, e), { recursive: true, force: true });
  if (existsSync(join(plantilla, 'PG_VERSION'))) return plantilla;
  const temporal = `${plantilla}.${process.pid}`;
  await rm(temporal, { recursive: true, force: true });
  await prepare(temporal);
  await rename(temporal, plantilla);
  return plantilla;
}
