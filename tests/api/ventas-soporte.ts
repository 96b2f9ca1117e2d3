import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { formasPago, impuestos, nits as nitsCatalogo, productos } from '../../common/catalogos';
import { nits } from '../../server/db/schema';
import type { TestApp } from './harness';
import type { EmpresaDePrueba } from './fixtures';
import { crearSede } from './catalogos-soporte';
import { get, post } from './ordenes-soporte';

/** A till for the sales tests: a venue, payment methods, the Consumidor final, and products of every tax. */
export interface Caja {
  sede: number;
  otraSede: number;
  efectivo: number;
  tarjeta: number;
  consumidor: number;
  /** inc 32.400 (8 %), iva19 5.000 (19 %), iva5 7.000,50 (5 %), excluido 3.000; gaseosa 4.000 with 5 in stock. */
  p: Record<'inc' | 'iva19' | 'iva5' | 'excluido' | 'gaseosa', number>;
}

async function crear(t: TestApp, e: EmpresaDePrueba, url: string, cuerpo: object): Promise<number> {
  const r = await post(t, e, url, cuerpo);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id;
}

export async function montarCaja(t: TestApp, e: EmpresaDePrueba): Promise<Caja> {
  const sede = await crearSede(t, e, 'Centro');
  const otraSede = await crearSede(t, e, 'Norte');
  const efectivo = await crear(t, e, formasPago.api.item, { nombre: 'Efectivo', efectivo: true });
  const tarjeta = await crear(t, e, formasPago.api.item, { nombre: 'Tarjeta débito' });
  const [cf] = await t.database.withTenant(e.empresaId, (tx) =>
    tx
      .insert(nits)
      .values({ ...(nitsCatalogo.iniciales![0] as object), empresa_id: e.empresaId } as never)
      .returning({ id: nits.id }),
  );
  const impuesto = (nombre: string, tipo_impuesto: string, porcentaje: string) =>
    crear(t, e, impuestos.api.item, { nombre, tipo_impuesto, porcentaje });
  const inc = await impuesto('INC 8', 'INC', '8');
  const iva19 = await impuesto('IVA 19', 'IVA', '19');
  const iva5 = await impuesto('IVA 5', 'IVA', '5');
  const excluido = await impuesto('Excluido', 'EXCLUIDO', '0');
  const producto = (cuerpo: object) => crear(t, e, productos.api.item, cuerpo);
  const p = {
    inc: await producto({ nombre: 'Bandeja paisa', precio_venta: '32400', id_impuesto: inc }),
    iva19: await producto({ nombre: 'Agua en botella', precio_venta: '5000', id_impuesto: iva19 }),
    iva5: await producto({ nombre: 'Café en grano', precio_venta: '7000.50', id_impuesto: iva5 }),
    excluido: await producto({ nombre: 'Pan', precio_venta: '3000', id_impuesto: excluido }),
    gaseosa: await producto({
      nombre: 'Gaseosa',
      precio_venta: '4000',
      id_impuesto: iva19,
      maneja_inventario: true,
      inventario_inicial: '5',
    }),
  };
  return { sede, otraSede, efectivo, tarjeta, consumidor: cf.id as number, p };
}

/** A charge's body with a fresh idempotency key. */
export const cobro = (cuerpo: Record<string, unknown>) => ({ idempotencia: randomUUID(), ...cuerpo });

type Quien = { auth: Record<string, string> };

/** Opens a register in a venue with its opening cash; answers its id. */
export async function abrirCaja(t: TestApp, quien: Quien, idSede: number, saldo: string): Promise<number> {
  const r = await post(t, quien, 'cuadresCaja/cuadreCaja', { id_sede: idSede, saldo_apertura: saldo });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id;
}

/** `GET cuadresCaja/{id}/totales` (200 expected). */
export async function totalesDeCaja(t: TestApp, quien: Quien, id: number) {
  const r = await get(t, quien, `cuadresCaja/${id}/totales`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as Record<string, unknown> & { formas_pago: Record<string, unknown>[] };
}
