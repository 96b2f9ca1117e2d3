import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_COMPRAS as M } from '../../common/compras';
import { TIPOS_MOVIMIENTO } from '../../common/inventario';
import { registrarMovimiento } from '../../server/services/inventario';
import type { TestApp } from './harness';
import {
  crearAppConEmpresa,
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  filasDe,
  type EmpresaDePrueba,
} from './fixtures';
import { comoEmpresa, esperarInventarioCuadrado } from './inventario-soporte';
import { borrar, get, post } from './ordenes-soporte';
import { compra, montarBodega, type Bodega } from './compras-soporte';

/** Purchases (issue 10) on both engines, with hand-computed figures. */
let t: TestApp;
let e: EmpresaDePrueba;
let b: Bodega;
let otra: EmpresaDePrueba;
let bo: Bodega;

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));
const stock = async (id: number) =>
  (await filas(sql`select cantidad::text from productos_inventario where id_producto = ${id}`))[0]
    ?.cantidad ?? '0.000';
const costo = async (id: number) =>
  (await filas(sql`select costo::text from productos where id = ${id}`))[0].costo as string | null;
const cuenta = async () =>
  (await filas(sql`select count(*)::int as n from compras where empresa_id = ${e.empresaId}`))[0].n;
/** Takes stock out as waste (what a sale would do), straight through the ledger. */
const sacar = (id: number, cantidad: string) =>
  comoEmpresa(t, e.empresaId, (scope) =>
    registrarMovimiento(scope, {
      id_producto: id,
      id_sede: b.sede,
      tipo: TIPOS_MOVIMIENTO.merma,
      cantidad: `-${cantidad}`,
    }),
  );

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  b = await montarBodega(t, e);
  otra = await crearEmpresaDePrueba(t);
  bo = await montarBodega(t, otra, 2);
});
afterEach(async () => {
  await esperarInventarioCuadrado(t, e.empresaId);
  await esperarInventarioCuadrado(t, otra.empresaId);
});
afterAll(() => t.close());

/** 5 harina at 2.600 less 1.000 with IVA 19 %, and 3 queso for a line total of 9.000 without IVA. */
const dosLineas = (cuerpo: Record<string, unknown> = {}) =>
  compra(b, {
    detalle_compra: [
      {
        id_producto: b.p.harina,
        cantidad: '5',
        costo_unitario: '2600',
        descuento: '1000',
        porcentaje_iva: '19',
      },
      { id_producto: b.p.queso, cantidad: 3, valor_total: '9000' },
    ],
    ...cuerpo,
  });

describe('a purchase', () => {
  let id = 0;

  it('computes its money on the server, brings the stock in and averages the cost', async () => {
    const r = await post(t, e, 'compras/compra', { ...dosLineas(), total: '1' });
    expect(r.statusCode, r.body).toBe(200);
    const c = r.json().data;
    id = c.id;
    // harina: 5 × 2.600 = 13.000; − 1.000 = 12.000; IVA 19 % = 2.280; total 14.280. queso: 9.000.
    expect(c).toMatchObject({
      subtotal: '22000.00',
      descuento: '1000.00',
      iva: '2280.00',
      total_iva: '2280.00',
      total: '23280.00',
      tipo_pago_compra: 1,
      estado: 'registrada',
      fecha: '2026-03-15',
    });
    expect(c.detalle_compra).toMatchObject([
      {
        nombre: 'Harina de trigo',
        categoria: 'Insumos',
        cantidad: '5.000',
        costo_unitario: '2600.00',
        subtotal: '13000.00',
        descuento: '1000.00',
        iva: '2280.00',
        total: '14280.00',
        stock: '15.000',
        stock_minimo: '5.000',
      },
      { nombre: 'Queso campesino', categoria: M.sinCategoria, costo_unitario: '3000.00', total: '9000.00' },
    ]);
    expect(await stock(b.p.harina)).toBe('15.000');
    expect(await stock(b.p.queso)).toBe('3.000');
    // (10 × 2.000 + 12.000) / 15 = 2.133,33; queso had no stock: its unit cost, 3.000.
    expect(await costo(b.p.harina)).toBe('2133.33');
    expect(await costo(b.p.queso)).toBe('3000.00');
    const movimientos = await filas(
      sql`select tipo, cantidad::text, costo_unitario::text from inventario_movimientos
          where documento_tipo = 'compra' and documento_id = ${id} order by id_producto`,
    );
    expect(movimientos).toEqual([
      { tipo: 'compra', cantidad: '5.000', costo_unitario: '2400.00' },
      { tipo: 'compra', cantidad: '3.000', costo_unitario: '3000.00' },
    ]);
  });

  it('reads as the detail dialog shows it', async () => {
    const r = await get(t, e, `compras/compra/${id}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.nit.id).toBe(b.proveedor);
    expect(r.json().data.forma_pago.nombre).toBe('Efectivo');
    expect(r.json().data.detalle_compra).toHaveLength(2);
  });

  it('a second purchase averages over the stock on hand', async () => {
    // 15 at 2.133,33 + 5 at 3.000 → (31.999,95 + 15.000) / 20 = 2.349,9975 → 2.350,00
    const r = await post(
      t,
      e,
      'compras/compra',
      compra(b, {
        detalle_compra: [{ id_producto: b.p.harina, cantidad: '5', costo_unitario: '3000' }],
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(await costo(b.p.harina)).toBe('2350.00');
    const anulada = await borrar(t, e, `compras/compra/${r.json().data.id}?motivo=Error`);
    expect(anulada.statusCode, anulada.body).toBe(200);
    // back: (20 × 2.350 − 15.000) / 15 = 2.133,33
    expect(await costo(b.p.harina)).toBe('2133.33');
    expect(await stock(b.p.harina)).toBe('15.000');
  });

  it('cancelling reverses its movement at its own cost and keeps the record', async () => {
    const r = await borrar(t, e, `compras/compra/${id}?motivo=Factura%20duplicada`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(M.compraAnulada);
    expect(r.json().data).toMatchObject({ estado: 'anulada', motivo_anulacion: 'Factura duplicada' });
    expect(await stock(b.p.harina)).toBe('10.000');
    expect(await stock(b.p.queso)).toBe('0.000');
    // (15 × 2.133,33 − 12.000) / 10 = 1.999,995 → 2.000,00; queso has nothing left: its cost stays.
    expect(await costo(b.p.harina)).toBe('2000.00');
    expect(await costo(b.p.queso)).toBe('3000.00');
    const salidas = await filas(
      sql`select tipo, cantidad::text, costo_unitario::text from inventario_movimientos
          where documento_tipo = 'compra' and documento_id = ${id} and tipo = 'compra_anulada' order by id_producto`,
    );
    expect(salidas).toEqual([
      { tipo: 'compra_anulada', cantidad: '-5.000', costo_unitario: '2400.00' },
      { tipo: 'compra_anulada', cantidad: '-3.000', costo_unitario: '3000.00' },
    ]);
    const auditoria = await filas(
      sql`select accion, despues from auditoria where entidad = 'compras' and entidad_id = ${String(id)}`,
    );
    expect(auditoria).toEqual([
      { accion: 'compra.anulada', despues: { estado: 'anulada', motivo: 'Factura duplicada' } },
    ]);
    const otraVez = await borrar(t, e, `compras/compra/${id}`);
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json().message).toBe(M.yaAnulada);
    expect(await stock(b.p.harina)).toBe('10.000');
  });

  it('a cancellation that would take stock below zero is refused naming the products, nothing changed', async () => {
    const r = await post(
      t,
      e,
      'compras/compra',
      compra(b, {
        detalle_compra: [
          { id_producto: b.p.queso, cantidad: '4', costo_unitario: '1000' },
          { id_producto: b.p.hielo, cantidad: '2', costo_unitario: '500' },
        ],
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
    await sacar(b.p.queso, '3');
    await sacar(b.p.hielo, '5');
    const costoQueso = await costo(b.p.queso);
    const antes = await filas(sql`select count(*)::int as n from inventario_movimientos`);
    const refusal = await borrar(t, e, `compras/compra/${r.json().data.id}`);
    expect(refusal.statusCode).toBe(409);
    // hielo allows negative stock: only queso is named.
    expect(refusal.json().message).toBe(M.sinInventario(['Queso campesino']));
    expect((await get(t, e, `compras/compra/${r.json().data.id}`)).json().data.estado).toBe('registrada');
    expect(await stock(b.p.queso)).toBe('1.000');
    expect(await costo(b.p.queso)).toBe(costoQueso);
    expect(await filas(sql`select count(*)::int as n from inventario_movimientos`)).toEqual(antes);
  });

  it('a product that allows negative stock may go below zero on cancellation', async () => {
    const r = await post(
      t,
      e,
      'compras/compra',
      compra(b, {
        detalle_compra: [{ id_producto: b.p.hielo, cantidad: '2', costo_unitario: '500' }],
      }),
    );
    const antes = await stock(b.p.hielo); // -1 after the previous case
    expect(antes).toBe('-1.000');
    await sacar(b.p.hielo, '2');
    const anulada = await borrar(t, e, `compras/compra/${r.json().data.id}`);
    expect(anulada.statusCode, anulada.body).toBe(200);
    // −1 − 2 taken − 2 cancelled
    expect(await stock(b.p.hielo)).toBe('-5.000');
  });
});

describe('payables', () => {
  it('a pending purchase is listed as such and can be marked paid once', async () => {
    const r = await post(
      t,
      e,
      'compras/compra',
      compra(b, {
        tipo_pago_compra: 2,
        detalle_compra: [{ id_producto: b.p.harina, cantidad: '1', costo_unitario: '2000' }],
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data.id;
    expect(r.json().data).toMatchObject({ tipo_pago_compra: 2, fecha_pago: null });
    const pendientes = (await get(t, e, 'compras?tipo_pago_compra=2&page=0&rowsPerPage=100')).json().data
      .data;
    expect(pendientes.map((c: { id: number }) => c.id)).toContain(id);

    const pagada = await post(t, e, `compras/compra/${id}/pagar`, {
      id_forma_pago: b.transferencia,
      fecha_pago: '2026-04-01',
    });
    expect(pagada.statusCode, pagada.body).toBe(200);
    expect(pagada.json().message).toBe(M.compraPagada);
    expect(pagada.json().data).toMatchObject({
      tipo_pago_compra: 1,
      fecha_pago: '2026-04-01',
      forma_pago: { id: b.transferencia, nombre: 'Transferencia' },
    });
    const otraVez = await post(t, e, `compras/compra/${id}/pagar`, {});
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json().message).toBe(M.yaPagada);
  });

  it('a cancelled purchase cannot be paid', async () => {
    const r = await post(
      t,
      e,
      'compras/compra',
      compra(b, {
        tipo_pago_compra: 2,
        detalle_compra: [{ id_producto: b.p.harina, cantidad: '1', costo_unitario: '2000' }],
      }),
    );
    const id = r.json().data.id;
    expect((await borrar(t, e, `compras/compra/${id}`)).statusCode).toBe(200);
    const pagar = await post(t, e, `compras/compra/${id}/pagar`, {});
    expect(pagar.statusCode).toBe(409);
    expect(pagar.json().message).toBe(M.anuladaNoPagar);
  });
});

describe('list', () => {
  it('pages from 0, newest first', async () => {
    const total = await cuenta();
    const p0 = (await get(t, e, 'compras?page=0&rowsPerPage=2')).json().data;
    const p1 = (await get(t, e, 'compras?page=1&rowsPerPage=2')).json().data;
    expect(p0).toMatchObject({ current_page: 0, per_page: 2, total });
    expect(p0.data).toHaveLength(2);
    expect(p0.data[0].id).toBeGreaterThan(p0.data[1].id);
    expect(p1.data[0].id).toBeLessThan(p0.data[1].id);
    expect((await get(t, e, 'compras?page=-1')).statusCode).toBe(422);
  });
});

describe('idempotency and bad input', () => {
  it('the same key twice makes one purchase and moves stock once', async () => {
    const cuerpo = compra(b, {
      detalle_compra: [{ id_producto: b.p.harina, cantidad: '2', costo_unitario: '2000' }],
    });
    const antes = await stock(b.p.harina);
    const [r1, r2] = [await post(t, e, 'compras/compra', cuerpo), await post(t, e, 'compras/compra', cuerpo)];
    expect(r1.statusCode).toBe(200);
    expect(r2.statusCode).toBe(200);
    expect(r2.json().data.id).toBe(r1.json().data.id);
    expect(Number(await stock(b.p.harina)) - Number(antes)).toBe(2);
  });

  it('the same key sent twice at once makes one purchase', async () => {
    const cuerpo = compra(b, {
      detalle_compra: [{ id_producto: b.p.queso, cantidad: '1', costo_unitario: '1000' }],
    });
    const antes = await stock(b.p.queso);
    const [r1, r2] = await Promise.all([
      post(t, e, 'compras/compra', cuerpo),
      post(t, e, 'compras/compra', cuerpo),
    ]);
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    expect(r2.json().data.id).toBe(r1.json().data.id);
    const n = await filas(
      sql`select count(*)::int as n from compras where idempotencia = ${cuerpo.idempotencia}`,
    );
    expect(n).toEqual([{ n: 1 }]);
    expect(Number(await stock(b.p.queso)) - Number(antes)).toBe(1);
  });

  it('refuses with Spanish messages and changes nothing', async () => {
    const n = await cuenta();
    const antes = await stock(b.p.harina);
    const casos: [Record<string, unknown>, string][] = [
      [{ detalle_compra: [] }, M.sinLineas],
      [{ detalle_compra: [{ id_producto: b.p.harina, cantidad: '1' }] }, M.costo],
      [
        {
          detalle_compra: [
            { id_producto: b.p.harina, cantidad: '1', costo_unitario: '100', descuento: '101' },
          ],
        },
        M.descuento,
      ],
      [
        {
          fecha: '2026-02-30',
          detalle_compra: [{ id_producto: b.p.harina, cantidad: '1', costo_unitario: '1' }],
        },
        'fecha',
      ],
    ];
    for (const [cuerpo, texto] of casos) {
      const r = await post(t, e, 'compras/compra', compra(b, cuerpo));
      expect(r.statusCode, r.body).toBe(422);
      expect(r.body).toContain(texto === 'fecha' ? 'AAAA-MM-DD' : texto);
    }
    expect(await cuenta()).toBe(n);
    expect(await stock(b.p.harina)).toBe(antes);
  });

  it('the supplier must be a supplier, not a client only', async () => {
    await t.database.db.execute(
      sql`update nits set tipo_proveedor_cliente = 'cliente' where id = ${b.proveedor}`,
    );
    try {
      const n = await cuenta();
      const r = await post(
        t,
        e,
        'compras/compra',
        compra(b, {
          detalle_compra: [{ id_producto: b.p.harina, cantidad: '1', costo_unitario: '1' }],
        }),
      );
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().message).toBe(M.noEsProveedor);
      expect(await cuenta()).toBe(n);
    } finally {
      await t.database.db.execute(
        sql`update nits set tipo_proveedor_cliente = 'proveedor' where id = ${b.proveedor}`,
      );
    }
  });
});

describe('another company', () => {
  const linea = (id: number) => [{ id_producto: id, cantidad: '1', costo_unitario: '1000' }];

  it("another company's supplier, product, payment method or venue → 422, nothing written", async () => {
    const n = await cuenta();
    const casos: [Record<string, unknown>, string][] = [
      [{ id_nit: bo.proveedor, detalle_compra: linea(b.p.harina) }, M.proveedor],
      [{ detalle_compra: linea(bo.p.harina) }, M.producto],
      [{ detalle_compra: [...linea(b.p.harina), ...linea(bo.p.queso)] }, M.producto],
      [{ id_forma_pago: bo.efectivo, detalle_compra: linea(b.p.harina) }, M.formaPago],
      [{ id_sede: bo.sede, detalle_compra: linea(b.p.harina) }, M.sede],
    ];
    for (const [cuerpo, texto] of casos) {
      const r = await post(t, e, 'compras/compra', compra(b, cuerpo));
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().message).toBe(texto);
    }
    expect(await cuenta()).toBe(n);
    expect(await stock(bo.p.harina)).toBe('10.000');
  });

  it("another company's purchase answers 404 on read, cancel and pay", async () => {
    const r = await post(t, otra, 'compras/compra', compra(bo, { detalle_compra: linea(bo.p.harina) }));
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data.id;
    expect((await get(t, e, `compras/compra/${id}`)).statusCode).toBe(404);
    expect((await borrar(t, e, `compras/compra/${id}`)).statusCode).toBe(404);
    expect((await post(t, e, `compras/compra/${id}/pagar`, {})).statusCode).toBe(404);
    const lista = (await get(t, e, 'compras?rowsPerPage=-1&page=0')).json().data.data;
    expect(lista.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await get(t, otra, `compras/compra/${id}`)).json().data.estado).toBe('registrada');
  });
});

describe('permissions', () => {
  it("module 'compras' is required", async () => {
    const sin = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 2, acceso: 'ventas,inventario' });
    const con = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 2, acceso: 'compras' });
    expect((await get(t, sin, 'compras')).statusCode).toBe(403);
    const n = await cuenta();
    const r = await post(
      t,
      sin,
      'compras/compra',
      compra(b, { detalle_compra: [{ id_producto: b.p.harina, cantidad: '1', costo_unitario: '1' }] }),
    );
    expect(r.statusCode).toBe(403);
    expect(await cuenta()).toBe(n);
    expect((await get(t, con, 'compras')).statusCode).toBe(200);
  });
});
