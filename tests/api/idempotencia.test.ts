import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_ORDENES } from '../../common/ordenes';
import { MENSAJE_CLAVE_USADA } from '../../server/lib/idempotencia';
import { contextos } from '../../server/routes/ventas/inmediata';
import type { TestApp } from './harness';
import { crearAppConEmpresa, crearEmpresaDePrueba, filasDe, type EmpresaDePrueba } from './fixtures';
import { compra, montarBodega, type Bodega } from './compras-soporte';
import { esperarInventarioCuadrado } from './inventario-soporte';
import { post } from './ordenes-soporte';
import { abrirCaja, montarCaja, type Caja } from './ventas-soporte';

/**
 * Issue 24: every route that takes an `idempotencia` key answers a replay with what the key's first request stored
 * only when the body is the same (fields in any order); the same key with another body is 422 on `idempotencia`
 * and writes nothing. Both engines.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;
/** Purchases and adjustments in a company of their own (its own payment methods and venue). */
let o: EmpresaDePrueba;
let b: Bodega;

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));
const usos = async (tabla: string, clave: string) =>
  (await filas(sql`select count(*)::int as n from ${sql.raw(tabla)} where idempotencia = ${clave}`))[0].n;

const claveUsada = {
  success: false,
  code: 422,
  message: MENSAJE_CLAVE_USADA,
  data: { errors: { idempotencia: [MENSAJE_CLAVE_USADA] } },
};

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  c = await montarCaja(t, e);
  o = await crearEmpresaDePrueba(t);
  b = await montarBodega(t, o);
  await abrirCaja(t, e, c.sede, '0');
});
afterEach(async () => {
  await esperarInventarioCuadrado(t, e.empresaId);
  await esperarInventarioCuadrado(t, o.empresaId);
});
afterAll(() => t.close());

const venta = (idempotencia: string, valor: string, cantidad = 1) => ({
  idempotencia,
  id_sede: c.sede,
  detalles: [{ id_producto: c.p.excluido, cantidad }],
  formaPagoValores: [{ id_forma_pago: c.efectivo, valor }],
});

describe('a key sent again', () => {
  it.each([
    ['with its context cached', true],
    ['reading its context', false],
  ])('a counter sale %s: the same body answers the first sale, another body 422', async (_, cache) => {
    const clave = randomUUID();
    const uno = await post(t, e, 'ventas/inmediata', venta(clave, '5000'));
    expect(uno.statusCode, uno.body).toBe(200);
    if (!cache) contextos.olvidar(e.empresaId);
    // The same fields in another order are the same body.
    const { formaPagoValores, ...resto } = venta(clave, '5000');
    const otra = await post(t, e, 'ventas/inmediata', { formaPagoValores, ...resto });
    expect(otra.statusCode, otra.body).toBe(200);
    expect(otra.json().data.id).toBe(uno.json().data.id);
    for (const distinta of [venta(clave, '10000'), venta(clave, '6000', 2)]) {
      if (!cache) contextos.olvidar(e.empresaId);
      const r = await post(t, e, 'ventas/inmediata', distinta);
      expect(r.json()).toMatchObject(claveUsada);
    }
    expect(await usos('ventas', clave)).toBe(1);
  });

  it('a key sent twice in one burst with two bodies makes one sale; the other body is 422', async () => {
    const clave = randomUUID();
    const cuerpos = [venta(clave, '5000'), venta(clave, '9000')];
    const respuestas = await Promise.all([
      ...cuerpos.map((cuerpo) => post(t, e, 'ventas/inmediata', cuerpo)),
      ...Array.from({ length: 6 }, () => post(t, e, 'ventas/inmediata', venta(randomUUID(), '3000'))),
    ]);
    expect(respuestas.slice(2).map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const [a, z] = respuestas;
    expect([a.statusCode, z.statusCode].sort()).toEqual([200, 422]);
    const [ganadora, perdedora] = a.statusCode === 200 ? [a, z] : [z, a];
    expect(perdedora.json()).toMatchObject(claveUsada);
    const [guardada] = await filas(sql`select id::int as id from ventas where idempotencia = ${clave}`);
    expect(guardada.id).toBe(ganadora.json().data.id);
    expect(await usos('ventas', clave)).toBe(1);
  });

  it('a table sale: the same body answers the first sale, another body 422', async () => {
    const orden = await post(t, e, 'ordenes/orden', {
      idempotencia: randomUUID(),
      id_sede: c.sede,
      detalles: [{ id_producto: c.p.inc, cantidad: 2 }],
    });
    expect(orden.statusCode, orden.body).toBe(200);
    const cobro = (idempotencia: string, partes: number) => ({
      idempotencia,
      id_orden: orden.json().data.id,
      partes: { n: partes, parte: 1 },
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '100000' }],
    });
    const clave = randomUUID();
    const uno = await post(t, e, 'ventas/venta', cobro(clave, 2));
    expect(uno.statusCode, uno.body).toBe(200);
    const otra = await post(t, e, 'ventas/venta', cobro(clave, 2));
    expect(otra.statusCode, otra.body).toBe(200);
    expect(otra.json().data.id).toBe(uno.json().data.id);
    expect((await post(t, e, 'ventas/venta', cobro(clave, 4))).json()).toMatchObject(claveUsada);
    expect(await usos('ventas', clave)).toBe(1);
  });

  it('an order: the same body answers the order with ordenRepetida’s text, another body 422', async () => {
    const pedido = (idempotencia: string, cantidad: number) => ({
      idempotencia,
      id_sede: c.sede,
      detalles: [{ id_producto: c.p.iva19, cantidad }],
    });
    const clave = randomUUID();
    const uno = await post(t, e, 'ordenes/orden', pedido(clave, 1));
    expect(uno.statusCode, uno.body).toBe(200);
    const otra = await post(t, e, 'ordenes/orden', pedido(clave, 1));
    expect(otra.statusCode, otra.body).toBe(200);
    expect(otra.json()).toMatchObject({
      message: MENSAJES_ORDENES.ordenRepetida,
      data: { id: uno.json().data.id, detalles: [{ cantidad: '1.000' }] },
    });
    expect((await post(t, e, 'ordenes/orden', pedido(clave, 3))).json()).toMatchObject(claveUsada);
    expect(await usos('ordenes_envios', clave)).toBe(1);
  });

  it('a purchase: the same body answers the first purchase, another body 422', async () => {
    const cuerpo = (cantidad: string) =>
      compra(b, {
        idempotencia: clave,
        detalle_compra: [{ id_producto: b.p.harina, cantidad, costo_unitario: '2000' }],
      });
    const clave = randomUUID();
    const uno = await post(t, o, 'compras/compra', cuerpo('2'));
    expect(uno.statusCode, uno.body).toBe(200);
    const otra = await post(t, o, 'compras/compra', cuerpo('2'));
    expect(otra.statusCode, otra.body).toBe(200);
    expect(otra.json().data.id).toBe(uno.json().data.id);
    expect((await post(t, o, 'compras/compra', cuerpo('3'))).json()).toMatchObject(claveUsada);
    expect(await usos('compras', clave)).toBe(1);
  });

  it('an inventory adjustment: the same body answers the first one, another body 422', async () => {
    const clave = randomUUID();
    const cuerpo = (valor: string) => ({
      idempotencia: clave,
      tipo: 'entrada',
      motivo: 'correccion',
      id_sede: b.sede,
      detalle: [{ id_producto: b.p.hielo, cantidad: valor }],
    });
    const uno = await post(t, o, 'inventarios/inventario', cuerpo('4'));
    expect(uno.statusCode, uno.body).toBe(200);
    const otra = await post(t, o, 'inventarios/inventario', cuerpo('4'));
    expect(otra.statusCode, otra.body).toBe(200);
    expect(otra.json().data.id).toBe(uno.json().data.id);
    expect((await post(t, o, 'inventarios/inventario', cuerpo('5'))).json()).toMatchObject(claveUsada);
    expect(await usos('ajustes_inventario', clave)).toBe(1);
  });
});
