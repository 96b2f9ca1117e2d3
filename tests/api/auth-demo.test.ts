import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { conToken, iniciarSesion } from './auth-soporte';
import { categorias, outbox, usuarios } from '../../server/db/schema';
import { ConfigError } from '../../server/config';
import { hashPassword } from '../../server/lib/passwords';
import { passwordFuerte } from '../../server/lib/fortaleza';
import {
  ARCHIVO_PASSWORD_DEMO,
  credencialDemo,
  DEMO_EMAIL,
  DEMO_MESAS,
  seedDemo,
} from '../../server/db/seed/demo';
import { DEMO_PASSWORD_PRUEBA } from '../e2e/support/server';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1000, demoPassword: DEMO_PASSWORD_PRUEBA });
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('is off in tests', async () => {
    expect(t.config.seedDemo).toBe(false);
    expect(await t.database.db.select().from(usuarios).where(eq(usuarios.email, DEMO_EMAIL))).toEqual([]);
  });

  it('creates Comanda Demo with a verified owner and the category tree, once', async () => {
    expect(await seedDemo(t.database, t.config)).toBe(true);
    expect(await seedDemo(t.database, t.config)).toBe(false);

    const res = await iniciarSesion(t.app, DEMO_EMAIL, DEMO_PASSWORD_PRUEBA);
    expect(res.statusCode).toBe(200);
    const me = (
      await t.app.inject({ method: 'POST', url: '/api/me', headers: conToken(res.json().data.token) })
    ).json().data;
    expect(me.empresa.nombre).toBe('Comanda Demo');
    expect(me.user.email_verificado).toBe(true);
    expect(me.rol).toEqual({ id_rol: 0, acceso_modulo_tag: '*' });
    expect(me.suscripcion_empresa.estado_periodo_pueba).toBe(1);

    const filas = await t.database.db
      .select()
      .from(categorias)
      .where(eq(categorias.empresa_id, me.empresa.id));
    const nombre = new Map(filas.map((c) => [c.id, c.nombre]));
    const arbol = filas
      .map((c) => [c.id_categoria_padre ? nombre.get(c.id_categoria_padre) : null, c.nombre])
      .sort((a, b) => String(a).localeCompare(String(b)));
    expect(arbol).toEqual(
      [
        [null, 'Entradas'],
        [null, 'Platos fuertes'],
        [null, 'Postres y mecato'],
        [null, 'Bebidas'],
        ['Bebidas', 'Jugos y limonadas'],
        ['Bebidas', 'Bebidas calientes'],
      ].sort((a, b) => String(a).localeCompare(String(b))),
    );
    // The floor plan: eight tables of the main venue in two zones, each at its own place on the grid.
    const plano = (
      await t.app.inject({ url: '/api/mesas?rowsPerPage=-1', headers: conToken(res.json().data.token) })
    ).json().data.data as {
      ubicacion: string;
      coordenada_x: number;
      coordenada_y: number;
      sede: { nombre: string };
    }[];
    expect(plano).toHaveLength(DEMO_MESAS.length);
    expect(new Set(plano.map((m) => m.ubicacion))).toEqual(new Set(['Salón', 'Terraza']));
    expect(new Set(plano.map((m) => m.sede.nombre))).toEqual(new Set(['Sede principal']));
    expect(new Set(plano.map((m) => `${m.ubicacion} ${m.coordenada_x},${m.coordenada_y}`)).size).toBe(8);
    // Verified from the start: no verification mail.
    expect(await t.database.db.select().from(outbox).where(eq(outbox.empresa_id, me.empresa.id))).toEqual([]);
  }, 120_000);
});

describe('demo password', () => {
  let g: TestApp;
  beforeAll(async () => {
    g = await createTestApp({ rateLimitMax: 1000 });
  });
  afterAll(() => g.close());

  const archivo = () => join(g.dataDir, ARCHIVO_PASSWORD_DEMO);

  it('without DEMO_PASSWORD, is generated strong and random, kept with mode 600, and signs in', async () => {
    expect(g.config.demoPassword).toBeUndefined();
    expect(await seedDemo(g.database, g.config)).toBe(true);
    const password = (await readFile(archivo(), 'utf8')).trim();
    expect(password).not.toBe('Demo1234!');
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(await passwordFuerte(password, [DEMO_EMAIL, 'Comanda Demo'])).toBe(true);
    expect((await stat(archivo())).mode & 0o777).toBe(0o600);
    expect((await iniciarSesion(g.app, DEMO_EMAIL, password)).statusCode).toBe(200);
    expect((await iniciarSesion(g.app, DEMO_EMAIL, 'Demo1234!')).statusCode).toBe(401);
    // Every start prints it, read back from the file; a second seed leaves it alone.
    expect(await seedDemo(g.database, g.config)).toBe(false);
    expect(await credencialDemo(g.database, g.config)).toEqual({ email: DEMO_EMAIL, password });
  }, 120_000);

  it('is never printed wrong: file missing, another DEMO_PASSWORD, or changed since', async () => {
    const password = (await readFile(archivo(), 'utf8')).trim();
    const otra = { ...g.config, demoPassword: DEMO_PASSWORD_PRUEBA };
    expect(await credencialDemo(g.database, otra)).toEqual({ email: DEMO_EMAIL, password });

    await g.database.db
      .update(usuarios)
      .set({ password_hash: await hashPassword('Cambiada-por-la-duena-91') })
      .where(eq(usuarios.email, DEMO_EMAIL));
    expect(await credencialDemo(g.database, g.config)).toEqual({ email: DEMO_EMAIL });

    await rm(archivo());
    expect(await credencialDemo(g.database, g.config)).toEqual({ email: DEMO_EMAIL });
  });

  it('refuses a weak DEMO_PASSWORD and creates nothing (then nothing is printed)', async () => {
    const debil = await createTestApp({ demoPassword: 'Demo1234!' });
    try {
      await expect(seedDemo(debil.database, debil.config)).rejects.toThrow(ConfigError);
      await expect(seedDemo(debil.database, debil.config)).rejects.toThrow(/DEMO_PASSWORD/);
      expect(await debil.database.db.select().from(usuarios).where(eq(usuarios.email, DEMO_EMAIL))).toEqual(
        [],
      );
      // No demo company: nothing to print.
      expect(await credencialDemo(debil.database, debil.config)).toBeNull();
    } finally {
      await debil.close();
    }
  });
});
