import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impuestos, productos } from '../../common/catalogos';
import { mensajeValidacion, mensajesCatalogo } from '../../common/validacion';
import { limitesPlanes, suscripcionesEmpresa } from '../../server/db/schema';
import { MENSAJES_PRODUCTOS as M } from '../../server/routes/productos/mensajes';
import { FREEMIUM_PLAN } from '../../server/services/limitesPlan';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, type EmpresaDePrueba } from './fixtures';
import { fotoBd } from './foto-bd';
import { crearSede, enviar } from './catalogos-soporte';
import { montarRestaurante, pedido } from './ordenes-soporte';

let t: TestApp;
let a: EmpresaDePrueba;
let b: EmpresaDePrueba;
const ajenos: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  a = await crearEmpresaDePrueba(t);
  b = await crearEmpresaDePrueba(t);
  await crearSede(t, a);
  const sedeB = await crearSede(t, b);
  ajenos.id_impuesto = await crear(b, impuestos.api.item, { nombre: 'IVA B', porcentaje: '19' });
  ajenos.id_categoria = (
    await t.app.inject({
      method: 'POST',
      url: '/api/categorias/categoria',
      headers: b.auth,
      payload: { nombre: 'Categoría B' },
    })
  ).json().data.id;
  ajenos.id_punto_impresion = await crear(b, 'configuraciones/punto/impresion', {
    nombre: 'Cocina B',
    id_sede: sedeB,
  });
  ajenos.id_producto_maestro = await crear(b, productos.api.item, {
    nombre: 'Maestro B',
    precio_venta: '1000',
  });
});
afterAll(() => t.close());

const P = mensajesCatalogo(productos, 'es');

const pedir = (e: EmpresaDePrueba, method: 'GET' | 'DELETE', url: string) =>
  t.app.inject({ method, url: `/api/${url}`, headers: e.auth });

const post = (e: EmpresaDePrueba, url: string, cuerpo: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers: e.auth, payload: cuerpo });

/** Creates a row and answers its id (the test fails on anything but 200). */
async function crear(e: EmpresaDePrueba, url: string, cuerpo: Record<string, unknown>): Promise<number> {
  const r = await post(e, url, cuerpo);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id;
}

const producto = (e: EmpresaDePrueba, cuerpo: Record<string, unknown>) =>
  crear(e, productos.api.item, { precio_venta: '1000', ...cuerpo });

const ingrediente = (e: EmpresaDePrueba, nombre: string, extra: Record<string, unknown> = {}) =>
  producto(e, { nombre, tipo_producto: 'insumo', maneja_inventario: true, unidad_medida: 'gramo', ...extra });

const receta = (e: EmpresaDePrueba, id: number, ingredientes: unknown) =>
  post(e, `productos/producto/${id}/receta`, { ingredientes });

/** POST a product body and expect a 422 naming `campo` with `mensaje`, and no row changed. */
async function rechaza(
  cuerpo: Record<string, unknown>,
  campo: string,
  mensaje: string,
  url = productos.api.item,
) {
  const antes = await fotoBd(t);
  const r = await post(a, url, cuerpo);
  expect(r.statusCode, r.body).toBe(422);
  expect(r.json().data.errors[campo]).toEqual([mensaje]);
  expect(r.json().message).toBe(mensaje);
  expect(await fotoBd(t)).toEqual(antes);
}

describe('productos: rules across fields', () => {
  it('keeps precio_minimo ≤ precio_venta ≤ precio_maximo when given, exactly (no floats)', async () => {
    await rechaza(
      { nombre: 'Arepa', precio_venta: '5000.00', precio_minimo: '5000.01' },
      'precio_minimo',
      M.precioMinimo,
    );
    await rechaza(
      { nombre: 'Arepa', precio_venta: '5000.01', precio_maximo: '5000' },
      'precio_maximo',
      M.precioMaximo,
    );
    await rechaza(
      { nombre: 'Insumo', tipo_producto: 'insumo', precio_minimo: '10', precio_maximo: '9.99' },
      'precio_maximo',
      M.precioMaximoMinimo,
    );
    const id = await producto(a, {
      nombre: 'Arepa rellena',
      precio_minimo: '4500',
      precio_venta: '5000.5',
      precio_maximo: '5000.50',
    });
    const r = (await pedir(a, 'GET', `productos/producto/${id}`)).json().data;
    expect(r).toMatchObject({ precio_minimo: '4500.00', precio_venta: '5000.50', precio_maximo: '5000.50' });
    // An update is checked against the stored values.
    const subir = await post(a, `productos/producto/${id}`, { _method: 'put', precio_minimo: '6000' });
    expect(subir.statusCode).toBe(422);
    expect(subir.json().data.errors.precio_minimo).toEqual([M.precioMinimo]);
  });

  it('refuses a price with decimals sent as a number (it has already been a float)', async () => {
    await rechaza({ nombre: 'Jugo', precio_venta: 5000.5 }, 'precio_venta', mensajeValidacion('dinero'));
  });

  it('asks a price of what is sold, not of an ingredient', async () => {
    await rechaza({ nombre: 'Gaseosa' }, 'precio_venta', M.precioVentaRequerido);
    await ingrediente(a, 'Harina sin precio');
  });

  it('keeps inventario_minimo ≤ inventario_maximo', async () => {
    await rechaza(
      { nombre: 'Queso', precio_venta: '1', inventario_minimo: '10,5', inventario_maximo: '10.499' },
      'inventario_maximo',
      M.inventarioMaximo,
    );
    const id = await producto(a, { nombre: 'Queso', inventario_minimo: '10,5', inventario_maximo: '10.5' });
    expect((await pedir(a, 'GET', `productos/producto/${id}`)).json().data).toMatchObject({
      inventario_minimo: '10.500',
      inventario_maximo: '10.500',
    });
  });

  it('a service manages no stock', async () => {
    await rechaza(
      { nombre: 'Domicilio', precio_venta: '3000', tipo_producto: 'servicio', maneja_inventario: true },
      'maneja_inventario',
      M.servicioSinInventario,
    );
    await producto(a, { nombre: 'Domicilio', tipo_producto: 'servicio' });
  });

  it('states active and inactive, active by default', async () => {
    const id = await producto(a, { nombre: 'Tinto' });
    expect((await pedir(a, 'GET', `productos/producto/${id}`)).json().data.estado).toBe('activo');
    await rechaza({ nombre: 'Tinto 2', estado: 'borrado' }, 'estado', mensajeValidacion('opcion'));
  });

  it('copies the tax percentage when saved (a body cannot set it); a later tax change waits for the next save', async () => {
    const impuesto = await crear(a, impuestos.api.item, {
      nombre: 'INC 8 %',
      tipo_impuesto: 'INC',
      porcentaje: '8',
    });
    const id = await producto(a, {
      nombre: 'Bandeja paisa',
      id_impuesto: impuesto,
      porcentaje_impuesto: '50',
    });
    const leido = (await pedir(a, 'GET', `productos/producto/${id}`)).json().data;
    expect(leido).toMatchObject({
      porcentaje_impuesto: '8.00',
      impuesto: { id: impuesto, nombre: 'INC 8 %' },
    });
    await post(a, `${impuestos.api.item}/${impuesto}`, { _method: 'put', porcentaje: '10' });
    expect((await pedir(a, 'GET', `productos/producto/${id}`)).json().data.porcentaje_impuesto).toBe('8.00');
    const guardado = await post(a, `productos/producto/${id}`, { _method: 'put', descripcion: 'Con todo' });
    expect(guardado.json().data.porcentaje_impuesto).toBe('10.00');
    const sin = await post(a, `productos/producto/${id}`, { _method: 'put', id_impuesto: '' });
    expect(sin.json().data).toMatchObject({ id_impuesto: null, porcentaje_impuesto: null });
  });

  it('keeps codigo unique per company', async () => {
    await producto(a, { nombre: 'Empanada', codigo: 'EMP-01' });
    await rechaza(
      { nombre: 'Otra empanada', precio_venta: '1', codigo: 'emp-01' },
      'codigo',
      P.repetido(productos.campos.codigo.etiqueta),
    );
    await producto(b, { nombre: 'Empanada', codigo: 'EMP-01' });
  });
});

describe('productos: references inside the company', () => {
  it.each(['id_categoria', 'id_impuesto', 'id_punto_impresion', 'id_producto_maestro'])(
    'refuses another company’s %s',
    async (campo) => {
      await rechaza(
        { nombre: 'Ajeno', precio_venta: '1', [campo]: ajenos[campo] },
        campo,
        mensajeValidacion('referencia'),
      );
    },
  );

  it('answers another company’s product as none on every route', async () => {
    const id = await producto(a, { nombre: 'Propio' });
    const antes = await fotoBd(t);
    for (const url of [
      `productos/producto/${id}`,
      `productos/producto/${id}/receta`,
      `productos/maestros/producto/${id}`,
    ])
      expect((await pedir(b, 'GET', url)).statusCode, url).toBe(404);
    expect((await post(b, `productos/producto/${id}`, { _method: 'put', nombre: 'X' })).statusCode).toBe(404);
    expect((await receta(b, id, [])).statusCode).toBe(404);
    expect((await pedir(b, 'DELETE', `productos/producto/${id}`)).statusCode).toBe(404);
    for (const url of ['productos?rowsPerPage=-1', 'productos/orden']) {
      const r = (await pedir(b, 'GET', url)).json().data;
      expect((r.data ?? r).map((p: { id: number }) => p.id)).not.toContain(id);
    }
    expect(await fotoBd(t)).toEqual(antes);
  });
});

describe('productos: in use', () => {
  it('a tax used by a product cannot be deleted: 409 in Spanish, nothing changes', async () => {
    const impuesto = await crear(a, impuestos.api.item, { nombre: 'IVA usado', porcentaje: '19' });
    await producto(a, { nombre: 'Cerveza importada', id_impuesto: impuesto });
    const antes = await fotoBd(t);
    const r = await pedir(a, 'DELETE', `${impuestos.api.item}/${impuesto}`);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('No se puede eliminar el impuesto: hay productos que lo usan');
    expect(await fotoBd(t)).toEqual(antes);
  });

  it('a category with products cannot be deleted: 409 in Spanish, nothing changes', async () => {
    const categoria = (await post(a, 'categorias/categoria', { nombre: 'Bebidas calientes' })).json().data.id;
    await producto(a, { nombre: 'Chocolate', id_categoria: categoria });
    const antes = await fotoBd(t);
    const r = await pedir(a, 'DELETE', `categorias/categoria/${categoria}`);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('No se puede eliminar la categoría: hay productos que la usan');
    expect(await fotoBd(t)).toEqual(antes);
  });
});

describe('productos: used in orders', () => {
  it('a product on an order line cannot be deleted: 409 naming orders in Spanish, nothing changes', async () => {
    const c = await crearEmpresaDePrueba(t);
    const r = await montarRestaurante(t, c);
    const orden = await post(
      c,
      'ordenes/orden',
      pedido({ id_sede: r.sede, detalles: [{ id_producto: r.p.jugo, cantidad: 1 }] }),
    );
    expect(orden.statusCode, orden.body).toBe(200);
    const antes = await fotoBd(t);
    const borrar = await pedir(c, 'DELETE', `productos/producto/${r.p.jugo}`);
    expect(borrar.statusCode).toBe(409);
    expect(borrar.json()).toMatchObject({ success: false, message: P.enUso });
    expect(P.enUso).toMatch(/^No se puede eliminar el producto: .*órdenes/);
    expect(await fotoBd(t)).toEqual(antes);
    // A product on no order still goes.
    expect((await pedir(c, 'DELETE', `productos/producto/${r.p.servicio}`)).statusCode).toBe(200);
  });
});

describe('productos: master products', () => {
  it('lists masters and their presentations, one level deep', async () => {
    const maestro = await producto(a, { nombre: 'Limonada' });
    const pequena = await producto(a, { nombre: 'Limonada pequeña', id_producto_maestro: maestro });
    const grande = await producto(a, { nombre: 'Limonada grande', id_producto_maestro: maestro });
    const suelto = await producto(a, { nombre: 'Agua' });

    const maestros = (await pedir(a, 'GET', 'productos/maestros')).json().data;
    expect(maestros.map((p: { id: number }) => p.id)).toContain(maestro);
    expect(maestros.map((p: { id: number }) => p.id)).not.toContain(suelto);
    expect(maestros.map((p: { id: number }) => p.id)).not.toContain(pequena);
    const hijos = (await pedir(a, 'GET', `productos/maestros/producto/${maestro}`)).json().data;
    expect(hijos.map((p: { nombre: string }) => p.nombre)).toEqual(['Limonada grande', 'Limonada pequeña']);
    expect(hijos[0].producto_maestro).toEqual({ id: maestro, nombre: 'Limonada' });

    await rechaza(
      { nombre: 'Limonada mini', precio_venta: '1', id_producto_maestro: grande },
      'id_producto_maestro',
      M.maestroEsPresentacion,
    );
    await rechaza(
      { _method: 'put', id_producto_maestro: suelto },
      'id_producto_maestro',
      M.tienePresentaciones,
      `productos/producto/${maestro}`,
    );
    await rechaza(
      { _method: 'put', id_producto_maestro: suelto },
      'id_producto_maestro',
      M.maestroPropio,
      `productos/producto/${suelto}`,
    );
    const borrar = await pedir(a, 'DELETE', `productos/producto/${maestro}`);
    expect(borrar.statusCode).toBe(409);
    expect(borrar.json().message).toBe(P.enUso);
  });
});

describe('productos: recipes', () => {
  it('saves a prepared product’s recipe in the ingredients’ units, and replaces it', async () => {
    const harina = await ingrediente(a, 'Harina de maíz');
    const queso = await ingrediente(a, 'Queso costeño', { unidad_medida: 'kilogramo' });
    const arepa = await producto(a, { nombre: 'Arepa de queso', tipo_producto: 'preparado' });
    const r = await receta(a, arepa, [
      { id_ingrediente: harina, cantidad: '120' },
      { id_ingrediente: queso, cantidad: '0,05' },
    ]);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(M.recetaGuardada);
    const leida = (await pedir(a, 'GET', `productos/producto/${arepa}/receta`)).json().data;
    expect(leida).toEqual([
      {
        id_ingrediente: harina,
        cantidad: '120.000',
        ingrediente: { id: harina, nombre: 'Harina de maíz', unidad_medida: 'gramo' },
      },
      {
        id_ingrediente: queso,
        cantidad: '0.050',
        ingrediente: { id: queso, nombre: 'Queso costeño', unidad_medida: 'kilogramo' },
      },
    ]);
    // The form encodings carry the lines as JSON text.
    const form = await enviar(
      t,
      a,
      `productos/producto/${arepa}/receta`,
      { ingredientes: JSON.stringify([{ id_ingrediente: harina, cantidad: '100' }]) },
      'form',
    );
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().data).toHaveLength(1);
    // An ingredient in a recipe cannot be deleted, nor stop managing stock.
    expect((await pedir(a, 'DELETE', `productos/producto/${harina}`)).statusCode).toBe(409);
    await rechaza(
      { _method: 'put', maneja_inventario: false },
      'maneja_inventario',
      M.ingredienteSinInventario,
      `productos/producto/${harina}`,
    );
    await rechaza(
      { _method: 'put', tipo_producto: 'venta' },
      'tipo_producto',
      M.conReceta,
      `productos/producto/${arepa}`,
    );
    // Deleting the product deletes its recipe.
    expect((await pedir(a, 'DELETE', `productos/producto/${arepa}`)).statusCode).toBe(200);
    expect((await pedir(a, 'DELETE', `productos/producto/${harina}`)).statusCode).toBe(200);
  });

  it('refuses its own product, stockless, repeated, unknown or another company’s ingredients and bad quantities', async () => {
    const sal = await ingrediente(a, 'Sal');
    const hielo = await producto(a, { nombre: 'Hielo', tipo_producto: 'insumo' });
    const sopa = await producto(a, { nombre: 'Sopa', tipo_producto: 'preparado', maneja_inventario: true });
    const url = `productos/producto/${sopa}/receta`;
    const casos: [unknown[], string, string][] = [
      [[{ id_ingrediente: sopa, cantidad: '1' }], 'ingredientes.0.id_ingrediente', M.ingredientePropio],
      [[{ id_ingrediente: hielo, cantidad: '1' }], 'ingredientes.0.id_ingrediente', M.ingredienteSinStock],
      [
        [
          { id_ingrediente: sal, cantidad: '1' },
          { id_ingrediente: sal, cantidad: '2' },
        ],
        'ingredientes.1.id_ingrediente',
        M.ingredienteRepetido,
      ],
      [
        [{ id_ingrediente: 987654321, cantidad: '1' }],
        'ingredientes.0.id_ingrediente',
        M.ingredienteNoExiste,
      ],
      [
        [{ id_ingrediente: ajenos.id_producto_maestro, cantidad: '1' }],
        'ingredientes.0.id_ingrediente',
        M.ingredienteNoExiste,
      ],
      [[{ id_ingrediente: sal, cantidad: '0' }], 'ingredientes.0.cantidad', M.cantidad],
      [[{ id_ingrediente: sal, cantidad: '-1' }], 'ingredientes.0.cantidad', M.cantidad],
      [[{ id_ingrediente: sal, cantidad: '1.0001' }], 'ingredientes.0.cantidad', M.cantidad],
    ];
    for (const [lineas, campo, mensaje] of casos)
      await rechaza({ ingredientes: lineas }, campo, mensaje, url);
    const vendido = await producto(a, { nombre: 'Pan' });
    await rechaza(
      { ingredientes: [{ id_ingrediente: sal, cantidad: '1' }] },
      'ingredientes',
      M.recetaSoloPreparados,
      `productos/producto/${vendido}/receta`,
    );
  });

  it('refuses cycles, direct (A uses B uses A) and longer', async () => {
    const preparado = (nombre: string) =>
      producto(a, { nombre, tipo_producto: 'preparado', maneja_inventario: true });
    const salsa = await preparado('Salsa base');
    const guiso = await preparado('Guiso');
    expect((await receta(a, guiso, [{ id_ingrediente: salsa, cantidad: '1' }])).statusCode).toBe(200);
    await rechaza(
      { ingredientes: [{ id_ingrediente: guiso, cantidad: '1' }] },
      'ingredientes.0.id_ingrediente',
      M.ciclo('Guiso'),
      `productos/producto/${salsa}/receta`,
    );
    const plato = await preparado('Plato');
    expect((await receta(a, plato, [{ id_ingrediente: guiso, cantidad: '1' }])).statusCode).toBe(200);
    await rechaza(
      { ingredientes: [{ id_ingrediente: plato, cantidad: '2' }] },
      'ingredientes.0.id_ingrediente',
      M.ciclo('Plato'),
      `productos/producto/${salsa}/receta`,
    );
    // An empty list clears a recipe.
    expect((await receta(a, plato, [])).json().data).toEqual([]);
  });
});

describe('productos: plan limits (freemiumPlan)', () => {
  it('refuses creating past the plan’s product limit with freemiumPlan; the limit lives in a table', async () => {
    const c = await crearEmpresaDePrueba(t);
    const limite = async (plan: string, n: number) =>
      t.database.db
        .update(limitesPlanes)
        .set({ limite: n })
        .where(sql`${limitesPlanes.plan} = ${plan} and ${limitesPlanes.recurso} = 'productos'`);
    // A company without a paid subscription is on the free plan.
    await limite('gratis', 2);
    await producto(c, { nombre: 'Uno' });
    await producto(c, { nombre: 'Dos' });
    const antes = await fotoBd(t);
    const tercero = await post(c, productos.api.item, { nombre: 'Tres', precio_venta: '1' });
    expect(tercero.statusCode).toBe(402);
    expect(tercero.json()).toMatchObject({ success: false, message: FREEMIUM_PLAN });
    expect(await fotoBd(t)).toEqual(antes);
    // Updating is no creation.
    const [uno] = (await pedir(c, 'GET', 'productos?rowsPerPage=-1')).json().data.data;
    expect(
      (await post(c, `productos/producto/${uno.id}`, { _method: 'put', nombre: 'Uno bis' })).statusCode,
    ).toBe(200);

    // On the trial, the trial's row binds.
    await t.database.db.insert(suscripcionesEmpresa).values({
      empresa_id: c.empresaId,
      estado_periodo_pueba: 1,
      fecha_fin_periodo_prueba: '2099-01-01',
    });
    expect((await post(c, productos.api.item, { nombre: 'Tres', precio_venta: '1' })).statusCode).toBe(200);
    await limite('prueba', 3);
    expect((await post(c, productos.api.item, { nombre: 'Cuatro', precio_venta: '1' })).json().message).toBe(
      FREEMIUM_PLAN,
    );
    // A paid plan without rows has no limit.
    await t.database.db.insert(suscripcionesEmpresa).values({
      empresa_id: c.empresaId,
      estado_periodo_pueba: 0,
      fecha_fin_periodo_prueba: '2099-01-01',
      id_suscripcion: 7,
    });
    expect((await post(c, productos.api.item, { nombre: 'Cuatro', precio_venta: '1' })).statusCode).toBe(200);
    await limite('gratis', 100);
    await limite('prueba', 100);
  });
});

describe('productos: paging from 0 (spec §9)', () => {
  it('answers page 0 as the first page', async () => {
    const r = (await pedir(a, 'GET', 'productos?page=0&rowsPerPage=2&search=')).json().data;
    expect(r).toMatchObject({ current_page: 0, per_page: 2 });
    expect(r.data).toHaveLength(2);
    const orden = (await pedir(a, 'GET', 'productos/orden')).json().data;
    expect(orden.slice(0, 2)).toEqual(r.data);
  });
});
