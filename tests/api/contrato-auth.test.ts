import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { usuarioAutenticado } from '../../common/registros';
import { usuarios } from '../../server/db/schema';
import { registrar } from './auth-soporte';
import { conectarClienteAlApp, memoriaLocal } from './cliente-app';
import { crearEmpresaDePrueba } from './fixtures';
import { createTestApp, type TestApp } from './harness';

/**
 * The authProvider reads the `me` answer the real server sends, as common/registros.ts `usuarioAutenticado` declares
 * it: a field renamed on either side (the schema the server serialises through, or what the provider reads) fails.
 */
let t: TestApp;
beforeAll(async () => {
  memoriaLocal();
  t = await createTestApp({ rateLimitMax: 1000 });
});
afterAll(() => t.close());

const modulos = async () => ({
  authProvider: (await import('../../src/authProvider/authProvider')).default,
  sesion: await import('../../src/authProvider/session'),
});

beforeEach(async () => {
  (await modulos()).sesion.limpiarSesion();
});

/** The `me` answer, straight from the API. */
const me = async (token: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/me',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as Record<string, unknown>;
};

describe('authProvider against the real POST me', () => {
  it("reads the owner's identity and permissions from the fields the contract declares", async () => {
    const { token, email } = await registrar(t.app, { name: 'Ana', lastName: 'Gómez' });
    const [fila] = await t.database.db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.email, email));
    const respuesta = await me(token);
    // The server answers exactly the declared fields (no more: it serialises through the schema).
    expect(usuarioAutenticado.parse(respuesta)).toEqual(respuesta);
    expect(Object.keys(respuesta).sort()).toEqual(Object.keys(usuarioAutenticado.shape).sort());

    await conectarClienteAlApp(t, token);
    const { authProvider, sesion } = await modulos();
    await expect(authProvider.checkAuth!({})).resolves.toBeUndefined();
    expect(await authProvider.getIdentity!()).toEqual({ id: fila.id, fullName: 'Ana Gómez' });
    expect(await authProvider.getPermissions!({})).toEqual({ id_rol: 0, acceso_modulo_tag: '*' });
    expect(await authProvider.canAccess!({ resource: 'categorias', action: 'list' })).toBe(true);
    // The cached user the screens read (trial chip, menu) is the server's answer as it came.
    expect(sesion.getUsuario()).toEqual(respuesta);
    expect(sesion.getUsuario()?.suscripcion_empresa).toMatchObject({ estado_periodo_pueba: 1 });
  });

  it("carries a restricted user's role and module tags through to the route guard", async () => {
    const cajero = await crearEmpresaDePrueba(t, { idRol: 2, acceso: 'ventas' });
    await conectarClienteAlApp(t, cajero.token);
    const { authProvider } = await modulos();
    expect(await authProvider.getPermissions!({})).toEqual({ id_rol: 2, acceso_modulo_tag: 'ventas' });
    expect(await authProvider.getIdentity!()).toEqual({ id: cajero.usuarioId, fullName: 'Prueba Fixture' });
    expect(await authProvider.canAccess!({ resource: 'categorias', action: 'list' })).toBe(false);
  });

  it("signs out on the server's 401 ('Unauthenticated.')", async () => {
    await conectarClienteAlApp(t, 'token-que-no-existe');
    const { authProvider } = await modulos();
    await expect(authProvider.checkAuth!({})).rejects.toMatchObject({ redirectTo: '/signin' });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
