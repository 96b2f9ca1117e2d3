import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_ORDENES as M } from '../../common/ordenes';
import type { TestApp } from './harness';
import { crearAppConEmpresa, type EmpresaDePrueba } from './fixtures';
import { conToken, registrar } from './auth-soporte';
import { get, montarRestaurante, pedido, post, type Restaurante } from './ordenes-soporte';

/** Issue 34: products without a print point go to the venue's default station; a send says when a line reaches none. */

let t: TestApp;
let e: EmpresaDePrueba;
let r: Restaurante;
beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  r = await montarRestaurante(t, e);
});
afterAll(() => t.close());

const servicioEnMesa = (mesa: number) =>
  post(
    t,
    e,
    'ordenes/orden',
    pedido({ id_mesa: mesa, detalles: [{ id_producto: r.p.servicio, cantidad: 1 }] }),
  );

const marcar = async (id: number, predeterminado: boolean) => {
  const res = await post(t, e, `configuraciones/punto/impresion/${id}`, { _method: 'put', predeterminado });
  expect(res.statusCode, res.body).toBe(200);
};

const punto = (res: { json(): { data: { detalles: { id_punto_impresion: number | null }[] } } }) =>
  res.json().data.detalles.at(-1)?.id_punto_impresion;

describe('the default station', () => {
  it('with none marked, the line reaches no station and the send says so', async () => {
    const res = await servicioEnMesa(r.mesas[0]);
    expect(res.statusCode, res.body).toBe(200);
    expect(punto(res)).toBeNull();
    expect(res.json().message).toBe(M.enviadaSinEstacion(1));
    expect(res.json().message).toBe(
      'Orden enviada, pero 1 producto no llega a ninguna estación: asígnale un punto de impresión o marca una ' +
        'estación predeterminada en Puntos de impresión',
    );
  });

  it('a marked station takes the products without a print point; products with one keep theirs', async () => {
    await marcar(r.cocina, true);
    const res = await post(
      t,
      e,
      'ordenes/orden',
      pedido({
        id_mesa: r.mesas[1],
        detalles: [
          { id_producto: r.p.servicio, cantidad: 1 },
          { id_producto: r.p.jugo, cantidad: 1 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.enviada);
    const porProducto = Object.fromEntries(
      (res.json().data.detalles as { id_producto: number; id_punto_impresion: number }[]).map((l) => [
        l.id_producto,
        l.id_punto_impresion,
      ]),
    );
    expect(porProducto).toEqual({ [r.p.servicio]: r.cocina, [r.p.jugo]: r.bar });
  });

  it('a station of every venue serves where the venue has none of its own; the venue’s own wins', async () => {
    await marcar(r.cocina, false);
    const general = await post(t, e, 'configuraciones/punto/impresion', {
      nombre: 'Pase',
      predeterminado: true,
    });
    expect(general.statusCode, general.body).toBe(200);
    expect(punto(await servicioEnMesa(r.mesas[2]))).toBe(general.json().data.id);
    await marcar(r.bar, true);
    expect(punto(await servicioEnMesa(r.mesas[3]))).toBe(r.bar);
  });
});

describe('a new company', () => {
  it('starts with Cocina as its default station', async () => {
    const { token } = await registrar(t.app);
    const res = await get(
      t,
      { auth: conToken(token) },
      'configuraciones/puntos/impresion?page=1&rowsPerPage=-1',
    );
    expect(res.statusCode, res.body).toBe(200);
    const puntos = (res.json().data.data as { nombre: string; predeterminado: boolean }[]).map((p) => [
      p.nombre,
      p.predeterminado,
    ]);
    expect(Object.fromEntries(puntos)).toEqual({ Bar: false, Caja: false, Cocina: true });
  });
});
