import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CIERRE_VIVO, MENSAJES_VIVO, type MensajeVivo } from '../../common/vivo';
import { buildApp, type App } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, crearUsuarioDePrueba, filasDe, type EmpresaDePrueba } from './fixtures';
import { borrar, montarRestaurante, pedido, post, type Restaurante } from './ordenes-soporte';
import { ClienteVivo, urlVivo } from './vivo-soporte';

let t: TestApp;
let a: EmpresaDePrueba;
let b: EmpresaDePrueba;
let ra: Restaurante;
let rb: Restaurante;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  a = await crearEmpresaDePrueba(t);
  b = await crearEmpresaDePrueba(t);
  ra = await montarRestaurante(t, a);
  rb = await montarRestaurante(t, b);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = urlVivo(t.app);
});
afterAll(() => t?.close());

const ordenar = (e: EmpresaDePrueba, cuerpo: Record<string, unknown>) =>
  post(t, e, 'ordenes/orden', pedido(cuerpo));

async function ultimoEnvio(idOrden: number): Promise<number> {
  const [fila] = filasDe(
    await t.database.db.execute(
      sql`select id::int as id from ordenes_envios where id_orden = ${idOrden} order by id desc limit 1`,
    ),
  );
  return Number(fila.id);
}

const cambio = (data: object): MensajeVivo => ({
  action: 'updateTableOrder',
  data,
  message: MENSAJES_VIVO.ordenActualizada,
});
const esAccion = (accion: string) => (m: MensajeVivo) => m.action === accion;

describe('the greeting', () => {
  it('with a valid token is answered "Conectado" and the socket joins its company', async () => {
    const c = await ClienteVivo.abrir(url);
    c.saludar({ token: a.token, userId: a.usuarioId, companyId: a.empresaId });
    expect(await c.hasta(esAccion('sendMessage'))).toEqual([
      { action: 'sendMessage', message: MENSAJES_VIVO.conectado },
    ]);
    expect(t.app.vivo.conectados(a.empresaId)).toBe(1);
    c.cerrar();
    await c.cierre;
    for (let i = 0; t.app.vivo.conectados(a.empresaId) > 0 && i < 500; i++) await pausa(10);
    expect(t.app.vivo.conectados(a.empresaId)).toBe(0);
  });

  it('with a bad token, a logged-out session, an expired one or no greeting at all closes 4401 and sends nothing', async () => {
    const cerrada = await crearUsuarioDePrueba(t, a.empresaId);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', headers: cerrada.auth })).statusCode,
    ).toBe(200);
    const vencida = await crearUsuarioDePrueba(t, a.empresaId, { horasSesion: -1 });
    for (const token of ['no-es-un-token', cerrada.token, vencida.token]) {
      const c = await ClienteVivo.abrir(url);
      c.saludar({ token, companyId: a.empresaId });
      expect((await c.cierre).code).toBe(CIERRE_VIVO.noAutenticado);
      expect(c.mensajes).toEqual([]);
    }
    // A first message that is not the greeting.
    const otra = await ClienteVivo.abrir(url);
    otra.socket.send(JSON.stringify({ action: 'newOrder', token: a.token }));
    expect((await otra.cierre).code).toBe(CIERRE_VIVO.noAutenticado);
    // Nothing at all: the server stops waiting after the greeting's window.
    const callada = await ClienteVivo.abrir(url);
    expect((await callada.cierre).code).toBe(CIERRE_VIVO.noAutenticado);
    expect([...otra.mensajes, ...callada.mensajes]).toEqual([]);
    expect(t.app.vivo.conectados(a.empresaId)).toBe(0);
  });

  it('a session revoked after the greeting is closed 4401 at the next heartbeat', async () => {
    const usuario = await crearUsuarioDePrueba(t, a.empresaId);
    const c = await ClienteVivo.conectado(url, { token: usuario.token });
    const otro = await ClienteVivo.conectado(url, { token: a.token });
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: usuario.auth });
    await t.app.vivo.latido();
    expect((await c.cierre).code).toBe(CIERRE_VIVO.noAutenticado);
    expect(otro.socket.readyState).toBe(otro.socket.OPEN);
    otro.cerrar();
  });

  it('a socket that does not answer the heartbeat ping is dropped', async () => {
    const sorda = await ClienteVivo.conectado(url, { token: a.token }, { autoPong: false });
    const viva = await ClienteVivo.conectado(url, { token: a.token });
    const pingRecibido = new Promise((resolve) => viva.socket.once('ping', resolve));
    await t.app.vivo.latido(); // pings both
    await pingRecibido; // the live one answered at once (ws sends the pong before telling)
    // A ping of ours comes back after the server read everything sent before it, our pong included.
    const eco = new Promise((resolve) => viva.socket.once('pong', resolve));
    viva.socket.ping();
    await eco;
    await t.app.vivo.latido(); // the silent one had not answered
    await sorda.cierre;
    expect(viva.socket.readyState).toBe(viva.socket.OPEN);
    viva.cerrar();
  });
});

const pausa = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('order events', () => {
  let ca: ClienteVivo;
  let cb: ClienteVivo;
  beforeAll(async () => {
    ca = await ClienteVivo.conectado(url, { token: a.token, companyId: a.empresaId });
    // B claims to be company A: the session decides.
    cb = await ClienteVivo.conectado(url, { token: b.token, companyId: a.empresaId });
  });
  afterAll(() => {
    ca?.cerrar();
    cb?.cerrar();
  });

  /** Runs `accion` and waits on A's socket until `ultimo`, answering the messages it brought. */
  async function enA(accion: () => Promise<unknown>, ultimo: (m: MensajeVivo) => boolean) {
    const desde = ca.mensajes.length;
    await accion();
    return ca.hasta(ultimo, desde);
  }

  it("an order sent reaches its company's sockets only: opened, total, newOrder with its print points", async () => {
    const bAntes = cb.mensajes.length;
    let id = 0;
    const mensajes = await enA(async () => {
      const r = await ordenar(a, {
        id_mesa: ra.mesas[0],
        detalles: [
          { id_producto: ra.p.bandeja, cantidad: 2 },
          { id_producto: ra.p.jugo, cantidad: 1 },
        ],
      });
      expect(r.statusCode, r.body).toBe(200);
      id = r.json().data.id;
    }, esAccion('newOrder'));
    const lugar = { id_orden: id, id_mesa: ra.mesas[0], id_sede: ra.sede };
    expect(mensajes).toEqual([
      cambio(lugar),
      { action: 'totals', data: { ...lugar, total: '72000.50' } },
      {
        action: 'newOrder',
        data: {
          ...lugar,
          id_envio: await ultimoEnvio(id),
          puntos: [ra.cocina, ra.bar].sort((x, y) => x - y),
        },
        message: MENSAJES_VIVO.nuevaOrden,
      },
    ]);

    // B's own order reaches B, and nothing of A's ever did.
    const r = await ordenar(b, { id_sede: rb.sede, detalles: [{ id_producto: rb.p.servicio, cantidad: 1 }] });
    expect(r.statusCode, r.body).toBe(200);
    const deB = await cb.hasta(esAccion('newOrder'), bAntes);
    const idB = r.json().data.id;
    expect(cb.mensajes.slice(bAntes).every((m) => (m.data as { id_orden: number }).id_orden === idB)).toBe(
      true,
    );
    expect(deB.at(-1)?.data).toEqual({
      id_orden: idB,
      id_mesa: null,
      id_sede: rb.sede,
      id_envio: await ultimoEnvio(idB),
      puntos: [null],
    });
    expect(ca.mensajes.some((m) => (m.data as { id_orden: number } | undefined)?.id_orden === idB)).toBe(
      false,
    );
  });

  it('held lines bring a total but no newOrder; sending them later does, with the sending submission', async () => {
    let id = 0;
    const retenida = await enA(async () => {
      const r = await ordenar(a, {
        id_sede: ra.sede,
        enviar: false,
        detalles: [{ id_producto: ra.p.jugo, cantidad: 2 }],
      });
      expect(r.statusCode, r.body).toBe(200);
      id = r.json().data.id;
    }, esAccion('totals'));
    const lugar = { id_orden: id, id_mesa: null, id_sede: ra.sede };
    expect(retenida).toEqual([cambio(lugar), { action: 'totals', data: { ...lugar, total: '14001.00' } }]);

    const enviada = await enA(async () => {
      const r = await ordenar(a, { id_orden: id, detalles: [] });
      expect(r.statusCode, r.body).toBe(200);
    }, esAccion('newOrder'));
    expect(enviada).toEqual([
      {
        action: 'newOrder',
        data: { ...lugar, id_envio: await ultimoEnvio(id), puntos: [ra.bar] },
        message: MENSAJES_VIVO.nuevaOrden,
      },
    ]);
    expect(retenida.some(esAccion('newOrder'))).toBe(false);
  });

  it('moving, joining, removing a line, bumping and recalling send updateTableOrder (and totals when it changed)', async () => {
    const abrir = async (cuerpo: Record<string, unknown>) => {
      const r = await ordenar(a, cuerpo);
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data as { id: number; detalles: { id: number }[] };
    };
    const uno = await abrir({ id_mesa: ra.mesas[1], detalles: [{ id_producto: ra.p.bandeja, cantidad: 1 }] });
    const dos = await abrir({ id_sede: ra.sede, detalles: [{ id_producto: ra.p.jugo, cantidad: 1 }] });
    await ca.hasta((m) => m.action === 'newOrder' && (m.data as { id_orden: number }).id_orden === dos.id);

    // Move: the counter order goes to table 3.
    const movida = await enA(
      () => post(t, a, `mesas/mesa/${ra.mesas[2]}/orden/${dos.id}`),
      esAccion('updateTableOrder'),
    );
    expect(movida).toEqual([cambio({ id_orden: dos.id, id_mesa: ra.mesas[2], id_sede: ra.sede })]);

    // Join: order two moves onto table 2, whose order receives its lines; both orders changed, both totals.
    const desde = ca.mensajes.length;
    const r = await post(t, a, `mesas/mesa/${ra.mesas[1]}/orden/${dos.id}`);
    expect(r.statusCode, r.body).toBe(200);
    const enMesaDos = { id_orden: uno.id, id_mesa: ra.mesas[1], id_sede: ra.sede };
    const unidaDos = { id_orden: dos.id, id_mesa: ra.mesas[2], id_sede: ra.sede };
    const primerTotal = await ca.hasta(esAccion('totals'), desde);
    const unida = [...primerTotal, ...(await ca.hasta(esAccion('totals'), desde + primerTotal.length))];
    expect(unida).toEqual([
      cambio(enMesaDos),
      cambio(unidaDos),
      { action: 'totals', data: { ...enMesaDos, total: '39500.50' } },
      { action: 'totals', data: { ...unidaDos, total: '0.00' } },
    ]);

    // Removal of a sent line (the owner may), with its reason and stock choice.
    const lineaJugo = dos.detalles[0].id;
    const retirada = await enA(async () => {
      const r = await borrar(t, a, `orden/ordenDetalle/${lineaJugo}?motivo=Error&devuelve_inventario=false`);
      expect(r.statusCode, r.body).toBe(200);
    }, esAccion('totals'));
    expect(retirada).toEqual([
      cambio(enMesaDos),
      { action: 'totals', data: { ...enMesaDos, total: '32500.00' } },
    ]);

    // Bump a line, then the order's print point, then recall: the order changed each time, its total did not.
    const lineaBandeja = uno.detalles[0].id;
    for (const accion of [
      () => post(t, a, `ordenes/ordenDetalle/${lineaBandeja}/listo`),
      () => post(t, a, 'ordenes/listo/recuperar', {}),
      () => post(t, a, `ordenes/orden/${uno.id}/listo`, { id_punto_impresion: ra.cocina }),
    ]) {
      const recibidos = await enA(async () => {
        const r = await accion();
        expect(r.statusCode, r.body).toBe(200);
      }, esAccion('updateTableOrder'));
      expect(recibidos).toEqual([cambio(enMesaDos)]);
    }
  });

  it('annulling sends updateTableOrder and a zero total', async () => {
    const r = await ordenar(a, { id_sede: ra.sede, detalles: [{ id_producto: ra.p.servicio, cantidad: 1 }] });
    const id = r.json().data.id;
    await ca.hasta((m) => m.action === 'newOrder' && (m.data as { id_orden: number }).id_orden === id);
    const anulada = await enA(async () => {
      const res = await borrar(
        t,
        a,
        `ordenes/orden/${id}?motivo=Cliente%20se%20fue&devuelve_inventario=false`,
      );
      expect(res.statusCode, res.body).toBe(200);
    }, esAccion('totals'));
    const lugar = { id_orden: id, id_mesa: null, id_sede: ra.sede };
    expect(anulada).toEqual([cambio(lugar), { action: 'totals', data: { ...lugar, total: '0.00' } }]);
  });

  it('a refused change sends nothing', async () => {
    const desde = ca.mensajes.length;
    const r = await ordenar(a, { id_sede: ra.sede, detalles: [{ id_producto: ra.p.insumo, cantidad: 1 }] });
    expect(r.statusCode).toBe(422);
    // A later change is the marker: it arrives first if nothing came from the refused one.
    const marca = await ordenar(a, {
      id_sede: ra.sede,
      detalles: [{ id_producto: ra.p.servicio, cantidad: 1 }],
    });
    const id = marca.json().data.id;
    const recibidos = await ca.hasta(esAccion('newOrder'), desde);
    expect(recibidos.every((m) => (m.data as { id_orden: number }).id_orden === id)).toBe(true);
  });
});

describe('each socket receives only the messages of its modules', () => {
  const ordenVisible = new Set(['updateTableOrder', 'totals', 'newOrder']);

  /** Resolves once every message the server sent before now has arrived (a ping answered after them). */
  const alDia = (c: ClienteVivo) =>
    new Promise<void>((resolve) => {
      c.socket.once('pong', () => resolve());
      c.socket.ping();
    });

  const unaOrden = async () => {
    const r = await ordenar(a, { id_sede: ra.sede, detalles: [{ id_producto: ra.p.servicio, cantidad: 1 }] });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data.id as number;
  };
  const deLaOrden = (id: number) => (m: MensajeVivo) =>
    m.action === 'newOrder' && (m.data as { id_orden: number }).id_orden === id;

  const actualizar = (cuerpo: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/usuarios/usuario/actualizar',
      headers: a.auth,
      payload: cuerpo,
    });

  const esperar = async (condicion: () => boolean) => {
    for (let i = 0; !condicion() && i < 500; i++) await pausa(10);
    expect(condicion()).toBe(true);
  };

  it("an accountant (role 5, no sales or orders module) receives nothing of an order; a waiter's socket does", async () => {
    const contador = await crearUsuarioDePrueba(t, a.empresaId, {
      idRol: 5,
      acceso: 'operaciones,gastos,compras',
    });
    const mesero = await crearUsuarioDePrueba(t, a.empresaId, { idRol: 3, acceso: 'ventas' });
    const cocina = await crearUsuarioDePrueba(t, a.empresaId, { idRol: 4, acceso: 'ordenes' });
    const cc = await ClienteVivo.conectado(url, { token: contador.token });
    const cm = await ClienteVivo.conectado(url, { token: mesero.token });
    const ck = await ClienteVivo.conectado(url, { token: cocina.token });
    const id = await unaOrden();
    const alMesero = await cm.hasta(deLaOrden(id));
    expect(alMesero.map((m) => m.action)).toEqual(['sendMessage', 'updateTableOrder', 'totals', 'newOrder']);
    // The kitchen follows orders but not the money they carry.
    expect((await ck.hasta(deLaOrden(id))).map((m) => m.action)).toEqual([
      'sendMessage',
      'updateTableOrder',
      'newOrder',
    ]);
    await alDia(cc);
    expect(cc.mensajes).toEqual([{ action: 'sendMessage', message: MENSAJES_VIVO.conectado }]);
    for (const c of [cc, cm, ck]) c.cerrar();
  });

  it('a user who loses the modules stops receiving at once; a role change closes their socket 4401', async () => {
    const mesero = await crearUsuarioDePrueba(t, a.empresaId, { idRol: 3, acceso: 'ventas' });
    const cm = await ClienteVivo.conectado(url, { token: mesero.token });
    const testigo = await ClienteVivo.conectado(url, { token: a.token });
    const antes = t.app.vivo.oyentes(a.empresaId, 'newOrder');

    // The owner takes the sales module away: the session stays, the socket is checked again on the revocation.
    const r = await actualizar({ id: mesero.usuarioId, modulos: ['gastos'] });
    expect(r.statusCode, r.body).toBe(200);
    await esperar(() => t.app.vivo.oyentes(a.empresaId, 'newOrder') === antes - 1);
    const desde = cm.mensajes.length;
    const id = await unaOrden();
    await testigo.hasta(deLaOrden(id));
    await alDia(cm);
    expect(cm.mensajes.slice(desde).filter((m) => ordenVisible.has(m.action))).toEqual([]);
    expect(cm.socket.readyState).toBe(cm.socket.OPEN);

    // Given back: it receives again.
    expect((await actualizar({ id: mesero.usuarioId, modulos: ['ventas'] })).statusCode).toBe(200);
    await esperar(() => t.app.vivo.oyentes(a.empresaId, 'newOrder') === antes);
    const otra = await unaOrden();
    await cm.hasta(deLaOrden(otra), desde);

    // A role change ends the sessions: the socket closes without waiting for the heartbeat.
    expect((await actualizar({ id: mesero.usuarioId, rol: 2 })).statusCode).toBe(200);
    expect((await cm.cierre).code).toBe(CIERRE_VIVO.noAutenticado);
    expect(testigo.socket.readyState).toBe(testigo.socket.OPEN);
    testigo.cerrar();
  });
});

describe('two instances on one database', () => {
  let otra: App;
  let otraBase: Database | null = null;
  let urlOtra: string;
  beforeAll(async () => {
    otraBase = t.databaseUrl
      ? await openDatabase({ databaseUrl: t.databaseUrl, dataDir: '', poolSize: 2 })
      : null;
    otra = await buildApp({ config: t.config, database: otraBase ?? t.database });
    await otra.listen({ port: 0, host: '127.0.0.1' });
    urlOtra = urlVivo(otra);
  });
  afterAll(async () => {
    await otra?.close();
    await otraBase?.close();
  });

  it.runIf(process.env.TEST_DB === 'pg')(
    'an order created on one instance reaches a socket on the other (NOTIFY), as its company only',
    async () => {
      const enOtra = await ClienteVivo.conectado(urlOtra, { token: a.token });
      const deB = await ClienteVivo.conectado(urlOtra, { token: b.token });
      const r = await ordenar(a, {
        id_sede: ra.sede,
        detalles: [{ id_producto: ra.p.bandeja, cantidad: 1 }],
      });
      expect(r.statusCode, r.body).toBe(200);
      const id = r.json().data.id;
      const lugar = { id_orden: id, id_mesa: null, id_sede: ra.sede };
      expect(await enOtra.hasta(esAccion('newOrder'))).toEqual([
        { action: 'sendMessage', message: MENSAJES_VIVO.conectado },
        cambio(lugar),
        { action: 'totals', data: { ...lugar, total: '32500.00' } },
        {
          action: 'newOrder',
          data: { ...lugar, id_envio: await ultimoEnvio(id), puntos: [ra.cocina] },
          message: MENSAJES_VIVO.nuevaOrden,
        },
      ]);
      expect(deB.mensajes).toEqual([{ action: 'sendMessage', message: MENSAJES_VIVO.conectado }]);
      enOtra.cerrar();
      deB.cerrar();
    },
  );

  it.runIf(process.env.TEST_DB === 'pg')(
    'when the listening connection breaks (events may be lost) its sockets are closed 1012 to reconnect and reload',
    async () => {
      const c = await ClienteVivo.conectado(urlOtra, { token: a.token });
      const admin = new pg.Client({ connectionString: t.databaseUrl });
      await admin.connect();
      try {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and query = 'LISTEN "comanda_eventos"'`,
        );
      } finally {
        await admin.end();
      }
      expect((await c.cierre).code).toBe(CIERRE_VIVO.reiniciar);
    },
  );

  it('closing an instance closes its sockets with 1001', async () => {
    const c = await ClienteVivo.conectado(urlOtra, { token: a.token });
    await otra.close();
    expect((await c.cierre).code).toBe(CIERRE_VIVO.apagado);
  });
});
