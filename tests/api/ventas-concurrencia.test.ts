import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productos } from '../../common/catalogos';
import { SIN_INVENTARIO } from '../../common/ordenes';
import type { TestApp } from './harness';
import { crearAppConEmpresa, filasDe, type EmpresaDePrueba } from './fixtures';
import { esperarInventarioCuadrado } from './inventario-soporte';
import { post } from './ordenes-soporte';
import { montarCaja, type Caja } from './ventas-soporte';

const esPg = (process.env.TEST_DB ?? 'pglite') === 'pg';

/** Counter sales that arrive together (issue 9): on PostgreSQL they run on parallel connections. */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  c = await montarCaja(t, e);
  const caja = await post(t, e, 'cuadresCaja/cuadreCaja', { id_sede: c.sede, saldo_apertura: '0' });
  expect(caja.statusCode, caja.body).toBe(200);
});
afterAll(() => t.close());

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));

describe('counter sales under concurrency', () => {
  it('20 parallel submissions with one key make one sale and all answer it', async () => {
    const cuerpo = {
      idempotencia: randomUUID(),
      id_sede: c.sede,
      detalles: [{ id_producto: c.p.excluido, cantidad: 1 }],
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '3000' }],
    };
    const rs = await Promise.all(Array.from({ length: 20 }, () => post(t, e, 'ventas/inmediata', cuerpo)));
    expect(rs.map((r) => r.statusCode)).toEqual(rs.map(() => 200));
    expect(new Set(rs.map((r) => r.json().data.id)).size).toBe(1);
    const [{ n }] = await filas(
      sql`select count(*)::int as n from ventas where idempotencia = ${cuerpo.idempotencia}`,
    );
    expect(n).toBe(1);
    // The requests that lost the race roll back their bump of the venue's counter (their COMMIT left behind the
    // write, which fails for them): the counter stands at the sales made, so the next number leaves no gap.
    const [{ ultimo, ventas }] = await filas(
      sql`select (select ultimo from ventas_consecutivos where id_sede = ${c.sede})::int as ultimo,
        (select count(*) from ventas where id_sede = ${c.sede})::int as ventas`,
    );
    expect(ultimo).toBe(ventas);
  });
});

describe.runIf(esPg)('numbers and stock under concurrency (PostgreSQL)', () => {
  it('100 parallel counter sales, 30 in stock: numbers 1..N without gaps, stock never below zero, money squares', async () => {
    const creado = await post(t, e, productos.api.item, {
      nombre: 'Empanada',
      precio_venta: '2500',
      maneja_inventario: true,
      inventario_inicial: '30',
    });
    expect(creado.statusCode, creado.body).toBe(200);
    const empanada = creado.json().data.id as number;
    const [{ previas }] = await filas(
      sql`select count(*)::int as previas from ventas where empresa_id = ${e.empresaId}`,
    );
    const rs = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post(t, e, 'ventas/inmediata', {
          idempotencia: randomUUID(),
          id_sede: c.sede,
          detalles: [
            { id_producto: empanada, cantidad: 1 },
            { id_producto: c.p.iva19, cantidad: 1 },
          ],
          propina: i % 2 === 0 ? '700' : '0',
          formaPagoValores: [
            { id_forma_pago: c.tarjeta, valor: '2500' },
            { id_forma_pago: c.efectivo, valor: i % 2 === 0 ? '10000' : '5000' },
          ],
        }),
      ),
    );
    const pasaron = rs.filter((r) => r.statusCode === 200);
    expect(pasaron).toHaveLength(30);
    for (const r of rs.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().message).toBe(SIN_INVENTARIO);
    }
    const numeros = (
      await filas(
        sql`select numero from ventas where empresa_id = ${e.empresaId} and id_sede = ${c.sede} order by numero`,
      )
    ).map((f) => f.numero);
    expect(numeros).toEqual(Array.from({ length: (previas as number) + 30 }, (_, i) => i + 1));
    const [stock] = await filas(
      sql`select cantidad::text from productos_inventario where id_producto = ${empanada} and id_sede = ${c.sede}`,
    );
    expect(stock.cantidad).toBe('0.000');
    const [cuadra] = await filas(sql`
      select (select coalesce(sum(total + propina), 0) from ventas where empresa_id = ${e.empresaId} and estado = 'pagada')::text as debido,
             (select coalesce(sum(p.valor), 0) from ventas_pagos p join ventas v on v.empresa_id = p.empresa_id and v.id = p.id_venta
               where v.empresa_id = ${e.empresaId} and v.estado = 'pagada')::text as pagado`);
    expect(cuadra.pagado).toBe(cuadra.debido);
    await esperarInventarioCuadrado(t, e.empresaId);
  }, 120_000);
});
