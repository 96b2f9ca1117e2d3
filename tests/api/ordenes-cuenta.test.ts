import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MENSAJES_ORDENES as M } from '../../common/ordenes';
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
beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  r = await montarRestaurante(t, e);
  mesero = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 3, acceso: 'ventas' });
});
afterAll(() => t.close());

const ordenar = (cuerpo: Record<string, unknown>) => post(t, mesero, 'ordenes/orden', pedido(cuerpo));

async function abrir(mesa: number): Promise<number> {
  const res = await ordenar({ id_mesa: mesa, detalles: [{ id_producto: r.p.bandeja, cantidad: 1 }] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

async function enBd(id: number) {
  return filasDe(
    await t.database.db.execute(
      sql`select cuenta_pedida_at is not null as pedida, cuenta_pedida_por::int as por, comensales,
            updated_at::text as updated_at from ordenes where id = ${id}`,
    ),
  )[0] as { pedida: boolean; por: number | null; comensales: number; updated_at: string };
}

describe('Cuenta pedida: POST / DELETE ordenes/orden/{id}/cuenta', () => {
  it('marks the bill requested (who and when), shows it on the map, and clears it', async () => {
    const id = await abrir(r.mesas[0]);
    const res = await post(t, mesero, `ordenes/orden/${id}/cuenta`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.cuentaPedida);
    expect(res.json().data.cuenta_pedida_at).toEqual(expect.any(String));
    expect(await enBd(id)).toMatchObject({ pedida: true, por: mesero.usuarioId });
    const mapa = (await get(t, mesero, `mesas/mesa/orden?id_sede=${r.sede}`)).json().data;
    expect(mapa.find((m: { id: number }) => m.id === r.mesas[0]).orden.cuenta_pedida_at).toEqual(
      res.json().data.cuenta_pedida_at,
    );
    // Marking again keeps the first time.
    const otra = await post(t, mesero, `ordenes/orden/${id}/cuenta`);
    expect(otra.json().data.cuenta_pedida_at).toBe(res.json().data.cuenta_pedida_at);

    const quitada = await borrar(t, mesero, `ordenes/orden/${id}/cuenta`);
    expect(quitada.statusCode, quitada.body).toBe(200);
    expect(quitada.json()).toMatchObject({ message: M.cuentaQuitada, data: { cuenta_pedida_at: null } });
    expect(await enBd(id)).toMatchObject({ pedida: false, por: null });
    expect((await borrar(t, mesero, `ordenes/orden/${id}/cuenta`)).statusCode).toBe(200);
  });

  it('a new send to the kitchen clears it; lines held without sending do not', async () => {
    const id = await abrir(r.mesas[1]);
    await post(t, mesero, `ordenes/orden/${id}/cuenta`);
    const guardada = await ordenar({
      id_orden: id,
      enviar: false,
      detalles: [{ id_producto: r.p.jugo, cantidad: 1 }],
    });
    expect(guardada.json().data.cuenta_pedida_at).toEqual(expect.any(String));
    const enviada = await ordenar({ id_orden: id });
    expect(enviada.statusCode, enviada.body).toBe(200);
    expect(enviada.json().data.cuenta_pedida_at).toBeNull();
    expect(await enBd(id)).toMatchObject({ pedida: false, por: null });
  });

  it('publishes the orders event so the maps update', async () => {
    const id = await abrir(r.mesas[2]);
    const vistos: number[][] = [];
    const fin = t.app.eventos.suscribir('ordenes', (ev) => {
      if (ev.empresaId === e.empresaId) vistos.push(ev.ids);
    });
    try {
      await post(t, mesero, `ordenes/orden/${id}/cuenta`);
      await vi.waitFor(() => expect(vistos).toEqual([[id]]));
      await borrar(t, mesero, `ordenes/orden/${id}/cuenta`);
      await vi.waitFor(() => expect(vistos).toEqual([[id], [id]]));
    } finally {
      fin();
    }
  });

  it('answers 409 in Spanish for an order that is not open, 404 for an unknown one', async () => {
    const id = await abrir(r.mesas[3]);
    expect((await borrar(t, e, `ordenes/orden/${id}?motivo=x&devuelve_inventario=true`)).statusCode).toBe(
      200,
    );
    for (const peticion of [
      post(t, mesero, `ordenes/orden/${id}/cuenta`),
      borrar(t, mesero, `ordenes/orden/${id}/cuenta`),
    ]) {
      const res = await peticion;
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(M.noAbierta);
    }
    expect(await enBd(id)).toMatchObject({ pedida: false });
    expect((await post(t, mesero, 'ordenes/orden/999999/cuenta')).statusCode).toBe(404);
  });

  it('is the waiter’s: the kitchen gets 403', async () => {
    const cocina = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 4, acceso: 'ordenes' });
    const id = await abrir(r.mesas[4]);
    expect((await post(t, cocina, `ordenes/orden/${id}/cuenta`)).statusCode).toBe(403);
    expect((await post(t, cocina, `ordenes/orden/${id}/comensales`, { comensales: 2 })).statusCode).toBe(403);
    expect(await enBd(id)).toMatchObject({ pedida: false, comensales: 1 });
    await borrar(t, e, `ordenes/orden/${id}?motivo=x&devuelve_inventario=true`);
  });
});

describe('POST ordenes/orden/{id}/comensales', () => {
  it('saves the diners at once; the same count again changes nothing', async () => {
    const id = await abrir(r.mesas[4]);
    const res = await post(t, mesero, `ordenes/orden/${id}/comensales`, { comensales: 6 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.comensales, data: { comensales: 6 } });
    const antes = await enBd(id);
    expect(antes.comensales).toBe(6);
    const otra = await post(t, mesero, `ordenes/orden/${id}/comensales`, { comensales: 6 });
    expect(otra.statusCode).toBe(200);
    expect((await enBd(id)).updated_at).toBe(antes.updated_at);
  });

  it('refuses a bad count with a message, and a closed order with 409, changing nothing', async () => {
    const [abierta] = (await get(t, mesero, `ordenes/ordenesAbiertas?id_mesa=${r.mesas[4]}`)).json().data;
    for (const comensales of [0, 1000, 'muchos']) {
      const res = await post(t, mesero, `ordenes/orden/${abierta.id}/comensales`, { comensales });
      expect(res.statusCode).toBe(422);
      expect(res.json().data.errors.comensales).toBeDefined();
    }
    expect((await enBd(abierta.id)).comensales).toBe(6);
    await borrar(t, e, `ordenes/orden/${abierta.id}?motivo=x&devuelve_inventario=true`);
    const cerrada = await post(t, mesero, `ordenes/orden/${abierta.id}/comensales`, { comensales: 2 });
    expect(cerrada.statusCode).toBe(409);
    expect(cerrada.json().message).toBe(M.noAbierta);
  });
});

describe('fractional quantities', () => {
  it('takes 0.5 of a product sold by the litre, refuses it for one sold by the unit naming the line', async () => {
    const antes = (await get(t, mesero, 'ordenes?rowsPerPage=-1')).json().data.total;
    const res = await ordenar({
      id_mesa: r.mesas[0],
      detalles: [
        { id_producto: r.p.jugo, cantidad: '0.5' },
        { id_producto: r.p.bandeja, cantidad: '1.5' },
        { id_producto: r.p.bandeja, cantidad: '2.000' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.cantidadEntera);
    expect(res.json().data.errors).toEqual({ 'detalles.1.cantidad': [M.cantidadEntera] });
    expect((await get(t, mesero, 'ordenes?rowsPerPage=-1')).json().data.total).toBe(antes);

    const bien = await ordenar({
      id_mesa: r.mesas[0],
      detalles: [
        { id_producto: r.p.jugo, cantidad: '0.5' },
        { id_producto: r.p.bandeja, cantidad: '2.000' },
      ],
    });
    expect(bien.statusCode, bien.body).toBe(200);
    expect(bien.json().data.detalles.slice(-2)).toMatchObject([{ cantidad: '0.500' }, { cantidad: '2.000' }]);
  });
});

describe('despacho lines carry their send', () => {
  it('gives each line the id of the submission that sent it', async () => {
    const primero = await ordenar({
      id_mesa: r.mesas[2],
      detalles: [{ id_producto: r.p.jugo, cantidad: 1 }],
    });
    const segundo = await ordenar({
      id_mesa: r.mesas[2],
      detalles: [{ id_producto: r.p.jugo, cantidad: 2 }],
    });
    const envios = filasDe(
      await t.database.db.execute(
        sql`select id::int as id from ordenes_envios where id_orden = ${primero.json().data.id} order by id`,
      ),
    ).map((f) => f.id as number);
    const grupos = (await get(t, e, `ordenes/grupo/despacho?id_sede=${r.sede}`)).json().data;
    const barra = grupos.find((g: { id_punto_impresion: number }) => g.id_punto_impresion === r.bar);
    const orden = barra.ordenes.find((o: { id_orden: number }) => o.id_orden === segundo.json().data.id);
    expect(
      orden.detalles.map((d: { id_envio: number; cantidad: string }) => [d.id_envio, d.cantidad]),
    ).toEqual([
      [envios.at(-2), '1.000'],
      [envios.at(-1), '2.000'],
    ]);
  });
});
