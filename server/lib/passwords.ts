import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * OWASP's scrypt parameters (N=2^17, r=8, p=1): 128 MiB and a few hundred ms a hash. They travel inside the hash,
 * so a hash made with weaker ones still verifies and is rewritten at its user's next sign-in (`necesitaRehash`).
 */
export const SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEYLEN = 32;
// scrypt needs 128·N·r bytes (128 MiB here); Node refuses above `maxmem`.
const MAXMEM = 256 * 1024 * 1024;

/**
 * Hashes computed at once, at most: each holds 128 MiB, so a burst of sign-ins queues here instead of multiplying
 * the memory (and of taking every libuv thread the file system and DNS also need).
 */
export const SCRYPT_SIMULTANEOS = 2;
let enCurso = 0;
const espera: (() => void)[] = [];

async function scrypt(
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
): Promise<Buffer> {
  if (enCurso >= SCRYPT_SIMULTANEOS) await new Promise<void>((turno) => espera.push(turno));
  else enCurso++;
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scryptCb(password, salt, keylen, { ...options, maxmem: MAXMEM }, (err, key) =>
        err ? reject(err) : resolve(key),
      ),
    );
  } finally {
    // The slot passes straight to the next in line (the count stays), or frees.
    const siguiente = espera.shift();
    if (siguiente) siguiente();
    else enCurso--;
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEYLEN, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

/** A stored hash made with parameters weaker than today's (or another scheme): rewrite it at the next sign-in. */
export function necesitaRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < SCRYPT.N || Number(r) < SCRYPT.r || Number(p) < SCRYPT.p;
}
