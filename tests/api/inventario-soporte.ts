import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { TenantScope } from '../../server/db/tenant';
import type { TestApp } from './harness';
import { filasDe } from './fixtures';

/**
 * The ledger's invariant, to call after every scenario that moves stock (orders, sales, purchases, adjustments):
 * for every product and venue of the company (or of every company), the stock on hand equals the sum of its
 * movements and the `saldo` of its last movement; every movement's `saldo` is the running sum up to it; and a
 * product that does not allow negative stock has none below zero. Read as the owner, outside any company.
 */
export async function esperarInventarioCuadrado(t: TestApp, empresaId?: number): Promise<void> {
  const deEmpresa = (alias: string) =>
    empresaId === undefined ? sql`true` : sql`${sql.raw(alias)}.empresa_id = ${empresaId}`;
  const descuadres = filasDe(
    await t.database.db.execute(sql`
      with claves as (
        select empresa_id, id_producto, id_sede from productos_inventario pi where ${deEmpresa('pi')}
        union
        select empresa_id, id_producto, id_sede from inventario_movimientos m where ${deEmpresa('m')}
      )
      select c.empresa_id::int, c.id_producto::int, c.id_sede::int,
        (select pi.cantidad::text from productos_inventario pi
          where (pi.empresa_id, pi.id_producto, pi.id_sede) = (c.empresa_id, c.id_producto, c.id_sede)) as existencia,
        (select coalesce(sum(m.cantidad), 0)::numeric(14,3)::text from inventario_movimientos m
          where (m.empresa_id, m.id_producto, m.id_sede) = (c.empresa_id, c.id_producto, c.id_sede)) as suma,
        (select m.saldo::text from inventario_movimientos m
          where (m.empresa_id, m.id_producto, m.id_sede) = (c.empresa_id, c.id_producto, c.id_sede)
          order by m.id desc limit 1) as ultimo_saldo
      from claves c`),
  ).filter((f) => f.existencia !== f.suma || f.existencia !== f.ultimo_saldo);
  expect(descuadres, 'existencia = suma de movimientos = saldo del último').toEqual([]);

  const saldosRotos = filasDe(
    await t.database.db.execute(sql`
      select id::int, saldo::text, acumulado::text from (
        select m.id, m.saldo, sum(m.cantidad) over (
          partition by m.empresa_id, m.id_producto, m.id_sede order by m.id) as acumulado
        from inventario_movimientos m where ${deEmpresa('m')}) x
      where saldo <> acumulado`),
  );
  expect(saldosRotos, 'cada saldo es la suma hasta su movimiento').toEqual([]);

  const negativos = filasDe(
    await t.database.db.execute(sql`
      select pi.id_producto::int, pi.cantidad::text from productos_inventario pi
      join productos p on p.empresa_id = pi.empresa_id and p.id = pi.id_producto
      where ${deEmpresa('pi')} and pi.cantidad < 0 and not p.permite_inventario_negativo`),
  );
  expect(negativos, 'sin negativos donde no se permiten').toEqual([]);
}

/** Runs `fn` with a company's scope, as a request of that user would (a transaction as comanda_app). */
export const comoEmpresa = <T>(
  t: TestApp,
  empresaId: number,
  fn: (scope: TenantScope) => Promise<T>,
  usuarioId: number | null = null,
) =>
  t.database.withTenant(empresaId, (tx) =>
    fn(new TenantScope(tx, empresaId, usuarioId === null ? undefined : { ip: null, usuarioId })),
  );
