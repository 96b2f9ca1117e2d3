import { describe, expect, it } from 'vitest';
import { conBase, runFiabilidad } from '../../bench/fiabilidad';
import { runKill9 } from '../../bench/kill9';

const esPg = (process.env.TEST_DB ?? 'pglite') === 'pg';

/**
 * Small runs of the reliability scripts of bench/ (issue 9) against the real server as a child process on a
 * PostgreSQL database of their own: the full runs are `node --import tsx bench/fiabilidad.ts` and `bench/kill9.ts`.
 */
describe.runIf(esPg)('counter sales: reliability on the real server (PostgreSQL)', () => {
  it('40 sales from 8 connections over limited stock: stock ≥ 0, numbers 1..N, payments = totals + tips, cash squares', async () => {
    const { carga, fallas } = await conBase('comanda_test_fiabilidad', (url) => runFiabilidad(url, 40, 8));
    expect(fallas).toEqual([]);
    expect(carga.respondidas.length).toBeGreaterThan(0);
    // The stock (10 of each product) runs out before the 40 sales: some are refused whole.
    expect(carga.sinInventario).toBeGreaterThan(0);
  }, 240_000);

  it('kill -9 with sales in flight: every answered sale is there complete, none half-written, numbering goes on', async () => {
    const { antes, despues, fallas } = await conBase('comanda_test_kill9', (url) => runKill9(url, 48, 8, 12));
    expect(fallas).toEqual([]);
    expect(antes.respondidas.length).toBeGreaterThanOrEqual(12);
    expect(antes.sinRespuesta).toBeGreaterThan(0);
    expect(despues.respondidas.length).toBeGreaterThan(0);
  }, 240_000);
});
