import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nits as nitsCatalogo, productos } from '../../common/catalogos';
import { esNegativo, exacto, mas, por, textoFijo } from '../../common/exacto';
import type { TestApp } from './harness';
import { createTestApp } from './harness';
import { crearEmpresaDePrueba, filasDe, type EmpresaDePrueba } from './fixtures';
import { cuerpoValido } from './catalogos-soporte';
import { esperarInventarioCuadrado } from './inventario-soporte';
import { esperarAjustesEnLibro } from './ajustes-soporte';
import { post } from './ordenes-soporte';
import { montarCaja, type Caja } from './ventas-soporte';

const esPg = (process.env.TEST_DB ?? 'pglite') === 'pg';
const CONEXIONES = 8;

/**
 * Issue 10: purchases, counter sales and inventory adjustments of the same products from 8 connections at once
 * (PostgreSQL; the app's tenant pool has 8 and 8 workers keep it busy). After each scenario the stock equals the
 * sum of its movements, every adjustment line its movement, and nothing is below zero where not allowed.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;
let proveedor: number;

beforeAll(async () => {
  t = await createTestApp({}, { poolSize: CONEXIONES });
  e = await crearEmpresaDePrueba(t);
  c = await montarCaja(t, e);
  const nit = await post(t, e, nitsCatalogo.api.item, {
    ...cuerpoValido(nitsCatalogo, 1, c.sede),
    tipo_proveedor_cliente: 'proveedor',
  });
  expect(nit.statusCode, nit.body).toBe(200);
  proveedor = nit.json().data.id;
  const caja = await post(t, e, 'cuadresCaja/cuadreCaja', { id_sede: c.sede, saldo_apertura: '0' });
  expect(caja.statusCode, caja.body).toBe(200);
});
afterEach(async () => {
  await esperarInventarioCuadrado(t, e.empresaId);
  await esperarAjustesEnLibro(t);
});
afterAll(() => t.close());

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));
const stock = async (id: number) =>
  exacto(
    String(
      (
        await filas(
          sql`select cantidad::text from productos_inventario where id_producto = ${id} and id_sede = ${c.sede}`,
        )
      )[0]?.cantidad ?? '0',
    ),
  );

async function producto(nombre: string, extra: object = {}): Promise<number> {
  const r = await post(t, e, productos.api.item, {
    nombre,
    precio_venta: '2500',
    costo: '1000',
    maneja_inventario: true,
    ...extra,
  });
  expect(r.statusCode, r.body).toBe(200);
  const id = r.json().data.id as number;
  const inicial = await post(t, e, 'inventarios/inventario', {
    idempotencia: randomUUID(),
    tipo: 'conteo',
    id_sede: c.sede,
    detalle: [{ id_producto: id, contado: '20' }],
  });
  expect(inicial.statusCode, inicial.body).toBe(200);
  return id;
}

type Operacion = {
  clase: 'compra' | 'venta' | 'salida' | 'entrada' | 'conteo';
  id: number;
  cantidad: string;
};

const pedir = (o: Operacion) => {
  switch (o.clase) {
    case 'compra':
      return post(t, e, 'compras/compra', {
        idempotencia: randomUUID(),
        id_nit: proveedor,
        numero_factura_proveedor: 'FV-9',
        id_forma_pago: c.tarjeta,
        id_sede: c.sede,
        detalle_compra: [{ id_producto: o.id, cantidad: o.cantidad, costo_unitario: '1200' }],
      });
    case 'venta':
      return post(t, e, 'ventas/inmediata', {
        idempotencia: randomUUID(),
        id_sede: c.sede,
        detalles: [{ id_producto: o.id, cantidad: Number(o.cantidad) }],
        formaPagoValores: [
          { id_forma_pago: c.tarjeta, valor: textoFijo(por(exacto(o.cantidad), exacto(2500)), 0) },
        ],
      });
    case 'conteo':
      return post(t, e, 'inventarios/inventario', {
        idempotencia: randomUUID(),
        tipo: 'conteo',
        id_sede: c.sede,
        detalle: [{ id_producto: o.id, contado: o.cantidad }],
      });
    default:
      return post(t, e, 'inventarios/inventario', {
        idempotencia: randomUUID(),
        tipo: o.clase,
        motivo: o.clase === 'entrada' ? 'correccion' : 'merma',
        id_sede: c.sede,
        detalle: [{ id_producto: o.id, cantidad: o.cantidad }],
      });
  }
};

/** Runs the operations from `CONEXIONES` workers at once; answers each one's status, in the given order. */
async function enParalelo(operaciones: Operacion[]) {
  const estados: number[] = new Array(operaciones.length);
  const cuerpos: string[] = new Array(operaciones.length);
  let siguiente = 0;
  await Promise.all(
    Array.from({ length: CONEXIONES }, async () => {
      while (siguiente < operaciones.length) {
        const i = siguiente++;
        const r = await pedir(operaciones[i]);
        estados[i] = r.statusCode;
        cuerpos[i] = r.body;
      }
    }),
  );
  return { estados, cuerpos };
}

/** 8 of each kind, interleaved so that every worker mixes them. */
function mezcla(id: number, clases: Operacion['clase'][], cantidades: Record<string, string>) {
  const ops: Operacion[] = [];
  for (let i = 0; i < 8; i++)
    for (const clase of clases) ops.push({ clase, id, cantidad: cantidades[clase] });
  return ops;
}

describe.runIf(esPg)('purchases, counter sales and adjustments of one product at once (PostgreSQL)', () => {
  it('the stock is the start plus what was accepted, never below zero; refusals are 409 and keep nothing', async () => {
    const leche = await producto('Leche entera');
    const cantidades = { compra: '2', venta: '3', salida: '2', entrada: '1' };
    const ops = mezcla(leche, ['compra', 'venta', 'salida', 'entrada'], cantidades);
    const { estados, cuerpos } = await enParalelo(ops);
    let esperado = exacto(20);
    ops.forEach((o, i) => {
      if (o.clase === 'compra' || o.clase === 'entrada')
        expect(estados[i], `${o.clase}: ${cuerpos[i]}`).toBe(200);
      else expect([200, 409], `${o.clase}: ${cuerpos[i]}`).toContain(estados[i]);
      if (estados[i] !== 200) return;
      const signo = o.clase === 'compra' || o.clase === 'entrada' ? 1 : -1;
      esperado = mas(esperado, por(exacto(o.cantidad), exacto(signo)));
    });
    // 20 + 16 + 8 in, 24 + 16 asked out: with 44 at most, something may be refused, never oversold.
    expect(textoFijo(await stock(leche), 3)).toBe(textoFijo(esperado, 3));
    expect(esNegativo(await stock(leche))).toBe(false);
  });

  it('with counts among them, each count lands on what was counted and the ledger squares', async () => {
    const queso = await producto('Queso costeño');
    const hielo = await producto('Hielo en bolsa', { permite_inventario_negativo: true });
    const ops = [
      ...mezcla(queso, ['compra', 'venta', 'salida', 'conteo'], {
        compra: '1',
        venta: '2',
        salida: '3',
        conteo: '5',
      }),
      ...mezcla(hielo, ['venta', 'salida', 'conteo'], { venta: '4', salida: '5', conteo: '1' }),
    ];
    const { estados, cuerpos } = await enParalelo(ops);
    ops.forEach((o, i) => {
      // The ice allows negative stock: nothing of it is refused.
      if (o.id === hielo || o.clase === 'compra' || o.clase === 'conteo')
        expect(estados[i], `${o.clase}: ${cuerpos[i]}`).toBe(200);
      else expect([200, 409]).toContain(estados[i]);
    });
    const conteos = await filas(
      sql`select d.contado::text, d.despues::text from ajustes_inventario_detalle d
          join ajustes_inventario a on a.empresa_id = d.empresa_id and a.id = d.id_ajuste
          where a.tipo = 'conteo' and d.id_producto in (${queso}, ${hielo})`,
    );
    expect(conteos.length).toBeGreaterThanOrEqual(16);
    expect(conteos.filter((f) => f.contado !== f.despues)).toEqual([]);
    expect(esNegativo(await stock(queso))).toBe(false);
  });
});
