import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gruposModificadores, impuestos, mesas, productos } from '../../common/catalogos';
import type { TestApp } from './harness';
import { crearAppConEmpresa, crearEmpresaDePrueba, filasDe, type EmpresaDePrueba } from './fixtures';
import { esperarInventarioCuadrado } from './inventario-soporte';
import { borrar, get, pedido, post } from './ordenes-soporte';
import { abrirCaja, cobro, montarCaja, type Caja } from './ventas-soporte';

/**
 * Issue 32: lines with modifiers on a counter sale and a table order — the server checks the options against the
 * product's groups, prices the line exactly (product + options, the product's tax), takes the options' ingredients
 * from stock and stores the options as sold. Totals worked out by hand in each case.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;
const p = { hamburguesa: 0, queso: 0, mesa: 0 };
const o = { medio: 0, trescuartos: 0, queso: 0, tocineta: 0, ajena: 0 };

async function crear(url: string, cuerpo: object, quien: EmpresaDePrueba = e): Promise<number> {
  const r = await post(t, quien, url, cuerpo);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id;
}

async function grupo(cuerpo: object, opciones: object[], quien: EmpresaDePrueba = e): Promise<number[]> {
  const id = await crear(gruposModificadores.api.item, cuerpo, quien);
  const r = await post(t, quien, `gruposModificadores/grupo/${id}/opciones`, { opciones });
  expect(r.statusCode, r.body).toBe(200);
  return [id, ...r.json().data.map((x: { id: number }) => x.id)];
}

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));
const stock = async (id: number) =>
  (
    await filas(
      sql`select cantidad::text from productos_inventario where id_producto = ${id} and id_sede = ${c.sede}`,
    )
  )[0]?.cantidad ?? null;
const contar = async () =>
  (
    await filas(sql`select (select count(*)::int from ventas) as ventas,
      (select count(*)::int from ordenes_detalle) as lineas,
      (select count(*)::int from inventario_movimientos) as movimientos`)
  )[0];

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  c = await montarCaja(t, e);
  await abrirCaja(t, e, c.sede, '0');
  const inc = await crear(impuestos.api.item, {
    nombre: 'Impoconsumo',
    tipo_impuesto: 'INC',
    porcentaje: '8',
  });
  p.hamburguesa = await crear(productos.api.item, {
    nombre: 'Hamburguesa',
    precio_venta: '25000',
    id_impuesto: inc,
  });
  p.queso = await crear(productos.api.item, {
    nombre: 'Queso tajado',
    tipo_producto: 'insumo',
    maneja_inventario: true,
    unidad_medida: 'gramo',
    inventario_inicial: '1000',
  });
  p.mesa = await crear(mesas.api.item, { nombre: 'Mesa 1', id_sede: c.sede });
  const [termino, medio, trescuartos] = await grupo({ nombre: 'Término', obligatorio: true, maximo: 1 }, [
    { nombre: 'Medio' },
    { nombre: 'Tres cuartos' },
  ]);
  const [adiciones, queso, tocineta] = await grupo({ nombre: 'Adiciones', maximo: 2 }, [
    { nombre: 'Extra queso', precio: '3000', id_ingrediente: p.queso, cantidad: '30' },
    { nombre: 'Tocineta', precio: '4500.50' },
  ]);
  const [, ajena] = await grupo({ nombre: 'Salsas' }, [{ nombre: 'Rosada', precio: '500' }]);
  Object.assign(o, { medio, trescuartos, queso, tocineta, ajena });
  const r = await post(t, e, `productos/producto/${p.hamburguesa}/modificadores`, {
    grupos: [termino, adiciones],
  });
  expect(r.statusCode, r.body).toBe(200);
});
afterEach(() => esperarInventarioCuadrado(t, e.empresaId));
afterAll(() => t.close());

const inmediata = (detalles: object[], valor: string) =>
  post(
    t,
    e,
    'ventas/inmediata',
    cobro({ id_sede: c.sede, detalles, formaPagoValores: [{ id_forma_pago: c.efectivo, valor }] }),
  );

describe('a counter sale with modifiers', () => {
  it('prices the line with its options and the product’s tax, stores them and takes their ingredient', async () => {
    // (25.000 + 3.000 + 4.500,50) × 2 = 65.001,00; INC 8 % included: base 65.001 / 1,08 = 60.186,11, tax 4.814,89.
    const r = await inmediata(
      [{ id_producto: p.hamburguesa, cantidad: 2, opciones: [o.tocineta, o.medio, o.queso] }],
      '65001',
    );
    expect(r.statusCode, r.body).toBe(200);
    const venta = r.json().data;
    expect(venta).toMatchObject({ total: '65001.00', base: '60186.11', impuesto: '4814.89' });
    expect(venta.detalles).toHaveLength(1);
    expect(venta.detalles[0]).toMatchObject({ nombre: 'Hamburguesa', precio: '32500.50', total: '65001.00' });
    // By group (the product's order), then option order; names and prices as sold.
    expect(venta.detalles[0].modificadores).toEqual([
      { id_opcion: o.medio, id_grupo: expect.any(Number), grupo: 'Término', nombre: 'Medio', precio: '0.00' },
      {
        id_opcion: o.queso,
        id_grupo: expect.any(Number),
        grupo: 'Adiciones',
        nombre: 'Extra queso',
        precio: '3000.00',
      },
      {
        id_opcion: o.tocineta,
        id_grupo: expect.any(Number),
        grupo: 'Adiciones',
        nombre: 'Tocineta',
        precio: '4500.50',
      },
    ]);
    // 30 g × 2.
    expect(await stock(p.queso)).toBe('940.000');
  });

  it('refuses a required group left empty, naming it, and writes nothing', async () => {
    const antes = await contar();
    const r = await inmediata([{ id_producto: p.hamburguesa, cantidad: 1 }], '25000');
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('Elija una opción de «Término»');
    expect(r.json().data.errors).toEqual({ 'detalles.0.opciones': ['Elija una opción de «Término»'] });
    expect(await contar()).toEqual(antes);
  });

  it('refuses an option of a group the product does not offer, and more than the maximum', async () => {
    const antes = await contar();
    const ajena = await inmediata(
      [{ id_producto: p.hamburguesa, cantidad: 1, opciones: [o.medio, o.ajena] }],
      '25500',
    );
    expect(ajena.statusCode).toBe(422);
    expect(ajena.json().message).toBe('Una opción elegida no es de los modificadores de este producto');
    const dos = await inmediata(
      [{ id_producto: p.hamburguesa, cantidad: 1, opciones: [o.medio, o.trescuartos] }],
      '25000',
    );
    expect(dos.statusCode).toBe(422);
    expect(dos.json().message).toBe('Elija solo una opción de «Término»');
    // Options on a product without groups are another product's options too.
    const sinGrupos = await inmediata(
      [{ id_producto: c.p.excluido, cantidad: 1, opciones: [o.medio] }],
      '3000',
    );
    expect(sinGrupos.statusCode).toBe(422);
    expect(sinGrupos.json().data.errors).toEqual({
      'detalles.0.opciones': ['Una opción elegida no es de los modificadores de este producto'],
    });
    expect(await contar()).toEqual(antes);
  });

  it('refuses another company’s option as an option of no group of the product', async () => {
    const otra = await crearEmpresaDePrueba(t);
    const [, suya] = await grupo({ nombre: 'Término' }, [{ nombre: 'Azul' }], otra);
    const r = await inmediata(
      [{ id_producto: p.hamburguesa, cantidad: 1, opciones: [o.medio, suya] }],
      '25000',
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('Una opción elegida no es de los modificadores de este producto');
  });

  it('a cancelled sale gives its options’ ingredients back', async () => {
    const r = await inmediata(
      [{ id_producto: p.hamburguesa, cantidad: 1, opciones: [o.medio, o.queso] }],
      '28000',
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(await stock(p.queso)).toBe('910.000');
    const cancelada = await post(t, e, 'ventas/venta/cancelar', {
      id_venta: r.json().data.id,
      motivo: 'Error de digitación',
    });
    expect(cancelada.statusCode, cancelada.body).toBe(200);
    expect(await stock(p.queso)).toBe('940.000');
  });
});

describe('a table order with modifiers', () => {
  it('prices and stores the line, takes the ingredient on sending and the charge keeps the options', async () => {
    // 25.000 + 3.000 = 28.000 a unit, × 3 = 84.000.
    const r = await post(
      t,
      e,
      'ordenes/orden',
      pedido({
        id_mesa: p.mesa,
        detalles: [{ id_producto: p.hamburguesa, cantidad: 3, opciones: [o.queso, o.trescuartos] }],
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
    const orden = r.json().data;
    expect(orden.totales.total).toBe('84000.00');
    expect(orden.detalles[0]).toMatchObject({ precio: '28000.00', total: '84000.00' });
    expect(orden.detalles[0].modificadores.map((m: { nombre: string }) => m.nombre)).toEqual([
      'Tres cuartos',
      'Extra queso',
    ]);
    // 30 g × 3 left with the send.
    expect(await stock(p.queso)).toBe('850.000');
    const cocina = await get(t, e, `ordenes/grupo/despacho?id_sede=${c.sede}`);
    const linea = cocina
      .json()
      .data.flatMap((g: { ordenes: { detalles: object[] }[] }) => g.ordenes.flatMap((x) => x.detalles))[0];
    expect(linea.modificadores.map((m: { nombre: string }) => m.nombre)).toEqual([
      'Tres cuartos',
      'Extra queso',
    ]);

    const venta = await post(
      t,
      e,
      'ventas/venta',
      cobro({
        id_orden: orden.id,
        propina: '0',
        formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '84000' }],
      }),
    );
    expect(venta.statusCode, venta.body).toBe(200);
    expect(venta.json().data).toMatchObject({ total: '84000.00', base: '77777.78', impuesto: '6222.22' });
    expect(venta.json().data.detalles[0].modificadores).toHaveLength(2);
  });

  it('refuses a required group left empty; a removed sent line gives the ingredient back', async () => {
    const antes = await contar();
    const vacia = await post(
      t,
      e,
      'ordenes/orden',
      pedido({ id_mesa: p.mesa, detalles: [{ id_producto: p.hamburguesa, cantidad: 1 }] }),
    );
    expect(vacia.statusCode).toBe(422);
    expect(vacia.json().data.errors).toEqual({ 'detalles.0.opciones': ['Elija una opción de «Término»'] });
    expect(await contar()).toEqual(antes);

    const r = await post(
      t,
      e,
      'ordenes/orden',
      pedido({
        id_mesa: p.mesa,
        detalles: [{ id_producto: p.hamburguesa, cantidad: 1, opciones: [o.medio, o.queso] }],
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(await stock(p.queso)).toBe('820.000');
    const linea = r.json().data.detalles[0].id;
    const retiro = await borrar(
      t,
      e,
      `orden/ordenDetalle/${linea}?motivo=Se+arrepintió&devuelve_inventario=true`,
    );
    expect(retiro.statusCode, retiro.body).toBe(200);
    expect(await stock(p.queso)).toBe('850.000');
  });
});
