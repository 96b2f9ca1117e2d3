import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  crearPlantilla,
  huellaPlantilla,
  restaurarPlantilla,
  rutaPlantilla,
} from '../../server/db/plantilla';

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
  mkdirSync(join(pgdata, 'base', '1'), { recursive: true });
  writeFileSync(join(pgdata, 'PG_VERSION'), '17');
  writeFileSync(join(pgdata, 'migrada'), 'sí');
  writeFileSync(join(pgdata, 'base', '1', '1259'), 'tabla');
};
const falsaDemo = async (pgdata: string) => {
  await falsa(pgdata);
  writeFileSync(join(pgdata, 'demo'), 'Comanda Demo');
};

describe('PGlite data folder template (server/db/plantilla.ts)', () => {
  it('a first start on an empty data folder gets the template', async () => {
    await crearPlantilla(falsa);
    const pgdata = join(raiz, 'data', 'pgdata');
    mkdirSync(pgdata, { recursive: true }); // openPglite may have created it empty
    expect(await restaurarPlantilla(pgdata)).toBe('base');
    expect(readFileSync(join(pgdata, 'migrada'), 'utf8')).toBe('sí');
    expect(readFileSync(join(pgdata, 'base', '1', '1259'), 'utf8')).toBe('tabla');
    expect(existsSync(`${pgdata}.parcial`)).toBe(false);
  });

  it('with SEED_DEMO the demo template, else the base one; the base one when the demo template is missing', async () => {
    await crearPlantilla(falsa);
    const sinDemo = join(raiz, 'a', 'pgdata');
    expect(await restaurarPlantilla(sinDemo, { demo: true })).toBe('base');
    await crearPlantilla(falsaDemo, 'demo');
    const conDemo = join(raiz, 'b', 'pgdata');
    expect(await restaurarPlantilla(conDemo, { demo: true })).toBe('demo');
    expect(readFileSync(join(conDemo, 'demo'), 'utf8')).toBe('Comanda Demo');
    const base = join(raiz, 'c', 'pgdata');
    expect(await restaurarPlantilla(base)).toBe('base');
    expect(existsSync(join(base, 'demo'))).toBe(false);
  });

  it('the demo template is keyed by the server code too, the base one by migrations and seeds only', async () => {
    expect(await rutaPlantilla('demo')).not.toBe(await rutaPlantilla());
    expect(await huellaPlantilla('demo')).not.toBe(await huellaPlantilla());
    await crearPlantilla(falsa);
    await crearPlantilla(falsaDemo, 'demo');
    // Each build keeps the other kind's template.
    expect(existsSync(await rutaPlantilla())).toBe(true);
    expect(existsSync(await rutaPlantilla('demo'))).toBe(true);
  });

  it('a data folder that holds a database is never touched', async () => {
    await crearPlantilla(falsa);
    const pgdata = join(raiz, 'data', 'pgdata');
    mkdirSync(pgdata, { recursive: true });
    writeFileSync(join(pgdata, 'PG_VERSION'), '17');
    writeFileSync(join(pgdata, 'datos'), 'del restaurante');
    expect(await restaurarPlantilla(pgdata)).toBe(null);
    expect(readFileSync(join(pgdata, 'datos'), 'utf8')).toBe('del restaurante');
    expect(existsSync(join(pgdata, 'migrada'))).toBe(false);
  });

  it('without a template of this code the start migrates as before', async () => {
    mkdirSync(join(raiz, 'cache', 'pglite-de-otro-codigo'), { recursive: true });
    writeFileSync(join(raiz, 'cache', 'pglite-de-otro-codigo', 'PG_VERSION'), '17');
    expect(await restaurarPlantilla(join(raiz, 'data', 'pgdata'))).toBe(null);
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
