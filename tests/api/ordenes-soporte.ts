import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { impuestos, mesas, productos } from '../../common/catalogos';
import type { TestApp } from './harness';
import type { EmpresaDePrueba } from './fixtures';
import { crearSede } from './catalogos-soporte';

/** A company's restaurant for the order tests: a venue, two print points, a tax, products and tables. */
export interface Restaurante {
  sede: number;
  otraSede: number;
  cocina: number;
  bar: number;
  /** Products by short name: bandeja (kitchen, 8 % INC, by the unit), jugo (bar, by the litre), servicio (no print point), insumo, inactivo. */
  p: Record<'bandeja' | 'jugo' | 'servicio' | 'insumo' | 'inactivo', number>;
  /** Tables 1–5 of the venue, and one of the other venue. */
  mesas: number[];
  mesaOtraSede: number;
}

export const post = (t: TestApp, e: { auth: Record<string, string> }, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers: e.auth, payload });

export const get = (t: TestApp, e: { auth: Record<string, string> }, url: string) =>
  t.app.inject({ url: `/api/${url}`, headers: e.auth });

export const borrar = (t: TestApp, e: { auth: Record<string, string> }, url: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/${url}`, headers: e.auth });

async function crear(t: TestApp, e: EmpresaDePrueba, url: string, cuerpo: object): Promise<number> {
  const r = await post(t, e, url, cuerpo);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id;
}

export async function montarRestaurante(t: TestApp, e: EmpresaDePrueba): Promise<Restaurante> {
  const sede = await crearSede(t, e, 'Centro');
  const otraSede = await crearSede(t, e, 'Norte');
  const cocina = await crear(t, e, 'configuraciones/punto/impresion', {
    nombre: 'Cocina caliente',
    id_sede: sede,
  });
  const bar = await crear(t, e, 'configuraciones/punto/impresion', { nombre: 'Barra', id_sede: sede });
  const inc = await crear(t, e, impuestos.api.item, { nombre: 'INC', porcentaje: '8' });
  const producto = (cuerpo: object) => crear(t, e, productos.api.item, cuerpo);
  const p = {
    bandeja: await producto({
      nombre: 'Bandeja paisa',
      precio_venta: '32500',
      id_impuesto: inc,
      id_punto_impresion: cocina,
      tipo_producto: 'preparado',
      tiempo_preparacion: 20,
    }),
    // By the litre, so it takes fractional quantities (0.5).
    jugo: await producto({
      nombre: 'Jugo de lulo',
      precio_venta: '7000.50',
      id_punto_impresion: bar,
      unidad_medida: 'litro',
    }),
    servicio: await producto({ nombre: 'Descorche', precio_venta: '15000', tipo_producto: 'servicio' }),
    insumo: await producto({ nombre: 'Arroz', precio_venta: '3000', tipo_producto: 'insumo' }),
    inactivo: await producto({ nombre: 'Viejo', precio_venta: '1000', estado: 'inactivo' }),
  };
  const lista = [];
  for (let n = 1; n <= 5; n++)
    lista.push(await crear(t, e, mesas.api.item, { nombre: `Mesa ${n}`, id_sede: sede, ubicacion: 'Salón' }));
  const mesaOtraSede = await crear(t, e, mesas.api.item, { nombre: 'Mesa Norte', id_sede: otraSede });
  return { sede, otraSede, cocina, bar, p, mesas: lista, mesaOtraSede };
}

/** A submission's body with a fresh idempotency key. */
export const pedido = (cuerpo: Record<string, unknown>) => ({ idempotencia: randomUUID(), ...cuerpo });
