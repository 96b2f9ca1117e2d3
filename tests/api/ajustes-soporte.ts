import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './harness';
import { filasDe } from './fixtures';

/**
 * Every adjustment line agrees with the ledger (read as the owner): a line that moved stock has exactly one
 * movement of the same signed quantity naming its adjustment, whose `saldo` is the line's `despues`; a line that
 * moved nothing has none.
 */
export async function esperarAjustesEnLibro(t: TestApp): Promise<void> {
  const rotos = filasDe(
    await t.database.db.execute(sql`
      select d.id::int, d.cantidad::text, d.despues::text,
        (select count(*)::int from inventario_movimientos m where m.empresa_id = d.empresa_id
           and m.documento_tipo = 'ajuste' and m.documento_id = d.id_ajuste and m.id_producto = d.id_producto
           and m.cantidad = d.cantidad and m.saldo = d.despues) as iguales,
        (select count(*)::int from inventario_movimientos m where m.empresa_id = d.empresa_id
           and m.documento_tipo = 'ajuste' and m.documento_id = d.id_ajuste and m.id_producto = d.id_producto) as todos
      from ajustes_inventario_detalle d`),
  ).filter((f) => (f.cantidad === '0.000' ? f.todos !== 0 : f.iguales !== 1 || f.todos !== 1));
  expect(rotos, 'cada línea de ajuste = su movimiento en el libro').toEqual([]);
}
