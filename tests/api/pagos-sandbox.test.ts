import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LLAVES_SANDBOX } from '../../server/pagos/config';
import { ReferenciaRepetidaError } from '../../server/pagos/pasarela';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pagos: { pasarela: 'sandbox', sandboxDemoraMs: 0 } });
});
afterAll(async () => {
  await t?.close();
});

const BASE = '/api/sandbox/pagos/v1';
async function tokenizar(number: string, llave: string = LLAVES_SANDBOX.llavePublica) {
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/tokens/cards`,
    headers: { authorization: `Bearer ${llave}` },
    payload: { number, cvc: '123', exp_month: '12', exp_year: '39', card_holder: 'PEDRO PEREZ' },
  });
}

describe('the built-in sandbox answers as Wompi sandbox does', () => {
  it.each([
    ['4242424242424242', 'APPROVED'],
    ['4111111111111111', 'DECLINED'],
    ['5555555555554444', 'ERROR'],
  ])('card %s: PENDING first, then %s', async (numero, final) => {
    const tok = await tokenizar(numero);
    expect(tok.statusCode).toBe(201);
    const datos = tok.json().data;
    expect(datos).toMatchObject({ last_four: numero.slice(-4) });
    expect(JSON.stringify(tok.json())).not.toContain(numero);
    const fuente = await t.app.pagos.pasarela.crearFuente({ token: datos.id, correo: 'a@b.co' });
    const cobro = await t.app.pagos.pasarela.cobrar({
      referencia: `ref-${numero}`,
      centavos: 5_000_000n,
      moneda: 'COP',
      fuente: fuente.id,
      correo: 'a@b.co',
    });
    expect(cobro.estado).toBe('PENDING');
    await expect.poll(async () => (await t.app.pagos.pasarela.leer(cobro.id)).estado).toBe(final);
    // Looked up by its reference (the recovery of a lost answer), on the wire with the private key only.
    expect(await t.app.pagos.pasarela.buscar(`ref-${numero}`)).toMatchObject({ id: cobro.id, estado: final });
    expect(await t.app.pagos.pasarela.buscar('ref-ninguna')).toBeNull();
    const lista = (llave: string) =>
      t.app.inject({
        method: 'GET',
        url: `${BASE}/transactions?reference=ref-${numero}`,
        headers: { authorization: `Bearer ${llave}` },
      });
    const r = await lista(LLAVES_SANDBOX.llavePrivada);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject([{ id: cobro.id, reference: `ref-${numero}`, status: final }]);
    expect((await lista(LLAVES_SANDBOX.llavePublica)).statusCode).toBe(403);
  });

  it('refuses a repeated reference (422 on the wire), a wrong key, a bad card and a signature by another secret', async () => {
    const tok = (await tokenizar('4242424242424242')).json().data;
    const fuente = await t.app.pagos.pasarela.crearFuente({ token: tok.id, correo: 'a@b.co' });
    const cobro = {
      referencia: 'ref-repetida',
      centavos: 100n,
      moneda: 'COP' as const,
      fuente: fuente.id,
      correo: 'a@b.co',
    };
    await t.app.pagos.pasarela.cobrar(cobro);
    await expect(t.app.pagos.pasarela.cobrar(cobro)).rejects.toBeInstanceOf(ReferenciaRepetidaError);
    expect((await tokenizar('4242424242424242', LLAVES_SANDBOX.llavePrivada)).statusCode).toBe(403);
    const mala = await tokenizar('42');
    expect(mala.statusCode).toBe(422);
    expect(mala.json().error.messages.number).toBeDefined();
    const firmada = await t.app.inject({
      method: 'POST',
      url: `${BASE}/transactions`,
      headers: { authorization: `Bearer ${LLAVES_SANDBOX.llavePrivada}` },
      payload: {
        amount_in_cents: 100,
        currency: 'COP',
        reference: 'otra',
        signature: 'f'.repeat(64),
        payment_source_id: Number(fuente.id),
      },
    });
    expect(firmada.statusCode).toBe(422);
    expect(firmada.json().error.messages.signature).toBeDefined();
  });
});

describe('a request the server refuses before the sandbox reads it', () => {
  it('answers 400 with the Spanish envelope, not a serialization failure', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `${BASE}/tokens/cards`,
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      success: false,
      message: 'El cuerpo de la solicitud no es un JSON válido',
    });
  });
});
