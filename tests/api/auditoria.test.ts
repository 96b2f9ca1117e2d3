import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auditoria } from '../../server/db/schema';
import { createTestApp, type TestApp } from './harness';
import { codigoDeError, crearEmpresaDePrueba, crearUsuarioDePrueba, type EmpresaDePrueba } from './fixtures';
import { crearSede } from './catalogos-soporte';
import { correoUnico, iniciarSesion, resolverCaptcha } from './auth-soporte';

let t: TestApp;
let a: EmpresaDePrueba;
let b: EmpresaDePrueba;

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1000 });
  a = await crearEmpresaDePrueba(t, { nombre: 'La Chiva' });
  b = await crearEmpresaDePrueba(t, { nombre: 'El Otro' });
});
afterAll(() => t.close());

type Metodo = 'GET' | 'POST' | 'DELETE';
const pedir = (method: Metodo, url: string, payload?: object, headers = a.auth) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers,
    remoteAddress: '203.0.113.7',
    ...(payload && { payload }),
  });
const registros = async (filtro = '', headers = a.auth) => {
  const res = await pedir('GET', `auditoria?rowsPerPage=-1${filtro}`, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data as Record<string, unknown>[];
};
const ultimo = async (accion: string) => (await registros(`&accion=${accion}`))[0];

describe('the audit trail records', () => {
  it('who, when, from where and what changed, for users, invitations, settings, goals and prices', async () => {
    const antes = Date.now();
    const correo = correoUnico();
    const invitacion = (
      await pedir('POST', 'usuarios/usuario/invitacion', { correo, rol: 3, modulos: ['ventas'] })
    ).json().data;
    expect(await ultimo('invitacion.enviada')).toMatchObject({
      usuario_id: a.usuarioId,
      usuario: a.email,
      ip: '203.0.113.7',
      entidad: 'usuarios',
      entidad_id: String(invitacion.id),
      despues: { email: correo, id_rol: 3 },
    });
    const fila = await ultimo('invitacion.enviada');
    expect(Date.parse(fila.fecha as string)).toBeGreaterThanOrEqual(antes - 1000);
    expect((await pedir('DELETE', `usuarios/invitacion/${invitacion.id}`)).statusCode).toBe(200);
    expect(await ultimo('invitacion.cancelada')).toMatchObject({ antes: { email: correo }, despues: null });

    const cajero = (
      await pedir('POST', 'usuarios/añadir', {
        nombre: 'Ana',
        apellido: 'Gómez',
        correo: correoUnico(),
        contrasena: 'Arepa-de-Choclo-2026',
        rol: 2,
        modulos: ['ventas'],
      })
    ).json().data;
    expect(await ultimo('usuario.creado')).toMatchObject({ entidad_id: String(cajero.id), antes: null });
    await pedir('POST', 'usuarios/usuario/actualizar', { id: cajero.id, rol: 3, nombre: 'Ana María' });
    expect(await ultimo('usuario.actualizado')).toMatchObject({
      antes: { id_rol: 2, nombre: 'Ana' },
      despues: { id_rol: 3, nombre: 'Ana María' },
    });
    const cambio = await ultimo('usuario.actualizado');
    expect(Object.keys(cambio.antes as object).sort()).toEqual(['id_rol', 'nombre']);
    expect(JSON.stringify(cambio)).not.toMatch(/password|hash/);
    // Saving without changes records nothing.
    await pedir('POST', 'usuarios/usuario/actualizar', { id: cajero.id, nombre: 'Ana María' });
    expect(await registros('&accion=usuario.actualizado')).toHaveLength(1);
    await pedir('DELETE', `usuarios/usuario/${cajero.id}`);
    expect(await ultimo('usuario.eliminado')).toMatchObject({ antes: { nombre: 'Ana María', id_rol: 3 } });

    await pedir('POST', 'configuraciones/configuracion', { nombre: 'porcentajePropinaSugerida', valor: '8' });
    expect(await ultimo('configuracion.actualizada')).toMatchObject({
      entidad_id: 'porcentajePropinaSugerida',
      antes: { porcentajePropinaSugerida: null },
      despues: { porcentajePropinaSugerida: '8' },
    });

    const sede = { id: await crearSede(t, a, 'Centro') };
    await pedir('POST', 'configuraciones/objetivos/ventas', {
      id_sede: sede.id,
      objetivo_mensual: '5000000',
    });
    await pedir('POST', 'configuraciones/objetivos/ventas', {
      id_sede: sede.id,
      objetivo_mensual: '6000000',
    });
    expect(await ultimo('objetivo.actualizado')).toMatchObject({
      antes: { objetivo_mensual: '5000000.00' },
      despues: { objetivo_mensual: '6000000.00' },
    });

    const producto = (
      await pedir('POST', 'productos/producto', { nombre: 'Tinto', precio_venta: '2500' })
    ).json().data;
    // Same price written differently, and a change of name: no price record.
    await pedir('POST', `productos/producto/${producto.id}`, {
      _method: 'put',
      nombre: 'Tinto grande',
      precio_venta: '2500.00',
    });
    expect(await registros('&accion=producto.precio')).toHaveLength(0);
    await pedir('POST', `productos/producto/${producto.id}`, {
      _method: 'put',
      precio_venta: '3000',
      precio_maximo: '3500',
    });
    expect(await ultimo('producto.precio')).toMatchObject({
      entidad: 'productos',
      entidad_id: String(producto.id),
      antes: { precio_venta: '2500.00', precio_maximo: null },
      despues: { precio_venta: '3000.00', precio_maximo: '3500.00' },
    });
  });

  it('a failed sign-in of a known user, with the address; nothing for an unknown e-mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '198.51.100.4',
      payload: { email: a.email, password: 'no-es-esta', recaptchaToken: await resolverCaptcha(t.app) },
    });
    expect(res.statusCode).toBe(401);
    expect(await ultimo('sesion.fallida')).toMatchObject({
      usuario_id: a.usuarioId,
      usuario: a.email,
      ip: '198.51.100.4',
    });
    const total = (await t.database.db.select().from(auditoria)).length;
    expect((await iniciarSesion(t.app, 'nadie@ejemplo.co', 'no-es-esta')).statusCode).toBe(401);
    expect((await t.database.db.select().from(auditoria)).length).toBe(total);
  });
});

describe('reading the audit trail', () => {
  it('filters by action, user and Bogotá days, pages newest first', async () => {
    const todos = await registros();
    expect(todos.length).toBeGreaterThan(5);
    expect(todos.map((r) => r.id)).toEqual([...todos.map((r) => r.id as number)].sort((x, y) => y - x));
    const pagina = (await pedir('GET', 'auditoria?page=2&rowsPerPage=2')).json().data;
    expect(pagina).toMatchObject({ current_page: 2, per_page: 2, total: todos.length });
    expect(pagina.data.map((r: { id: number }) => r.id)).toEqual(todos.slice(2, 4).map((r) => r.id));
    expect(
      await registros(`&usuario=${encodeURIComponent(a.email.slice(0, 12).toUpperCase())}`),
    ).toHaveLength(todos.length);
    expect(await registros('&usuario=nadie')).toHaveLength(0);
    expect(await registros('&desde=2000-01-01&hasta=2000-01-31')).toHaveLength(0);
    const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
    expect(await registros(`&desde=${hoy}&hasta=${hoy}`)).toHaveLength(todos.length);
    expect((await pedir('GET', 'auditoria?accion=inventada')).statusCode).toBe(422);
    expect((await pedir('GET', 'auditoria?desde=ayer')).statusCode).toBe(422);
  });

  it('another company sees none of them; roles other than 0 and 1 are refused', async () => {
    expect(await registros('', b.auth)).toEqual([]);
    const mesero = await crearUsuarioDePrueba(t, a.empresaId, { idRol: 3, acceso: '*' });
    expect((await pedir('GET', 'auditoria', undefined, mesero.auth)).statusCode).toBe(403);
    const admin = await crearUsuarioDePrueba(t, a.empresaId, { idRol: 1, acceso: '*' });
    expect((await pedir('GET', 'auditoria', undefined, admin.auth)).statusCode).toBe(200);
  });

  it('is append-only: no route changes it, and the tenant role cannot update or delete rows', async () => {
    for (const method of ['POST', 'DELETE'] as const)
      expect((await pedir(method, 'auditoria')).statusCode).toBe(404);
    const antes = await t.database.withTenant(a.empresaId, (tx) => tx.select().from(auditoria));
    expect(antes.length).toBeGreaterThan(0);
    const comoInquilino = (consulta: ReturnType<typeof sql>) =>
      codigoDeError(t.database.withTenant(a.empresaId, (tx) => tx.execute(consulta)));
    // 42501: insufficient privilege.
    expect(await comoInquilino(sql`update auditoria set accion = 'x'`)).toBe('42501');
    expect(await comoInquilino(sql`delete from auditoria`)).toBe('42501');
    expect(await comoInquilino(sql`truncate auditoria`)).toBe('42501');
    // It may append, for its own company only.
    expect(
      await comoInquilino(
        sql`insert into auditoria (empresa_id, accion) values (${b.empresaId}, 'sesion.fallida')`,
      ),
    ).toBe('42501');
    const despues = await t.database.withTenant(a.empresaId, (tx) => tx.select().from(auditoria));
    expect(despues).toEqual(antes);
  });
});
