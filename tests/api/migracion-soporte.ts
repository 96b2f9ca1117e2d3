import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { migrate, migrationsFolder } from '../../server/db/migrate';
import { abrirBaseDePrueba, type BaseDePrueba } from './harness';
import { filasDe } from './fixtures';

/**
 * A fresh database migrated up to `anterior` (a migration's tag) only, for a data migration's test: the test writes
 * rows as the older code did, then `alDia()` runs the real remaining migrations.
 */
export async function baseHasta(anterior: string): Promise<{
  base: BaseDePrueba;
  alDia: () => Promise<void>;
  cerrar: () => Promise<void>;
}> {
  const base = await abrirBaseDePrueba({ vacia: true });
  const carpeta = await mkdtemp(join(tmpdir(), 'comanda-migraciones-'));
  await cp(migrationsFolder, carpeta, { recursive: true });
  const journal = join(carpeta, 'meta/_journal.json');
  const j = JSON.parse(await readFile(journal, 'utf8')) as { entries: { tag: string }[] };
  j.entries = j.entries.slice(0, j.entries.findIndex((e) => e.tag === anterior) + 1);
  expect(j.entries.at(-1)?.tag).toBe(anterior);
  await writeFile(journal, JSON.stringify(j));
  await migrate(base.database, carpeta);
  return {
    base,
    alDia: () => migrate(base.database),
    cerrar: async () => {
      await base.database.close();
      await base.dropDb();
      await rm(carpeta, { recursive: true, force: true });
      await rm(base.dataDir, { recursive: true, force: true });
    },
  };
}

/** A company row as sign-up wrote it at any version: its id. */
export async function empresaAntigua(base: BaseDePrueba, nombre: string): Promise<number> {
  const [empresa] = filasDe(
    await base.database.db.execute(sql`
      insert into empresas (nombre, tipo_negocio, id_pais, tipo_documento, documento, telefono, codigo_telefono)
      values (${nombre}, 'Restaurante', 53, 2, '900000000', '+573000000000', '+57_CO') returning id`),
  );
  return Number(empresa.id);
}
