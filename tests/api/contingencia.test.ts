import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CONTINGENCIA as M } from '../../common/contingencia';
import { MENSAJES_NUMERACION_DIAN as MN } from '../../common/dian/numeracion';
import type { TestApp } from './harness';
import { crearAppConEmpresa, crearEmpresaDePrueba, filasDe, type EmpresaDePrueba } from './fixtures';
import { get, post } from './ordenes-soporte';
import { abrirCaja, cobro, montarCaja, type Caja } from './ventas-soporte';

/**
 * Issue 31, selling offline: a device reserves blocks of contingency numbers of its venue's POS range (never shared
 * with another device nor an online sale) and returns them. Both engines.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;
let caja: number;

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
  caja = await abrirCaja(t, e, c.sede, '0');
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

/** A counter sale the device made offline at `hecha_en`, numbered `numero` from its block, at the prices it knew. */
const offline = (
  dispositivo: string,
  numero: number | null,
  extra: {
    detalles?: { id_producto: number; cantidad: number }[];
    precios?: Record<number, string>;
    valor?: string;
  } & Record<string, unknown> = {},
) => {
  const {
    detalles = [{ id_producto: c.p.excluido, cantidad: 1 }],
    precios = { [c.p.excluido]: '3000' },
    valor = '3000',
    ...resto
  } = extra;
  return cobro({
    id_sede: c.sede,
    detalles,
    formaPagoValores: [{ id_forma_pago: c.efectivo, valor }],
    sin_conexion: {
      dispositivo,
      numero,
      hecha_en: '2026-11-28T19:30:00-05:00',
      id_caja: caja,
      precios: Object.entries(precios).map(([id, precio]) => ({ id_producto: Number(id), precio })),
    },
    ...resto,
  });
};

const sinConexion = async (id: number) =>
  (
    await filas(sql`select tras_cierre, revisar, motivos, numero_contingencia::int as numero, id_cuadre_caja::int as caja
      from ventas_sin_conexion where id_venta = ${id}`)
  )[0];

describe('counter sales made offline', () => {
  const d = randomUUID();
  let bloque: { id: number; desde: number; hasta: number };
  beforeAll(async () => {
    bloque = await reservado(d, 20);
  });

  it('arrive with their device’s number, their instant and a contingency document; the same key twice is one sale', async () => {
    const cuerpo = offline(d, bloque.desde);
    const r1 = await post(t, e, 'ventas/inmediata', cuerpo);
    expect(r1.statusCode, r1.body).toBe(200);
    const r2 = await post(t, e, 'ventas/inmediata', cuerpo);
    expect(r2.statusCode, r2.body).toBe(200);
    const id = r1.json().data.id as number;
    expect(r2.json().data.id).toBe(id);
    const [n] = await filas(
      sql`select count(*)::int as n from ventas where idempotencia = ${cuerpo.idempotencia}`,
    );
    expect(n.n).toBe(1);
    const [doc] = await filas(
      sql`select numero::int as numero, prefijo, estado from documentos_dian where id_venta = ${id}`,
    );
    expect(doc).toEqual({ numero: bloque.desde, prefijo: 'OFF', estado: 'contingencia' });
    const [v] = await filas(
      sql`select created_at = '2026-11-28T19:30:00-05:00'::timestamptz as hecha from ventas where id = ${id}`,
    );
    expect(v.hecha).toBe(true);
    expect(await sinConexion(id)).toMatchObject({
      tras_cierre: false,
      revisar: false,
      motivos: [],
      numero: bloque.desde,
      caja,
    });
  });

  it('a number outside the device’s block, or already used, is refused with nothing written', async () => {
    const otro = randomUUID();
    const ajeno = await reservado(otro, 2);
    const antes = await filas(sql`select count(*)::int as n from ventas`);
    let r = await post(t, e, 'ventas/inmediata', offline(d, ajeno.desde));
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(M.numeroFuera(ajeno.desde));
    r = await post(t, e, 'ventas/inmediata', offline(d, bloque.desde));
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(M.numeroUsado(bloque.desde));
    r = await post(t, e, 'ventas/inmediata', offline(d, null));
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(M.numeroRequerido);
    expect(await filas(sql`select count(*)::int as n from ventas`)).toEqual(antes);
  });

  it('a product deactivated and repriced meanwhile: the sale arrives as made and is listed for review', async () => {
    await t.database.db.execute(
      sql`update productos set estado = 'inactivo', precio_venta = 3500 where id = ${c.p.excluido}`,
    );
    const r = await post(t, e, 'ventas/inmediata', offline(d, bloque.desde + 1));
    expect(r.statusCode, r.body).toBe(200);
    const venta = r.json().data;
    expect(venta.total).toBe('3000.00');
    const lista = await get(t, e, 'ventas/sinConexion?revisar=true');
    expect(lista.statusCode, lista.body).toBe(200);
    const fila = lista.json().data.data.find((f: { id_venta: number }) => f.id_venta === venta.id);
    expect(fila).toMatchObject({ revisar: true, numero_contingencia: bloque.desde + 1, dispositivo: d });
    expect(fila.motivos.map((m: { tipo: string }) => m.tipo)).toEqual([
      'producto_inactivo',
      'precio_cambiado',
    ]);
    expect(fila.motivos[1]).toMatchObject({ antes: '3000', ahora: '3500.00' });
    const revisada = await post(t, e, `ventas/sinConexion/${venta.id}/revisada`);
    expect(revisada.statusCode, revisada.body).toBe(200);
    const despues = await get(t, e, 'ventas/sinConexion?revisar=true');
    expect(despues.json().data.data.some((f: { id_venta: number }) => f.id_venta === venta.id)).toBe(false);
  });

  it('stock short meanwhile goes below zero, the ledger naming the sale', async () => {
    const r = await post(
      t,
      e,
      'ventas/inmediata',
      offline(d, bloque.desde + 2, {
        detalles: [{ id_producto: c.p.gaseosa, cantidad: 7 }],
        precios: { [c.p.gaseosa]: '4000' },
        valor: '28000',
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data.id as number;
    const [stock] = await filas(
      sql`select cantidad::text as cantidad from productos_inventario where id_producto = ${c.p.gaseosa} and id_sede = ${c.sede}`,
    );
    expect(stock.cantidad).toBe('-2.000');
    const [mov] =
      await filas(sql`select tipo, cantidad::text as cantidad, saldo::text as saldo, documento_tipo
      from inventario_movimientos where documento_id = ${id} and id_producto = ${c.p.gaseosa}`);
    expect(mov).toEqual({ tipo: 'venta', cantidad: '-7.000', saldo: '-2.000', documento_tipo: 'venta' });
    const fila = await sinConexion(id);
    expect(fila.revisar).toBe(true);
    expect(fila.motivos).toEqual([
      {
        tipo: 'sin_inventario',
        id_producto: c.p.gaseosa,
        nombre: 'Gaseosa',
        antes: '5.000',
        ahora: '-2.000',
      },
    ]);
  });

  it('a register closed meanwhile: the sale joins it, marked as arrived after its close', async () => {
    const cierre = await post(t, e, `cuadresCaja/cuadreCaja/${caja}`, { cerrar_caja: true });
    expect(cierre.statusCode, cierre.body).toBe(200);
    const r = await post(
      t,
      e,
      'ventas/inmediata',
      offline(d, bloque.desde + 3, {
        detalles: [{ id_producto: c.p.iva19, cantidad: 1 }],
        precios: { [c.p.iva19]: '5000' },
        valor: '5000',
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().data.id as number;
    const [v] = await filas(sql`select id_cuadre_caja::int as caja from ventas where id = ${id}`);
    expect(v.caja).toBe(caja);
    expect(await sinConexion(id)).toMatchObject({ tras_cierre: true, revisar: true, caja });
  });
});
