import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mesas } from '../../common/catalogos';
import { MENSAJES_ORDENES } from '../../common/ordenes';
import { MENSAJES_VENTAS as M, mensajeLineaCobrada } from '../../common/ventas';
import { leerOrdenes } from '../../server/vivo/lecturas';
import type { TestApp } from './harness';
import { crearAppConEmpresa, filasDe, type EmpresaDePrueba } from './fixtures';
import { esperarInventarioCuadrado } from './inventario-soporte';
import { borrar, get, pedido, post } from './ordenes-soporte';
import { cobro, montarCaja, type Caja } from './ventas-soporte';

/**
 * A table's order split into several sales (issue 9) on both engines: by lines and in equal parts, exact to the
 * centavo (figures computed by hand below), each sale with its own payment and tip, one charge per line.
 */
let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;

const filas = async (consulta: ReturnType<typeof sql>) => filasDe(await t.database.db.execute(consulta));
const estadoOrden = async (id: number) =>
  (await filas(sql`select estado from ordenes where id = ${id}`))[0].estado as string;

beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  c = await montarCaja(t, e);
  const caja = await post(t, e, 'cuadresCaja/cuadreCaja', { id_sede: c.sede, saldo_apertura: '0' });
  expect(caja.statusCode, caja.body).toBe(200);
});
afterEach(() => esperarInventarioCuadrado(t, e.empresaId));
afterAll(() => t.close());

/** A sent order of the venue; answers its id and its lines' ids in the order given. */
async function orden(detalles: { id_producto: number; cantidad: number }[], id_mesa?: number) {
  const r = await post(
    t,
    e,
    'ordenes/orden',
    pedido({ ...(id_mesa ? { id_mesa } : { id_sede: c.sede }), detalles }),
  );
  expect(r.statusCode, r.body).toBe(200);
  const data = r.json().data as { id: number; detalles: { id: number }[] };
  return { id: data.id, lineas: data.detalles.map((d) => d.id) };
}

/** A table of the venue. */
async function mesa() {
  const r = await post(t, e, mesas.api.item, { nombre: 'Mesa 1', id_sede: c.sede, ubicacion: 'Salón' });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

const venta = (cuerpo: Record<string, unknown>) => post(t, e, 'ventas/venta', cobro(cuerpo));

describe('split by lines', () => {
  it('two sales: some lines now, the rest later; the order stays open until all is charged', async () => {
    // Bandeja 32.400 (INC 8 %) × 1, Agua 5.000 (IVA 19 %) × 3: the order is 47.400.
    const o = await orden(
      [
        { id_producto: c.p.inc, cantidad: 1 },
        { id_producto: c.p.iva19, cantidad: 3 },
      ],
      await mesa(),
    );
    // First sale: the bandeja and one water, 37.400; INC base 30.000 + 2.400, IVA base 4.201,68 + 798,32;
    // suggested tip 10 % = 3.740, outside the taxes.
    const a = await venta({
      id_orden: o.id,
      detalles: [
        { id_orden_detalle: o.lineas[0], cantidad: '1' },
        { id_orden_detalle: o.lineas[1], cantidad: 1 },
      ],
      formaPagoValores: [{ id_forma_pago: c.tarjeta, valor: '41140' }],
    });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().data).toMatchObject({
      subtotal: '37400.00',
      total: '37400.00',
      base: '34201.68',
      impuesto: '3198.32',
      propina: '3740.00',
    });
    expect(a.json().data.impuestos).toEqual([
      { tipo_impuesto: 'INC', porcentaje: '8', base: '30000.00', impuesto: '2400.00', total: '32400.00' },
      { tipo_impuesto: 'IVA', porcentaje: '19', base: '4201.68', impuesto: '798.32', total: '5000.00' },
    ]);
    expect(await estadoOrden(o.id)).toBe('abierta');
    // The order shows what was charged of each line.
    const abierta = (await get(t, e, `ordenes/ordenesAbiertas?id_sede=${c.sede}`)).json().data as {
      id: number;
      totales: { total: string; por_cobrar: string };
      detalles: { id: number; cobrada: string }[];
    }[];
    const lineas = abierta.find((x) => x.id === o.id)!.detalles;
    expect(lineas.map((l) => Number(l.cobrada))).toEqual([1, 1]);
    // And what is left to charge, 47.400 − 37.400: on the order, on the table map and in the live totals.
    expect(abierta.find((x) => x.id === o.id)!.totales).toMatchObject({
      total: '47400.00',
      por_cobrar: '10000.00',
    });
    const mapa = (await get(t, e, `mesas/mesa/orden?id_sede=${c.sede}`)).json().data as {
      orden: { id: number; total: string } | null;
    }[];
    expect(mapa.find((m) => m.orden?.id === o.id)!.orden!.total).toBe('10000.00');
    expect((await leerOrdenes(t.database, e.empresaId, [o.id]))[0].total).toBe('10000.00');

    // A charged line can no longer be removed from the order.
    const retiro = await borrar(
      t,
      e,
      `orden/ordenDetalle/${o.lineas[0]}?motivo=error&devuelve_inventario=true`,
    );
    expect(retiro.statusCode, retiro.body).toBe(409);
    expect(retiro.json().message).toBe(MENSAJES_ORDENES.lineaCobrada);

    // More than is left: refused in Spanish, nothing written.
    const demas = await venta({
      id_orden: o.id,
      detalles: [{ id_orden_detalle: o.lineas[1], cantidad: '3' }],
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '15000' }],
    });
    expect(demas.statusCode, demas.body).toBe(409);
    expect(demas.json().message).toBe(mensajeLineaCobrada('Agua en botella', '2'));
    const yaCobrada = await venta({
      id_orden: o.id,
      detalles: [{ id_orden_detalle: o.lineas[0], cantidad: '1' }],
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '40000' }],
    });
    expect(yaCobrada.statusCode).toBe(409);
    expect(yaCobrada.json().message).toBe('Bandeja paisa ya se cobró');

    // Without a split, the rest: two waters, 10.000 (base 8.403,36 + IVA 1.596,64), tip removed, cash.
    const b = await venta({
      id_orden: o.id,
      propina: '0',
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '10000' }],
    });
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().data).toMatchObject({
      total: '10000.00',
      base: '8403.36',
      impuesto: '1596.64',
      propina: '0.00',
    });
    expect(b.json().data.detalles).toMatchObject([{ id_orden_detalle: o.lineas[1], cantidad: '2.000' }]);
    expect(await estadoOrden(o.id)).toBe('cobrada');
    const [suma] = await filas(sql`select sum(total)::text as total from ventas where id_orden = ${o.id}`);
    expect(suma.total).toBe('47400.00');
  });

  it('refuses a line of another order, a line twice, and both ways of splitting at once', async () => {
    const o = await orden([{ id_producto: c.p.excluido, cantidad: 2 }]);
    const otra = await orden([{ id_producto: c.p.excluido, cantidad: 1 }]);
    const ajena = await venta({
      id_orden: o.id,
      detalles: [{ id_orden_detalle: otra.lineas[0], cantidad: '1' }],
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '3000' }],
    });
    expect(ajena.statusCode).toBe(422);
    expect(ajena.json().data.errors['detalles.0.id_orden_detalle']).toEqual([M.lineaDeOtraOrden]);
    const dos = await venta({
      id_orden: o.id,
      detalles: [
        { id_orden_detalle: o.lineas[0], cantidad: '1' },
        { id_orden_detalle: o.lineas[0], cantidad: '1' },
      ],
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '6000' }],
    });
    expect(dos.statusCode).toBe(422);
    expect(dos.json().data.errors['detalles.1.id_orden_detalle']).toEqual([M.lineaRepetida]);
    const ambas = await venta({
      id_orden: o.id,
      detalles: [{ id_orden_detalle: o.lineas[0], cantidad: '1' }],
      partes: { n: 2, parte: 1 },
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '3000' }],
    });
    expect(ambas.statusCode).toBe(422);
    expect(ambas.json().message).toBe(M.divisionDoble);
    const fuera = await venta({
      id_orden: o.id,
      partes: { n: 2, parte: 3 },
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '3000' }],
    });
    expect(fuera.statusCode).toBe(422);
    expect(fuera.json().message).toBe(M.parteFuera);
    expect(Number((await filas(sql`select count(*) from ventas where id_orden = ${o.id}`))[0].count)).toBe(0);
  });

  it('two charges of the same line at once: one wins, the other is refused', async () => {
    const o = await orden([{ id_producto: c.p.excluido, cantidad: 1 }]);
    const cuerpo = () => ({
      id_orden: o.id,
      propina: '0',
      detalles: [{ id_orden_detalle: o.lineas[0], cantidad: '1' }],
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '3000' }],
    });
    const rs = await Promise.all([venta(cuerpo()), venta(cuerpo()), venta(cuerpo())]);
    expect(rs.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const [n] = await filas(
      sql`select count(*)::int as n, sum(d.cantidad)::text as q from ventas v join ventas_detalle d on d.empresa_id = v.empresa_id and d.id_venta = v.id where v.id_orden = ${o.id}`,
    );
    expect(n).toMatchObject({ n: 1, q: '1.000' });
    expect(await estadoOrden(o.id)).toBe('cobrada');
  });
});

describe('split in equal parts', () => {
  it('three parts: shares rounded down, the remainder on the last; parts in order, never twice', async () => {
    // Agua 5.000 (IVA 19 %) and Café 7.000,50 (IVA 5 %): 12.000,50 in 3 parts. Agua: 1.666,66 twice and 1.666,68;
    // café: 2.333,50 each. Parts 1 and 2: 4.000,16; part 3: 4.000,18; together 12.000,50.
    const o = await orden([
      { id_producto: c.p.iva19, cantidad: 1 },
      { id_producto: c.p.iva5, cantidad: 1 },
    ]);
    const parte = (n: number, pagos: string, extra: Record<string, unknown> = {}) =>
      venta({
        id_orden: o.id,
        partes: { n: 3, parte: n },
        formaPagoValores: [{ id_forma_pago: c.efectivo, valor: pagos }],
        ...extra,
      });
    // The last part first: refused (parts go in order).
    const antes = await parte(3, '5000');
    expect(antes.statusCode, antes.body).toBe(409);
    expect(antes.json().message).toBe(M.parteCobrada);

    // Part 1 with the suggested tip: 10 % of 4.000,16 is 400,016 → never above the cap, 400,01 (rounded down).
    const p1 = await parte(1, '5000');
    expect(p1.statusCode, p1.body).toBe(200);
    const d1 = p1.json().data;
    expect(d1).toMatchObject({ total: '4000.16', propina: '400.01', cambio: '599.83' });
    // Per line: agua 1.666,66 → base 1.400,55 + IVA 266,11; café 2.333,50 → base 2.222,38 + IVA 111,12.
    expect(d1.detalles).toMatchObject([
      { cantidad: '0.333', subtotal: '1666.66', base: '1400.55', impuesto: '266.11' },
      { cantidad: '0.333', subtotal: '2333.50', base: '2222.38', impuesto: '111.12' },
    ]);
    expect(d1.impuestos).toMatchObject([
      { porcentaje: '5', base: '2222.38', impuesto: '111.12' },
      { porcentaje: '19', base: '1400.55', impuesto: '266.11' },
    ]);
    // The same part again (another key): refused.
    const otraVez = await parte(1, '5000');
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json().message).toBe(M.parteCobrada);
    expect(await estadoOrden(o.id)).toBe('abierta');

    const p2 = await parte(2, '4000.16', { propina: '0' });
    expect(p2.statusCode, p2.body).toBe(200);
    expect(p2.json().data.total).toBe('4000.16');
    // Part 3 takes the remainders: agua 1.666,68 (base 1.400,57 + 266,11), 0,334 of each; a 5 % tip of 200.
    const p3 = await parte(3, '4200.18', { propina: '200' });
    expect(p3.statusCode, p3.body).toBe(200);
    expect(p3.json().data).toMatchObject({ total: '4000.18', propina: '200.00', base: '3622.95' });
    expect(p3.json().data.detalles).toMatchObject([
      { cantidad: '0.334', subtotal: '1666.68', base: '1400.57', impuesto: '266.11' },
      { cantidad: '0.334', subtotal: '2333.50', base: '2222.38', impuesto: '111.12' },
    ]);
    expect(await estadoOrden(o.id)).toBe('cobrada');
    const [suma] = await filas(
      sql`select sum(total)::text as total, sum(base + impuesto)::text as partes from ventas where id_orden = ${o.id}`,
    );
    expect(suma).toEqual({ total: '12000.50', partes: '12000.50' });
  });
});
