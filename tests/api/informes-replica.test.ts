import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mesEnCurso } from '../../common/mesBogota';
import { adminUrl, templateDbName } from './db-kind';
import { crearEmpresaDePrueba, type EmpresaDePrueba } from './fixtures';
import { abrirBaseDePrueba, appSobre, type TestApp } from './harness';
import { leerInforme, ok } from './informes-soporte';
import { get, post } from './ordenes-soporte';
import { abrirCaja, cobro, montarCaja } from './ventas-soporte';

/**
 * Issue 27: the reports and the dashboard read through DATABASE_READ_URL. Here it names another database (a copy
 * of the migrated template, standing in for a replica that has not caught up): a sale made on the main database
 * is in the sales list, which reads the main one, and in no report or dashboard figure, which read the replica.
 * The rest of the PostgreSQL suite runs with it set to the main database (tests/api/harness.ts).
 */
const enPostgres = (process.env.TEST_DB ?? 'pglite') !== 'pglite';
const replica = `comanda_test_replica_${process.pid}_${Date.now()}`;

async function admin(sentencia: string) {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    await c.query(sentencia);
  } finally {
    await c.end();
  }
}

describe.skipIf(!enPostgres)('reports on a read replica', () => {
  let t: TestApp;
  let e: EmpresaDePrueba;
  const { desde, hasta } = mesEnCurso(new Date());

  beforeAll(async () => {
    await admin(`create database ${replica} template ${templateDbName()}`);
    const base = await abrirBaseDePrueba({ lectura: replica });
    t = await appSobre(base.database, {
      ...base,
      dropDb: async () => {
        await base.dropDb();
        await admin(`drop database if exists ${replica} with (force)`);
      },
    });
    e = await crearEmpresaDePrueba(t);
    const c = await montarCaja(t, e);
    await abrirCaja(t, e, c.sede, '0');
    await ok(
      await post(
        t,
        e,
        'ventas/inmediata',
        cobro({
          id_sede: c.sede,
          detalles: [{ id_producto: c.p.iva19, cantidad: 1 }],
          formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '5000' }],
        }),
      ),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads the sale from the main database and the reports from the replica', async () => {
    const ventas = (await ok(await get(t, e, 'ventas?page=1&rowsPerPage=10'))) as unknown as {
      total: number;
    };
    expect(ventas.total).toBe(1);
    const informe = await leerInforme(
      t,
      e,
      `informes/ventas?from=${desde}&to=${hasta}&page=1&rowsPerPage=10`,
    );
    expect(informe.total).toBe(0);
    const ultimas = (await ok(await get(t, e, 'informes/ultimasVentas'))) as unknown as unknown[];
    expect(ultimas).toEqual([]);
  });
});
