import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productos } from '../../common/catalogos';
import { MENSAJES_ORDENES as M } from '../../common/ordenes';
import { MENSAJE_CLAVE_USADA } from '../../server/lib/idempotencia';
import type { TestApp } from './harness';
import {
  crearAppConEmpresa,
  crearUsuarioDePrueba,
  filasDe,
  type EmpresaDePrueba,
  type UsuarioDePrueba,
} from './fixtures';
import { borrar, get, montarRestaurante, pedido, post, type Restaurante } from './ordenes-soporte';

let t: TestApp;
let e: EmpresaDePrueba;
let r: Restaurante;
let mesero: UsuarioDePrueba;
let cocina: UsuarioDePrueba;
beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  r = await montarRestaurante(t, e);
  mesero = await crearUsuarioDePrueba(t, e.empresaId, {
    idRol: 3,
    acceso: 'ventas',
    nombre: 'Luisa',
    apellido: 'Mesa',
  });
  cocina = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 4, acceso: 'ordenes' });
});
afterAll(() => t.close());

const ordenar = (cuerpo: Record<string, unknown>, quien: { auth: Record<string, string> } = mesero) =>
  post(t, quien, 'ordenes/orden', pedido(cuerpo));

async function contar(tabla: 'ordenes' | 'ordenes_detalle' | 'ordenes_envios'): Promise<number> {
  return Number(
    filasDe(await t.database.db.execute(sql.raw(`select count(*)::int as n from ${tabla}`)))[0].n,
  );
}

async function lineaEnBd(id: number) {
  return filasDe(
    await t.database.db.execute(
      sql`select estado, motivo, devuelve_inventario, retirado_por::int as retirado_por, listo_at::text as listo_at,
            enviado_at::text as enviado_at, retirado_at::text as retirado_at from ordenes_detalle where id = ${id}`,
    ),
  )[0] as Record<string, unknown>;
}

describe('POST ordenes/orden', () => {
  it('opens the table’s order with prices, taxes and print points frozen, sent to preparation', async () => {
    const res = await ordenar({
      id_mesa: r.mesas[0],
      comensales: 3,
      detalles: [
        { id_producto: r.p.bandeja, cantidad: 2, nota: 'sin cebolla' },
        { id_producto: r.p.jugo, cantidad: '1' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json();
    expect(o.message).toBe(M.enviada);
    expect(o.data).toMatchObject({
      id_mesa: r.mesas[0],
      mesa: 'Mesa 1',
      id_sede: r.sede,
      id_usuario: mesero.usuarioId,
      mesero: 'Luisa Mesa',
      estado: 'abierta',
      comensales: 3,
      minutos: 0,
      // 2 × 32500 + 7000.50; the INC 8 % is inside the bandejas' 65000: base 60185.19, tax 4814.81.
      totales: { total: '72000.50', base: '67185.69', impuesto: '4814.81' },
    });
    expect(o.data.detalles).toMatchObject([
      {
        id_producto: r.p.bandeja,
        nombre: 'Bandeja paisa',
        precio: '32500.00',
        porcentaje_impuesto: '8.00',
        cantidad: '2.000',
        total: '65000.00',
        nota: 'sin cebolla',
        id_punto_impresion: r.cocina,
        estado: 'enviada',
        listo_at: null,
      },
      { nombre: 'Jugo de lulo', precio: '7000.50', total: '7000.50', id_punto_impresion: r.bar, nota: null },
    ]);
    expect(o.data.detalles[0].enviado_at).toEqual(expect.any(String));
  });

  it('adds a second waiter’s lines to the table’s open order, and the diners count', async () => {
    const abierta = (await get(t, e, `ordenes/ordenesAbiertas?id_mesa=${r.mesas[0]}`)).json().data[0];
    const res = await ordenar(
      { id_mesa: r.mesas[0], comensales: 4, detalles: [{ id_producto: r.p.servicio, cantidad: 1 }] },
      e,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: abierta.id, comensales: 4, id_usuario: mesero.usuarioId });
    expect(res.json().data.detalles).toHaveLength(3);
    expect(res.json().data.detalles[2]).toMatchObject({ id_usuario: e.usuarioId, id_punto_impresion: null });
    expect(res.json().data.totales.total).toBe('87000.50');
  });

  it('holds lines with enviar=false, sends them with a later submission, and refuses an empty one', async () => {
    const guardada = await ordenar({
      id_mesa: r.mesas[1],
      enviar: false,
      detalles: [{ id_producto: r.p.jugo, cantidad: '0.5' }],
    });
    expect(guardada.statusCode, guardada.body).toBe(200);
    expect(guardada.json()).toMatchObject({
      message: M.guardada,
      data: { detalles: [{ estado: 'nueva', enviado_at: null, total: '3500.25' }] },
    });
    const id = guardada.json().data.id;
    const vacia = await ordenar({ id_orden: id, enviar: false });
    expect(vacia.statusCode).toBe(422);
    expect(vacia.json().message).toBe(M.sinLineas);
    const enviada = await ordenar({ id_orden: id });
    expect(enviada.statusCode, enviada.body).toBe(200);
    expect(enviada.json()).toMatchObject({ message: M.enviada, data: { detalles: [{ estado: 'enviada' }] } });
    const otraVez = await ordenar({ id_orden: id });
    expect(otraVez.statusCode).toBe(422);
  });

  it('opens a counter order on a venue, and needs exactly one of order, table or venue', async () => {
    const mostrador = await ordenar({ id_sede: r.sede, detalles: [{ id_producto: r.p.jugo, cantidad: 3 }] });
    expect(mostrador.statusCode, mostrador.body).toBe(200);
    expect(mostrador.json().data).toMatchObject({
      id_mesa: null,
      mesa: null,
      totales: { total: '21001.50' },
    });
    for (const cuerpo of [
      { detalles: [{ id_producto: r.p.jugo, cantidad: 1 }] },
      { id_sede: r.sede, id_mesa: r.mesas[2], detalles: [{ id_producto: r.p.jugo, cantidad: 1 }] },
    ]) {
      const res = await ordenar(cuerpo);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(M.mesaUOrden);
    }
    const antes = await contar('ordenes');
    for (const [cuerpo, campo] of [
      [{ id_sede: 987654 }, 'id_sede'],
      [{ id_mesa: 987654 }, 'id_mesa'],
      [{ id_orden: 987654 }, 'id_orden'],
    ] as const) {
      const res = await ordenar({ ...cuerpo, detalles: [{ id_producto: r.p.jugo, cantidad: 1 }] });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().data.errors)).toEqual([campo]);
    }
    for (const cantidad of [0, '0.000', '-1', '1.2345', 1.5, 'dos'])
      expect(
        (await ordenar({ id_sede: r.sede, detalles: [{ id_producto: r.p.jugo, cantidad }] })).statusCode,
      ).toBe(422);
    expect(await contar('ordenes')).toBe(antes);
  });

  it('answers productoInvalido for unknown, inactive and not-for-sale products, and writes nothing', async () => {
    const antes = [await contar('ordenes'), await contar('ordenes_detalle'), await contar('ordenes_envios')];
    for (const malo of [987654321, r.p.inactivo, r.p.insumo]) {
      const res = await ordenar({
        id_mesa: r.mesas[3],
        detalles: [
          { id_producto: r.p.jugo, cantidad: 1 },
          { id_producto: malo, cantidad: 1 },
        ],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: 'productoInvalido',
        message_object: { mensaje: M.productoInvalido },
        data: { errors: { 'detalles.1.id_producto': [M.productoInvalido] } },
      });
    }
    expect([
      await contar('ordenes'),
      await contar('ordenes_detalle'),
      await contar('ordenes_envios'),
    ]).toEqual(antes);
  });

  it('keeps the price of an order’s lines when the product’s price changes later', async () => {
    const abierta = await ordenar({
      id_mesa: r.mesas[4],
      detalles: [{ id_producto: r.p.jugo, cantidad: 1 }],
    });
    const cambio = await post(t, e, `${productos.api.item}/${r.p.jugo}`, {
      _method: 'put',
      precio_venta: '9000',
    });
    expect(cambio.statusCode, cambio.body).toBe(200);
    const despues = await ordenar({
      id_mesa: r.mesas[4],
      detalles: [{ id_producto: r.p.jugo, cantidad: 1 }],
    });
    expect(despues.json().data.id).toBe(abierta.json().data.id);
    expect(despues.json().data.detalles.map((l: { precio: string }) => l.precio)).toEqual([
      '7000.50',
      '9000.00',
    ]);
    expect(despues.json().data.totales.total).toBe('16000.50');
    await post(t, e, `${productos.api.item}/${r.p.jugo}`, { _method: 'put', precio_venta: '7000.50' });
  });

  it('answers the same idempotency key with its order (ordenRepetida’s text), another body 422; changes nothing', async () => {
    const cuerpo = pedido({ id_sede: r.sede, detalles: [{ id_producto: r.p.servicio, cantidad: 1 }] });
    const uno = await post(t, mesero, 'ordenes/orden', cuerpo);
    expect(uno.statusCode).toBe(200);
    const antes = [await contar('ordenes'), await contar('ordenes_detalle'), await contar('ordenes_envios')];
    const dos = await post(t, mesero, 'ordenes/orden', cuerpo);
    expect(dos.statusCode).toBe(200);
    expect(dos.json()).toMatchObject({
      success: true,
      message: M.ordenRepetida,
      data: { id: uno.json().data.id },
    });
    const otra = await post(t, mesero, 'ordenes/orden', {
      ...cuerpo,
      id_sede: undefined,
      id_mesa: r.mesas[2],
    });
    expect(otra.statusCode).toBe(422);
    expect(otra.json().data.errors.idempotencia).toEqual([MENSAJE_CLAVE_USADA]);
    expect([
      await contar('ordenes'),
      await contar('ordenes_detalle'),
      await contar('ordenes_envios'),
    ]).toEqual(antes);
  });
});

describe('reading orders', () => {
  it('GET mesas/mesa/orden gives every table with its open order’s total and minutes', async () => {
    await t.database.db.execute(
      sql`update ordenes set created_at = now() - interval '25 minutes 10 seconds' where id_mesa = ${r.mesas[0]} and estado = 'abierta'`,
    );
    const res = await get(t, mesero, `mesas/mesa/orden?id_sede=${r.sede}`);
    expect(res.statusCode).toBe(200);
    const mesas = res.json().data;
    expect(mesas.map((m: { nombre: string }) => m.nombre)).toEqual([
      'Mesa 1',
      'Mesa 2',
      'Mesa 3',
      'Mesa 4',
      'Mesa 5',
    ]);
    expect(mesas[0]).toMatchObject({
      ubicacion: 'Salón',
      orden: { total: '87000.50', comensales: 4, minutos: 25, lineas: 3, mesero: 'Luisa Mesa' },
    });
    expect(mesas[2].orden).toBeNull();
    const todas = (await get(t, mesero, 'mesas/mesa/orden')).json().data;
    expect(todas).toHaveLength(6);
  });

  it('GET ordenes pages the orders newest first with their totals', async () => {
    const res = await get(t, mesero, 'ordenes?page=1&rowsPerPage=2');
    expect(res.statusCode, res.body).toBe(200);
    const total = await contar('ordenes');
    expect(res.json().data).toMatchObject({
      current_page: 1,
      per_page: 2,
      total,
      last_page: Math.ceil(total / 2),
    });
    expect(res.json().data.data).toHaveLength(2);
    expect(res.json().data.data[0].id).toBeGreaterThan(res.json().data.data[1].id);
    expect(res.json().data.data[0]).toHaveProperty('lineas');
    const abiertas = (await get(t, mesero, 'ordenes?estado=abierta&rowsPerPage=-1')).json().data.data;
    expect(abiertas.every((o: { estado: string }) => o.estado === 'abierta')).toBe(true);
  });

  it('GET ordenes/grupo/despacho groups the lines to prepare by print point, with the product’s time', async () => {
    const res = await get(t, cocina, 'ordenes/grupo/despacho');
    expect(res.statusCode, res.body).toBe(200);
    const grupos = res.json().data;
    expect(grupos.map((g: { punto_impresion: string | null }) => g.punto_impresion)).toEqual([
      'Barra',
      'Cocina caliente',
      null,
    ]);
    const caliente = grupos[1];
    expect(caliente.ordenes[0]).toMatchObject({ mesa: 'Mesa 1', mesero: 'Luisa Mesa' });
    expect(caliente.ordenes[0].detalles).toMatchObject([
      { nombre: 'Bandeja paisa', cantidad: '2.000', nota: 'sin cebolla', tiempo_preparacion: 20 },
    ]);
  });

  it('keeps the kitchen out of the waiter’s routes and the waiter out of the kitchen’s', async () => {
    expect(
      (await ordenar({ id_sede: r.sede, detalles: [{ id_producto: r.p.jugo, cantidad: 1 }] }, cocina))
        .statusCode,
    ).toBe(403);
    expect((await get(t, cocina, 'mesas/mesa/orden')).statusCode).toBe(403);
    expect((await get(t, mesero, 'ordenes/grupo/despacho')).statusCode).toBe(403);
  });
});

describe('bumping', () => {
  it('marks a line ready, a whole order’s lines of one print point, and recalls the last bump', async () => {
    const o = (
      await ordenar({
        id_mesa: r.mesas[2],
        detalles: [
          { id_producto: r.p.bandeja, cantidad: 1 },
          { id_producto: r.p.bandeja, cantidad: 1, nota: 'término medio' },
          { id_producto: r.p.jugo, cantidad: 1 },
        ],
      })
    ).json().data;
    const [b1, b2, jugo] = o.detalles.map((l: { id: number }) => l.id);
    const uno = await post(t, cocina, `ordenes/ordenDetalle/${b1}/listo`);
    expect(uno.json()).toMatchObject({ data: { ids: [b1], estado: 'lista' }, message: M.listo });
    const otraVez = await post(t, cocina, `ordenes/ordenDetalle/${b1}/listo`);
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json().message).toBe(M.yaLista);
    const cocinaLista = await post(t, cocina, `ordenes/orden/${o.id}/listo`, {
      id_punto_impresion: r.cocina,
    });
    expect(cocinaLista.json().data).toEqual({ ids: [b2], estado: 'lista' });
    expect((await lineaEnBd(jugo)).estado).toBe('enviada');
    const nada = await post(t, cocina, `ordenes/orden/${o.id}/listo`, { id_punto_impresion: r.cocina });
    expect(nada.statusCode).toBe(409);
    expect(nada.json().message).toBe(M.nadaPorPreparar);
    const recuperada = await post(t, cocina, 'ordenes/listo/recuperar', { id_punto_impresion: r.cocina });
    expect(recuperada.json()).toMatchObject({
      data: { ids: [b2], estado: 'enviada' },
      message: M.recuperada,
    });
    expect(await lineaEnBd(b2)).toMatchObject({ estado: 'enviada', listo_at: null });
    expect((await lineaEnBd(b1)).estado).toBe('lista');
    const todo = await post(t, cocina, `ordenes/orden/${o.id}/listo`);
    expect(todo.json().data.ids).toEqual([b2, jugo]);
    const despacho = (await get(t, cocina, 'ordenes/grupo/despacho')).json().data;
    const ids = despacho.flatMap((g: { ordenes: { id_orden: number }[] }) =>
      g.ordenes.map((x) => x.id_orden),
    );
    expect(ids).not.toContain(o.id);
  });

  it('refuses to bump a held line, and 404s an unknown one', async () => {
    const o = (
      await ordenar({ id_sede: r.sede, enviar: false, detalles: [{ id_producto: r.p.jugo, cantidad: 1 }] })
    ).json().data;
    const res = await post(t, cocina, `ordenes/ordenDetalle/${o.detalles[0].id}/listo`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.noEnviada);
    expect((await post(t, cocina, 'ordenes/ordenDetalle/987654321/listo')).statusCode).toBe(404);
  });
});

describe('removing lines and annulling orders', () => {
  it('lets the waiter remove a held line, kept with who and why', async () => {
    const o = (
      await ordenar({
        id_sede: r.sede,
        enviar: false,
        detalles: [
          { id_producto: r.p.jugo, cantidad: 1 },
          { id_producto: r.p.servicio, cantidad: 1 },
        ],
      })
    ).json().data;
    const res = await borrar(t, mesero, `orden/ordenDetalle/${o.detalles[0].id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.lineaRetirada, data: { totales: { total: '15000.00' } } });
    expect(res.json().data.detalles).toHaveLength(1);
    expect(await lineaEnBd(o.detalles[0].id)).toMatchObject({
      retirado_por: mesero.usuarioId,
      motivo: 'Retirado antes de enviar a preparación',
      devuelve_inventario: null,
    });
    expect((await borrar(t, mesero, `orden/ordenDetalle/${o.detalles[0].id}`)).statusCode).toBe(409);
  });

  it('a sent line: the waiter gets 403; roles 0/1 must give the reason and the stock choice', async () => {
    const o = (
      await ordenar({ id_sede: r.sede, detalles: [{ id_producto: r.p.bandeja, cantidad: 1 }] })
    ).json().data;
    const linea = o.detalles[0].id;
    const antes = await lineaEnBd(linea);
    const waiter = await borrar(
      t,
      mesero,
      `orden/ordenDetalle/${linea}?motivo=Error&devuelve_inventario=true`,
    );
    expect(waiter.statusCode).toBe(403);
    expect(waiter.json().message).toBe(M.soloPrivilegiados);
    const sinDatos = await borrar(t, e, `orden/ordenDetalle/${linea}`);
    expect(sinDatos.statusCode).toBe(422);
    expect(sinDatos.json().data.errors).toEqual({
      motivo: [M.motivoRequerido],
      devuelve_inventario: [M.inventarioRequerido],
    });
    expect(await lineaEnBd(linea)).toEqual(antes);
    const admin = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 1, acceso: 'ventas' });
    const ok = await borrar(
      t,
      admin,
      `orden/ordenDetalle/${linea}?motivo=Se%20quem%C3%B3&devuelve_inventario=false`,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await lineaEnBd(linea)).toMatchObject({
      estado: 'enviada',
      motivo: 'Se quemó',
      devuelve_inventario: false,
      retirado_por: admin.usuarioId,
    });
  });

  it('annuls an order: held-only by the waiter, with sent lines only by roles 0/1 with a reason', async () => {
    const held = (
      await ordenar({ id_sede: r.sede, enviar: false, detalles: [{ id_producto: r.p.jugo, cantidad: 1 }] })
    ).json().data;
    const anulada = await borrar(t, mesero, `ordenes/orden/${held.id}`);
    expect(anulada.statusCode, anulada.body).toBe(200);
    expect(anulada.json()).toMatchObject({
      message: M.anulada,
      data: { estado: 'anulada', detalles: [], totales: { total: '0.00' } },
    });
    expect((await borrar(t, mesero, `ordenes/orden/${held.id}`)).statusCode).toBe(409);
    const enviada = (
      await ordenar({ id_mesa: r.mesas[3], detalles: [{ id_producto: r.p.jugo, cantidad: 1 }] })
    ).json().data;
    expect(
      (await borrar(t, mesero, `ordenes/orden/${enviada.id}?motivo=x&devuelve_inventario=true`)).statusCode,
    ).toBe(403);
    expect((await borrar(t, e, `ordenes/orden/${enviada.id}`)).statusCode).toBe(422);
    const ok = await borrar(
      t,
      e,
      `ordenes/orden/${enviada.id}?motivo=Cliente%20se%20fue&devuelve_inventario=true`,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await lineaEnBd(enviada.detalles[0].id)).toMatchObject({
      motivo: 'Cliente se fue',
      devuelve_inventario: true,
    });
    // The table is free again: a new submission opens a new order.
    const nueva = await ordenar({ id_mesa: r.mesas[3], detalles: [{ id_producto: r.p.jugo, cantidad: 1 }] });
    expect(nueva.json().data.id).not.toBe(enviada.id);
    expect(
      (await ordenar({ id_orden: enviada.id, detalles: [{ id_producto: r.p.jugo, cantidad: 1 }] }))
        .statusCode,
    ).toBe(409);
  });
});

describe('POST mesas/mesa/{idMesa}/orden/{idOrden}', () => {
  it('puts a counter order on a free table, then moves it', async () => {
    const o = (await ordenar({ id_sede: r.sede, detalles: [{ id_producto: r.p.jugo, cantidad: 1 }] })).json()
      .data;
    const ocupada = (await get(t, mesero, `ordenes/ordenesAbiertas?id_mesa=${r.mesas[4]}`)).json().data[0];
    await borrar(t, e, `ordenes/orden/${ocupada.id}?motivo=Prueba&devuelve_inventario=true`);
    const libre = (await get(t, mesero, 'mesas/mesa/orden'))
      .json()
      .data.find((m: { id: number }) => m.id === r.mesas[4]);
    expect(libre.orden).toBeNull();
    const res = await post(t, mesero, `mesas/mesa/${libre.id}/orden/${o.id}`, { _method: 'put' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.movida, data: { id: o.id, id_mesa: libre.id } });
    const otra = await post(t, mesero, `mesas/mesa/${r.mesaOtraSede}/orden/${o.id}`);
    expect(otra.statusCode).toBe(422);
    expect(otra.json().message).toBe(M.mesaOtraSede);
  });

  it('joins an order into the target table’s open order', async () => {
    const mesas = (await get(t, mesero, `mesas/mesa/orden?id_sede=${r.sede}`)).json().data;
    const ocupadas = mesas.filter((m: { orden: unknown }) => m.orden);
    const [destino, origen] = ocupadas;
    const total = (await get(t, mesero, `ordenes/ordenesAbiertas?id_mesa=${destino.id}`)).json().data[0];
    const movida = (await get(t, mesero, `ordenes/ordenesAbiertas?id_mesa=${origen.id}`)).json().data[0];
    const res = await post(t, mesero, `mesas/mesa/${destino.id}/orden/${movida.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.unida,
      data: { id: total.id, comensales: total.comensales + movida.comensales },
    });
    expect(res.json().data.detalles).toHaveLength(total.detalles.length + movida.detalles.length);
    const [fuente] = filasDe(
      await t.database.db.execute(
        sql`select estado, id_orden_destino::int as id_orden_destino from ordenes where id = ${movida.id}`,
      ),
    );
    expect(fuente).toEqual({ estado: 'unida', id_orden_destino: total.id });
    const despues = (await get(t, mesero, `mesas/mesa/orden?id_sede=${r.sede}`)).json().data;
    expect(despues.find((m: { id: number }) => m.id === origen.id).orden).toBeNull();
    expect((await post(t, mesero, `mesas/mesa/${origen.id}/orden/${movida.id}`)).statusCode).toBe(409);
  });
});
