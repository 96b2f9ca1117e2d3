import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../../server/db/schema';
import { verifyPassword } from '../../server/lib/passwords';
import type { TestApp } from './harness';
import { crearAppConEmpresa, type EmpresaDePrueba } from './fixtures';
import { iniciarSesion } from './auth-soporte';

/** Issue 24: passwords at OWASP's scrypt cost (N=2^17, r=8, p=1); a weaker stored hash is rewritten at sign-in. */
let t: TestApp;
let e: EmpresaDePrueba;
beforeAll(async () => ({ t, e } = await crearAppConEmpresa()));
afterAll(() => t.close());

/** A hash as the server stored them before (N=2^15). */
function hashViejo(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 << 20 });
  return `scrypt$${2 ** 15}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

const guardado = async () =>
  (
    await t.database.db
      .select({ hash: usuarios.password_hash })
      .from(usuarios)
      .where(eq(usuarios.id, e.usuarioId))
  )[0].hash;

describe('password hashes', () => {
  // Four scrypt runs at 128 MiB each: seconds on a busy shared machine.
  it(
    'a hash stored with N=2^15 signs in and is rewritten with N=2^17; the next sign-in keeps it',
    { timeout: 180_000 },
    async () => {
      const viejo = hashViejo(e.password);
      await t.database.db.update(usuarios).set({ password_hash: viejo }).where(eq(usuarios.id, e.usuarioId));
      const r = await iniciarSesion(t.app, e.email, e.password);
      expect(r.statusCode, r.body).toBe(200);
      const nuevo = await guardado();
      expect(nuevo).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await verifyPassword(e.password, nuevo)).toBe(true);
      const otra = await iniciarSesion(t.app, e.email, e.password);
      expect(otra.statusCode, otra.body).toBe(200);
      expect(await guardado()).toBe(nuevo);
    },
  );

  it('a wrong password against a weak hash rewrites nothing', async () => {
    const viejo = hashViejo(e.password);
    await t.database.db.update(usuarios).set({ password_hash: viejo }).where(eq(usuarios.id, e.usuarioId));
    const r = await iniciarSesion(t.app, e.email, 'Otra-clave-123!');
    expect(r.statusCode).toBe(401);
    expect(await guardado()).toBe(viejo);
  });
});
