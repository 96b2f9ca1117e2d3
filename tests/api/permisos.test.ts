import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { usuarios } from '../../server/db/schema';
import { TenantScope } from '../../server/db/tenant';
import { SIN_PERMISO, type RutaApi } from '../../server/plugins/permisos';
import { desactivarUsuario } from '../../server/services/usuarios';
import { MODULO_SESION } from '../../common/modulos';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, crearUsuarioDePrueba, type EmpresaDePrueba } from './fixtures';
import { fotoBd } from './foto-bd';
import { API_DE_SESION as DE_SESION, API_PUBLICAS as PUBLICAS } from '../rutas-publicas';
import { permitida, REGLAS_RUTAS, type ReglaRuta } from './permisos-rutas';

const NO_AUTENTICADO = { success: false, code: 401, message: 'Unauthenticated.', data: null };
const PROHIBIDO = { success: false, code: 403, message: SIN_PERMISO, data: null };

/** HEAD is answered by its GET: one key for both. */
const clave = (r: RutaApi) => `${r.metodo === 'HEAD' ? 'GET' : r.metodo} ${r.url}`;
const claves = (rutas: readonly RutaApi[]) => [...new Set(rutas.map(clave))].sort();
const esPublica = (r: RutaApi) => 'publica' in r.acceso;
const esDeSesion = (r: RutaApi) => 'modulo' in r.acceso && r.acceso.modulo === MODULO_SESION;

/** Another user of an existing company with the given role and tags, and a live session. */
const usuarioDe = (t: TestApp, empresaId: number, idRol: number, acceso: string) =>
  crearUsuarioDePrueba(t, empresaId, {
    nombre: 'Empleado',
    apellido: 'Prueba',
    email: `empleado.${randomBytes(6).toString('hex')}@ejemplo.co`,
    idRol,
    acceso,
    horasSesion: 1,
  });

/** A URL for a registered route: every path parameter filled with `id`. */
const urlDe = (r: RutaApi, id: number) => r.url.replace(/:\w+/g, String(id)).replace('*', 'x.png');

/** A body that a permitted user's request could act on: a rename, a setting. */
const CUERPO = { _method: 'put', nombre: 'Cambiada sin permiso', valor: '1' };

let t: TestApp;
let duena: EmpresaDePrueba;
let categoriaId: number;

beforeAll(async () => {
  t = await createTestApp();
  duena = await crearEmpresaDePrueba(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/categorias/categoria',
    headers: duena.auth,
    payload: { nombre: 'Bebidas' },
  });
  categoriaId = res.json().data.id;
});
afterAll(() => t.close());

describe('deny by default on /api', () => {
  it('gives every registered /api route a declaration, and knows the routes of today', () => {
    const rutas = claves(t.app.rutasApi);
    expect(rutas).toEqual(
      expect.arrayContaining(['GET /api/categorias', 'DELETE /api/categorias/categoria/:id', ...PUBLICAS]),
    );
    for (const r of t.app.rutasApi) expect(r.acceso, clave(r)).toBeTruthy();
  });

  it('opens exactly the written list of public routes', () => {
    expect(claves(t.app.rutasApi.filter(esPublica))).toEqual([...PUBLICAS].sort());
  });

  it('marks exactly the written list of routes as needing only a session', () => {
    expect(claves(t.app.rutasApi.filter(esDeSesion))).toEqual([...DE_SESION].sort());
  });

  it('answers 401 on every other route without a token, and lets the public ones through', async () => {
    for (const r of t.app.rutasApi) {
      const res = await t.app.inject({ method: r.metodo as 'GET', url: urlDe(r, categoriaId) });
      if (esPublica(r)) expect(res.statusCode, clave(r)).not.toBe(401);
      else {
        expect(res.statusCode, clave(r)).toBe(401);
        if (r.metodo !== 'HEAD') expect(res.json(), clave(r)).toEqual(NO_AUTENTICADO);
      }
    }
  });
});

describe('every private route with every role, against the written rules and the module map', () => {
  /** The declaration as a rule: what the server demands of this route. */
  const declarada = (r: RutaApi): ReglaRuta | null =>
    'modulo' in r.acceso
      ? {
          modulos: [r.acceso.modulo, ...(r.acceso.otros ?? [])],
          ...(r.acceso.tambien && { tambien: r.acceso.tambien }),
        }
      : null;
  const privadas = () => t.app.rutasApi.filter((r) => r.metodo !== 'HEAD' && !esPublica(r));

  it('declares exactly the written rules: a new route, or a changed one, must be written in permisos-rutas.ts', () => {
    const escritas = Object.keys(REGLAS_RUTAS).sort();
    expect(claves(privadas())).toEqual(escritas);
    for (const r of privadas()) {
      const { roles: _, ...regla } = REGLAS_RUTAS[clave(r)];
      expect(declarada(r), clave(r)).toEqual(regla);
    }
  });

  /** Each role of spec §6 with its preset modules, and custom tag sets: '*' on a staff role, a mixed set. */
  const PERFILES: { nombre: string; id_rol: number; acceso_modulo_tag: string }[] = [
    { nombre: 'propietario', id_rol: 0, acceso_modulo_tag: '*' },
    { nombre: 'administrador', id_rol: 1, acceso_modulo_tag: '*' },
    { nombre: 'cajero', id_rol: 2, acceso_modulo_tag: 'ventas,ventaInmediata,cuadreCaja,cobrar' },
    { nombre: 'mesero', id_rol: 3, acceso_modulo_tag: 'ventas,ordenes' },
    { nombre: 'cocina', id_rol: 4, acceso_modulo_tag: 'ordenes' },
    {
      nombre: 'contador',
      id_rol: 5,
      acceso_modulo_tag: 'tablas,proveedores,tipoGastos,operaciones,gastos,compras',
    },
    {
      nombre: 'a medida',
      id_rol: 2,
      acceso_modulo_tag:
        'categorias,productos,mesas,puntosImpresion,usuarios,auditoria,webhooks,cuenta,ventaInmediata',
    },
    { nombre: 'todo en un rol de personal', id_rol: 4, acceso_modulo_tag: '*' },
  ];

  it.each(PERFILES)(
    'answers 403 exactly where the map denies: $nombre (id_rol $id_rol, $acceso_modulo_tag)',
    async (perfil) => {
      const usuario = await usuarioDe(t, duena.empresaId, perfil.id_rol, perfil.acceso_modulo_tag);
      // Logging out ends the token: last.
      const rutas = privadas().sort(
        (x, y) => Number(clave(x) === 'POST /api/logout') - Number(clave(y) === 'POST /api/logout'),
      );
      const distintas: string[] = [];
      for (const r of rutas) {
        const espera = permitida(REGLAS_RUTAS[clave(r)], perfil);
        const res = await t.app.inject({
          method: r.metodo as 'GET',
          // Ids no row has, empty bodies: a 404 or a 422 proves the permission passed.
          url: urlDe(r, 2_000_000_000),
          headers: usuario.auth,
          ...((r.metodo === 'POST' || r.metodo === 'DELETE') && { payload: {} }),
        });
        const prohibido = res.statusCode === 403;
        if (res.statusCode === 401 || prohibido === espera)
          distintas.push(`${clave(r)}: ${res.statusCode}, se esperaba ${espera ? 'permitida' : '403'}`);
        else if (prohibido) expect(res.json(), clave(r)).toEqual(PROHIBIDO);
      }
      expect(distintas).toEqual([]);
    },
  );
});

describe('a role without the route’s module tag', () => {
  it('gets 403 in Spanish on every route of a module, and nothing changes', async () => {
    const tags = ['ventas', 'cuadreCaja'];
    const cajero = await usuarioDe(t, duena.empresaId, 2, tags.join(','));
    // Every route of a module the cashier lacks (the waiter's order routes are module ventas).
    const deModulo = t.app.rutasApi.filter(
      (r) =>
        !esPublica(r) &&
        !esDeSesion(r) &&
        !('modulo' in r.acceso && [r.acceso.modulo, ...(r.acceso.otros ?? [])].some((m) => tags.includes(m))),
    );
    expect(deModulo.length).toBeGreaterThan(5);
    const antes = await fotoBd(t);
    for (const r of deModulo) {
      const conCuerpo = r.metodo === 'POST' || r.metodo === 'DELETE';
      const res = await t.app.inject({
        method: r.metodo as 'GET',
        url: urlDe(r, categoriaId),
        headers: cajero.auth,
        ...(conCuerpo && { payload: CUERPO }),
      });
      expect(res.statusCode, clave(r)).toBe(403);
      if (r.metodo !== 'HEAD') expect(res.json(), clave(r)).toEqual(PROHIBIDO);
    }
    expect(await fotoBd(t)).toEqual(antes);
  });

  it('refuses before reading the body: bad input is still a 403, not a 422', async () => {
    const cajero = await usuarioDe(t, duena.empresaId, 2, 'ventas');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/categorias/categoria',
      headers: cajero.auth,
      payload: { nombre: '' },
    });
    expect(res.json()).toEqual(PROHIBIDO);
  });

  it('lets a role with the tag use its module and still refuses the others', async () => {
    const encargado = await usuarioDe(t, duena.empresaId, 2, 'ventas,categorias');
    const lista = await t.app.inject({ url: '/api/categorias', headers: encargado.auth });
    expect(lista.statusCode).toBe(200);
    const creada = await t.app.inject({
      method: 'POST',
      url: '/api/categorias/categoria',
      headers: encargado.auth,
      payload: { nombre: 'Postres' },
    });
    expect(creada.statusCode).toBe(200);
    const antes = (await t.app.inject({ url: '/api/configuraciones', headers: duena.auth })).json().data;
    const ajuste = await t.app.inject({
      method: 'POST',
      url: '/api/configuraciones/configuracion',
      headers: encargado.auth,
      payload: { nombre: 'activarErpBegranda', valor: '1' },
    });
    expect(ajuste.statusCode).toBe(403);
    expect(ajuste.json()).toEqual(PROHIBIDO);
    const despues = (await t.app.inject({ url: '/api/configuraciones', headers: duena.auth })).json().data;
    expect(despues).toEqual(antes);
  });

  it("lets '*' in whatever the role", async () => {
    const todo = await usuarioDe(t, duena.empresaId, 3, '*');
    const res = await t.app.inject({ url: `/api/categorias/categoria/${categoriaId}`, headers: todo.auth });
    expect(res.statusCode).toBe(200);
  });
});

describe('routes of the session', () => {
  it('serve a signed-in user without any module tag', async () => {
    const sinTags = await usuarioDe(t, duena.empresaId, 4, '');
    const me = await t.app.inject({ method: 'POST', url: '/api/me', headers: sinTags.auth });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.rol).toEqual({ id_rol: 4, acceso_modulo_tag: '' });
    const config = await t.app.inject({ url: '/api/configuraciones', headers: sinTags.auth });
    expect(config.statusCode).toBe(200);
    const log = await t.app.inject({
      method: 'POST',
      url: '/api/log/error/front',
      headers: sinTags.auth,
      payload: { message: 'fallo de prueba' },
    });
    expect(log.statusCode).toBe(200);
    const salir = await t.app.inject({ method: 'POST', url: '/api/logout', headers: sinTags.auth });
    expect(salir.statusCode).toBe(200);
    const luego = await t.app.inject({ method: 'POST', url: '/api/me', headers: sinTags.auth });
    expect(luego.json()).toEqual(NO_AUTENTICADO);
  });
});

describe('a deactivated user', () => {
  const desactivar = (empresaId: number, usuarioId: number) =>
    t.database.withTenant(empresaId, (tx) =>
      desactivarUsuario(new TenantScope(tx, empresaId), t.app.sesiones, usuarioId),
    );

  it('loses a token that was cached a moment ago: the next request answers 401', async () => {
    const mesero = await usuarioDe(t, duena.empresaId, 2, 'categorias');
    const antes = await t.app.inject({ url: '/api/categorias', headers: mesero.auth });
    expect(antes.statusCode).toBe(200);
    await desactivar(duena.empresaId, mesero.usuarioId);
    const despues = await t.app.inject({ url: '/api/categorias', headers: mesero.auth });
    expect(despues.statusCode).toBe(401);
    expect(despues.json()).toEqual(NO_AUTENTICADO);
    const { db } = t.database;
    const [fila] = await db
      .select({ activo: usuarios.activo })
      .from(usuarios)
      .where(eq(usuarios.id, mesero.usuarioId));
    expect(fila.activo).toBe(false);
    expect((await t.app.inject({ url: '/api/categorias', headers: duena.auth })).statusCode).toBe(200);
  });

  it('cannot be another company’s user: 404 and nothing changes', async () => {
    const mesero = await usuarioDe(t, duena.empresaId, 2, 'categorias');
    await t.app.inject({ url: '/api/categorias', headers: mesero.auth });
    const otra = await crearEmpresaDePrueba(t);
    const antes = await fotoBd(t);
    await expect(desactivar(otra.empresaId, mesero.usuarioId)).rejects.toMatchObject({
      statusCode: 404,
      message: 'El registro no existe o no pertenece a tu empresa',
    });
    expect(await fotoBd(t)).toEqual(antes);
    expect((await t.app.inject({ url: '/api/categorias', headers: mesero.auth })).statusCode).toBe(200);
  });
});
