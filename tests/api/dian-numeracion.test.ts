import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness';
import { createTestApp } from './harness';
import { crearEmpresaDePrueba, type EmpresaDePrueba } from './fixtures';
import { crearSede } from './catalogos-soporte';
import { TenantScope } from '../../server/db/tenant';
import { tomarNumeroPos, type NumeroDian } from '../../server/dian/numeracion';
import { MENSAJES_NUMERACION_DIAN as M } from '../../common/dian/numeracion';

const esPg = (process.env.TEST_DB ?? 'pglite') === 'pg';
const CONEXIONES = 8;

let t: TestApp;
let e: EmpresaDePrueba;
beforeAll(async () => {
  t = await createTestApp({}, { poolSize: CONEXIONES });
  e = await crearEmpresaDePrueba(t);
});
afterAll(() => t.close());

let prefijos = 0;
/** A POS range of a venue through the owner's API, under a prefix of its own unless given (ranges never overlap). */
async function rango(idSede: number, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/configuraciones/rangosDian/rangoDian',
    headers: e.auth,
    payload: {
      tipo: 'pos',
      resolucion: '18764000000077',
      fecha_resolucion: '2025-01-01',
      prefijo: `P${++prefijos}`,
      desde: 1,
      hasta: 1000,
      vigencia_desde: '2025-01-01',
      vigencia_hasta: '2099-12-31',
      ambiente: 2,
      id_software: 'sw-comanda',
      pin_software: '12345',
      id_sede: idSede,
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

/** Takes a number in a transaction of its own; `luego` runs in it after the take (a throw rolls it back). */
const tomar = (idSede: number, luego?: (n: NumeroDian) => void) =>
  t.database.withTenant(e.empresaId, async (tx, conexion) => {
    const n = await tomarNumeroPos(new TenantScope(tx, e.empresaId, undefined, conexion), idSede);
    luego?.(n);
    return n;
  });

const rechazo = async (idSede: number) => {
  const error = await tomar(idSede).then(
    () => null,
    (err: { statusCode?: number; message: string }) => err,
  );
  expect(error?.statusCode).toBe(409);
  return error?.message;
};

describe('taking a DIAN POS number', () => {
  it('takes the range’s numbers in order with what the document needs', async () => {
    const sede = await crearSede(t, e, 'Centro');
    const id = await rango(sede, { prefijo: 'SETP', desde: 990000000, hasta: 995000000 });
    const uno = await tomar(sede);
    expect(uno).toEqual({
      id_rango: id,
      numero: 990000000,
      prefijo: 'SETP',
      numero_documento: 'SETP990000000',
      resolucion: '18764000000077',
      fecha_resolucion: '2025-01-01',
      desde: 990000000,
      hasta: 995000000,
      vigencia_desde: '2025-01-01',
      vigencia_hasta: '2099-12-31',
      ambiente: 2,
      id_software: 'sw-comanda',
      pin_software: '12345',
      clave_tecnica: null,
    });
    expect((await tomar(sede)).numero_documento).toBe('SETP990000001');
  });

  it('gives the number back when the transaction rolls back (no gap)', async () => {
    const sede = await crearSede(t, e, 'Rollback');
    await rango(sede);
    expect((await tomar(sede)).numero).toBe(1);
    await expect(
      tomar(sede, () => {
        throw new Error('la venta falló después de numerar');
      }),
    ).rejects.toThrow('la venta falló');
    expect((await tomar(sede)).numero).toBe(2);
  });

  it('passes to the next valid range when one is used up, then refuses', async () => {
    const sede = await crearSede(t, e, 'Dos rangos');
    await rango(sede, { prefijo: 'DOS', desde: 1, hasta: 2 });
    await rango(sede, { prefijo: 'DOS', desde: 3, hasta: 3, resolucion: '18764000000078' });
    expect([(await tomar(sede)).numero, (await tomar(sede)).numero, (await tomar(sede)).numero]).toEqual([
      1, 2, 3,
    ]);
    expect(await rechazo(sede)).toBe(M.agotado('18764000000078', 3));
  });

  it('refuses with a clear Spanish reason: no range, another venue’s, expired, not yet in force', async () => {
    const sin = await crearSede(t, e, 'Sin rango');
    const otra = await crearSede(t, e, 'Con rango');
    await rango(otra, { prefijo: 'OT' });
    expect(await rechazo(sin)).toBe(M.sinRango);
    const vencida = await crearSede(t, e, 'Vencida');
    await rango(vencida, { vigencia_desde: '2024-01-01', vigencia_hasta: '2024-12-31' });
    expect(await rechazo(vencida)).toBe(M.vencido('18764000000077', '2024-12-31'));
    const futura = await crearSede(t, e, 'Futura');
    await rango(futura, { vigencia_desde: '2098-01-01', vigencia_hasta: '2099-12-31' });
    expect(await rechazo(futura)).toBe(M.futuro('18764000000077', '2098-01-01'));
    // An invoice range of the venue does not number POS documents.
    await t.app.inject({
      method: 'POST',
      url: '/api/configuraciones/rangosDian/rangoDian',
      headers: e.auth,
      payload: {
        tipo: 'factura',
        resolucion: '1',
        fecha_resolucion: '2025-01-01',
        desde: 1,
        hasta: 10,
        vigencia_desde: '2025-01-01',
        vigencia_hasta: '2099-12-31',
        clave_tecnica: 'k',
        ambiente: 2,
        id_software: 'sw',
        pin_software: '1',
        id_sede: sin,
      },
    });
    expect(await rechazo(sin)).toBe(M.sinRango);
  });
});

describe.runIf(esPg)('concurrent takes on PostgreSQL', () => {
  it('50 concurrent takes from 8 connections give 50 consecutive numbers, none twice', async () => {
    const sede = await crearSede(t, e, 'Concurrente');
    await rango(sede, { desde: 100, hasta: 100000 });
    const numeros = await Promise.all(Array.from({ length: 50 }, () => tomar(sede).then((n) => n.numero)));
    expect(numeros.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => 100 + i));
  });

  it('with rollbacks among them and a range running out mid-way, committed numbers stay gapless', async () => {
    const sede = await crearSede(t, e, 'Concurrente con fallas');
    await rango(sede, { prefijo: 'CF', desde: 1, hasta: 20 });
    await rango(sede, { prefijo: 'CF', desde: 21, hasta: 1000, resolucion: '18764000000079' });
    const resultados = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        tomar(sede, () => {
          if (i % 6 === 5) throw new Error('venta rechazada');
        }),
      ),
    );
    const hechos = resultados.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const fallidos = resultados.filter((r) => r.status === 'rejected');
    expect(fallidos).toHaveLength(10);
    expect(hechos.map((n) => n.numero).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(hechos.filter((n) => n.numero <= 20).every((n) => n.resolucion === '18764000000077')).toBe(true);
    expect(hechos.filter((n) => n.numero > 20).every((n) => n.resolucion === '18764000000079')).toBe(true);
  });
});
