import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_TIQUETES } from '../../common/tiquetes';
import { createTestApp, type TestApp } from './harness';
import {
  crearEmpresaDePrueba,
  codigoDeError,
  crearUsuarioDePrueba,
  filasDe,
  type EmpresaDePrueba,
  type UsuarioDePrueba,
} from './fixtures';
import { impresoraFalsa, type ImpresoraFalsa } from './impresora-soporte';
import { get, post } from './ordenes-soporte';
import { cobro, montarCaja, type Caja } from './ventas-soporte';

/**
 * Issue 9: a sale's receipt printed by the server on the venue's "Caja" point in mode 'red'
 * (POST ventas/venta/{id}/imprimir), through the station tickets' queue; every call prints once more.
 */

/** The printable text of a ticket (ESC/POS commands with their argument and code-page letters dropped), lines kept. */
const texto = (b: Buffer) =>
  b
    .toString('latin1')
    // eslint-disable-next-line no-control-regex -- ESC @ (initialize)
    .replace(/\x1b@/g, '')
    // eslint-disable-next-line no-control-regex -- ESC E/a/t/!/M/- n, GS !/V n: a command and its argument
    .replace(/(\x1b[Eat!M-]|\x1d[!V])[\s\S]/g, '')
    .replace(/[^\x20-\x7e\n]/g, '');

let t: TestApp;
let e: EmpresaDePrueba;
let c: Caja;
let impresora: ImpresoraFalsa;
let idCaja: number;
let idVenta: number;
let cajero: UsuarioDePrueba;

const imprimir = (quien: { auth: Record<string, string> }, id: number) =>
  post(t, quien, `ventas/venta/${id}/imprimir`);

async function recibosEnBd(id: number) {
  return filasDe(
    await t.database.db.execute(
      sql`select id::int as id, estado from tiquetes where empresa_id = ${e.empresaId} and id_venta = ${id}
          order by id`,
    ),
  ) as { id: number; estado: string }[];
}

beforeAll(async () => {
  // Network printing on, and (tests only) the fake printer on 127.0.0.1 at any port.
  t = await createTestApp({ printersNetwork: true, printersAllowLoopback: true });
  e = await crearEmpresaDePrueba(t);
  c = await montarCaja(t, e);
  impresora = await impresoraFalsa();
  cajero = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 2, acceso: 'ventaInmediata' });
  await t.database.withTenant(e.empresaId, (tx) =>
    tx.execute(sql`insert into configuraciones (empresa_id, nombre, valor) values
      (${e.empresaId}, 'razonSocial', 'Asadero El Fogón S.A.S.'), (${e.empresaId}, 'nit', '900123456'),
      (${e.empresaId}, 'direccion', 'Calle 10 # 5-20, Bogotá')
      on conflict (empresa_id, nombre) do update set valor = excluded.valor`),
  );
  const caja = await post(t, e, 'cuadresCaja/cuadreCaja', { id_sede: c.sede, saldo_apertura: '0' });
  expect(caja.statusCode, caja.body).toBe(200);
  idCaja = caja.json().data.id;
  // 32.400 (INC 8 %) + 5.000 (IVA 19 %) = 37.400, a 3.000 tip; 50.000 received in cash.
  const venta = await post(
    t,
    e,
    'ventas/inmediata',
    cobro({
      id_sede: c.sede,
      propina: '3000',
      detalles: [
        { id_producto: c.p.inc, cantidad: 1 },
        { id_producto: c.p.iva19, cantidad: 1 },
      ],
      formaPagoValores: [{ id_forma_pago: c.efectivo, valor: '40400', recibido: '50000' }],
    }),
  );
  expect(venta.statusCode, venta.body).toBe(200);
  idVenta = venta.json().data.id;
});
afterAll(async () => {
  await t?.close();
  await impresora?.cerrar();
});

/** The company's "Caja" point (made when missing), set as given. */
async function ponerCaja(cuerpo: Record<string, unknown>): Promise<number> {
  const puntos = await get(t, e, 'configuraciones/puntos/impresion?page=1&rowsPerPage=-1');
  expect(puntos.statusCode, puntos.body).toBe(200);
  const caja = (puntos.json().data.data as { id: number; nombre: string }[]).find(
    (p) => p.nombre.trim().toLowerCase() === 'caja',
  );
  const r = caja
    ? await post(t, e, `configuraciones/punto/impresion/${caja.id}`, { _method: 'put', ...cuerpo })
    : await post(t, e, 'configuraciones/punto/impresion', { nombre: 'Caja', ...cuerpo });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id;
}

describe('POST ventas/venta/{id}/imprimir', () => {
  it('a Caja point printing in the browser (or none) answers 409 and prints nothing', async () => {
    await ponerCaja({ modo_impresion: 'navegador', id_sede: c.sede });
    const r = await imprimir(e, idVenta);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(MENSAJES_TIQUETES.sinCajaRed);
    expect(await recibosEnBd(idVenta)).toEqual([]);
  });

  it('prints the receipt on the network Caja point, 48 columns on 80 mm, taxes and tip apart', async () => {
    await ponerCaja({
      modo_impresion: 'red',
      direccion_ip: '127.0.0.1',
      puerto: impresora.puerto,
      ancho_papel: '80',
      id_sede: c.sede,
    });
    const r = await imprimir(e, idVenta);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(MENSAJES_TIQUETES.reciboEnviado);
    expect(r.json().data).toMatchObject({
      id_venta: idVenta,
      id_envio: null,
      id_orden: null,
      estado: 'pendiente',
      punto_impresion: 'Caja',
    });
    expect(r.json().data.venta).toMatch(/\d+$/);
    await t.app.outbox.drain();
    await impresora.esperar(1);
    expect(impresora.tiquetes).toHaveLength(1);
    const lineas = texto(impresora.tiquetes[0]).split('\n');
    const todo = lineas.join('\n');
    expect(todo).toContain('Asadero El Fog'); // the ó is a code-page byte, dropped by `texto`
    expect(todo).toContain('NIT 900123456-8');
    expect(todo).toMatch(/Venta N.+ \S*\d+/);
    expect(todo).toMatch(/Fecha: \d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(todo).toMatch(/\nBase IVA 19 % +\$ 4\.201,68\nIVA 19 % +\$ 798,32\nBase INC 8 % +\$ 30\.000\n/);
    expect(Math.max(...lineas.map((l) => l.length))).toBeLessThanOrEqual(48);
    expect(todo).toMatch(/\nINC 8 % +\$ 2\.400\n/);
    expect(todo).toMatch(/\nTotal +\$ 37\.400\n/);
    expect(todo).toMatch(/\nPropina voluntaria +\$ 3\.000\n/);
    expect(todo).toMatch(/\nTotal a pagar +\$ 40\.400\n/);
    expect(todo).toMatch(/\nCambio +\$ 9\.600\n/);
    expect(todo).toContain('Consumidor final');
    expect(lineas.filter((l) => /^-+$/.test(l))[0]).toHaveLength(48);
    expect((await recibosEnBd(idVenta)).map((x) => x.estado)).toEqual(['impreso']);
  });

  it('a reprint prints it once more; the failed list and the kitchen list carry it without an order', async () => {
    const r = await imprimir(cajero, idVenta);
    expect(r.statusCode, r.body).toBe(200);
    await t.app.outbox.drain();
    await impresora.esperar(2);
    expect(impresora.tiquetes).toHaveLength(2);
    expect(texto(impresora.tiquetes[1])).toBe(texto(impresora.tiquetes[0]));
    expect((await recibosEnBd(idVenta)).map((x) => x.estado)).toEqual(['impreso', 'impreso']);
    const lista = await get(t, e, 'ordenes/tiquetes?estado=impreso');
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().data.total).toBe(2);
    expect(lista.json().data.data[0].venta).toBe(r.json().data.venta);
    expect(lista.json().data.data[0]).toMatchObject({ id_venta: idVenta, id_orden: null, mesa: null });
  });

  it('a 58 mm Caja point prints 32 columns, no line wider', async () => {
    const angosta = await impresoraFalsa();
    try {
      await ponerCaja({ puerto: angosta.puerto, ancho_papel: '58' });
      const r = await imprimir(e, idVenta);
      expect(r.statusCode, r.body).toBe(200);
      await t.app.outbox.drain();
      await angosta.esperar(1);
      expect(angosta.tiquetes).toHaveLength(1);
      const lineas = texto(angosta.tiquetes[0]).split('\n');
      expect(lineas.filter((l) => /^-+$/.test(l))[0]).toHaveLength(32);
      expect(Math.max(...lineas.map((l) => l.length))).toBeLessThanOrEqual(32);
      expect(lineas.join('\n')).toMatch(/\nPropina voluntaria +\$ 3\.000\n/);
    } finally {
      await angosta.cerrar();
    }
  });

  it('another company’s sale or none is 404 and writes nothing; a role without sales or register is 403', async () => {
    const otra = await crearEmpresaDePrueba(t);
    const ajena = await imprimir(otra, idVenta);
    expect(ajena.statusCode).toBe(404);
    expect((await imprimir(e, 987654321)).statusCode).toBe(404);
    const antes = (await recibosEnBd(idVenta)).length;
    const cocinero = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 4, acceso: 'ordenes' });
    expect((await imprimir(cocinero, idVenta)).statusCode).toBe(403);
    const deCaja = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 2, acceso: 'cuadreCaja' });
    expect((await imprimir(deCaja, idVenta)).statusCode).toBe(200);
    expect((await recibosEnBd(idVenta)).length).toBe(antes + 1);
    expect(idCaja).toBeGreaterThan(0);
  });

  it('a ticket is of a send or of a sale, never both nor neither', async () => {
    const [punto] = filasDe(
      await t.database.db.execute(
        sql`select id::int as id from puntos_impresion where empresa_id = ${e.empresaId} limit 1`,
      ),
    ) as { id: number }[];
    const insertar = (envio: number | null, venta: number | null) =>
      codigoDeError(
        t.database.withTenant(e.empresaId, (tx) =>
          tx.execute(sql`insert into tiquetes (empresa_id, id_punto_impresion, id_envio, id_venta)
            values (${e.empresaId}, ${punto.id}, ${envio}, ${venta})`),
        ),
      );
    expect(await insertar(null, null)).toBe('23514');
    expect(await insertar(987654321, idVenta)).toBe('23514');
  });
});
