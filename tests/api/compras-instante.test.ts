import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrarCompra } from '../../server/routes/compras/service';
import { compraBody } from '../../server/routes/compras/schemas';
import type { TestApp } from './harness';
import { crearAppConEmpresa, filasDe, type EmpresaDePrueba } from './fixtures';
import { comoEmpresa } from './inventario-soporte';
import { post } from './ordenes-soporte';
import { compra, montarBodega, type Bodega } from './compras-soporte';

/**
 * Issue 27, the demo's past purchases: the purchase service writes at an instant the code gives (never a request),
 * the purchase, its stock movements and its cost history dated then (comanda_app cannot move them afterwards), and
 * the transaction's next writes at now again. Both engines.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let b: Bodega;
const HACE_DIEZ_DIAS = new Date(Date.now() - 10 * 86_400_000);

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));
/** The instants a purchase wrote: its own, its movements' and the cost rows of its product. */
const instantes = async (id: number, producto: number) => ({
  compra: (await filas(sql`select created_at, pagada_at from compras where id = ${id}`))[0],
  movimientos: await filas(
    sql`select created_at from inventario_movimientos where documento_tipo = 'compra' and documento_id = ${id}`,
  ),
  costo: (
    await filas(
      sql`select desde, costo::text from productos_costos where id_producto = ${producto} order by id desc limit 1`,
    )
  )[0],
});
const ms = (v: unknown) => new Date(v as string).getTime();

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  b = await montarBodega(t, e);
});
afterAll(() => t.close());

describe('a purchase written at an instant', () => {
  it('dates the purchase, its stock movements and its cost then, and the same transaction’s next writes now', async () => {
    const cuerpo = compraBody.parse(
      compra(b, {
        id_forma_pago: b.transferencia,
        detalle_compra: [{ id_producto: b.p.harina, cantidad: '10', costo_unitario: '3000' }],
      }),
    );
    const { antes, despues } = await comoEmpresa(
      t,
      e.empresaId,
      async (scope) => {
        const antes = await registrarCompra(scope, cuerpo, { instante: HACE_DIEZ_DIAS });
        const despues = await registrarCompra(
          scope,
          compraBody.parse(
            compra(b, {
              id_forma_pago: b.transferencia,
              detalle_compra: [{ id_producto: b.p.queso, cantidad: '2', costo_unitario: '500' }],
            }),
          ),
        );
        return { antes, despues };
      },
      e.usuarioId,
    );
    const pasada = await instantes(antes.id, b.p.harina);
    expect(ms(pasada.compra.created_at)).toBe(HACE_DIEZ_DIAS.getTime());
    expect(ms(pasada.compra.pagada_at)).toBe(HACE_DIEZ_DIAS.getTime());
    expect(pasada.movimientos.map((m) => ms(m.created_at))).toEqual([HACE_DIEZ_DIAS.getTime()]);
    // 10 at 2.000 in stock, 10 bought at 3.000: 2.500 since ten days ago.
    expect(pasada.costo).toMatchObject({ costo: '2500.00' });
    expect(ms(pasada.costo.desde)).toBe(HACE_DIEZ_DIAS.getTime());
    const ahora = await instantes(despues.id, b.p.queso);
    for (const v of [ahora.compra.created_at, ahora.movimientos[0].created_at, ahora.costo.desde])
      expect(Date.now() - ms(v)).toBeLessThan(3_600_000);
  });

  it('is not a request’s to choose: POST compras/compra writes now whatever its body says', async () => {
    const r = await post(
      t,
      e,
      'compras/compra',
      compra(b, {
        id_forma_pago: b.transferencia,
        instante: HACE_DIEZ_DIAS.toISOString(),
        created_at: HACE_DIEZ_DIAS.toISOString(),
        detalle_compra: [{ id_producto: b.p.harina, cantidad: '1', costo_unitario: '2500' }],
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
    const escrita = await instantes(r.json().data.id, b.p.harina);
    expect(Date.now() - ms(escrita.compra.created_at)).toBeLessThan(3_600_000);
    expect(Date.now() - ms(escrita.movimientos[0].created_at)).toBeLessThan(3_600_000);
  });
});
