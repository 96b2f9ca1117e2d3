import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TIPOS_MOVIMIENTO } from '../../common/inventario';
import { comparar, esNegativo, exacto, menos, textoFijo } from '../../common/exacto';
import { registrarMovimiento, SinInventarioError } from '../../server/services/inventario';
import type { TestApp } from './harness';
import { crearAppConEmpresa, filasDe, type EmpresaDePrueba } from './fixtures';
import { comoEmpresa, esperarInventarioCuadrado } from './inventario-soporte';
import { borrar, post } from './ordenes-soporte';
import { compra, montarBodega, type Bodega } from './compras-soporte';

const esPg = (process.env.TEST_DB ?? 'pglite') === 'pg';

/** Purchases that arrive together with other stock movements (issue 10): parallel connections on PostgreSQL. */
let t: TestApp;
let e: EmpresaDePrueba;
let b: Bodega;

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  b = await montarBodega(t, e);
});
afterEach(() => esperarInventarioCuadrado(t, e.empresaId));
afterAll(() => t.close());

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));
const stock = async (id: number) =>
  exacto(
    String(
      (await filas(sql`select cantidad::text from productos_inventario where id_producto = ${id}`))[0]
        ?.cantidad ?? '0',
    ),
  );

describe('purchases under concurrency', () => {
  it('20 parallel submissions with one key make one purchase and all answer it', async () => {
    const cuerpo = compra(b, {
      detalle_compra: [{ id_producto: b.p.queso, cantidad: '3', costo_unitario: '1000' }],
    });
    const rs = await Promise.all(Array.from({ length: 20 }, () => post(t, e, 'compras/compra', cuerpo)));
    expect(rs.map((r) => r.statusCode)).toEqual(rs.map(() => 200));
    expect(new Set(rs.map((r) => r.json().data.id)).size).toBe(1);
    expect(textoFijo(await stock(b.p.queso), 3)).toBe('3.000');
  });

  it.runIf(esPg)(
    'purchases, waste and a cancellation of one product at once: the ledger squares, never below zero',
    async () => {
      const p0 = await post(
        t,
        e,
        'compras/compra',
        compra(b, {
          detalle_compra: [{ id_producto: b.p.harina, cantidad: '8', costo_unitario: '2000' }],
        }),
      );
      expect(p0.statusCode, p0.body).toBe(200);
      const inicial = await stock(b.p.harina); // 18
      const compras = Array.from({ length: 8 }, () =>
        post(
          t,
          e,
          'compras/compra',
          compra(b, {
            detalle_compra: [{ id_producto: b.p.harina, cantidad: '2', costo_unitario: '3000' }],
          }),
        ),
      );
      const mermas = Array.from({ length: 12 }, () =>
        comoEmpresa(t, e.empresaId, (scope) =>
          registrarMovimiento(scope, {
            id_producto: b.p.harina,
            id_sede: b.sede,
            tipo: TIPOS_MOVIMIENTO.merma,
            cantidad: '-1',
          }),
        ).then(
          () => true,
          (error: unknown) => {
            if (error instanceof SinInventarioError) return false;
            throw error;
          },
        ),
      );
      const anulacion = borrar(t, e, `compras/compra/${p0.json().data.id}`);
      const [rs, ms, an] = await Promise.all([Promise.all(compras), Promise.all(mermas), anulacion]);
      expect(rs.map((r) => r.statusCode)).toEqual(rs.map(() => 200));
      expect([200, 409]).toContain(an.statusCode);
      const hechas = ms.filter(Boolean).length;
      const esperado = menos(inicial, exacto(hechas - 16 + (an.statusCode === 200 ? 8 : 0)));
      expect(textoFijo(await stock(b.p.harina), 3)).toBe(textoFijo(esperado, 3));
      expect(esNegativo(await stock(b.p.harina))).toBe(false);
      const [{ costo }] = await filas(
        sql`select costo::numeric as costo from productos where id = ${b.p.harina}`,
      );
      const c = exacto(String(costo));
      expect(comparar(c, exacto(2000)) >= 0 && comparar(c, exacto(3000)) <= 0, `costo ${String(costo)}`).toBe(
        true,
      );
    },
  );
});
