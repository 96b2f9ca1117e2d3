import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ARCHIVO_CLAVE_ALTCHA, claveAltcha } from '../../server/lib/clave-altcha';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function dir() {
  const d = await mkdtemp(join(tmpdir(), 'comanda-clave-'));
  dirs.push(d);
  return d;
}

describe('clave de firma ALTCHA sin ALTCHA_HMAC_KEY', () => {
  it('genera una clave aleatoria, la guarda con modo 600 y la reutiliza al reiniciar', async () => {
    const d = join(await dir(), 'datos');
    const primera = await claveAltcha(d);
    expect(primera).toMatch(/^[0-9a-f]{64}$/);
    const archivo = join(d, ARCHIVO_CLAVE_ALTCHA);
    expect((await readFile(archivo, 'utf8')).trim()).toBe(primera);
    expect((await stat(archivo)).mode & 0o777).toBe(0o600);
    expect(await claveAltcha(d)).toBe(primera);
  });

  it('cada carpeta de datos tiene su propia clave (no hay clave publicada en el código)', async () => {
    expect(await claveAltcha(await dir())).not.toBe(await claveAltcha(await dir()));
  });

  it('reemplaza un archivo vacío o demasiado corto', async () => {
    const d = await dir();
    await writeFile(join(d, ARCHIVO_CLAVE_ALTCHA), 'corta\n');
    const clave = await claveAltcha(d);
    expect(clave).toMatch(/^[0-9a-f]{64}$/);
  });
});
