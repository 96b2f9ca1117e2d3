import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { conToken, iniciarSesion } from './auth-soporte';
import { categorias, outbox, usuarios } from '../../server/db/schema';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../server/db/seed/demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1000 });
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

    const res = await iniciarSesion(t.app, DEMO_EMAIL, DEMO_PASSWORD);
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
        [null, 'Bebidas'],
        [null, 'Comidas'],
        [null, 'Postres'],
        ['Bebidas', 'Gaseosas'],
        ['Bebidas', 'Jugos naturales'],
        ['Bebidas', 'Cervezas'],
        ['Comidas', 'Hamburguesas'],
        ['Comidas', 'Perros calientes'],
      ].sort((a, b) => String(a).localeCompare(String(b))),
    );
    // Verified from the start: no verification mail.
    expect(await t.database.db.select().from(outbox).where(eq(outbox.empresa_id, me.empresa.id))).toEqual([]);
  });
});
