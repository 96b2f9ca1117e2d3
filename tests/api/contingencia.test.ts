import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CONTINGENCIA as M } from '../../common/contingencia';
import { MENSAJES_NUMERACION_DIAN as MN } from '../../common/dian/numeracion';
import type { TestApp } from './harness';
import { crearAppConEmpresa, crearEmpresaDePrueba, filasDe, type EmpresaDePrueba } from './fixtures';
import { post } from './ordenes-soporte';
import { abrirCaja, cobro, montarCaja, type Caja } from './ventas-soporte';

/**
 * Issue 31, selling offline: a device reserves blocks of contingency numbers of its venue's POS range (never shared
 * with another device nor an online sale) and returns them. Both engines.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));

const reservar = (cuerpo: Record<string, unknown>, quien: { auth: Record<string, string> } = e) =>
  post(t, quien, 'ventas/contingencia/bloques', { id_sede: c.sede, ...cuerpo });

async function reservado(dispositivo: string, cantidad?: number) {
  const r = await reservar({ dispositivo, cantidad });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { id: number; desde: number; hasta: number; prefijo: string };
}

let prefijos = 0;
async function rango(idSede: number, extra: Record<string, unknown> = {}) {
  const r = await post(t, e, 'configuraciones/rangosDian/rangoDian', {
    tipo: 'pos',
    resolucion: '18764000000031',
    fecha_resolucion: '2025-01-01',
    prefijo: `K${++prefijos}`,
    desde: 100,
    hasta: 1000,
    vigencia_desde: '2025-01-01',
    vigencia_hasta: '2099-12-31',
    ambiente: 2,
    id_software: 'sw-comanda',
    pin_software: '75315',
    id_sede: idSede,
    ...extra,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  c = await montarCaja(t, e);
  await abrirCaja(t, e, c.sede, '0');
});
afterAll(() => t.close());

describe('contingency number blocks', () => {
  it('refuses with electronic documents off, and without a valid range', async () => {
    let r = await reservar({ dispositivo: randomUUID() });
    expect(r.statusCode, r.body).toBe(409);
    expect(r.json().message).toBe(M.sinDocumentos);
    await rango(c.sede, { prefijo: 'OFF', desde: 100, hasta: 1000 });
    await rango(c.otraSede, { prefijo: 'NOR', vigencia_desde: '2020-01-01', vigencia_hasta: '2020-12-31' });
    await rango(c.otraSede, { prefijo: 'NOV' });
    r = await post(t, e, 'configuraciones/configuracion', { nombre: 'documentosElectronicos', valor: '1' });
    expect(r.statusCode, r.body).toBe(200);
    r = await reservar({ dispositivo: 'no-es-uuid' });
    expect(r.statusCode).toBe(422);
    expect(r.json().data.errors.dispositivo).toBeDefined();
    r = await reservar({ dispositivo: randomUUID(), cantidad: 501 });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('El campo cantidad debe ser menor o igual a 500');
  });

  it('blocks of two devices never overlap, nor the online sales’ numbers', async () => {
    const a = randomUUID();
    const b = randomUUID();
    const b1 = await reservado(a, 10);
    const b2 = await reservado(b, 10);
    expect(b1).toMatchObject({ desde: 100, hasta: 109, prefijo: 'OFF' });
    expect(b2).toMatchObject({ desde: 110, hasta: 119 });
    // An online sale takes the number after the blocks.
    const v = await post(
      t,
      e,
      'ventas/inmediata',
      cobro({
        id_sede: c.sede,
        detalles: [{ id_producto: c.p.excluido, cantidad: 1 }],
        formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '3000' }],
      }),
    );
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json().data.documento_dian.numero).toBe('OFF120');
    const b3 = await reservado(a, 5);
    expect(b3).toMatchObject({ desde: 121, hasta: 125 });
  });

  it('a block is cut at the end of the range; then refused with the venue’s reason', async () => {
    const sede = c.otraSede;
    const r1 = await reservar({ id_sede: sede, dispositivo: randomUUID(), cantidad: 500 });
    const r2 = await reservar({ id_sede: sede, dispositivo: randomUUID(), cantidad: 500 });
    expect(r1.json().data).toMatchObject({ desde: 100, hasta: 599, prefijo: 'NOV' });
    expect(r2.json().data).toMatchObject({ desde: 600, hasta: 1000 });
    const r3 = await reservar({ id_sede: sede, dispositivo: randomUUID() });
    expect(r3.statusCode).toBe(409);
    // Its nearest reason: the venue's other range expired.
    expect(r3.json().message).toBe(MN.vencido('18764000000031', '2020-12-31'));
  });

  it('returned by its device once, reporting the unused numbers', async () => {
    const d = randomUUID();
    const b = await reservado(d, 10);
    const devolver = (cuerpo: Record<string, unknown>) =>
      post(t, e, `ventas/contingencia/bloques/${b.id}/devolver`, { dispositivo: d, ...cuerpo });
    let r = await devolver({ dispositivo: randomUUID(), sin_usar_desde: b.desde });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(M.otroDispositivo);
    r = await devolver({ sin_usar_desde: b.hasta + 2 });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(M.sinUsarFuera(b.desde, b.hasta));
    r = await devolver({ sin_usar_desde: b.desde + 3 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ sin_usar_desde: b.desde + 3 });
    expect(r.json().data.devuelto_at).not.toBeNull();
    r = await devolver({ sin_usar_desde: b.desde + 3 });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(M.yaDevuelto);
  });

  it('another company’s block is 404', async () => {
    const otra = await crearEmpresaDePrueba(t);
    const d = randomUUID();
    const b = await reservado(d, 1);
    const r = await post(t, otra, `ventas/contingencia/bloques/${b.id}/devolver`, {
      dispositivo: d,
      sin_usar_desde: b.desde,
    });
    expect(r.statusCode).toBe(404);
    const [f] = await filas(sql`select devuelto_at from bloques_contingencia where id = ${b.id}`);
    expect(f.devuelto_at).toBeNull();
  });
});
