import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const ARCHIVO_CLAVE_ALTCHA = 'altcha.key';

/**
 * The key that signs ALTCHA challenges when ALTCHA_HMAC_KEY is not set: generated once (32 random bytes), kept in
 * DATA_DIR/altcha.key readable only by its owner, and reused on every later start so challenges issued before a
 * restart still verify. No key is published in the code.
 */
export async function claveAltcha(dataDir: string): Promise<string> {
  if (!dataDir) return randomBytes(32).toString('hex');
  const archivo = join(dataDir, ARCHIVO_CLAVE_ALTCHA);
  try {
    const guardada = (await readFile(archivo, 'utf8')).trim();
    if (guardada.length >= 32) return guardada;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const clave = randomBytes(32).toString('hex');
  await mkdir(dataDir, { recursive: true });
  await writeFile(archivo, `${clave}\n`, { mode: 0o600 });
  await chmod(archivo, 0o600);
  return clave;
}
