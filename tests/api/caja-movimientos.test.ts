import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_MOVIMIENTOS_CAJA as MM } from '../../common/movimientosCaja';
import { MENSAJES_VENTAS as M } from '../../common/ventas';
import { MENSAJE_CLAVE_USADA } from '../../server/lib/idempotencia';
import type { TestApp } from './harness';
import {
  crearAppConEmpresa,
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  filasDe,
  type EmpresaDePrueba,
} from './fixtures';
import { get, post } from './ordenes-soporte';
import { abrirCaja, cobro, montarCaja, totalesDeCaja, type Caja } from './ventas-soporte';

/**
 * Issue 32: cash put into or taken out of an open register by hand (`POST cuadresCaja/{id}/movimientos`) counts
 * in its cash method's expected amount and in the closing report, frozen at the close. Both engines.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  c = await montarCaja(t, e);
});
afterAll(() => t.close());

type Quien = { auth: Record<string, string> };
const mover = (caja: number, cuerpo: Record<string, unknown>, quien: Quien = e) =>
  post(t, quien, `cuadresCaja/${caja}/movimientos`, { idempotencia: randomUUID(), ...cuerpo });
const filasMovimientos = async (caja: number) =>
  filasDe(
    await t.database.db.execute(
      sql`select tipo, valor::text, motivo from movimientos_caja where id_cuadre_caja = ${caja} order by id`,
    ),
  );
const efectivoDe = (totales: { formas_pago: Record<string, unknown>[] }) =>
  totales.formas_pago.find((f) => f.id_forma_pago === c.efectivo);
const cerrar = (caja: number, efectivo: string) =>
  post(t, e, `cuadresCaja/cuadreCaja/${caja}`, {
    cerrar_caja: true,
    formaPagoValores: [{ id_forma_pago: c.efectivo, valor: efectivo }],
  });

describe('cash movements of a register', () => {
  it('count in the expected cash and the closing report, frozen at the close', async () => {
    const caja = await abrirCaja(t, e, c.sede, '100000');
    const venta = await post(
      t,
      e,
      'ventas/inmediata',
      cobro({
        id_sede: c.sede,
        detalles: [{ id_producto: c.p.gaseosa, cantidad: 1 }],
        formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '4000' }],
      }),
    );
    expect(venta.statusCode, venta.body).toBe(200);
    const entrada = await mover(caja, { tipo: 'entrada', valor: '50000', motivo: 'Base de cambio' });
    expect(entrada.statusCode, entrada.body).toBe(200);
    expect(entrada.json().message).toBe(MM.registrado);
    expect(entrada.json().data).toMatchObject({
      id_cuadre_caja: caja,
      id_forma_pago: c.efectivo,
      tipo: 'entrada',
      valor: '50000.00',
      motivo: 'Base de cambio',
    });
    const salida = await mover(caja, { tipo: 'salida', valor: 30000, motivo: '  Retiro a caja fuerte ' });
    expect(salida.statusCode, salida.body).toBe(200);

    // 100.000 opening + 4.000 sold + 50.000 in − 30.000 out = 124.000.
    const abierta = await totalesDeCaja(t, e, caja);
    expect(abierta).toMatchObject({ entradas: '50000.00', salidas: '30000.00', esperado_total: '124000.00' });
    expect(efectivoDe(abierta)).toMatchObject({
      ventas: '4000.00',
      entradas: '50000.00',
      salidas: '30000.00',
      esperado: '124000.00',
    });
    const lista = await get(t, e, `cuadresCaja/${caja}/movimientos`);
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().data.map((m: { tipo: string; motivo: string }) => [m.tipo, m.motivo])).toEqual([
      ['entrada', 'Base de cambio'],
      ['salida', 'Retiro a caja fuerte'],
    ]);
    expect(lista.json().data[1].usuario).toBeTruthy();

    const cierre = await cerrar(caja, '120000');
    expect(cierre.statusCode, cierre.body).toBe(200);
    expect(cierre.json().data).toMatchObject({
      esperado: '124000.00',
      diferencia: '-4000.00',
      resultado: 'faltante',
    });
    const congelados = await totalesDeCaja(t, e, caja);
    expect(congelados).toMatchObject({
      entradas: '50000.00',
      salidas: '30000.00',
      esperado_total: '124000.00',
    });
    expect(efectivoDe(congelados)).toMatchObject({ entradas: '50000.00', salidas: '30000.00' });

    // A closed register takes no movement.
    const tarde = await mover(caja, { tipo: 'salida', valor: '1000', motivo: 'Tarde' });
    expect(tarde.statusCode, tarde.body).toBe(409);
    expect(tarde.json().message).toBe(M.cajaYaCerrada);
    expect(await filasMovimientos(caja)).toHaveLength(2);
    const auditados = filasDe(
      await t.database.db.execute(
        sql`select accion from auditoria where empresa_id = ${e.empresaId} and entidad = 'movimientos_caja' order by id`,
      ),
    );
    expect(auditados.map((a) => a.accion)).toEqual(['caja.entrada', 'caja.salida']);
  });

  it('refuses bad input with its Spanish message and writes nothing', async () => {
    const caja = await abrirCaja(t, e, c.otraSede, '0');
    const casos: [Record<string, unknown>, string][] = [
      [{ tipo: 'entrada', valor: '0', motivo: 'x' }, MM.valor],
      [{ tipo: 'salida', valor: '-500', motivo: 'x' }, MM.valor],
      [{ tipo: 'salida', valor: 'mucho', motivo: 'x' }, 'El campo valor no tiene un formato válido'],
      [{ tipo: 'salida', valor: '500', motivo: '   ' }, 'El campo motivo es requerido'],
      [{ tipo: 'prestamo', valor: '500', motivo: 'x' }, 'El campo tipo tiene un valor no permitido'],
      [{ tipo: 'salida', valor: '500', motivo: 'x', id_forma_pago: c.tarjeta }, MM.formaPago],
    ];
    for (const [cuerpo, mensaje] of casos) {
      const r = await mover(caja, cuerpo);
      expect(r.statusCode, r.body).toBe(422);
      expect(r.body, JSON.stringify(cuerpo)).toContain(mensaje);
    }
    expect(await filasMovimientos(caja)).toEqual([]);
    await cerrar(caja, '0');
  });

  it('a repeated key answers the first movement; the same key with another body is refused', async () => {
    const caja = await abrirCaja(t, e, c.sede, '0');
    const cuerpo = { tipo: 'salida', valor: '20000', motivo: 'Pago de hielo', idempotencia: randomUUID() };
    const [a, b] = await Promise.all([mover(caja, cuerpo), mover(caja, cuerpo)]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    expect(a.json().data.id).toBe(b.json().data.id);
    const otra = await mover(caja, { ...cuerpo, valor: '25000' });
    expect(otra.statusCode, otra.body).toBe(422);
    expect(otra.json().message).toBe(MENSAJE_CLAVE_USADA);
    expect(await filasMovimientos(caja)).toEqual([
      { tipo: 'salida', valor: '20000.00', motivo: 'Pago de hielo' },
    ]);
    await cerrar(caja, '0');
  });

  it("another company's register answers 404; without the register's module 403; a blind count hides the sums", async () => {
    const caja = await abrirCaja(t, e, c.sede, '0');
    const otra = await crearEmpresaDePrueba(t);
    expect((await mover(caja, { tipo: 'entrada', valor: '1000', motivo: 'x' }, otra)).statusCode).toBe(404);
    expect((await get(t, otra, `cuadresCaja/${caja}/movimientos`)).statusCode).toBe(404);
    const mesero = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 2, acceso: 'ventas' });
    expect((await mover(caja, { tipo: 'salida', valor: '1000', motivo: 'x' }, mesero)).statusCode).toBe(403);
    expect(await filasMovimientos(caja)).toEqual([]);
    await cerrar(caja, '0');

    const ciego = await post(t, e, 'configuraciones/configuracion', { nombre: 'conteoCiego', valor: '1' });
    expect(ciego.statusCode, ciego.body).toBe(200);
    const ciega = await abrirCaja(t, e, c.sede, '0');
    const cajero = await crearUsuarioDePrueba(t, e.empresaId, {
      idRol: 2,
      acceso: 'ventas,ventaInmediata,cuadreCaja',
    });
    expect((await mover(ciega, { tipo: 'salida', valor: '1000', motivo: 'Retiro' }, cajero)).statusCode).toBe(
      200,
    );
    const vistos = await totalesDeCaja(t, cajero, ciega);
    expect(vistos).toMatchObject({ entradas: null, salidas: null, esperado_total: null });
    expect((await totalesDeCaja(t, e, ciega)).salidas).toBe('1000.00');
  });
});
