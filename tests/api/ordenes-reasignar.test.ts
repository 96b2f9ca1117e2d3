import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_ORDENES as M } from '../../common/ordenes';
import type { TestApp } from './harness';
import {
  crearAppConEmpresa,
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  filasDe,
  type EmpresaDePrueba,
} from './fixtures';
import { fotoBd } from './foto-bd';
import { pedido, post } from './ordenes-soporte';
import { abrirCaja, cobro, montarCaja, type Caja } from './ventas-soporte';

/**
 * Issue 32: a manager passes an open order to another waiter (`POST ordenes/orden/{id}/mesero`); the sale then
 * names the new waiter, so the tip follows the order; recorded in the audit. Both engines.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;
beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  c = await montarCaja(t, e);
  await abrirCaja(t, e, c.sede, '0');
});
afterAll(() => t.close());

type Quien = { auth: Record<string, string>; usuarioId: number };
const usuario = (idRol: number, acceso: string) => crearUsuarioDePrueba(t, e.empresaId, { idRol, acceso });
const ordenDe = async (quien: Quien) => {
  const r = await post(
    t,
    quien,
    'ordenes/orden',
    pedido({ id_sede: c.sede, detalles: [{ id_producto: c.p.excluido, cantidad: 1 }] }),
  );
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
};
const pasar = (quien: Quien, idOrden: number, idUsuario: number) =>
  post(t, quien, `ordenes/orden/${idOrden}/mesero`, { id_usuario: idUsuario });

describe('passing an open order to another waiter', () => {
  it('moves it with its tip, recorded in the audit', async () => {
    const ana = await usuario(3, 'ventas');
    const luis = await usuario(3, 'ventas');
    const idOrden = await ordenDe(ana);
    const r = await pasar(e, idOrden, luis.usuarioId);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(M.reasignada);
    expect(r.json().data).toMatchObject({ id: idOrden, id_usuario: luis.usuarioId });
    const auditados = filasDe(
      await t.database.db.execute(
        sql`select accion, antes, despues from auditoria where entidad = 'ordenes' and entidad_id = ${String(idOrden)} and accion = 'orden.reasignada'`,
      ),
    );
    expect(auditados).toEqual([
      {
        accion: 'orden.reasignada',
        antes: { id_usuario: ana.usuarioId },
        despues: { id_usuario: luis.usuarioId },
      },
    ]);
    // 3.000 and the 10 % tip: the sale names Luis, who gets the tip.
    const venta = await post(
      t,
      e,
      'ventas/venta',
      cobro({ id_orden: idOrden, formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '3300' }] }),
    );
    expect(venta.statusCode, venta.body).toBe(200);
    expect(venta.json().data).toMatchObject({ id_mesero: luis.usuarioId, propina: '300.00' });
    // A charged order is no longer passed.
    const tarde = await pasar(e, idOrden, ana.usuarioId);
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().message).toBe(M.noAbierta);
  });

  it('only the owner or an administrator, only to an active user who takes orders; nothing written otherwise', async () => {
    const ana = await usuario(3, 'ventas');
    const cocina = await usuario(3, 'ordenes');
    const otra = await crearEmpresaDePrueba(t);
    const idOrden = await ordenDe(ana);
    const antes = await fotoBd(t);
    const propio = await pasar(ana, idOrden, ana.usuarioId);
    expect(propio.statusCode).toBe(403);
    expect(propio.json().message).toBe(M.reasignarPermiso);
    for (const destino of [cocina.usuarioId, otra.usuarioId, 987654321]) {
      const r = await pasar(e, idOrden, destino);
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().data.errors.id_usuario).toEqual([M.meseroInvalido]);
    }
    expect(await fotoBd(t)).toEqual(antes);
    // The list the POS offers holds only those who take orders.
    const lista = await t.app.inject({ url: '/api/responsables?modulo=ventas', headers: e.auth });
    const ids = (lista.json().data as { id: number }[]).map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([e.usuarioId, ana.usuarioId]));
    expect(ids).not.toContain(cocina.usuarioId);
  });
});
