import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { crearPlantilla, restaurarPlantilla, rutaPlantilla } from '../../server/db/plantilla';

// A fake template (a folder with PG_VERSION and one file) stands for the migrated PGlite folder of the build.
let raiz: string;
beforeEach(() => {
  raiz = mkdtempSync(join(tmpdir(), 'comanda-plantilla-'));
  process.env.PLANTILLA_PGLITE_DIR = join(raiz, 'cache');
});
afterEach(() => {
  delete process.env.PLANTILLA_PGLITE_DIR;
  rmSync(raiz, { recursive: true, force: true });
});

const falsa = async (pgdata: string) => {
  mkdirSync(pgdata, { recursive: true });
  writeFileSync(join(pgdata, 'PG_VERSION'), '17');
  writeFileSync(join(pgdata, 'migrada'), 'sí');
};

describe('PGlite data folder template (server/db/plantilla.ts)', () => {
  it('a first start on an empty data folder gets the template', async () => {
    await crearPlantilla(falsa);
    const pgdata = join(raiz, 'data', 'pgdata');
    mkdirSync(pgdata, { recursive: true }); // openPglite may have created it empty
    expect(await restaurarPlantilla(pgdata)).toBe(true);
    expect(readFileSync(join(pgdata, 'migrada'), 'utf8')).toBe('sí');
    expect(existsSync(`${pgdata}.parcial`)).toBe(false);
  });

  it('a data folder that holds a database is never touched', async () => {
    await crearPlantilla(falsa);
    const pgdata = join(raiz, 'data', 'pgdata');
    mkdirSync(pgdata, { recursive: true });
    writeFileSync(join(pgdata, 'PG_VERSION'), '17');
    writeFileSync(join(pgdata, 'datos'), 'del restaurante');
    expect(await restaurarPlantilla(pgdata)).toBe(false);
    expect(readFileSync(join(pgdata, 'datos'), 'utf8')).toBe('del restaurante');
    expect(existsSync(join(pgdata, 'migrada'))).toBe(false);
  });

  it('without a template of this code the start migrates as before', async () => {
    mkdirSync(join(raiz, 'cache', 'pglite-de-otro-codigo'), { recursive: true });
    writeFileSync(join(raiz, 'cache', 'pglite-de-otro-codigo', 'PG_VERSION'), '17');
    expect(await restaurarPlantilla(join(raiz, 'data', 'pgdata'))).toBe(false);
  });

  it('the build makes the template once and drops those of other code', async () => {
    const otra = join(raiz, 'cache', 'pglite-de-otro-codigo');
    mkdirSync(otra, { recursive: true });
    let veces = 0;
    const contar = async (pgdata: string) => {
      veces++;
      await falsa(pgdata);
    };
    const ruta = await crearPlantilla(contar);
    expect(ruta).toBe(await rutaPlantilla());
    await crearPlantilla(contar);
    expect(veces).toBe(1);
    expect(existsSync(otra)).toBe(false);
  });
});
