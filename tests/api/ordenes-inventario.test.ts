import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productos } from '../../common/catalogos';
import { mensajeSinInventario, SIN_INVENTARIO } from '../../common/ordenes';
import { registrarMovimiento, TIPOS_MOVIMIENTO } from '../../server/services/inventario';
import type { TestApp } from './harness';
import {
  crearAppConEmpresa,
  crearUsuarioDePrueba,
  filasDe,
  type EmpresaDePrueba,
  type UsuarioDePrueba,
} from './fixtures';
import { comoEmpresa, esperarInventarioCuadrado } from './inventario-soporte';
import { borrar, montarRestaurante, pedido, post, type Restaurante } from './ordenes-soporte';

/** Orders and the stock ledger (issue 8): sends take stock, removals give it back or record the waste. */
let t: TestApp;
let e: EmpresaDePrueba;
let r: Restaurante;
let mesero: UsuarioDePrueba;
/** Stock-managed: gaseosa (5 units), queso (1000 g), harina (1000 g), cerveza (1, negative allowed); arepa: recipe. */
const s = { gaseosa: 0, queso: 0, harina: 0, cerveza: 0, arepa: 0 };

async function producto(cuerpo: Record<string, unknown>): Promise<number> {
  const res = await post(t, e, productos.api.item, cuerpo);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  r = await montarRestaurante(t, e);
  mesero = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 3, acceso: 'ventas' });
  s.gaseosa = await producto({
    nombre: 'Gaseosa',
    precio_venta: '4000',
    maneja_inventario: true,
    inventario_inicial: '5',
    id_punto_impresion: r.bar,
  });
  const insumo = { tipo_producto: 'insumo', maneja_inventario: true, unidad_medida: 'gramo' };
  s.queso = await producto({ nombre: 'Queso', ...insumo, inventario_inicial: '1000' });
  s.harina = await producto({ nombre: 'Harina', ...insumo, inventario_inicial: '1000' });
  s.cerveza = await producto({
    nombre: 'Cerveza',
    precio_venta: '6000',
    maneja_inventario: true,
    permite_inventario_negativo: true,
    inventario_inicial: '1',
  });
  s.arepa = await producto({
    nombre: 'Arepa de queso',
    precio_venta: '5000',
    tipo_producto: 'preparado',
    id_punto_impresion: r.cocina,
    // Sold by weight here, so half a unit (0.5) may be ordered.
    unidad_medida: 'kilogramo',
  });
  const receta = await post(t, e, `productos/producto/${s.arepa}/receta`, {
    ingredientes: [
      { id_ingrediente: s.queso, cantidad: '100' },
      { id_ingrediente: s.harina, cantidad: '100' },
    ],
  });
  expect(receta.statusCode, receta.body).toBe(200);
});
afterEach(() => esperarInventarioCuadrado(t, e.empresaId));
afterAll(() => t.close());

const ordenar = (cuerpo: Record<string, unknown>) => post(t, mesero, 'ordenes/orden', pedido(cuerpo));

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));

/** Stock on hand of the product in the restaurant's venue. */
const stock = async (id: number) =>
  (
    await filas(
      sql`select cantidad::text from productos_inventario where id_producto = ${id} and id_sede = ${r.sede}`,
    )
  )[0]?.cantidad ?? null;

const stocks = async () => ({
  gaseosa: await stock(s.gaseosa),
  queso: await stock(s.queso),
  harina: await stock(s.harina),
  cerveza: await stock(s.cerveza),
});

/** The ledger's movements of a product after the given movement id. */
const movimientosDesde = async (desde: number, id: number) =>
  filas(
    sql`select tipo, cantidad::text, documento_tipo, documento_id::int, id_sede::int, id_usuario::int
        from inventario_movimientos where id > ${desde} and id_producto = ${id} order by id`,
  );

const ultimoMovimiento = async () =>
  Number((await filas(sql`select coalesce(max(id), 0)::int as n from inventario_movimientos`))[0].n);

const contar = async () =>
  filas(
    sql`select (select count(*)::int from ordenes) as ordenes, (select count(*)::int from ordenes_detalle) as lineas,
          (select count(*)::int from ordenes_envios) as envios,
          (select count(*)::int from inventario_movimientos) as movimientos`,
  );

/** Puts stock in as a purchase would (purchases are another issue): straight through the ledger. */
const comprar = (id: number, cantidad: string) =>
  comoEmpresa(t, e.empresaId, (scope) =>
    registrarMovimiento(scope, { id_producto: id, id_sede: r.sede, tipo: TIPOS_MOVIMIENTO.compra, cantidad }),
  );

describe('sending an order takes stock', () => {
  it('takes the products and their recipes’ ingredients as venta movements naming the order', async () => {
    const desde = await ultimoMovimiento();
    const res = await ordenar({
      id_mesa: r.mesas[0],
      detalles: [
        { id_producto: s.gaseosa, cantidad: 2 },
        { id_producto: s.arepa, cantidad: 2 },
        { id_producto: r.p.bandeja, cantidad: 1 },
        { id_producto: s.arepa, cantidad: '0.5' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    expect(await stocks()).toEqual({
      gaseosa: '3.000',
      queso: '750.000',
      harina: '750.000',
      cerveza: '1.000',
    });
    const venta = { tipo: 'venta', documento_tipo: 'orden', documento_id: id, id_sede: r.sede };
    expect(await movimientosDesde(desde, s.gaseosa)).toEqual([
      { ...venta, cantidad: '-2.000', id_usuario: mesero.usuarioId },
    ]);
    expect(await movimientosDesde(desde, s.queso)).toMatchObject([{ ...venta, cantidad: '-250.000' }]);
    expect(await movimientosDesde(desde, s.harina)).toMatchObject([{ ...venta, cantidad: '-250.000' }]);
    expect(await movimientosDesde(desde, s.arepa)).toEqual([]);
  });

  it('takes nothing for held lines until the submission that sends them', async () => {
    const guardada = await ordenar({
      id_mesa: r.mesas[1],
      enviar: false,
      detalles: [{ id_producto: s.gaseosa, cantidad: 1 }],
    });
    expect(guardada.statusCode, guardada.body).toBe(200);
    expect(await stock(s.gaseosa)).toBe('3.000');
    const enviada = await ordenar({ id_orden: guardada.json().data.id });
    expect(enviada.statusCode, enviada.body).toBe(200);
    expect(await stock(s.gaseosa)).toBe('2.000');
  });

  it('refuses the whole send with sinInventario, writes nothing, and the same key works once stock is in', async () => {
    const antes = [await contar(), await stocks()];
    const cuerpo = pedido({
      id_mesa: r.mesas[2],
      detalles: [
        { id_producto: r.p.bandeja, cantidad: 1 },
        { id_producto: s.arepa, cantidad: 1 },
        { id_producto: s.gaseosa, cantidad: 3 },
      ],
    });
    const res = await post(t, mesero, 'ordenes/orden', cuerpo);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 409,
      message: SIN_INVENTARIO,
      data: { id_producto: s.gaseosa, nombre: 'Gaseosa', disponible: '2.000' },
      message_object: { mensaje: 'No hay inventario suficiente de Gaseosa: quedan 2' },
    });
    expect(res.json().message_object.mensaje).toBe(mensajeSinInventario('Gaseosa', '2'));
    expect([await contar(), await stocks()]).toEqual(antes);

    await comprar(s.gaseosa, '10');
    const otra = await post(t, mesero, 'ordenes/orden', cuerpo);
    expect(otra.statusCode, otra.body).toBe(200);
    expect(await stocks()).toMatchObject({ gaseosa: '9.000', queso: '650.000', harina: '650.000' });
  });

  it('names a recipe’s ingredient that runs short, and a held line sent later is refused the same way', async () => {
    // Both ingredients run short; the ledger takes products in id order, so the first one named is Queso.
    const res = await ordenar({ id_sede: r.sede, detalles: [{ id_producto: s.arepa, cantidad: 10 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: SIN_INVENTARIO,
      data: { id_producto: s.queso, nombre: 'Queso', disponible: '650.000' },
    });
    const guardada = await ordenar({
      id_sede: r.sede,
      enviar: false,
      detalles: [{ id_producto: s.arepa, cantidad: 10 }],
    });
    expect(guardada.statusCode, guardada.body).toBe(200);
    const antes = await contar();
    const envio = await ordenar({ id_orden: guardada.json().data.id });
    expect(envio.statusCode).toBe(409);
    expect(envio.json().data.nombre).toBe('Queso');
    expect(await contar()).toEqual(antes);
  });

  it('lets a product that allows negative stock go below zero', async () => {
    const res = await ordenar({ id_sede: r.sede, detalles: [{ id_producto: s.cerveza, cantidad: 3 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stock(s.cerveza)).toBe('-2.000');
  });
});

describe('removing sent lines', () => {
  it('gives a removed line back to stock, or records it as waste; a held line moves nothing', async () => {
    const o = (
      await ordenar({
        id_sede: r.sede,
        detalles: [
          { id_producto: s.gaseosa, cantidad: 2 },
          { id_producto: s.arepa, cantidad: 1 },
        ],
      })
    ).json().data;
    const [gaseosa, arepa] = o.detalles.map((l: { id: number }) => l.id);
    const antes = await stocks();
    const desde = await ultimoMovimiento();

    const vuelve = await borrar(t, e, `orden/ordenDetalle/${gaseosa}?motivo=Error&devuelve_inventario=true`);
    expect(vuelve.statusCode, vuelve.body).toBe(200);
    expect(await stock(s.gaseosa)).toBe(
      (Number(antes.gaseosa) + 2).toFixed(3), // no-dinero: cantidades de prueba
    );
    expect(await movimientosDesde(desde, s.gaseosa)).toEqual([
      {
        tipo: 'venta_anulada',
        cantidad: '2.000',
        documento_tipo: 'orden',
        documento_id: o.id,
        id_sede: r.sede,
        id_usuario: e.usuarioId,
      },
    ]);

    const merma = await borrar(
      t,
      e,
      `orden/ordenDetalle/${arepa}?motivo=Se%20quem%C3%B3&devuelve_inventario=false`,
    );
    expect(merma.statusCode, merma.body).toBe(200);
    expect(await stocks()).toMatchObject({ queso: antes.queso, harina: antes.harina });
    expect((await movimientosDesde(desde, s.queso)).map((m) => [m.tipo, m.cantidad, m.documento_id])).toEqual(
      [
        ['venta_anulada', '100.000', o.id],
        ['merma', '-100.000', o.id],
      ],
    );
    expect((await movimientosDesde(desde, s.harina)).map((m) => [m.tipo, m.cantidad])).toEqual([
      ['venta_anulada', '100.000'],
      ['merma', '-100.000'],
    ]);

    const guardada = (
      await ordenar({ id_orden: o.id, enviar: false, detalles: [{ id_producto: s.gaseosa, cantidad: 1 }] })
    ).json().data;
    const marca = await ultimoMovimiento();
    const nueva = guardada.detalles.find((l: { estado: string }) => l.estado === 'nueva').id;
    expect((await borrar(t, mesero, `orden/ordenDetalle/${nueva}`)).statusCode).toBe(200);
    expect(await ultimoMovimiento()).toBe(marca);
    // A second removal of a removed line moves nothing either.
    expect(
      (await borrar(t, e, `orden/ordenDetalle/${gaseosa}?motivo=Error&devuelve_inventario=true`)).statusCode,
    ).toBe(409);
    expect(await ultimoMovimiento()).toBe(marca);
  });

  it('annulling an order gives back what its sent lines took, and nothing for its held ones', async () => {
    const o = (
      await ordenar({ id_mesa: r.mesas[3], detalles: [{ id_producto: s.gaseosa, cantidad: 1 }] })
    ).json().data;
    await ordenar({ id_orden: o.id, enviar: false, detalles: [{ id_producto: s.gaseosa, cantidad: 4 }] });
    const antes = await stock(s.gaseosa);
    const desde = await ultimoMovimiento();
    const res = await borrar(
      t,
      e,
      `ordenes/orden/${o.id}?motivo=Cliente%20se%20fue&devuelve_inventario=true`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await stock(s.gaseosa)).toBe((Number(antes) + 1).toFixed(3)); // no-dinero: cantidades de prueba
    expect((await movimientosDesde(desde, s.gaseosa)).map((m) => [m.tipo, m.cantidad])).toEqual([
      ['venta_anulada', '1.000'],
    ]);
  });

  it('annulling with the stock lost records the waste of every sent line', async () => {
    const o = (
      await ordenar({
        id_mesa: r.mesas[4],
        detalles: [
          { id_producto: s.gaseosa, cantidad: 1 },
          { id_producto: s.arepa, cantidad: 1 },
        ],
      })
    ).json().data;
    const antes = await stocks();
    const desde = await ultimoMovimiento();
    const res = await borrar(t, e, `ordenes/orden/${o.id}?motivo=Se%20cay%C3%B3&devuelve_inventario=false`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stocks()).toEqual(antes);
    for (const id of [s.gaseosa, s.queso, s.harina])
      expect((await movimientosDesde(desde, id)).map((m) => m.tipo)).toEqual(['venta_anulada', 'merma']);
  });
});
