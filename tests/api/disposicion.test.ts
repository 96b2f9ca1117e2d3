import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from './harness';
import { crearAppConEmpresa, crearUsuarioDePrueba, type EmpresaDePrueba } from './fixtures';
import { usuarios } from '../../server/db/schema';

let t: TestApp;
let e: EmpresaDePrueba;
beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
});
afterAll(() => t.close());

const me = async (auth: Record<string, string>) =>
  (await t.app.inject({ method: 'POST', url: '/api/me', headers: auth })).json().data.user;

const elegir = (auth: Record<string, string>, disposicion: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/usuarios/me/disposicion',
    headers: auth,
    payload: { disposicion },
  });

describe("the shell's layout per user (issue 30)", () => {
  it('starts vertical, is saved per user and read back with me', async () => {
    const mesero = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 3, acceso: 'ventas' });
    expect((await me(e.auth)).disposicion).toBe('vertical');
    expect((await me(mesero.auth)).disposicion).toBe('vertical');

    // Any signed-in user may choose their own, without the cuenta tag.
    const res = await elegir(mesero.auth, 'horizontal_oscura');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Diseño actualizado correctamente',
      data: { disposicion: 'horizontal_oscura' },
    });
    expect((await me(mesero.auth)).disposicion).toBe('horizontal_oscura');
    // Another user of the company keeps theirs.
    expect((await me(e.auth)).disposicion).toBe('vertical');
  });

  it('refuses a layout that does not exist in Spanish, changing nothing', async () => {
    await elegir(e.auth, 'vertical_moderna');
    const res = await elegir(e.auth, 'diagonal');
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors).toEqual({
      disposicion: ['El campo disposicion tiene un valor no permitido'],
    });
    const [fila] = await t.database.db.select().from(usuarios).where(eq(usuarios.id, e.usuarioId));
    expect(fila.disposicion).toBe('vertical_moderna');
  });
});
