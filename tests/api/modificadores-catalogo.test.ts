import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gruposModificadores, productos } from '../../common/catalogos';
import type { TestApp } from './harness';
import { crearAppConEmpresa, type EmpresaDePrueba } from './fixtures';
import { get, post } from './ordenes-soporte';

/** Issue 32: modifier groups (a generated catalogue), their options and the groups a product offers. */
let t: TestApp;
let e: EmpresaDePrueba;
const ids = { hamburguesa: 0, perro: 0, queso: 0, servicio: 0, termino: 0, adiciones: 0 };

async function crear(url: string, cuerpo: object): Promise<number> {
  const r = await post(t, e, url, cuerpo);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id;
}

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  ids.hamburguesa = await crear(productos.api.item, { nombre: 'Hamburguesa', precio_venta: '25000' });
  ids.perro = await crear(productos.api.item, { nombre: 'Perro caliente', precio_venta: '15000' });
  ids.queso = await crear(productos.api.item, {
    nombre: 'Queso tajado',
    tipo_producto: 'insumo',
    maneja_inventario: true,
    unidad_medida: 'gramo',
  });
  ids.servicio = await crear(productos.api.item, { nombre: 'Domicilio', precio_venta: '5000' });
});
afterAll(() => t.close());

describe('modifier groups', () => {
  it('are a catalogue: a required group whose minimum is above its maximum is refused', async () => {
    const malo = await post(t, e, gruposModificadores.api.item, {
      nombre: 'Término',
      obligatorio: true,
      minimo: 2,
      maximo: 1,
    });
    expect(malo.statusCode).toBe(422);
    expect(malo.json().data.errors.minimo).toEqual(['El mínimo no puede ser mayor que el máximo']);
    ids.termino = await crear(gruposModificadores.api.item, {
      nombre: 'Término',
      obligatorio: true,
      minimo: 1,
      maximo: 1,
    });
    ids.adiciones = await crear(gruposModificadores.api.item, { nombre: 'Adiciones', maximo: 3 });
    const lista = await get(t, e, 'gruposModificadores');
    expect(lista.json().data.data.map((g: { nombre: string }) => g.nombre)).toEqual(['Adiciones', 'Término']);
  });

  it('keep their options in order, with exact prices and the ingredient each consumes', async () => {
    const r = await post(t, e, `gruposModificadores/grupo/${ids.adiciones}/opciones`, {
      opciones: [
        { nombre: 'Extra queso', precio: '3000', id_ingrediente: ids.queso, cantidad: '30' },
        { nombre: 'Tocineta', precio: '4500.50' },
        { nombre: 'Sin cebolla' },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Opciones guardadas correctamente');
    const opciones = r.json().data;
    expect(opciones).toMatchObject([
      { nombre: 'Extra queso', precio: '3000.00', id_ingrediente: ids.queso, cantidad: '30.000' },
      { nombre: 'Tocineta', precio: '4500.50', id_ingrediente: null, cantidad: null, ingrediente: null },
      { nombre: 'Sin cebolla', precio: '0.00' },
    ]);
    expect(opciones[0].ingrediente).toEqual({
      id: ids.queso,
      nombre: 'Queso tajado',
      unidad_medida: 'gramo',
    });

    // Saved again: the kept ones keep their ids, a missing one goes, a new one comes.
    const otra = await post(t, e, `gruposModificadores/grupo/${ids.adiciones}/opciones`, {
      opciones: [
        { id: opciones[1].id, nombre: 'Tocineta', precio: '5000' },
        { nombre: 'Aguacate', precio: 2000 },
      ],
    });
    expect(otra.statusCode, otra.body).toBe(200);
    expect(otra.json().data).toMatchObject([
      { id: opciones[1].id, nombre: 'Tocineta', precio: '5000.00' },
      { nombre: 'Aguacate', precio: '2000.00' },
    ]);
    const leidas = await get(t, e, `gruposModificadores/grupo/${ids.adiciones}/opciones`);
    expect(leidas.json().data).toEqual(otra.json().data);
  });

  it('refuse bad options per line and change nothing', async () => {
    const antes = (await get(t, e, `gruposModificadores/grupo/${ids.adiciones}/opciones`)).json().data;
    const r = await post(t, e, `gruposModificadores/grupo/${ids.adiciones}/opciones`, {
      opciones: [
        { nombre: '', precio: '1000' },
        { nombre: 'Salsa', precio: '-100' },
        { nombre: 'Pan', id_ingrediente: ids.servicio, cantidad: '1' },
        { nombre: 'Queso', id_ingrediente: ids.queso },
        { nombre: 'Salsa' },
      ],
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().data.errors).toEqual({
      'opciones.0.nombre': ['Escriba el nombre de la opción'],
      'opciones.1.precio': ['El precio debe ser un valor en pesos, cero o mayor, con máximo dos decimales'],
      'opciones.2.id_ingrediente': ['El ingrediente debe manejar inventario'],
      'opciones.3.cantidad': ['Indique una cantidad mayor que cero, con máximo tres decimales'],
      'opciones.4.nombre': ['Otra opción del grupo ya tiene ese nombre'],
    });
    expect((await get(t, e, `gruposModificadores/grupo/${ids.adiciones}/opciones`)).json().data).toEqual(
      antes,
    );
  });

  it('are attached to products from the product, one group shared by many', async () => {
    for (const producto of [ids.hamburguesa, ids.perro]) {
      const r = await post(t, e, `productos/producto/${producto}/modificadores`, {
        grupos: [ids.termino, ids.adiciones],
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().message).toBe('Modificadores del producto guardados correctamente');
    }
    const leidos = await get(t, e, `productos/producto/${ids.perro}/modificadores`);
    expect(leidos.json().data).toEqual([
      { id: ids.termino, nombre: 'Término', obligatorio: true, minimo: 1, maximo: 1 },
      { id: ids.adiciones, nombre: 'Adiciones', obligatorio: false, minimo: 1, maximo: 3 },
    ]);
    const repetido = await post(t, e, `productos/producto/${ids.perro}/modificadores`, {
      grupos: [ids.adiciones, ids.adiciones],
    });
    expect(repetido.statusCode).toBe(422);
    expect(repetido.json().data.errors).toEqual({ 'grupos.1': ['El grupo está repetido'] });
    const quitar = await post(t, e, `productos/producto/${ids.perro}/modificadores`, { grupos: [] });
    expect(quitar.json().data).toEqual([]);
    expect((await get(t, e, `productos/producto/${ids.hamburguesa}/modificadores`)).json().data).toHaveLength(
      2,
    );
  });

  it('deleting a group takes it off its products and deletes its options', async () => {
    const id = await crear(gruposModificadores.api.item, { nombre: 'Salsas' });
    await post(t, e, `gruposModificadores/grupo/${id}/opciones`, { opciones: [{ nombre: 'Rosada' }] });
    await post(t, e, `productos/producto/${ids.perro}/modificadores`, { grupos: [id] });
    const r = await t.app.inject({
      method: 'DELETE',
      url: `/api/gruposModificadores/grupo/${id}`,
      headers: e.auth,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect((await get(t, e, `productos/producto/${ids.perro}/modificadores`)).json().data).toEqual([]);
    expect((await get(t, e, `gruposModificadores/grupo/${id}/opciones`)).statusCode).toBe(404);
  });
});
