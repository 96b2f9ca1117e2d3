import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productos } from '../../common/catalogos';
import { MENSAJES_WEBHOOKS as M, WEBHOOK_FALLOS_MAX, WEBHOOK_INTENTOS_MAX } from '../../common/webhooks';
import { claseIp } from '../../server/lib/destinos';
import { webhooks } from '../../server/db/schema';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, crearUsuarioDePrueba, filasDe, type EmpresaDePrueba } from './fixtures';
import { borrar, get, montarRestaurante, pedido, post, type Restaurante } from './ordenes-soporte';
import {
  entregarYa as entregarAhora,
  otroSecreto,
  receptor,
  verificar,
  type Receptor,
} from './webhooks-soporte';

let t: TestApp;
let e: EmpresaDePrueba;
let r: Restaurante;
let rx: Receptor;
/** The app as it runs in production: https only, no loopback. */
let estricta: TestApp;
let eEstricta: EmpresaDePrueba;

const entregarYa = (app = t) => entregarAhora(app);

async function crearWebhook(eventos: string[], url = rx.url) {
  const res = await post(t, e, 'webhooks/webhook', { url, eventos });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; secreto: string };
}

const nuevoProducto = (nombre: string) =>
  post(t, e, productos.api.item, { nombre, precio_venta: '9000' }).then((x) => x.json().data.id as number);

beforeAll(async () => {
  t = await createTestApp({ webhooksAllowHttp: true, webhooksAllowLoopback: true });
  e = await crearEmpresaDePrueba(t);
  r = await montarRestaurante(t, e);
  rx = await receptor();
  estricta = await createTestApp();
  eEstricta = await crearEmpresaDePrueba(estricta);
});
afterAll(async () => {
  await t.close();
  await estricta.close();
  await rx.cerrar();
});

describe('webhooks: create, list, delete', () => {
  it('creates one and shows its whsec_ secret once; the list never carries it', async () => {
    const creado = await post(t, e, 'webhooks/webhook', {
      url: rx.url,
      eventos: ['orden.creada', 'producto.modificado'],
      descripcion: 'ERP de prueba',
    });
    expect(creado.statusCode).toBe(200);
    expect(creado.json().message).toBe(M.creado);
    const w = creado.json().data;
    expect(w.secreto).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(w.secreto.slice(6), 'base64')).toHaveLength(32);
    const lista = await get(t, e, 'webhooks');
    expect(lista.statusCode).toBe(200);
    expect(lista.body).not.toContain(w.secreto);
    const { webhooks, webhooksType } = lista.json().data;
    expect(webhooks).toEqual([
      expect.objectContaining({ id: w.id, url: rx.url, estado: 'activo', descripcion: 'ERP de prueba' }),
    ]);
    expect(webhooks[0]).not.toHaveProperty('secreto');
    expect(webhooksType.map((x: { id: string }) => x.id)).toEqual(
      expect.arrayContaining([
        'venta.creada',
        'orden.creada',
        'producto.modificado',
        'inventario.bajo_minimo',
      ]),
    );
    expect(webhooksType).toHaveLength(10);
    const eliminado = await borrar(t, e, `webhooks/webhook/${w.id}`);
    expect(eliminado.statusCode).toBe(200);
    expect((await get(t, e, 'webhooks')).json().data.webhooks).toEqual([]);
    expect((await borrar(t, e, `webhooks/webhook/${w.id}`)).statusCode).toBe(404);
  });

  it('refuses a body without events or with an unknown one, in Spanish, creating nothing', async () => {
    const sin = await post(t, e, 'webhooks/webhook', { url: rx.url, eventos: [] });
    expect(sin.statusCode).toBe(422);
    expect(sin.json().data.errors.eventos).toEqual([M.eventosRequeridos]);
    const mala = await post(t, e, 'webhooks/webhook', { url: rx.url, eventos: ['todo'] });
    expect(mala.statusCode).toBe(422);
    expect(mala.json().message).toBe('El campo eventos tiene un valor no permitido');
    expect((await get(t, e, 'webhooks')).json().data.webhooks).toEqual([]);
  });
});

describe('refused URLs (the production settings)', () => {
  it.each([
    ['http://ejemplo.co/hook', M.urlHttps],
    ['ftp://ejemplo.co/hook', M.urlHttps],
    ['no es una url', M.urlInvalida],
    ['https://usuario:clave@ejemplo.co/hook', M.urlCredenciales],
    ['https://127.0.0.1/hook', M.direccionNoPermitida],
    ['https://localhost/hook', M.direccionNoPermitida],
    ['https://[::1]/hook', M.direccionNoPermitida],
    ['https://10.0.0.5/hook', M.direccionNoPermitida],
    ['https://172.16.3.4/hook', M.direccionNoPermitida],
    ['https://192.168.1.20/hook', M.direccionNoPermitida],
    ['https://169.254.169.254/latest/meta-data', M.direccionNoPermitida],
    ['https://100.64.0.1/hook', M.direccionNoPermitida],
    ['https://0.0.0.0/hook', M.direccionNoPermitida],
    ['https://[fd00:ec2::254]/hook', M.direccionNoPermitida],
    ['https://[::ffff:169.254.169.254]/hook', M.direccionNoPermitida],
    ['https://[::127.0.0.1]/hook', M.direccionNoPermitida],
    ['https://[2002:7f00:1::]/hook', M.direccionNoPermitida],
    ['https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hook', M.direccionNoPermitida],
    ['https://[64:ff9b::a00:1]/hook', M.direccionNoPermitida],
  ])('%s → 422 "%s"', async (url, mensaje) => {
    const res = await post(estricta, eEstricta, 'webhooks/webhook', { url, eventos: ['orden.creada'] });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors.url).toEqual([mensaje]);
    expect((await get(estricta, eEstricta, 'webhooks')).json().data.webhooks).toEqual([]);
  });

  it('the tests’ loopback option lets 127.0.0.1 through, never private or link-local addresses', async () => {
    for (const url of ['https://10.1.1.1/x', 'https://169.254.169.254/x', 'http://192.168.0.2/x']) {
      const res = await post(t, e, 'webhooks/webhook', { url, eventos: ['orden.creada'] });
      expect(res.json().data.errors.url).toEqual([M.direccionNoPermitida]);
    }
  });

  it('classifies addresses', () => {
    expect(claseIp('8.8.8.8')).toBe('publica');
    expect(claseIp('2800:3f0:4005::200e')).toBe('publica');
    expect(claseIp('127.8.8.8')).toBe('loopback');
    expect(claseIp('169.254.169.254')).toBe('metadatos');
    expect(claseIp('fe80::1')).toBe('enlace');
    expect(claseIp('172.31.0.1')).toBe('privada');
    expect(claseIp('172.32.0.1')).toBe('publica');
    expect(claseIp('224.0.0.1')).toBe('reservada');
  });
});

describe('delivery', () => {
  it('signs by Standard Webhooks, retries with back-off after failures, and delivers each event once per success', async () => {
    const w = await crearWebhook(['producto.modificado']);
    rx.recibidos.length = 0;
    rx.codigos.push(500, 503);
    const id = await nuevoProducto('Arepa de choclo');
    await t.app.outbox.drain();
    expect(rx.recibidos).toHaveLength(1);
    // Not due yet: the back-off holds it.
    await t.app.outbox.drain();
    expect(rx.recibidos).toHaveLength(1);
    await entregarYa();
    await entregarYa();
    expect(rx.recibidos.map((x) => x.respondido)).toEqual([500, 503, 200]);
    await entregarYa();
    expect(rx.recibidos).toHaveLength(3);
    // The same message every time: one id, one body, each attempt signed.
    expect(new Set(rx.recibidos.map((x) => x.headers['webhook-id'])).size).toBe(1);
    expect(new Set(rx.recibidos.map((x) => x.cuerpo)).size).toBe(1);
    for (const x of rx.recibidos) expect(verificar(w.secreto, x.headers, x.cuerpo)).toBe(true);
    expect(verificar(otroSecreto(w.secreto), rx.recibidos[0].headers, rx.recibidos[0].cuerpo)).toBe(false);
    const cuerpo = JSON.parse(rx.recibidos[0].cuerpo);
    expect(cuerpo).toMatchObject({
      type: 'producto.modificado',
      data: { accion: 'creado', id_producto: id, producto: { nombre: 'Arepa de choclo' } },
    });
    // The log: three attempts, two failed with the code, the last one successful.
    const log = await get(t, e, `webhooks/webhook/${w.id}/entregas`);
    expect(log.statusCode).toBe(200);
    const filas = log.json().data.data;
    expect(
      filas.map((f: { intento: number; estado: string; codigo_respuesta: number }) => [
        f.intento,
        f.estado,
        f.codigo_respuesta,
      ]),
    ).toEqual([
      [3, 'exitosa', 200],
      [2, 'fallida', 503],
      [1, 'fallida', 500],
    ]);
    for (const f of filas) expect(f.latencia_ms).toEqual(expect.any(Number));
    expect((await get(t, e, 'webhooks')).json().data.webhooks[0].fallos_consecutivos).toBe(0);
    await borrar(t, e, `webhooks/webhook/${w.id}`);
  });

  it('order created: sent once, only to the webhooks that take it', async () => {
    const ordenes = await crearWebhook(['orden.creada']);
    const otros = await crearWebhook(['venta.creada']);
    rx.recibidos.length = 0;
    const res = await post(
      t,
      e,
      'ordenes/orden',
      pedido({ id_mesa: r.mesas[0], detalles: [{ id_producto: r.p.jugo, cantidad: 1 }] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    // Adding to the same order is no new order.
    await post(
      t,
      e,
      'ordenes/orden',
      pedido({ id_mesa: r.mesas[0], detalles: [{ id_producto: r.p.jugo, cantidad: 1 }] }),
    );
    await entregarYa();
    expect(rx.recibidos).toHaveLength(1);
    const [x] = rx.recibidos;
    expect(verificar(ordenes.secreto, x.headers, x.cuerpo)).toBe(true);
    expect(verificar(otros.secreto, x.headers, x.cuerpo)).toBe(false);
    expect(JSON.parse(x.cuerpo)).toMatchObject({ type: 'orden.creada', data: { id: res.json().data.id } });
    await borrar(t, e, `webhooks/webhook/${ordenes.id}`);
    await borrar(t, e, `webhooks/webhook/${otros.id}`);
  });

  it('an event whose transaction fails sends nothing', async () => {
    const w = await crearWebhook(['orden.creada']);
    rx.recibidos.length = 0;
    const res = await post(
      t,
      e,
      'ordenes/orden',
      pedido({ id_mesa: r.mesas[1], detalles: [{ id_producto: r.p.inactivo, cantidad: 1 }] }),
    );
    expect(res.statusCode).toBe(422);
    await entregarYa();
    expect(rx.recibidos).toHaveLength(0);
    await borrar(t, e, `webhooks/webhook/${w.id}`);
  });

  it('rotating the secret answers the new one once; deliveries are signed with it', async () => {
    const w = await crearWebhook(['producto.modificado']);
    const rotado = await post(t, e, `webhooks/webhook/${w.id}/secreto`);
    expect(rotado.statusCode).toBe(200);
    expect(rotado.json().message).toBe(M.rotado);
    const nuevo = rotado.json().data.secreto as string;
    expect(nuevo).not.toBe(w.secreto);
    expect(nuevo).toMatch(/^whsec_/);
    rx.recibidos.length = 0;
    await nuevoProducto('Empanada');
    await entregarYa();
    expect(rx.recibidos).toHaveLength(1);
    expect(verificar(nuevo, rx.recibidos[0].headers, rx.recibidos[0].cuerpo)).toBe(true);
    expect(verificar(w.secreto, rx.recibidos[0].headers, rx.recibidos[0].cuerpo)).toBe(false);
    await borrar(t, e, `webhooks/webhook/${w.id}`);
  });

  it('"Reenviar" sends the same event (same id and body) again', async () => {
    const w = await crearWebhook(['producto.modificado']);
    rx.recibidos.length = 0;
    await nuevoProducto('Buñuelo');
    await entregarYa();
    const [entrega] = (await get(t, e, `webhooks/webhook/${w.id}/entregas`)).json().data.data;
    const res = await post(t, e, `webhooks/entregas/${entrega.id}/reenviar`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.reenviado);
    await entregarYa();
    expect(rx.recibidos).toHaveLength(2);
    expect(rx.recibidos[1].headers['webhook-id']).toBe(rx.recibidos[0].headers['webhook-id']);
    expect(rx.recibidos[1].cuerpo).toBe(rx.recibidos[0].cuerpo);
    expect(verificar(w.secreto, rx.recibidos[1].headers, rx.recibidos[1].cuerpo)).toBe(true);
    expect((await post(t, e, 'webhooks/entregas/987654/reenviar')).statusCode).toBe(404);
    await borrar(t, e, `webhooks/webhook/${w.id}`);
  });

  it('stops retrying an event after the last attempt', async () => {
    const w = await crearWebhook(['producto.modificado']);
    rx.recibidos.length = 0;
    rx.codigos.push(...Array(WEBHOOK_INTENTOS_MAX + 2).fill(500));
    await nuevoProducto('Pandebono');
    for (let i = 0; i < WEBHOOK_INTENTOS_MAX + 2; i++) await entregarYa();
    expect(rx.recibidos).toHaveLength(WEBHOOK_INTENTOS_MAX);
    rx.codigos.length = 0;
    await borrar(t, e, `webhooks/webhook/${w.id}`);
  });

  it(`is disabled after ${WEBHOOK_FALLOS_MAX} failures in a row: an audit record, a mail to the owner, no more events`, async () => {
    const w = await crearWebhook(['producto.modificado']);
    await t.database.db.execute(
      sql`update webhooks set fallos_consecutivos = ${WEBHOOK_FALLOS_MAX - 1} where id = ${w.id}`,
    );
    rx.recibidos.length = 0;
    rx.codigos.push(500);
    await nuevoProducto('Almojábana');
    await t.app.outbox.drain();
    expect(rx.recibidos).toHaveLength(1);
    const [fila] = (await get(t, e, 'webhooks')).json().data.webhooks;
    expect(fila).toMatchObject({ estado: 'deshabilitado', fallos_consecutivos: WEBHOOK_FALLOS_MAX });
    const auditoria = (await get(t, e, 'auditoria?accion=webhook.deshabilitado')).json().data.data;
    expect(auditoria).toHaveLength(1);
    const correos = filasDe(
      await t.database.db.execute(
        sql`select payload from outbox where tipo = 'correo' and empresa_id = ${e.empresaId} and payload->>'asunto' like '%webhook%'`,
      ),
    );
    expect(correos).toHaveLength(1);
    expect((correos[0].payload as { para: string }).para).toBe(e.email);
    // Disabled: no retry of the failed event, no new events.
    await nuevoProducto('Pan de yuca');
    await entregarYa();
    await entregarYa();
    expect(rx.recibidos).toHaveLength(1);
    // Turned back on, it counts from zero and takes new events.
    const activado = await post(t, e, `webhooks/webhook/${w.id}/activar`);
    expect(activado.json().data).toMatchObject({ estado: 'activo', fallos_consecutivos: 0 });
    await nuevoProducto('Mantecada');
    await entregarYa();
    expect(rx.recibidos).toHaveLength(2);
    await borrar(t, e, `webhooks/webhook/${w.id}`);
  });

  it('checks the address again at delivery time (a name that now resolves to loopback is refused)', async () => {
    // As if the name had resolved to a public address when it was saved: the row goes in past the save-time check.
    const [w] = await estricta.database.db
      .insert(webhooks)
      .values({
        empresa_id: eEstricta.empresaId,
        url: rx.urlLocalhost.replace('http:', 'https:'),
        eventos: ['producto.modificado'],
        secreto: 'whsec_c2VjcmV0bw==',
      })
      .returning({ id: webhooks.id });
    rx.recibidos.length = 0;
    const creado = await post(estricta, eEstricta, productos.api.item, {
      nombre: 'Torta',
      precio_venta: '9000',
    });
    expect(creado.statusCode).toBe(200);
    await estricta.app.outbox.drain();
    expect(rx.recibidos).toHaveLength(0);
    const [entrega] = (await get(estricta, eEstricta, `webhooks/webhook/${w.id}/entregas`)).json().data.data;
    expect(entrega).toMatchObject({
      estado: 'fallida',
      error: M.direccionNoPermitida,
      codigo_respuesta: null,
    });
    // Refused for good: no retry is scheduled.
    await entregarYa(estricta);
    expect((await get(estricta, eEstricta, `webhooks/webhook/${w.id}/entregas`)).json().data.total).toBe(1);
  });
});

describe('permissions', () => {
  it('only roles 0 and 1 reach webhooks, even with the module tag', async () => {
    const mesero = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 3, acceso: 'ventas' });
    const conTag = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 2, acceso: 'webhooks' });
    const admin = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 1, acceso: 'webhooks' });
    for (const u of [mesero, conTag]) {
      expect((await get(t, u, 'webhooks')).statusCode).toBe(403);
      const res = await post(t, u, 'webhooks/webhook', { url: rx.url, eventos: ['orden.creada'] });
      expect(res.statusCode).toBe(403);
    }
    expect((await get(t, e, 'webhooks')).json().data.webhooks).toEqual([]);
    expect((await get(t, admin, 'webhooks')).statusCode).toBe(200);
  });
});
