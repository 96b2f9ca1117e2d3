import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Waits for a mail to `to` in the server's mail folder (no SMTP_URL: each message is an .eml file). */
export async function waitForMail(dataDir: string, to: string, timeoutMs = 15_000): Promise<string> {
  const folder = join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(folder).catch(() => [] as string[]);
    for (const file of files.filter((f) => f.endsWith('.eml'))) {
      const text = await readFile(join(folder, file), 'utf8');
      if (text.toLowerCase().includes(to.toLowerCase())) return text;
    }
    if (Date.now() > deadline) throw new Error(`No llegó ningún correo para ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first link to `path` in a mail (quoted-printable soft breaks and =3D undone). */
export function linkIn(eml: string, path: string): string {
  const decoded = eml.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const match = new RegExp(`https?://[^\\s"<>]*${path}\\?[^\\s"<>]+`).exec(decoded);
  if (!match) throw new Error(`El correo no tiene un enlace a ${path}`);
  return match[0].replace(/&amp;/g, '&');
}
