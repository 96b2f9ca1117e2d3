import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MENSAJES_SUSCRIPCION as M } from '../../common/suscripciones';
import { cobrosSuscripcion, eventosPago, outbox, suscripcionesEmpresa } from '../../server/db/schema';
import {
  DIAS_REINTENTO,
  renovar,
  type PayloadRenovacion,
} from '../../server/routes/suscripciones/renovacion';
import { LLAVES_SANDBOX } from '../../server/pagos/config';
import { PasarelaError } from '../../server/pagos/pasarela';
import { checksumEventoWompi } from '../../server/pagos/firmas';
import { openDatabase } from '../../server/db/client';
import { TenantScope } from '../../server/db/tenant';
import { planDeEmpresa } from '../../server/services/limitesPlan';
import { appSobre, createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, crearUsuarioDePrueba, filasDe, type EmpresaDePrueba } from './fixtures';
import { fotoBd } from './foto-bd';

const APROBADA = '4242424242424242';
const DECLINADA = '4111111111111111';
const ERRONEA = '5555555555554444';

/** Every line the app logged: a card number must never be among them. */
const registro: string[] = [];
const logger = {
  level: 'trace',
  stream: new Writable({
    write(chunk, _enc, listo) {
      registro.push(String(chunk));
      listo();
    },
  }),
};

let t: TestApp;
/** An app whose sandbox keeps transactions PENDING for a while (the purchase answers PENDING). */
let lenta: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { pagos: { pasarela: 'sandbox', sandboxDemoraMs: 0 }, soporteWhatsapp: '573001234567' },
    { logger },
  );
  lenta = await createTestApp({ pagos: { pasarela: 'sandbox', sandboxDemoraMs: 4000 } });
});
afterAll(async () => {
  await t?.close();
  await lenta?.close();
});

/** A company on its trial (as sign-up leaves it). */
async function empresaEnPrueba(app: TestApp = t): Promise<EmpresaDePrueba> {
  const e = await crearEmpresaDePrueba(app);
  await app.database.db.insert(suscripcionesEmpresa).values({
    empresa_id: e.empresaId,
    estado_periodo_pueba: 1,
    fecha_fin_periodo_prueba: '2099-01-01',
    estado: 'prueba',
  });
  return e;
}

const pedir = (
  app: TestApp,
  e: { auth: object },
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => app.app.inject({ method, url: `/api/${url}`, headers: e.auth as never, ...(payload && { payload }) });

/** The browser's step: the card goes to the gateway (here the sandbox), never to our API. */
async function tokenizar(app: TestApp, numero: string): Promise<string> {
  const r = await app.app.inject({
    method: 'POST',
    url: '/api/sandbox/pagos/v1/tokens/cards',
    headers: { authorization: `Bearer ${LLAVES_SANDBOX.llavePublica}` },
    payload: { number: numero, cvc: '123', exp_month: '12', exp_year: '39', card_holder: 'ana perez' },
  });
  expect(r.statusCode).toBe(201);
  return r.json().data.id;
}

async function tarjeta(app: TestApp, numero: string) {
  return {
    token: await tokenizar(app, numero),
    franquiciaTarjeta: 'visa',
    ultimosDigitos: numero.slice(-4),
    mes: '12',
    año: '39',
    nombrePropietario: 'ana perez',
  };
}

async function comprar(
  app: TestApp,
  e: EmpresaDePrueba,
  numero: string | null,
  plan = 1,
  extra: object = {},
) {
  return pedir(app, e, 'POST', 'suscripciones/suscripcion/usuario', {
    idSuscripcionNueva: plan,
    ...(numero && { tarjeta: await tarjeta(app, numero) }),
    ...extra,
  });
}

const actual = async (app: TestApp, e: EmpresaDePrueba) =>
  (await pedir(app, e, 'GET', 'suscripciones')).json().data.actual;

async function cobros(app: TestApp, empresaId: number) {
  return app.database.db.select().from(cobrosSuscripcion).where(eq(cobrosSuscripcion.empresa_id, empresaId));
}

/** Every row of every table as text. */
async function volcado(app: TestApp): Promise<string> {
  const tablas = filasDe(
    await app.database.db.execute(
      sql`select table_name as nombre from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  let texto = '';
  for (const { nombre } of tablas)
    for (const f of filasDe(
      await app.database.db.execute(sql`select t::text as fila from ${sql.identifier(String(nombre))} t`),
    ))
      texto += `${f.fila}\n`;
  return texto;
}

/** A Wompi event signed with `secreto` (the sandbox's events secret unless told). */
function evento(
  transaccion: Record<string, unknown>,
  secreto: string = LLAVES_SANDBOX.secretoEventos,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const e = {
    event: 'transaction.updated',
    data: { transaction: transaccion },
    environment: 'test',
    signature: { properties: ['transaction.id', 'transaction.status'], checksum: '' },
    timestamp,
    sent_at: new Date().toISOString(),
  };
  e.signature.checksum = checksumEventoWompi(e, secreto)!;
  return e;
}

const enviarEvento = (app: TestApp, cuerpo: object) =>
  app.app.inject({ method: 'POST', url: '/api/pagos/eventos', payload: cuerpo });

describe('GET suscripciones', () => {
  it('lists the plans (parents and children, price in COP from the server, limits) and the current trial', async () => {
    const e = await empresaEnPrueba();
    const r = await pedir(t, e, 'GET', 'suscripciones');
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d.suscripcionesPadres.map((p: { nombre: string }) => p.nombre)).toEqual([
      'Emprendedor',
      'Negocio',
    ]);
    expect(d.suscripcionesHijas).toMatchObject([
      { id: 3, id_padre: 2, nombre: 'Negocio anual', periodo_meses: 12 },
    ]);
    expect(d.suscripcionesPadres[0]).toMatchObject({
      id: 1,
      precio: '49900.00',
      moneda: 'COP',
      limites: { productos: null, usuarios: 3, sedes: 1 },
    });
    expect(d.actual).toMatchObject({ estado: 'prueba', id_suscripcion: null, fin_periodo: null });
    expect(d.actual.limites).toEqual({ productos: 100, usuarios: 3, sedes: 1 });
    expect(d.pasarela).toEqual({
      nombre: 'sandbox',
      llavePublica: LLAVES_SANDBOX.llavePublica,
      urlTokenizar: '/api/sandbox/pagos/v1/tokens/cards',
    });
    // The support chat's number (SOPORTE_WHATSAPP); null without one (the slow app has none).
    expect(d.soporte).toEqual({ whatsapp: '573001234567' });
    expect(
      (await pedir(lenta, await crearEmpresaDePrueba(lenta), 'GET', 'suscripciones')).json().data.soporte,
    ).toEqual({
      whatsapp: null,
    });
  });
});

describe('buying a plan with a tokenized card', () => {
  it('APPROVED: the company moves to the plan for a month, the card is saved, no card number anywhere', async () => {
    const e = await empresaEnPrueba();
    const r = await comprar(t, e, APROBADA, 1, { precio: '1' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({
      estado: 'APPROVED',
      suscripcion: { suscripcion: { nombre: 'Emprendedor' } },
      mensaje: 'Se ha suscrito correctamente al plan Emprendedor',
    });
    const a = await actual(t, e);
    expect(a).toMatchObject({ estado: 'activa', id_suscripcion: 1 });
    expect(a.limites).toEqual({ productos: null, usuarios: 3, sedes: 1 });
    const [cobro] = await cobros(t, e.empresaId);
    // The price is the plan's (the body's `precio` is not read), the period one month from today.
    expect(cobro).toMatchObject({ monto: '49900.00', estado: 'APPROVED', id_suscripcion: 1 });
    expect(a.fin_periodo).toBe(cobro.periodo_fin);
    expect(cobro.referencia).toMatch(new RegExp(`^SUS-${e.empresaId}-\\d+-1-\\d{8}-1$`));
    const meses =
      (Number(cobro.periodo_fin.slice(0, 4)) - Number(cobro.periodo_inicio.slice(0, 4))) * 12 +
      Number(cobro.periodo_fin.slice(5, 7)) -
      Number(cobro.periodo_inicio.slice(5, 7));
    expect(meses === 1 || meses === 0).toBe(true);

    const tarjetaGuardada = await pedir(t, e, 'GET', 'usuarios/me/tarjeta');
    expect(tarjetaGuardada.json().data).toEqual({
      franquicia: 'VISA',
      ultimos_digitos: '4242',
      mes: 12,
      anio: 2039,
      nombre_propietario: 'ANA PEREZ',
    });
    const me = (await pedir(t, e, 'POST', 'me')).json().data;
    expect(me.user.ultimos_digitos_tarjeta).toBe('4242');
    expect(me.numero_tarjeta_payu).toBe('**** 4242');
    expect(me.payment_platform).toBe('wompi');
    expect(me.suscripcion_empresa.cobros).toEqual([
      { id: cobro.id, estado_transaccion_wompi: 'APPROVED', estado_transaccion_payu: null },
    ]);
    const lista = await pedir(t, e, 'GET', `usuarios/usuario/${e.usuarioId}/cobros`);
    expect(lista.json().data).toMatchObject([
      {
        estado: 'APPROVED',
        monto: '49900.00',
        moneda: 'COP',
        plan: 'Emprendedor',
        referencia: cobro.referencia,
      },
    ]);
    // The sandbox's event arrives and is recorded once (transaction, state); it changes nothing more.
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(eventosPago).where(eq(eventosPago.empresa_id, e.empresaId)))
            .length,
      )
      .toBe(1);

    const todo = await volcado(t);
    expect(todo).toContain('4242');
    expect(todo).not.toContain(APROBADA);
    expect(registro.join('')).toContain('/api/suscripciones/suscripcion/usuario');
    expect(registro.join('')).not.toContain(APROBADA);
    expect(registro.join('')).not.toContain('424242424242');
  });

  it('DECLINED and ERROR: spec §8 texts, the plan does not change; a new try the same day is a new reference', async () => {
    const e = await empresaEnPrueba();
    const declinada = await comprar(t, e, DECLINADA);
    expect(declinada.json().data).toMatchObject({ estado: 'DECLINED', mensaje: M.declinada });
    expect(await actual(t, e)).toMatchObject({ estado: 'prueba', id_suscripcion: null });

    const error = await comprar(t, e, ERRONEA);
    expect(error.json().data.estado).toBe('ERROR');
    expect(error.json().data.mensaje).toBe('Error interno del método de pago');
    expect(await actual(t, e)).toMatchObject({ estado: 'prueba' });

    const aprobada = await comprar(t, e, APROBADA);
    expect(aprobada.json().data.estado).toBe('APPROVED');
    const filas = await cobros(t, e.empresaId);
    expect(filas.map((c) => c.estado).sort()).toEqual(['APPROVED', 'DECLINED', 'ERROR']);
    expect(new Set(filas.map((c) => c.referencia)).size).toBe(3);
    const estado = await pedir(t, e, 'GET', 'suscripciones/suscripcion/usuario/estado');
    expect(estado.json().data).toMatchObject({
      estado: 'APPROVED',
      suscripcion: { suscripcion: { nombre: 'Emprendedor' } },
    });
  });

  it('charges the saved card when no card is given; without one it asks for the card; an expired card is refused', async () => {
    const e = await empresaEnPrueba();
    const sin = await comprar(t, e, null);
    expect(sin.statusCode).toBe(422);
    expect(sin.json().message).toBe(M.sinTarjeta);

    const vencida = await pedir(t, e, 'POST', 'suscripciones/suscripcion/usuario', {
      idSuscripcionNueva: 1,
      tarjeta: { ...(await tarjeta(t, APROBADA)), mes: '01', año: '20' },
    });
    expect(vencida.statusCode).toBe(422);
    expect(vencida.json().message).toBe(M.vencida);

    const pan = await pedir(t, e, 'POST', 'suscripciones/suscripcion/usuario', {
      idSuscripcionNueva: 1,
      tarjeta: { ...(await tarjeta(t, APROBADA)), token: APROBADA },
    });
    expect(pan.statusCode).toBe(422);
    expect(pan.json().message).toBe(M.tokenInvalido);
    expect(await cobros(t, e.empresaId)).toEqual([]);

    const guardada = await pedir(t, e, 'POST', 'usuarios/me/tarjeta', await tarjeta(t, APROBADA));
    expect(guardada.statusCode).toBe(200);
    expect(guardada.json().data.ultimos_digitos).toBe('4242');
    const r = await comprar(t, e, null, 2);
    expect(r.json().data).toMatchObject({
      estado: 'APPROVED',
      suscripcion: { suscripcion: { nombre: 'Negocio' } },
    });
    expect(await actual(t, e)).toMatchObject({ estado: 'activa', id_suscripcion: 2 });
    const again = await comprar(t, e, null, 2);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.yaSuscrito);

    expect((await pedir(t, e, 'DELETE', 'usuarios/me/tarjeta')).statusCode).toBe(200);
    expect((await pedir(t, e, 'GET', 'usuarios/me/tarjeta')).json().data).toBeNull();
    const otra = await pedir(t, e, 'DELETE', 'usuarios/me/tarjeta');
    expect(otra.statusCode).toBe(404);
    expect(otra.json().message).toBe(M.tarjetaNoEncontrada);
  });

  it('refuses a plan that does not exist and a previous subscription that is not the company’s (422)', async () => {
    const e = await empresaEnPrueba();
    const antes = await fotoBd(t);
    const plan = await comprar(t, e, null, 999);
    expect(plan.statusCode).toBe(422);
    expect(plan.json().message).toBe(M.planNoEncontrado);
    const anterior = await comprar(t, e, null, 1, { idSuscripcionAnterior: 987654 });
    expect(anterior.statusCode).toBe(422);
    expect(anterior.json().message).toBe(M.suscripcionAnterior);
    expect(await fotoBd(t)).toEqual(antes);
  });
});

describe('a PENDING charge', () => {
  it('answers PENDING, blocks another purchase (409), then settles by polling and by the event', async () => {
    const e = await empresaEnPrueba(lenta);
    const r = await comprar(lenta, e, APROBADA);
    expect(r.json().data).toMatchObject({ estado: 'PENDING', mensaje: M.pendiente });
    const otra = await comprar(lenta, e, APROBADA, 2);
    expect(otra.statusCode).toBe(409);
    expect(otra.json().message).toBe(M.cobroPendiente);
    expect(
      (await pedir(lenta, e, 'GET', 'suscripciones/suscripcion/usuario/estado')).json().data.estado,
    ).toBe('PENDING');
    expect(await actual(lenta, e)).toMatchObject({ estado: 'prueba' });

    // A correctly signed event that claims APPROVED too early is only a hint: the gateway still says PENDING.
    const [cobro] = await cobros(lenta, e.empresaId);
    const temprano = await enviarEvento(lenta, evento({ id: cobro.id_transaccion, status: 'APPROVED' }));
    expect(temprano.statusCode).toBe(200);
    expect((await cobros(lenta, e.empresaId))[0].estado).toBe('PENDING');
    expect(await actual(lenta, e)).toMatchObject({ estado: 'prueba' });

    await expect
      .poll(
        async () =>
          (await pedir(lenta, e, 'GET', 'suscripciones/suscripcion/usuario/estado')).json().data.estado,
        {
          timeout: 15_000,
          interval: 500,
        },
      )
      .toBe('APPROVED');
    expect(await actual(lenta, e)).toMatchObject({ estado: 'activa', id_suscripcion: 1 });
    expect(await cobros(lenta, e.empresaId)).toHaveLength(1);
  });

  it('a double tap makes one charge', async () => {
    const e = await empresaEnPrueba(lenta);
    const [c1, c2] = await Promise.all([tarjeta(lenta, APROBADA), tarjeta(lenta, APROBADA)]);
    const [a, b] = await Promise.all([
      pedir(lenta, e, 'POST', 'suscripciones/suscripcion/usuario', { idSuscripcionNueva: 1, tarjeta: c1 }),
      pedir(lenta, e, 'POST', 'suscripciones/suscripcion/usuario', { idSuscripcionNueva: 1, tarjeta: c2 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await cobros(lenta, e.empresaId)).toHaveLength(1);
  });
});

/** The gateway charges, but its answer is lost on the way back (a timeout): what our server sees. */
function perderRespuesta(app: TestApp) {
  const pasarela = app.app.pagos.pasarela;
  const real = pasarela.cobrar.bind(pasarela);
  return vi.spyOn(pasarela, 'cobrar').mockImplementation(async (c) => {
    await real(c);
    throw new PasarelaError('La pasarela de pagos no respondió: timeout');
  });
}

describe('an answer lost on the way back', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a purchase finds its charge by reference: the plan is granted, the card charged once', async () => {
    const e = await empresaEnPrueba();
    const cobrar = perderRespuesta(t);
    const r = await comprar(t, e, APROBADA);
    expect(cobrar).toHaveBeenCalledTimes(1);
    cobrar.mockRestore();
    expect(r.json().data).toMatchObject({ estado: 'APPROVED' });
    const [cobro] = await cobros(t, e.empresaId);
    expect(cobro).toMatchObject({ estado: 'APPROVED' });
    expect(cobro.id_transaccion).toBeTruthy();
    expect(await actual(t, e)).toMatchObject({ estado: 'activa', id_suscripcion: 1 });
  });

  it('with the gateway unreachable the charge stays PENDING (never ERROR), blocks, and the poll settles it', async () => {
    const e = await empresaEnPrueba();
    const pasarela = t.app.pagos.pasarela;
    const caida = new PasarelaError('La pasarela de pagos no respondió: timeout');
    perderRespuesta(t);
    const buscar = vi.spyOn(pasarela, 'buscar').mockRejectedValue(caida);
    // The gateway's event cannot settle it either (its re-read fails): only the look-up by reference can.
    vi.spyOn(pasarela, 'leer').mockRejectedValue(caida);
    const r = await comprar(t, e, APROBADA);
    expect(r.json().data).toMatchObject({ estado: 'PENDING', mensaje: M.pendiente });
    const [cobro] = await cobros(t, e.empresaId);
    expect(cobro).toMatchObject({ estado: 'PENDING', id_transaccion: null });
    expect((await comprar(t, e, APROBADA, 2)).statusCode).toBe(409);
    // Still unreachable: polling changes nothing, even long after (a charge that may exist is never closed).
    await t.database.db
      .update(cobrosSuscripcion)
      .set({ created_at: sql`now() - interval '11 minutes'` })
      .where(eq(cobrosSuscripcion.id, cobro.id));
    const estado = async () =>
      (await pedir(t, e, 'GET', 'suscripciones/suscripcion/usuario/estado')).json().data.estado;
    expect(await estado()).toBe('PENDING');
    buscar.mockRestore();
    expect(await estado()).toBe('APPROVED');
    expect(await actual(t, e)).toMatchObject({ estado: 'activa', id_suscripcion: 1 });
    expect(await cobros(t, e.empresaId)).toHaveLength(1);
  });

  it('a stale PENDING charge the gateway never made is closed as ERROR when polled', async () => {
    const e = await empresaEnPrueba();
    const cobrar = vi
      .spyOn(t.app.pagos.pasarela, 'cobrar')
      .mockRejectedValue(new PasarelaError('La pasarela de pagos no respondió: timeout'));
    vi.spyOn(t.app.pagos.pasarela, 'buscar').mockRejectedValueOnce(
      new PasarelaError('La pasarela de pagos no respondió: timeout'),
    );
    expect((await comprar(t, e, APROBADA)).json().data.estado).toBe('PENDING');
    cobrar.mockRestore();
    const estado = async () =>
      (await pedir(t, e, 'GET', 'suscripciones/suscripcion/usuario/estado')).json().data.estado;
    expect(await estado()).toBe('PENDING');
    await t.database.db
      .update(cobrosSuscripcion)
      .set({ created_at: sql`now() - interval '11 minutes'` })
      .where(eq(cobrosSuscripcion.empresa_id, e.empresaId));
    expect(await estado()).toBe('ERROR');
  });
});

describe('the gateway event endpoint', () => {
  it('refuses a forged event (wrong secret, altered status) and changes nothing', async () => {
    const e = await empresaEnPrueba();
    await comprar(t, e, DECLINADA);
    const [cobro] = await cobros(t, e.empresaId);
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(eventosPago).where(eq(eventosPago.empresa_id, e.empresaId)))
            .length,
      )
      .toBe(1);
    const antes = await fotoBd(t);
    const otroSecreto = await enviarEvento(
      t,
      evento({ id: cobro.id_transaccion, status: 'APPROVED' }, 'otro'),
    );
    expect(otroSecreto.statusCode).toBe(403);
    const alterado = evento({ id: cobro.id_transaccion, status: 'DECLINED' });
    alterado.data.transaction.status = 'APPROVED';
    expect((await enviarEvento(t, alterado)).statusCode).toBe(403);
    const sinFirma = { ...alterado, signature: { properties: [], checksum: 'x' } };
    expect((await enviarEvento(t, sinFirma)).statusCode).toBe(403);
    expect(await fotoBd(t)).toEqual(antes);
    expect(await actual(t, e)).toMatchObject({ estado: 'prueba' });
  });

  it('a valid event is re-read from the gateway: a replay or an out-of-order one changes nothing', async () => {
    const e = await empresaEnPrueba();
    await comprar(t, e, DECLINADA);
    const [cobro] = await cobros(t, e.empresaId);
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(eventosPago).where(eq(eventosPago.empresa_id, e.empresaId)))
            .length,
      )
      .toBe(1);
    const antes = await fotoBd(t);
    // Signed right but lying (APPROVED): the gateway says DECLINED, already applied: nothing changes.
    const mentira = await enviarEvento(t, evento({ id: cobro.id_transaccion, status: 'APPROVED' }));
    expect(mentira.statusCode).toBe(200);
    expect(mentira.json().data.aplicado).toBe(false);
    // Replayed, and an older PENDING one arriving late.
    const viejo = evento({ id: cobro.id_transaccion, status: 'PENDING' }, undefined, 1_700_000_000);
    expect((await enviarEvento(t, viejo)).json().data.aplicado).toBe(false);
    expect((await enviarEvento(t, viejo)).json().data.aplicado).toBe(false);
    expect(await fotoBd(t)).toEqual(antes);
    expect(await actual(t, e)).toMatchObject({ estado: 'prueba' });
  });

  it('a transaction the gateway does not know is refused without changes', async () => {
    const antes = await fotoBd(t);
    const r = await enviarEvento(t, evento({ id: 'no-existe', status: 'APPROVED' }));
    expect(r.statusCode).toBe(502);
    expect(await fotoBd(t)).toEqual(antes);
  });
});

describe('tenant isolation and permissions', () => {
  it('another company never sees a charge or a card; another company’s user id answers 404', async () => {
    const a = await empresaEnPrueba();
    await comprar(t, a, APROBADA);
    const b = await empresaEnPrueba();
    const ajena = await pedir(t, b, 'GET', `usuarios/usuario/${a.usuarioId}/cobros`);
    const inexistente = await pedir(t, b, 'GET', 'usuarios/usuario/987654321/cobros');
    expect(ajena.statusCode).toBe(404);
    expect(ajena.json()).toEqual(inexistente.json());
    expect((await pedir(t, b, 'GET', `usuarios/usuario/${b.usuarioId}/cobros`)).json().data).toEqual([]);
    expect((await pedir(t, b, 'GET', 'usuarios/me/tarjeta')).json().data).toBeNull();
    expect((await pedir(t, b, 'GET', 'suscripciones/suscripcion/usuario/estado')).json().data).toBeNull();
    const anterior = await comprar(t, b, null, 1, { idSuscripcionAnterior: (await actual(t, a)).id });
    expect(anterior.statusCode).toBe(422);
  });

  it('a cashier (and an administrator) gets 403 on every subscription route', async () => {
    const e = await empresaEnPrueba();
    for (const idRol of [1, 2]) {
      const u = await crearUsuarioDePrueba(t, e.empresaId, { idRol, acceso: idRol === 1 ? '*' : 'ventas' });
      for (const [metodo, url] of [
        ['GET', 'suscripciones'],
        ['POST', 'suscripciones/suscripcion/usuario'],
        ['GET', 'suscripciones/suscripcion/usuario/estado'],
        ['GET', `usuarios/usuario/${e.usuarioId}/cobros`],
        ['GET', 'usuarios/me/tarjeta'],
        ['POST', 'usuarios/me/tarjeta'],
        ['DELETE', 'usuarios/me/tarjeta'],
      ] as const) {
        const r = await pedir(t, u, metodo, url, metodo === 'POST' ? { idSuscripcionNueva: 1 } : undefined);
        expect(r.statusCode, `${idRol} ${metodo} ${url}`).toBe(403);
      }
    }
  });
});

/** The company's latest outbox row of `tipo`, as the worker hands it to its handler. */
async function ultimoTrabajo(app: TestApp, empresaId: number, tipo = 'renovacion') {
  const [fila] = await app.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.empresa_id, empresaId), eq(outbox.tipo, tipo)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return fila;
}
const mensajeDe = (fila: typeof outbox.$inferSelect) => ({
  empresaId: fila.empresa_id,
  id: fila.id,
  tipo: fila.tipo,
  payload: fila.payload,
  intentos: 0,
});
const dias = (desde: string, hasta: string) =>
  Math.round((Date.parse(hasta) - Date.parse(desde)) / 86_400_000);

describe('monthly renewal (outbox job)', () => {
  it('an approved charge schedules the next period; running the job twice makes one charge', async () => {
    const e = await empresaEnPrueba();
    await comprar(t, e, APROBADA);
    const [compra] = await cobros(t, e.empresaId);
    const trabajo = await ultimoTrabajo(t, e.empresaId);
    const p = trabajo.payload as PayloadRenovacion;
    expect(p).toMatchObject({ id_suscripcion: 1, intento: 1 });
    expect(dias(compra.periodo_fin, p.periodo_inicio)).toBe(1);
    expect(trabajo.disponible_at.getTime()).toBeGreaterThan(Date.now());

    // Two runs at once (two instances: on PostgreSQL truly concurrent), then a late third: the gateway is asked
    // to charge once; the run that did not write the charge leaves it to the one that did.
    const cobrar = vi.spyOn(t.app.pagos.pasarela, 'cobrar');
    await Promise.allSettled([renovar(t.app, mensajeDe(trabajo)), renovar(t.app, mensajeDe(trabajo))]);
    await renovar(t.app, mensajeDe(trabajo));
    expect(cobrar).toHaveBeenCalledTimes(1);
    cobrar.mockRestore();
    const renovaciones = (await cobros(t, e.empresaId)).filter((c) => c.referencia.startsWith('REN-'));
    expect(renovaciones).toHaveLength(1);
    expect(renovaciones[0]).toMatchObject({
      estado: 'APPROVED',
      periodo_inicio: p.periodo_inicio,
      monto: '49900.00',
    });
    expect(await actual(t, e)).toMatchObject({
      estado: 'activa',
      id_suscripcion: 1,
      fin_periodo: renovaciones[0].periodo_fin,
    });
    const siguiente = (await ultimoTrabajo(t, e.empresaId)).payload as PayloadRenovacion;
    expect(dias(renovaciones[0].periodo_fin, siguiente.periodo_inicio)).toBe(1);
  });

  it('a declined renewal retries on days 1, 3 and 7, mails the owner, then falls back to the free plan', async () => {
    const e = await empresaEnPrueba();
    await comprar(t, e, APROBADA);
    expect((await pedir(t, e, 'POST', 'usuarios/me/tarjeta', await tarjeta(t, DECLINADA))).statusCode).toBe(
      200,
    );
    let trabajo = await ultimoTrabajo(t, e.empresaId);
    const inicio = (trabajo.payload as PayloadRenovacion).periodo_inicio;
    const correosAntes = (
      await t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.empresa_id, e.empresaId), eq(outbox.tipo, 'correo')))
    ).length;
    for (let intento = 1; intento <= 4; intento++) {
      expect((trabajo.payload as PayloadRenovacion).intento).toBe(intento);
      await renovar(t.app, mensajeDe(trabajo));
      const ultimo = (await cobros(t, e.empresaId)).sort((a, b) => b.id - a.id)[0];
      expect(ultimo).toMatchObject({ estado: 'DECLINED', intento });
      if (intento < 4) {
        expect(await actual(t, e)).toMatchObject({ estado: 'pendiente', id_suscripcion: 1 });
        trabajo = await ultimoTrabajo(t, e.empresaId);
        const hora = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(
          trabajo.disponible_at,
        );
        expect(dias(inicio, hora)).toBe(DIAS_REINTENTO[intento - 1]);
      }
    }
    const a = await actual(t, e);
    expect(a).toMatchObject({ estado: 'gratis', id_suscripcion: null });
    expect(a.limites).toEqual({ productos: 100, usuarios: 3, sedes: 1 });
    const correos = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.empresa_id, e.empresaId), eq(outbox.tipo, 'correo')));
    expect(correos.length - correosAntes).toBe(4);
    expect((correos.sort((x, y) => x.id - y.id).at(-1)!.payload as { asunto: string }).asunto).toBe(
      'Su suscripción pasó al plan gratuito',
    );
    // A job of the abandoned subscription run again changes nothing.
    const antes = await fotoBd(t);
    await renovar(t.app, mensajeDe(trabajo));
    expect(await fotoBd(t)).toEqual(antes);
  });

  it('a run that died after the gateway charged: the next run finds the charge by reference, no second charge', async () => {
    const e = await empresaEnPrueba();
    await comprar(t, e, APROBADA);
    const trabajo = await ultimoTrabajo(t, e.empresaId);
    const pasarela = t.app.pagos.pasarela;
    const caida = new PasarelaError('La pasarela de pagos no respondió: timeout');
    let cobrar = perderRespuesta(t);
    const buscar = vi.spyOn(pasarela, 'buscar').mockRejectedValue(caida);
    // The gateway's event cannot settle the charge meanwhile (its re-read fails): only the next run can.
    const leer = vi.spyOn(pasarela, 'leer').mockRejectedValue(caida);
    await expect(renovar(t.app, mensajeDe(trabajo))).rejects.toThrow(/no confirmó/);
    buscar.mockRestore();
    cobrar.mockRestore();
    const renovacion = () =>
      cobros(t, e.empresaId).then((l) => l.filter((c) => c.referencia.startsWith('REN-')));
    expect(await renovacion()).toMatchObject([{ estado: 'PENDING', id_transaccion: null }]);
    // Within the lease another run leaves it to the writer; past it, the charge is looked up before sending.
    await expect(renovar(t.app, mensajeDe(trabajo))).rejects.toThrow(/Otra ejecución/);
    leer.mockRestore();
    await t.database.db
      .update(cobrosSuscripcion)
      .set({ created_at: sql`now() - interval '11 minutes'` })
      .where(
        sql`${cobrosSuscripcion.empresa_id} = ${e.empresaId} and ${cobrosSuscripcion.referencia} like 'REN-%'`,
      );
    cobrar = vi.spyOn(pasarela, 'cobrar');
    await renovar(t.app, mensajeDe(trabajo));
    expect(cobrar).not.toHaveBeenCalled();
    cobrar.mockRestore();
    const [r] = await renovacion();
    expect(r.estado).toBe('APPROVED');
    expect(r.id_transaccion).toBeTruthy();
    expect(await actual(t, e)).toMatchObject({ estado: 'activa', fin_periodo: r.periodo_fin });
  });

  it('a trial whose last day has passed falls back to the free plan', async () => {
    const e = await empresaEnPrueba();
    await t.database.db
      .update(suscripcionesEmpresa)
      .set({ fecha_fin_periodo_prueba: '2020-01-01' })
      .where(eq(suscripcionesEmpresa.empresa_id, e.empresaId));
    // Read before the subscription is written again: the session's profile and the limits already say it is over.
    expect((await pedir(t, e, 'POST', 'me')).json().data.suscripcion_empresa).toMatchObject({
      estado_periodo_pueba: 0,
      estado: 'gratis',
    });
    expect(
      await t.database.withTenant(e.empresaId, (tx) => planDeEmpresa(new TenantScope(tx, e.empresaId))),
    ).toBe('gratis');
    expect(await actual(t, e)).toMatchObject({ estado: 'gratis', id_suscripcion: null });
  });
});

describe.skipIf((process.env.TEST_DB ?? 'pglite') !== 'pg')('two server instances (PostgreSQL)', () => {
  it('running the same renewal at once on both charges once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'comanda-segunda-'));
    const segunda = await appSobre(
      await openDatabase({ databaseUrl: t.databaseUrl!, dataDir: '', poolSize: 2 }),
      { dataDir, overrides: { pagos: { pasarela: 'sandbox', sandboxDemoraMs: 0 } } },
    );
    try {
      // Both instances talk to the same gateway (the first one's sandbox), as two instances talk to one Wompi.
      segunda.app.pagos.pasarela = t.app.pagos.pasarela;
      const e = await empresaEnPrueba();
      await comprar(t, e, APROBADA);
      const trabajo = await ultimoTrabajo(t, e.empresaId);
      const cobrar = vi.spyOn(t.app.pagos.pasarela, 'cobrar');
      await Promise.allSettled([
        renovar(t.app, mensajeDe(trabajo)),
        renovar(segunda.app, mensajeDe(trabajo)),
      ]);
      expect(cobrar).toHaveBeenCalledTimes(1);
      cobrar.mockRestore();
      expect((await cobros(t, e.empresaId)).filter((c) => c.referencia.startsWith('REN-'))).toHaveLength(1);
    } finally {
      await segunda.app.close();
      await segunda.database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
