import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { formasPago, nits, productos } from '../../common/catalogos';
import type { TestApp } from './harness';
import type { EmpresaDePrueba } from './fixtures';
import { crearSede, cuerpoValido } from './catalogos-soporte';
import { post } from './ordenes-soporte';

/** A company ready to buy: one venue, a supplier, two payment methods and stock-managed products. */
export interface Bodega {
  sede: number;
  proveedor: number;
  efectivo: number;
  transferencia: number;
  /** harina: 10 in stock at 2.000, category Insumos, minimum 5; queso: no stock, no cost, no category;
   * hielo: no stock, allows negative stock. */
  p: Record<'harina' | 'queso' | 'hielo', number>;
}

async function crear(t: TestApp, e: EmpresaDePrueba, url: string, cuerpo: object): Promise<number> {
  const r = await post(t, e, url, cuerpo);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id;
}

export async function montarBodega(t: TestApp, e: EmpresaDePrueba, n = 1): Promise<Bodega> {
  const sede = await crearSede(t, e, 'Principal');
  const proveedor = await crear(t, e, nits.api.item, {
    ...cuerpoValido(nits, n, sede),
    tipo_proveedor_cliente: 'proveedor',
  });
  const efectivo = await crear(t, e, formasPago.api.item, { nombre: 'Efectivo', efectivo: true });
  const transferencia = await crear(t, e, formasPago.api.item, { nombre: 'Transferencia' });
  const insumos = await crear(t, e, 'categorias/categoria', { nombre: 'Insumos' });
  const producto = (cuerpo: object) =>
    crear(t, e, productos.api.item, { precio_venta: '1000', maneja_inventario: true, ...cuerpo });
  return {
    sede,
    proveedor,
    efectivo,
    transferencia,
    p: {
      harina: await producto({
        nombre: 'Harina de trigo',
        id_categoria: insumos,
        costo: '2000',
        inventario_inicial: '10',
        inventario_minimo: '5',
      }),
      queso: await producto({ nombre: 'Queso campesino' }),
      hielo: await producto({ nombre: 'Hielo', permite_inventario_negativo: true }),
    },
  };
}

/** A purchase's body with a fresh idempotency key. */
export const compra = (b: Bodega, cuerpo: Record<string, unknown>) => ({
  idempotencia: randomUUID(),
  id_nit: b.proveedor,
  numero_factura_proveedor: 'FV-1',
  fecha: '2026-03-15',
  id_forma_pago: b.efectivo,
  id_sede: b.sede,
  ...cuerpo,
});
