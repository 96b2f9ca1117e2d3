import { open, readFile, rm } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: two processes on one data folder lose rows silently. The lock file holds
 * the owner's pid; a lock left by a dead process is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'comanda.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (pid && pid !== process.pid && alive(pid))
        throw new Error(
          `La carpeta de datos ${dataDir} está en uso por otro proceso (pid ${pid}). ` +
            'Detén ese proceso o usa otra carpeta con DATA_DIR.',
        );
      await rm(file, { force: true });
    }
  }
  throw new Error(`No se pudo bloquear la carpeta de datos ${dataDir}`);
}
