import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productos } from '../../common/catalogos';
import { mensajesCatalogo } from '../../common/validacion';
import { inventarioMovimientos, productosInventario } from '../../server/db/schema';
import { MENSAJES_PRODUCTOS as M } from '../../server/routes/productos/mensajes';
import {
  consumoDeLineas,
  ProductoSinInventarioError,
  registrarMovimiento,
  registrarMovimientos,
  SinInventarioError,
  TIPOS_MOVIMIENTO,
} from '../../server/services/inventario';
import { NotFoundError } from '../../server/lib/errors';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, filasDe, type EmpresaDePrueba } from './fixtures';
import { fotoBd } from './foto-bd';
import { crearSede } from './catalogos-soporte';
import { comoEmpresa, esperarInventarioCuadrado } from './inventario-soporte';

const esPg = (process.env.TEST_DB ?? 'pglite') === 'pg';

let t: TestApp;
let a: EmpresaDePrueba;
let b: EmpresaDePrueba;
let sedeA: number;
let sedeA2: number;
let sedeB: number;
beforeAll(async () => {
  t = await createTestApp();
  a = await crearEmpresaDePrueba(t);
  b = await crearEmpresaDePrueba(t);
  sedeA = await crearSede(t, a, 'Principal A');
  sedeB = await crearSede(t, b, 'Principal B');
  const [otra] = filasDe(
    await t.database.db.execute(
      sql`insert into sedes (empresa_id, nombre, principal) values (${a.empresaId}, 'Segunda A', false) returning id::int`,
    ),
  );
  sedeA2 = Number(otra.id);
});
afterAll(async () => {
  await esperarInventarioCuadrado(t);
  await t.close();
});

const P = mensajesCatalogo(productos, 'es');

const post = (e: EmpresaDePrueba, url: string, cuerpo: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers: e.auth, payload: cuerpo });
const get = (e: EmpresaDePrueba, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers: e.auth });

let n = 0;
/** Creates a product (stock-managed unless told) and answers its id. */
async function producto(e: EmpresaDePrueba, extra: Record<string, unknown> = {}): Promise<number> {
  const r = await post(e, productos.api.item, {
    nombre: `Producto ${++n}`,
    precio_venta: '1000',
    maneja_inventario: true,
    ...extra,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id;
}

const movimientos = async (id: number) =>
  filasDe(
    await t.database.db.execute(
      sql`select tipo, cantidad::text, saldo::text, id_sede::int, documento_tipo, documento_id::int,
            id_usuario::int, costo_unitario::text
          from inventario_movimientos where id_producto = ${id} order by id`,
    ),
  );
const stock = async (id: number) =>
  filasDe(
    await t.database.db.execute(
      sql`select id_sede::int, cantidad::text from productos_inventario where id_producto = ${id} order by id_sede`,
    ),
  );

const mover = (e: EmpresaDePrueba, id_producto: number, cantidad: string, id_sede = sedeA) =>
  comoEmpresa(
    t,
    e.empresaId,
    (scope) => registrarMovimiento(scope, { id_producto, id_sede, tipo: TIPOS_MOVIMIENTO.venta, cantidad }),
    e.usuarioId,
  );

describe('initial stock on product create', () => {
  it('enters as exactly one inicial movement in the main venue, and is the stock on hand', async () => {
    const id = await producto(a, { inventario_inicial: '12,5'.replace(',', '.'), costo: '800' });
    expect(await movimientos(id)).toEqual([
      {
        tipo: 'inicial',
        cantidad: '12.500',
        saldo: '12.500',
        id_sede: sedeA,
        documento_tipo: 'producto',
        documento_id: id,
        id_usuario: a.usuarioId,
        costo_unitario: '800.00',
      },
    ]);
    expect(await stock(id)).toEqual([{ id_sede: sedeA, cantidad: '12.500' }]);
    const uno = await get(a, `${productos.api.item}/${id}`);
    expect(uno.json().data.existencia).toBe('12.500');
    expect(uno.json().data).not.toHaveProperty('inventario_inicial');
    // The list carries no stock (it changes with every sale): GET inventarios does.
    const lista = await get(a, `${productos.api.lista}?search=${encodeURIComponent(`Producto ${n}`)}`);
    expect(lista.json().data.data[0]).not.toHaveProperty('existencia');
    await esperarInventarioCuadrado(t, a.empresaId);
  });

  it('without initial stock: no movement, stock on hand 0 for a stock-managed product, null otherwise', async () => {
    const id = await producto(a);
    expect(await movimientos(id)).toEqual([]);
    expect((await get(a, `${productos.api.item}/${id}`)).json().data.existencia).toBe('0.000');
    const sin = await producto(a, { maneja_inventario: false });
    expect((await get(a, `${productos.api.item}/${sin}`)).json().data.existencia).toBeNull();
    const cero = await producto(a, { inventario_inicial: '0' });
    expect(await movimientos(cero)).toEqual([]);
  });

  it('is refused for a product that does not manage stock, with the Spanish message, and nothing is written', async () => {
    const antes = await fotoBd(t);
    const r = await post(a, productos.api.item, {
      nombre: 'Sin stock',
      precio_venta: '1000',
      maneja_inventario: false,
      inventario_inicial: '5',
    });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().data.errors.inventario_inicial).toEqual([M.inventarioInicialSinInventario]);
    expect(await fotoBd(t)).toEqual(antes);
  });

  it.each(['-1', '1.2345', 'abc'])('refuses %s (≥ 0, three decimals)', async (valor) => {
    const antes = await fotoBd(t);
    const r = await post(a, productos.api.item, {
      nombre: 'Mal inventario',
      precio_venta: '1000',
      maneja_inventario: true,
      inventario_inicial: valor,
    });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().data.errors.inventario_inicial).toHaveLength(1);
    expect(await fotoBd(t)).toEqual(antes);
  });

  it('is refused while the company has no venue', async () => {
    const c = await crearEmpresaDePrueba(t);
    const r = await post(c, productos.api.item, {
      nombre: 'Sin sede',
      precio_venta: '1000',
      maneja_inventario: true,
      inventario_inicial: '3',
    });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().data.errors.inventario_inicial).toEqual([M.inventarioInicialSinSede]);
  });

  it('an update ignores it: stock only moves through movements', async () => {
    const id = await producto(a, { inventario_inicial: '2' });
    const r = await post(a, `${productos.api.item}/${id}`, { _method: 'put', inventario_inicial: '50' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.existencia).toBe('2.000');
    expect(await movimientos(id)).toHaveLength(1);
  });

  it('a product with stock cannot stop managing it, and one with movements cannot be deleted', async () => {
    const id = await producto(a, { inventario_inicial: '2' });
    const r = await post(a, `${productos.api.item}/${id}`, { _method: 'put', maneja_inventario: false });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().data.errors.maneja_inventario).toEqual([M.dejaDeManejarConExistencia]);
    const borrar = await t.app.inject({
      method: 'DELETE',
      url: `/api/${productos.api.item}/${id}`,
      headers: a.auth,
    });
    expect(borrar.statusCode, borrar.body).toBe(409);
    expect(borrar.json().message).toBe(P.enUso);
  });
});

describe('the ledger service', () => {
  it('takes stock down to zero and refuses below it with the product and what is left; nothing of it is kept', async () => {
    const id = await producto(a, { inventario_inicial: '3' });
    expect((await mover(a, id, '-2')).saldo).toBe('1.000');
    const antes = await fotoBd(t);
    const error = await mover(a, id, '-1.5').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SinInventarioError);
    expect(error).toMatchObject({
      id_producto: id,
      id_sede: sedeA,
      disponible: '1.000',
      solicitado: '1.500',
    });
    expect((error as Error).message).toBe(`No hay inventario suficiente de Producto ${n}: quedan 1.000`);
    expect(await fotoBd(t)).toEqual(antes);
    expect((await mover(a, id, '-1')).saldo).toBe('0.000');
    // A venue without any stock record has none.
    await expect(mover(a, id, '-1', sedeA2)).rejects.toMatchObject({ disponible: '0.000' });
    await esperarInventarioCuadrado(t, a.empresaId);
  });

  it('goes below zero for a product that allows negative stock', async () => {
    const id = await producto(a, { inventario_inicial: '1', permite_inventario_negativo: true });
    expect((await mover(a, id, '-4')).saldo).toBe('-3.000');
    expect((await mover(a, id, '-1', sedeA2)).saldo).toBe('-1.000');
    expect(await stock(id)).toEqual([
      { id_sede: sedeA, cantidad: '-3.000' },
      { id_sede: sedeA2, cantidad: '-1.000' },
    ]);
    await esperarInventarioCuadrado(t, a.empresaId);
  });

  it("refuses another company's product or venue (404) and changes nothing", async () => {
    const deB = await producto(b, { inventario_inicial: '5' });
    const propio = await producto(a, { inventario_inicial: '5' });
    const antes = await fotoBd(t);
    await expect(mover(a, deB, '-1')).rejects.toBeInstanceOf(NotFoundError);
    await expect(mover(a, deB, '1', sedeB)).rejects.toBeInstanceOf(NotFoundError);
    await expect(mover(a, propio, '1', sedeB)).rejects.toBeInstanceOf(NotFoundError);
    await expect(mover(a, propio, '-1', sedeB)).rejects.toBeInstanceOf(NotFoundError);
    expect(await fotoBd(t)).toEqual(antes);
  });

  it('refuses a product that does not manage stock', async () => {
    const id = await producto(a, { maneja_inventario: false });
    await expect(mover(a, id, '1')).rejects.toBeInstanceOf(ProductoSinInventarioError);
  });

  it('several movements in one transaction: all or none', async () => {
    const x = await producto(a, { inventario_inicial: '5' });
    const y = await producto(a, { inventario_inicial: '1' });
    const antes = await fotoBd(t);
    const lote = (qy: string) =>
      comoEmpresa(t, a.empresaId, (scope) =>
        registrarMovimientos(scope, [
          { id_producto: y, id_sede: sedeA, tipo: 'venta', cantidad: qy },
          { id_producto: x, id_sede: sedeA, tipo: 'venta', cantidad: '-2' },
        ]),
      );
    await expect(lote('-2')).rejects.toBeInstanceOf(SinInventarioError);
    expect(await fotoBd(t)).toEqual(antes);
    expect((await lote('-1')).map((m) => [m.id_producto, m.saldo])).toEqual([
      [y, '0.000'],
      [x, '3.000'],
    ]);
    await esperarInventarioCuadrado(t, a.empresaId);
  });

  it('first movements racing on a product and venue without a stock row all count', async () => {
    const id = await producto(a);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        comoEmpresa(t, a.empresaId, (scope) =>
          registrarMovimiento(scope, { id_producto: id, id_sede: sedeA2, tipo: 'compra', cantidad: '1' }),
        ),
      ),
    );
    expect(await stock(id)).toEqual([{ id_sede: sedeA2, cantidad: '20.000' }]);
    await esperarInventarioCuadrado(t, a.empresaId);
  });

  it("expands a prepared product's recipe to its ingredients (quantity × recipe quantity)", async () => {
    const harina = await producto(a, { tipo_producto: 'insumo', unidad_medida: 'gramo' });
    const queso = await producto(a, { tipo_producto: 'insumo', unidad_medida: 'gramo' });
    const arepa = await producto(a, { tipo_producto: 'preparado', maneja_inventario: false });
    const gaseosa = await producto(a);
    const domicilio = await producto(a, { tipo_producto: 'servicio', maneja_inventario: false });
    const r = await post(a, `productos/producto/${arepa}/receta`, {
      ingredientes: [
        { id_ingrediente: harina, cantidad: '120' },
        { id_ingrediente: queso, cantidad: '33.333' },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    const consumo = await comoEmpresa(t, a.empresaId, (scope) =>
      consumoDeLineas(scope, [
        { id_producto: arepa, cantidad: '2' },
        { id_producto: gaseosa, cantidad: '3' },
        { id_producto: domicilio, cantidad: '1' },
        { id_producto: arepa, cantidad: '0.5' },
      ]),
    );
    expect(consumo).toEqual(
      [
        { id_producto: harina, cantidad: '300.000' },
        { id_producto: queso, cantidad: '83.333' },
        { id_producto: gaseosa, cantidad: '3.000' },
      ].sort((p, q) => p.id_producto - q.id_producto),
    );
    const deB = await producto(b);
    await expect(
      comoEmpresa(t, a.empresaId, (scope) => consumoDeLineas(scope, [{ id_producto: deB, cantidad: '1' }])),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('GET inventarios', () => {
  it('lists the stock-managed products with stock per venue, total, minimum and bajo_minimo', async () => {
    const c = await crearEmpresaDePrueba(t);
    const s1 = await crearSede(t, c, 'Centro');
    const bajo = await producto(c, { nombre: 'Aceite', inventario_minimo: '10', inventario_inicial: '4' });
    const bien = await producto(c, { nombre: 'Borojó', inventario_minimo: '1', inventario_inicial: '2.5' });
    await producto(c, { nombre: 'Corcho', maneja_inventario: false });
    const r = await get(c, 'inventarios');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ current_page: 1, total: 2, last_page: 1 });
    expect(r.json().data.data).toEqual([
      {
        id: bajo,
        nombre: 'Aceite',
        codigo: null,
        unidad_medida: 'unidad',
        inventario_minimo: '10.000',
        permite_inventario_negativo: false,
        existencia: '4.000',
        sedes: [{ id_sede: s1, sede: 'Centro', cantidad: '4.000' }],
        bajo_minimo: true,
      },
      expect.objectContaining({ id: bien, existencia: '2.500', bajo_minimo: false }),
    ]);
    const soloBajos = await get(c, 'inventarios?bajo_minimo=1');
    expect(soloBajos.json().data.data.map((f: { id: number }) => f.id)).toEqual([bajo]);
    const busqueda = await get(c, 'inventarios?search=BOROJO');
    expect(busqueda.json().data.data.map((f: { id: number }) => f.id)).toEqual([bien]);
    const pagina2 = await get(c, 'inventarios?page=2&rowsPerPage=1');
    expect(pagina2.json().data).toMatchObject({ current_page: 2, total: 2, last_page: 2 });
    expect(pagina2.json().data.data.map((f: { id: number }) => f.id)).toEqual([bien]);
    // One venue's stock: a venue without records has none of it.
    const s2 = await crearSede(t, c, 'Norte');
    const enNorte = (await get(c, `inventarios?id_sede=${s2}`)).json().data.data;
    expect(
      enNorte.map((f: { existencia: string; sedes: unknown[]; bajo_minimo: boolean }) => [
        f.existencia,
        f.sedes,
        f.bajo_minimo,
      ]),
    ).toEqual([
      ['0.000', [], true],
      ['0.000', [], true],
    ]);
    expect((await get(c, `inventarios?id_sede=${s1}`)).json().data.data[0].existencia).toBe('4.000');
    expect((await get(c, `inventarios?id_sede=${sedeA}`)).statusCode).toBe(404);
    // Another company sees none of them.
    const deB = await get(b, 'inventarios?rowsPerPage=-1');
    expect(deB.json().data.data.map((f: { id: number }) => f.id)).not.toContain(bajo);
  });

  it('productos: only the products of a list page, stock-managed ones, never another company’s', async () => {
    const c = await crearEmpresaDePrueba(t);
    await crearSede(t, c, 'Centro');
    const aceite = await producto(c, { nombre: 'Aceite', inventario_inicial: '4' });
    const borojo = await producto(c, { nombre: 'Borojó', inventario_minimo: '5', inventario_inicial: '2' });
    await producto(c, { nombre: 'Café', inventario_inicial: '9' });
    const corcho = await producto(c, { nombre: 'Corcho', maneja_inventario: false });
    const ajeno = await producto(b, { nombre: 'Ajeno', inventario_inicial: '1' });
    const r = await get(
      c,
      `inventarios?rowsPerPage=-1&productos=${borojo},${corcho},${aceite},${ajeno},${aceite}`,
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(
      r
        .json()
        .data.data.map((f: { id: number; existencia: string; bajo_minimo: boolean }) => [
          f.id,
          f.existencia,
          f.bajo_minimo,
        ]),
    ).toEqual([
      [aceite, '4.000', false],
      [borojo, '2.000', true],
    ]);
    for (const malo of ['', 'a,b', '1,,2', '0', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const rechazo = await get(c, `inventarios?productos=${malo}`);
      expect(rechazo.statusCode, malo).toBe(422);
      expect(rechazo.json().message).toBe('El campo productos no tiene un formato válido');
    }
  });
});

describe.runIf(esPg)('concurrency (PostgreSQL)', () => {
  it('200 concurrent decrements of 1 on 50 units: exactly 50 pass, stock 0, never negative', async () => {
    const id = await producto(a, { inventario_inicial: '50' });
    const resultados = await Promise.allSettled(Array.from({ length: 200 }, () => mover(a, id, '-1')));
    const pasaron = resultados.filter((r) => r.status === 'fulfilled');
    const rechazos = resultados.filter((r) => r.status === 'rejected');
    expect(pasaron).toHaveLength(50);
    expect(rechazos.every((r) => (r as PromiseRejectedResult).reason instanceof SinInventarioError)).toBe(
      true,
    );
    expect(await stock(id)).toEqual([{ id_sede: sedeA, cantidad: '0.000' }]);
    const saldos = (await movimientos(id)).map((m) => Number(m.saldo)); // no-dinero: cantidades de prueba
    expect(Math.min(...saldos)).toBe(0);
    expect(saldos).toHaveLength(51);
    await esperarInventarioCuadrado(t, a.empresaId);
  });
});

// The tables are imported so a rename breaks this file at compile time, not silently.
void inventarioMovimientos;
void productosInventario;
