import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_VENTAS } from '../../common/ventas';
import { sedes, suscripcionesEmpresa, usuarios } from '../../server/db/schema';
import { SEDE_NO_ASIGNADA } from '../../server/services/sedesUsuario';
import type { TestApp } from './harness';
import {
  crearAppConEmpresa,
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  filasDe,
  type EmpresaDePrueba,
  type UsuarioDePrueba,
} from './fixtures';
import { get, montarRestaurante, pedido, post, type Restaurante } from './ordenes-soporte';

let t: TestApp;
let e: EmpresaDePrueba;
let r: Restaurante;
let mesero: UsuarioDePrueba;

/** Issue 30: several venues — the plan's limit, deactivation, users assigned to venues, the 404s. */
beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  r = await montarRestaurante(t, e);
  // The fixture makes both venues 'principal'; the second is a plain one here.
  await t.database.db.update(sedes).set({ principal: false }).where(eq(sedes.id, r.otraSede));
  mesero = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 3, acceso: 'ventas,ordenes,cuadreCaja' });
  await t.database.db
    .update(usuarios)
    .set({ id_sedes: [r.otraSede] })
    .where(eq(usuarios.id, mesero.usuarioId));
});
afterAll(() => t.close());

const crear = (quien: EmpresaDePrueba, nombre: string) =>
  post(t, quien, 'sedes/sede', { nombre, direccion: 'Calle 10 # 5-20' });
const contarSedes = async (empresaId: number) =>
  (await t.database.db.select().from(sedes).where(eq(sedes.empresa_id, empresaId))).length;

describe('POST sedes/sede: the plan’s venue limit', () => {
  it('refuses a second venue on the free plan with a Spanish 402, creating nothing', async () => {
    const otra = await crearEmpresaDePrueba(t);
    await t.database.db
      .insert(sedes)
      .values({ empresa_id: otra.empresaId, nombre: 'Principal', principal: true });
    const res = await crear(otra, 'Sede Norte');
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Tu plan permite 1 sede activa; mejora tu plan para tener más');
    expect(await contarSedes(otra.empresaId)).toBe(1);
  });

  it('creates venues up to a paid plan’s limit; one that can sell at once (register, numbering from 1)', async () => {
    const otra = await crearEmpresaDePrueba(t);
    await t.database.db
      .insert(sedes)
      .values({ empresa_id: otra.empresaId, nombre: 'Principal', principal: true });
    await t.database.db.insert(suscripcionesEmpresa).values({
      empresa_id: otra.empresaId,
      estado_periodo_pueba: 0,
      fecha_fin_periodo_prueba: '2020-01-01',
      id_suscripcion: 2,
      estado: 'activa',
    });
    const res = await crear(otra, ' Sede Norte ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Sede creada correctamente',
      data: { nombre: 'Sede Norte', direccion: 'Calle 10 # 5-20', principal: false, activa: true },
    });
    const nueva = res.json().data.id as number;
    const contador = filasDe(
      await t.database.db.execute(sql`select ultimo from ventas_consecutivos where id_sede = ${nueva}`),
    );
    expect(contador).toEqual([{ ultimo: 0 }]);
    const caja = await post(t, otra, 'cuadresCaja/cuadreCaja', { id_sede: nueva, saldo_apertura: '0' });
    expect(caja.statusCode, caja.body).toBe(200);
    expect(caja.json().data.id_sede).toBe(nueva);
    // Plan 2 ('Negocio') allows three venues (the limits table).
    expect((await crear(otra, 'Sede Sur')).statusCode).toBe(200);
    const cuarta = await crear(otra, 'Sede Oeste');
    expect(cuarta.statusCode).toBe(402);
    expect(cuarta.json().message).toBe('Tu plan permite 3 sedes activas; mejora tu plan para tener más');
    expect(await contarSedes(otra.empresaId)).toBe(3);
  });
});

describe('POST sedes/sede/{id}/desactivar and /activar', () => {
  it('refuses the main venue and a venue with an open register, in Spanish, changing nothing', async () => {
    const principal = await post(t, e, `sedes/sede/${r.sede}/desactivar`);
    expect(principal.statusCode).toBe(409);
    expect(principal.json().message).toBe('La sede principal no se puede desactivar');
    const caja = await post(t, e, 'cuadresCaja/cuadreCaja', { id_sede: r.otraSede, saldo_apertura: '0' });
    expect(caja.statusCode, caja.body).toBe(200);
    const conCaja = await post(t, e, `sedes/sede/${r.otraSede}/desactivar`);
    expect(conCaja.statusCode).toBe(409);
    expect(conCaja.json().message).toBe(
      'La sede tiene una caja abierta; ciérrela antes de desactivar la sede',
    );
    const filas = await t.database.db
      .select({ activa: sedes.activa })
      .from(sedes)
      .where(eq(sedes.empresa_id, e.empresaId));
    expect(filas.every((f) => f.activa)).toBe(true);
    const cerrar = await post(t, e, `cuadresCaja/cuadreCaja/${caja.json().data.id}`, {
      cerrar_caja: true,
      saldo_cierre: '0',
    });
    expect(cerrar.statusCode, cerrar.body).toBe(200);
  });

  it('deactivates a venue (no register opens there, GET sedes marks it); its reactivation counts against the plan', async () => {
    const [tercera] = await t.database.db
      .insert(sedes)
      .values({ empresa_id: e.empresaId, nombre: 'Sede Sur' })
      .returning({ id: sedes.id });
    const res = await post(t, e, `sedes/sede/${tercera.id}/desactivar`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Sede desactivada correctamente', data: { activa: false } });
    const caja = await post(t, e, 'cuadresCaja/cuadreCaja', { id_sede: tercera.id, saldo_apertura: '0' });
    expect(caja.statusCode).toBe(422);
    expect(caja.json().message).toBe(MENSAJES_VENTAS.sedeInactiva);
    const lista = (await get(t, e, 'sedes')).json().data as { id: number; activa: boolean }[];
    expect(lista.find((s) => s.id === tercera.id)?.activa).toBe(false);
    // The free plan allows one active venue; this company already has two (made before the limit existed).
    const otra = await post(t, e, `sedes/sede/${tercera.id}/activar`);
    expect(otra.statusCode).toBe(402);
    expect(otra.json().message).toBe('Tu plan permite 1 sede activa; mejora tu plan para tener más');
    // On the 'Negocio' plan (three venues) it comes back.
    await t.database.db.insert(suscripcionesEmpresa).values({
      empresa_id: e.empresaId,
      estado_periodo_pueba: 0,
      fecha_fin_periodo_prueba: '2020-01-01',
      id_suscripcion: 2,
      estado: 'activa',
    });
    const ahora = await post(t, e, `sedes/sede/${tercera.id}/activar`);
    expect(ahora.statusCode, ahora.body).toBe(200);
    expect(ahora.json().data.activa).toBe(true);
  });
});

describe('users assigned to venues', () => {
  it('an added user gets the venues chosen; another company’s venue is a 422 on sedes', async () => {
    const ajena = await crearEmpresaDePrueba(t);
    const [sedeAjena] = await t.database.db
      .insert(sedes)
      .values({ empresa_id: ajena.empresaId, nombre: 'Ajena', principal: true })
      .returning({ id: sedes.id });
    const cuerpo = (sedesElegidas: number[]) => ({
      nombre: 'Ana',
      apellido: 'Norte',
      correo: `ana.${sedesElegidas.join('-')}@ejemplo.co`,
      contrasena: 'Arepa-de-Choclo-2026',
      rol: 3,
      modulos: 'ventas',
      sedes: sedesElegidas,
    });
    const mala = await post(t, e, 'usuarios/añadir', cuerpo([sedeAjena.id]));
    expect(mala.statusCode).toBe(422);
    expect(mala.json().data.errors.sedes).toEqual(['Una de las sedes indicadas no existe']);
    const buena = await post(t, e, 'usuarios/añadir', cuerpo([r.otraSede]));
    expect(buena.statusCode, buena.body).toBe(200);
    expect(buena.json().data.sedes).toEqual([r.otraSede]);
    const editado = await post(t, e, 'usuarios/usuario/actualizar', {
      id: buena.json().data.id,
      sedes: [r.sede, r.otraSede],
    });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json().data.sedes).toEqual([r.sede, r.otraSede].sort((a, b) => a - b));
  });

  it('a waiter of one venue sees only it: venues, tables, registers; the other venue’s answer 404', async () => {
    expect((await get(t, mesero, 'sedes')).json().data.map((s: { id: number }) => s.id)).toEqual([
      r.otraSede,
    ]);
    const mesas = await get(t, mesero, 'mesas/mesa/orden');
    expect(mesas.json().data.map((m: { id: number }) => m.id)).toEqual([r.mesaOtraSede]);
    for (const url of [`mesas/mesa/orden?id_sede=${r.sede}`, `cuadresCaja/cajaAbierta?id_sede=${r.sede}`]) {
      const res = await get(t, mesero, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(SEDE_NO_ASIGNADA);
    }
    // The owner's order on a table of the main venue, and that venue's register.
    const orden = await post(
      t,
      e,
      'ordenes/orden',
      pedido({ id_mesa: r.mesas[0], detalles: [{ id_producto: r.p.bandeja, cantidad: 1 }] }),
    );
    expect(orden.statusCode, orden.body).toBe(200);
    const idOrden = orden.json().data.id as number;
    const caja = await post(t, e, 'cuadresCaja/cuadreCaja', { id_sede: r.sede, saldo_apertura: '0' });
    expect(caja.statusCode, caja.body).toBe(200);
    expect((await post(t, mesero, `ordenes/orden/${idOrden}/cuenta`)).statusCode).toBe(404);
    expect((await get(t, mesero, `cuadresCaja/${caja.json().data.id}/totales`)).statusCode).toBe(404);
    const abiertas = await get(t, mesero, 'ordenes/ordenesAbiertas');
    expect(abiertas.json().data).toEqual([]);
    const ajena = await post(
      t,
      mesero,
      'ordenes/orden',
      pedido({ id_mesa: r.mesas[0], detalles: [{ id_producto: r.p.bandeja, cantidad: 1 }] }),
    );
    expect(ajena.statusCode).toBe(422);
    const propia = await post(
      t,
      mesero,
      'ordenes/orden',
      pedido({ id_mesa: r.mesaOtraSede, detalles: [{ id_producto: r.p.bandeja, cantidad: 1 }] }),
    );
    expect(propia.statusCode, propia.body).toBe(200);
    // The owner still reaches both.
    expect((await get(t, e, `mesas/mesa/orden?id_sede=${r.otraSede}`)).statusCode).toBe(200);
  });
});
