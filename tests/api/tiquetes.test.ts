import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MENSAJES_TIQUETES, TIQUETE_INTENTOS_MAX } from '../../common/tiquetes';
import { bytesTiquete, cantidadLegible, horaBogota } from '../../server/tiquetes/escpos';
import {
  PuertoNoPermitidoError,
  RedDesactivadaError,
  resolverImpresora,
} from '../../server/tiquetes/impresora';
import { imprimirTiquete } from '../../server/tiquetes/servicio';
import { createTestApp, type TestApp } from './harness';
import {
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  filasDe,
  type EmpresaDePrueba,
  type UsuarioDePrueba,
} from './fixtures';
import { impresoraFalsa, type ImpresoraFalsa } from './impresora-soporte';
import { get, montarRestaurante, pedido, post, type Restaurante } from './ordenes-soporte';

/** Host names only this file's resolver knows (the server's DNS answer, changed at will between two sends). */
const nombres = vi.hoisted(() => new Map<string, string[]>());
vi.mock('node:dns/promises', async (original) => {
  const real = await original<typeof import('node:dns/promises')>();
  const lookup = (async (host: string, opciones: object) => {
    const falsas = nombres.get(host);
    if (!falsas) return real.lookup(host, opciones);
    return falsas.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  }) as typeof real.lookup;
  return { ...real, lookup, default: { ...real, lookup } };
});

/** A loopback port where nothing listens: the printer is down. */
async function puertoCerrado(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const puerto = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return puerto;
}

/** The printable ASCII of a ticket (ESC/POS commands and code-page letters dropped), lines kept. */
const texto = (b: Buffer) => b.toString('latin1').replace(/[^\x20-\x7e\n]/g, '');

let t: TestApp;
let e: EmpresaDePrueba;
let r: Restaurante;
let mesero: UsuarioDePrueba;
let cocinero: UsuarioDePrueba;
let cocina: ImpresoraFalsa;
let bar: ImpresoraFalsa;

const ponerPunto = (id: number, cuerpo: Record<string, unknown>) =>
  post(t, e, `configuraciones/punto/impresion/${id}`, { _method: 'put', ...cuerpo });

async function tiquetesEnBd() {
  return filasDe(
    await t.database.db.execute(
      sql`select id::int as id, id_envio::int as id_envio, id_punto_impresion::int as punto, estado, intentos,
            ultimo_error from tiquetes where empresa_id = ${e.empresaId} order by id`,
    ),
  ) as {
    id: number;
    id_envio: number;
    punto: number;
    estado: string;
    intentos: number;
    ultimo_error: string;
  }[];
}

/** Makes the ticket jobs due now (instead of waiting out the back-off) and delivers them. */
async function reintentarYa() {
  await t.database.db.execute(
    sql`update outbox set disponible_at = now() where tipo = 'tiquete' and procesado_at is null`,
  );
  await t.app.outbox.drain();
}

beforeAll(async () => {
  // Network printing on, and (tests only) loopback printers on any port: the fake printers on 127.0.0.1.
  t = await createTestApp({ printersNetwork: true, printersAllowLoopback: true });
  e = await crearEmpresaDePrueba(t);
  r = await montarRestaurante(t, e);
  mesero = await crearUsuarioDePrueba(t, e.empresaId, {
    idRol: 3,
    acceso: 'ventas',
    nombre: 'Luisa',
    apellido: 'Mesa',
  });
  cocinero = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 4, acceso: 'ordenes' });
  cocina = await impresoraFalsa();
  bar = await impresoraFalsa();
  const red = (puerto: number, ancho: string) => ({
    modo_impresion: 'red',
    direccion_ip: '127.0.0.1',
    puerto,
    ancho_papel: ancho,
  });
  expect((await ponerPunto(r.cocina, red(cocina.puerto, '80'))).statusCode).toBe(200);
  expect((await ponerPunto(r.bar, red(bar.puerto, '58'))).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await cocina.cerrar();
  await bar.cerrar();
});

describe('print point fields', () => {
  it('starts in browser mode with port 9100; a network printer needs a valid address', async () => {
    const nuevo = await post(t, e, 'configuraciones/punto/impresion', { nombre: 'Postres' });
    expect(nuevo.statusCode).toBe(200);
    expect(nuevo.json().data).toMatchObject({
      modo_impresion: 'navegador',
      direccion_ip: null,
      puerto: 9100,
    });
    const sinDireccion = await post(t, e, 'configuraciones/punto/impresion', {
      nombre: 'Horno',
      modo_impresion: 'red',
    });
    expect(sinDireccion.statusCode).toBe(422);
    expect(sinDireccion.json().data.errors.direccion_ip).toEqual(['El campo es requerido ']);
    const mala = await post(t, e, 'configuraciones/punto/impresion', {
      nombre: 'Horno',
      modo_impresion: 'red',
      direccion_ip: 'impresora cocina!',
    });
    expect(mala.statusCode).toBe(422);
    expect(mala.json().data.errors.direccion_ip).toEqual([
      'Escribe una dirección IPv4 (192.168.1.50) o un nombre de equipo válido',
    ]);
    const puerto = await post(t, e, 'configuraciones/punto/impresion', {
      nombre: 'Horno',
      modo_impresion: 'red',
      direccion_ip: '192.168.1.60',
      puerto: 70000,
    });
    expect(puerto.statusCode).toBe(422);
    expect(Object.keys(puerto.json().data.errors)).toEqual(['puerto']);
  });
});

describe('station tickets sent to a network printer', () => {
  it('a send prints exactly one ticket per print point, each with its own lines only', async () => {
    const res = await post(
      t,
      mesero,
      'ordenes/orden',
      pedido({
        id_mesa: r.mesas[0],
        detalles: [
          { id_producto: r.p.bandeja, cantidad: 2, nota: 'sin cebolla' },
          { id_producto: r.p.jugo, cantidad: '1.5' },
          { id_producto: r.p.servicio, cantidad: 1 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    await t.app.outbox.drain();
    await cocina.esperar(1);
    await bar.esperar(1);
    expect(cocina.tiquetes).toHaveLength(1);
    expect(bar.tiquetes).toHaveLength(1);
    const c = texto(cocina.tiquetes[0]);
    expect(c).toContain('COCINA CALIENTE');
    expect(c).toContain('Mesa 1');
    expect(c).toContain(`Orden ${res.json().data.id}`);
    expect(c).toContain('Mesero: Luisa Mesa');
    expect(c).toMatch(/Hora: \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    expect(c).toMatch(/2 x Bandeja paisa/);
    expect(c).toContain('* sin cebolla');
    expect(c).not.toContain('Jugo');
    expect(c).not.toContain('Descorche');
    const b = texto(bar.tiquetes[0]);
    expect(b).toMatch(/1,5 x Jugo de lulo/);
    expect(b).not.toContain('Bandeja');
    // Large type (GS ! double height) and a cut (GS V) are in the bytes.
    expect(cocina.tiquetes[0].includes(Buffer.from([0x1d, 0x21, 0x01]))).toBe(true);
    expect(cocina.tiquetes[0].includes(Buffer.from([0x1d, 0x56]))).toBe(true);
    const lista = await get(t, cocinero, 'ordenes/tiquetes?estado=impreso');
    expect(lista.statusCode).toBe(200);
    expect(lista.json().data.total).toBe(2);
    expect(lista.json().data.data[0]).toMatchObject({ estado: 'impreso', intentos: 1, mesa: 'Mesa 1' });
  });

  it('a retried submission (same key) and a job run again print nothing more', async () => {
    const cuerpo = pedido({ id_mesa: r.mesas[1], detalles: [{ id_producto: r.p.bandeja, cantidad: 1 }] });
    const primera = await post(t, mesero, 'ordenes/orden', cuerpo);
    expect(primera.statusCode).toBe(200);
    await t.app.outbox.drain();
    await cocina.esperar(2);
    expect(cocina.tiquetes).toHaveLength(2);
    // The same key again answers the stored order (issue 24), and sends nothing.
    const repetida = await post(t, mesero, 'ordenes/orden', cuerpo);
    expect(repetida.statusCode).toBe(200);
    expect(repetida.json().data.id).toBe(primera.json().data.id);
    await t.app.outbox.drain();
    const [ultimo] = (await tiquetesEnBd()).slice(-1);
    // The same job delivered again (an outbox row whose completion was lost) prints nothing.
    await imprimirTiquete(
      t.database,
      { red: true, permitirLoopback: true },
      { empresaId: e.empresaId, id: 0, tipo: 'tiquete', payload: { id_tiquete: ultimo.id }, intentos: 0 },
    );
    expect(cocina.tiquetes).toHaveLength(2);
    expect((await tiquetesEnBd()).filter((f) => f.id_envio === ultimo.id_envio)).toHaveLength(1);
  });

  it('held lines print nothing; they print when they are sent', async () => {
    const antes = cocina.tiquetes.length;
    const abierta = await post(
      t,
      mesero,
      'ordenes/orden',
      pedido({ id_mesa: r.mesas[2], enviar: false, detalles: [{ id_producto: r.p.bandeja, cantidad: 3 }] }),
    );
    await t.app.outbox.drain();
    expect(cocina.tiquetes).toHaveLength(antes);
    await post(t, mesero, 'ordenes/orden', pedido({ id_orden: abierta.json().data.id }));
    await t.app.outbox.drain();
    await cocina.esperar(antes + 1);
    expect(cocina.tiquetes).toHaveLength(antes + 1);
    expect(texto(cocina.tiquetes[antes])).toMatch(/3 x Bandeja paisa/);
  });

  it('printer down: retries, then fallido, listed, and reintentar prints it once', async () => {
    expect((await ponerPunto(r.bar, { puerto: await puertoCerrado() })).statusCode).toBe(200);
    const antes = bar.tiquetes.length;
    await post(
      t,
      mesero,
      'ordenes/orden',
      pedido({ id_mesa: r.mesas[3], detalles: [{ id_producto: r.p.jugo, cantidad: 1, nota: 'sin hielo' }] }),
    );
    await t.app.outbox.drain();
    let [tq] = (await tiquetesEnBd()).slice(-1);
    expect(tq).toMatchObject({ estado: 'pendiente', intentos: 1 });
    for (let i = 2; i <= TIQUETE_INTENTOS_MAX; i++) await reintentarYa();
    [tq] = (await tiquetesEnBd()).slice(-1);
    expect(tq).toMatchObject({ estado: 'fallido', intentos: TIQUETE_INTENTOS_MAX });
    expect(tq.ultimo_error).toBeTruthy();
    await reintentarYa(); // no job is left: nothing more is tried
    expect((await tiquetesEnBd()).slice(-1)[0].intentos).toBe(TIQUETE_INTENTOS_MAX);

    const fallidos = await get(t, cocinero, 'ordenes/tiquetes?estado=fallido');
    expect(fallidos.json().data.data.map((f: { id: number }) => f.id)).toEqual([tq.id]);
    expect(fallidos.json().data.data[0]).toMatchObject({ punto_impresion: 'Barra', mesa: 'Mesa 4' });

    expect((await ponerPunto(r.bar, { puerto: bar.puerto })).statusCode).toBe(200);
    const otra = await post(t, cocinero, `ordenes/tiquetes/${tq.id}/reintentar`);
    expect(otra.statusCode, otra.body).toBe(200);
    expect(otra.json().message).toBe(MENSAJES_TIQUETES.reintentado);
    expect(otra.json().data.estado).toBe('pendiente');
    await t.app.outbox.drain();
    await bar.esperar(antes + 1);
    expect(bar.tiquetes).toHaveLength(antes + 1);
    expect(texto(bar.tiquetes[antes])).toContain('* sin hielo');
    expect((await tiquetesEnBd()).slice(-1)[0].estado).toBe('impreso');
    const de_nuevo = await post(t, cocinero, `ordenes/tiquetes/${tq.id}/reintentar`);
    expect(de_nuevo.statusCode).toBe(409);
    expect(de_nuevo.json().message).toBe(MENSAJES_TIQUETES.noFallido);
    await t.app.outbox.drain();
    expect(bar.tiquetes).toHaveLength(antes + 1);
  });

  it('checks the address again at send: a name that now answers a metadata address fails at once, unprinted', async () => {
    nombres.set('impresora-barra.prueba', ['127.0.0.1']);
    const punto = await ponerPunto(r.bar, { direccion_ip: 'impresora-barra.prueba', puerto: bar.puerto });
    expect(punto.statusCode, punto.body).toBe(200);
    const antes = bar.tiquetes.length;
    // The system's resolver does not know the name: the ticket arrives only if the connection goes to the
    // address that was checked.
    await post(
      t,
      mesero,
      'ordenes/orden',
      pedido({ id_mesa: r.mesas[4], detalles: [{ id_producto: r.p.jugo, cantidad: 1 }] }),
    );
    await t.app.outbox.drain();
    await bar.esperar(antes + 1);
    expect(bar.tiquetes).toHaveLength(antes + 1);
    expect((await tiquetesEnBd()).slice(-1)[0].estado).toBe('impreso');

    nombres.set('impresora-barra.prueba', ['169.254.169.254']);
    await post(
      t,
      mesero,
      'ordenes/orden',
      pedido({ id_mesa: r.mesas[4], detalles: [{ id_producto: r.p.jugo, cantidad: 2 }] }),
    );
    await t.app.outbox.drain();
    const [tq] = (await tiquetesEnBd()).slice(-1);
    expect(tq).toMatchObject({ estado: 'fallido', intentos: 1 });
    expect(tq.ultimo_error).toContain('169.254.169.254');
    expect(tq.ultimo_error).toContain('solo imprime en direcciones privadas');
    expect(bar.tiquetes).toHaveLength(antes + 1);
    nombres.delete('impresora-barra.prueba');
    expect((await ponerPunto(r.bar, { direccion_ip: '127.0.0.1', puerto: bar.puerto })).statusCode).toBe(200);
  });

  it('prints nothing on a network printer once the server no longer allows them', async () => {
    const antes = bar.tiquetes.length;
    t.app.config.printersNetwork = false;
    try {
      await post(
        t,
        mesero,
        'ordenes/orden',
        pedido({ id_sede: r.sede, detalles: [{ id_producto: r.p.jugo, cantidad: 1 }] }),
      );
      await t.app.outbox.drain();
    } finally {
      t.app.config.printersNetwork = true;
    }
    const [tq] = (await tiquetesEnBd()).slice(-1);
    expect(tq).toMatchObject({ estado: 'fallido', intentos: 1 });
    expect(tq.ultimo_error).toBe('este servidor no imprime en impresoras de red');
    expect(bar.tiquetes).toHaveLength(antes);
  });

  it('the waiter’s module cannot see or retry tickets', async () => {
    expect((await get(t, mesero, 'ordenes/tiquetes')).statusCode).toBe(403);
    expect((await post(t, mesero, 'ordenes/tiquetes/1/reintentar')).statusCode).toBe(403);
  });
});

describe('ticket pieces', () => {
  it('resolves only private addresses on printer ports, and nothing with network printing off', async () => {
    const encendida = { red: true, permitirLoopback: false };
    for (const ok of ['10.1.2.3', '172.16.0.9', '172.31.255.1', '192.168.1.50'])
      await expect(resolverImpresora(ok, 9100, encendida)).resolves.toBe(ok);
    for (const puerto of [9101, 9102, 515, 631])
      await expect(resolverImpresora('192.168.1.50', puerto, encendida)).resolves.toBe('192.168.1.50');
    for (const no of [
      '127.0.0.1',
      'localhost',
      '169.254.169.254',
      '8.8.8.8',
      '172.32.0.1',
      '100.64.0.1',
      '0.0.0.0',
    ])
      await expect(resolverImpresora(no, 9100, encendida)).rejects.toThrow(
        'solo imprime en direcciones privadas',
      );
    for (const puerto of [22, 5432, 6379, 9103, 80])
      await expect(resolverImpresora('192.168.1.50', puerto, encendida)).rejects.toThrow(
        PuertoNoPermitidoError,
      );
    await expect(resolverImpresora('192.168.1.50', 9100, { ...encendida, red: false })).rejects.toThrow(
      RedDesactivadaError,
    );
    // The tests' allowance: loopback on any port, nothing else.
    const prueba = { red: true, permitirLoopback: true };
    await expect(resolverImpresora('127.0.0.1', 40123, prueba)).resolves.toBe('127.0.0.1');
    await expect(resolverImpresora('192.168.1.50', 22, prueba)).rejects.toThrow(PuertoNoPermitidoError);
  });

  it('writes Bogotá time, readable quantities and the paper width', () => {
    expect(horaBogota(new Date('2026-11-23T20:05:00Z'))).toBe('23/11/2026 15:05');
    expect(cantidadLegible('2.000')).toBe('2');
    expect(cantidadLegible('0.500')).toBe('0,5');
    const contenido = {
      punto: 'Bar',
      mesa: null,
      idOrden: 7,
      mesero: 'Ana',
      enviado: new Date(),
      lineas: [{ cantidad: '1.000', nombre: 'Tinto', nota: null }],
    };
    // The rule runs the whole line: 0xC4 (─ in code page 437) repeated once per column.
    const regla = (b: Uint8Array) =>
      Math.max(...(Buffer.from(b).toString('latin1').match(/\xc4+/g) ?? []).map((x) => x.length));
    expect(texto(Buffer.from(bytesTiquete({ ...contenido, anchoPapel: '58' })))).toContain('Mostrador');
    expect(regla(bytesTiquete({ ...contenido, anchoPapel: '58' }))).toBe(32);
    expect(regla(bytesTiquete({ ...contenido, anchoPapel: '80' }))).toBe(48);
  });
});
