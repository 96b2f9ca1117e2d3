import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_ORDENES as M } from '../../common/ordenes';
import type { TestApp } from './harness';
import {
  crearAppConEmpresa,
  crearUsuarioDePrueba,
  filasDe,
  type EmpresaDePrueba,
  type UsuarioDePrueba,
} from './fixtures';
import { esperarInventarioCuadrado } from './inventario-soporte';
import { montarRestaurante, pedido, post, type Restaurante } from './ordenes-soporte';

const esPg = (process.env.TEST_DB ?? 'pglite') === 'pg';

/** Submissions that arrive together (on PostgreSQL they run on parallel connections). */
let t: TestApp;
let e: EmpresaDePrueba;
let r: Restaurante;
let meseros: UsuarioDePrueba[];
beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  r = await montarRestaurante(t, e);
  meseros = [
    await crearUsuarioDePrueba(t, e.empresaId, { idRol: 3, acceso: 'ventas' }),
    await crearUsuarioDePrueba(t, e.empresaId, { idRol: 3, acceso: 'ventas' }),
  ];
});
afterAll(() => t.close());

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));

describe('orders under concurrency', () => {
  it.each([
    ['a counter order', () => ({ id_sede: r.sede })],
    ['a table order', () => ({ id_mesa: r.mesas[0] })],
  ])(
    '20 parallel submissions of %s with one key make one order, answered to all (ordenRepetida’s text to 19)',
    async (_, destino) => {
      const cuerpo = {
        idempotencia: randomUUID(),
        ...destino(),
        detalles: [{ id_producto: r.p.jugo, cantidad: 2 }],
      };
      const respuestas = await Promise.all(
        Array.from({ length: 20 }, (_, n) => post(t, meseros[n % 2], 'ordenes/orden', cuerpo)),
      );
      expect(respuestas.map((x) => x.statusCode)).toEqual(Array(20).fill(200));
      const id = respuestas[0].json().data.id;
      for (const x of respuestas)
        expect(x.json().data).toMatchObject({ id, detalles: [{ cantidad: '2.000' }] });
      const repetidas = respuestas.filter((x) => x.json().message === M.ordenRepetida);
      expect(repetidas).toHaveLength(19);
      const [envios] = await filas(
        sql`select count(*)::int as n from ordenes_envios where idempotencia = ${cuerpo.idempotencia}`,
      );
      expect(envios.n).toBe(1);
      const lineas = await filas(sql`select cantidad from ordenes_detalle where id_orden = ${id}`);
      expect(lineas).toEqual([{ cantidad: '2.000' }]);
    },
  );

  it('two waiters adding to one table at the same moment keep both their lines in one order', async () => {
    for (const mesa of [r.mesas[1], r.mesas[1], r.mesas[2]]) {
      const respuestas = await Promise.all(
        Array.from({ length: 6 }, (_, n) =>
          post(
            t,
            meseros[n % 2],
            'ordenes/orden',
            pedido({ id_mesa: mesa, detalles: [{ id_producto: r.p.servicio, cantidad: n + 1 }] }),
          ),
        ),
      );
      expect(respuestas.map((x) => x.statusCode)).toEqual(Array(6).fill(200));
      expect(new Set(respuestas.map((x) => x.json().data.id)).size).toBe(1);
    }
    const abiertas = await filas(
      sql`select o.id_mesa::int as id_mesa, count(d.id)::int as lineas, sum(d.cantidad)::text as cantidad
          from ordenes o join ordenes_detalle d on d.empresa_id = o.empresa_id and d.id_orden = o.id
          where o.estado = 'abierta' and o.id_mesa in (${r.mesas[1]}, ${r.mesas[2]})
          group by o.id_mesa order by o.id_mesa`,
    );
    expect(abiertas).toEqual([
      { id_mesa: r.mesas[1], lineas: 12, cantidad: '42.000' },
      { id_mesa: r.mesas[2], lineas: 6, cantidad: '21.000' },
    ]);
  });

  it('a join and submissions to both tables at once lose no line', async () => {
    const [a, b] = [r.mesas[3], r.mesas[4]];
    const origen = (
      await post(
        t,
        meseros[0],
        'ordenes/orden',
        pedido({ id_mesa: a, detalles: [{ id_producto: r.p.jugo, cantidad: 1 }] }),
      )
    ).json().data;
    await post(
      t,
      meseros[1],
      'ordenes/orden',
      pedido({ id_mesa: b, detalles: [{ id_producto: r.p.jugo, cantidad: 1 }] }),
    );
    const respuestas = await Promise.all([
      post(t, meseros[0], `mesas/mesa/${b}/orden/${origen.id}`),
      ...Array.from({ length: 4 }, (_, n) =>
        post(
          t,
          meseros[n % 2],
          'ordenes/orden',
          pedido({ id_mesa: n % 2 ? a : b, detalles: [{ id_producto: r.p.jugo, cantidad: 1 }] }),
        ),
      ),
    ]);
    expect(respuestas.map((x) => x.statusCode)).toEqual(Array(5).fill(200));
    const lineas = await filas(
      sql`select count(*)::int as n from ordenes_detalle d join ordenes o on o.empresa_id = d.empresa_id and o.id = d.id_orden
          where o.estado = 'abierta' and o.id_mesa in (${a}, ${b})`,
    );
    expect(lineas[0].n).toBe(6);
  });
});

describe.runIf(esPg)('stock under concurrency (PostgreSQL)', () => {
  it('200 parallel orders of 1 unit for 50 in stock: exactly 50 pass, 150 answer sinInventario, stock 0', async () => {
    const creado = await post(t, e, 'productos/producto', {
      nombre: 'Última gaseosa',
      precio_venta: '4000',
      maneja_inventario: true,
      inventario_inicial: '50',
    });
    expect(creado.statusCode, creado.body).toBe(200);
    const id = creado.json().data.id;
    const respuestas = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        post(
          t,
          meseros[n % 2],
          'ordenes/orden',
          pedido({ id_sede: r.sede, detalles: [{ id_producto: id, cantidad: 1 }] }),
        ),
      ),
    );
    const ok = respuestas.filter((x) => x.statusCode === 200);
    const rechazos = respuestas.filter((x) => x.statusCode !== 200);
    expect(ok).toHaveLength(50);
    expect(rechazos).toHaveLength(150);
    for (const x of rechazos)
      expect(x.json()).toMatchObject({
        code: 409,
        message: 'sinInventario',
        data: { id_producto: id, disponible: '0.000' },
      });
    const [stock] = await filas(
      sql`select cantidad::text from productos_inventario where id_producto = ${id} and id_sede = ${r.sede}`,
    );
    expect(stock.cantidad).toBe('0.000');
    const [ordenesDe] = await filas(
      sql`select count(distinct id_orden)::int as n from ordenes_detalle where id_producto = ${id}`,
    );
    expect(ordenesDe.n).toBe(50);
    await esperarInventarioCuadrado(t, e.empresaId);
  });
});
