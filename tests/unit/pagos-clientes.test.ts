import { afterEach, describe, expect, it } from 'vitest';
import { cobrarSinDuplicar } from '../../server/pagos/cobrarSinDuplicar';
import { PasarelaPayu } from '../../server/pagos/payu';
import { ReferenciaRepetidaError } from '../../server/pagos/pasarela';
import { PasarelaWompi } from '../../server/pagos/wompi';
import { LLAVES_PAYU, LLAVES_WOMPI, payuFalso, wompiFalso } from '../pagos-falsos';

const cerrar: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cerrar.length) await cerrar.pop()!();
});

describe('Wompi client against a fake that answers as the documentation says', () => {
  it('saves a card with the acceptance tokens, charges it signed in centavos, reads it back', async () => {
    const f = await wompiFalso((monto) => (monto === 5_000_000 ? 'APPROVED' : 'DECLINED'));
    cerrar.push(f.cerrar);
    const w = new PasarelaWompi({ url: f.url, ...LLAVES_WOMPI });
    const fuente = await w.crearFuente({ token: 'tok_test_1', correo: 'a@b.co' });
    expect(fuente.id).toBe('3891');
    const t = await w.cobrar({
      referencia: 'ref-1',
      centavos: 5_000_000n,
      moneda: 'COP',
      fuente: fuente.id,
      correo: 'a@b.co',
    });
    expect(t).toMatchObject({ referencia: 'ref-1', estado: 'PENDING' });
    const enviado = f.pedidos.find((p) => p.ruta === '/v1/transactions')!.cuerpo;
    expect(enviado).toMatchObject({ amount_in_cents: 5_000_000, currency: 'COP', payment_source_id: 3891 });
    expect((await w.leer(t.id)).estado).toBe('APPROVED');
  });

  it('turns the 422 of a repeated reference into ReferenciaRepetidaError', async () => {
    const f = await wompiFalso();
    cerrar.push(f.cerrar);
    const w = new PasarelaWompi({ url: f.url, ...LLAVES_WOMPI });
    const cobro = {
      referencia: 'ref-r',
      centavos: 100n,
      moneda: 'COP' as const,
      fuente: '1',
      correo: 'a@b.co',
    };
    await w.cobrar(cobro);
    await expect(w.cobrar(cobro)).rejects.toBeInstanceOf(ReferenciaRepetidaError);
  });

  it('recovers a charge whose answer was lost by its reference, never charging twice', async () => {
    const f = await wompiFalso();
    cerrar.push(f.cerrar);
    const w = new PasarelaWompi({ url: f.url, ...LLAVES_WOMPI });
    const cobro = {
      referencia: 'SUS-1-0-1-20261129-1',
      centavos: 4_990_000n,
      moneda: 'COP' as const,
      fuente: '3891',
      correo: 'a@b.co',
    };
    f.red.perder = true;
    await expect(w.cobrar(cobro)).rejects.toThrow(/no respondió/);
    // The card was charged although the answer never came back: the look-up finds it; a retry would not charge.
    const r = await cobrarSinDuplicar(w, cobro);
    expect(r).toMatchObject({ tipo: 'transaccion', t: { referencia: cobro.referencia, estado: 'APPROVED' } });
    expect(f.pedidos.filter((p) => p.metodo === 'POST' && p.ruta === '/v1/transactions')).toHaveLength(2);
    expect(f.pedidos.filter((p) => p.ruta.startsWith('/v1/transactions?reference='))).toHaveLength(1);
    expect(await w.buscar('otra-referencia')).toBeNull();

    f.red.perder = true;
    const otro = { ...cobro, referencia: 'SUS-1-0-1-20261129-2' };
    expect(await cobrarSinDuplicar(w, otro)).toMatchObject({
      tipo: 'transaccion',
      t: { referencia: otro.referencia },
    });

    f.red.caida = true;
    expect(await cobrarSinDuplicar(w, { ...cobro, referencia: 'SUS-1-0-1-20261129-3' })).toMatchObject({
      tipo: 'desconocido',
    });
  });

  it('a refusal (4xx) is a charge the gateway never made', async () => {
    const f = await wompiFalso();
    cerrar.push(f.cerrar);
    const w = new PasarelaWompi({ url: f.url, ...LLAVES_WOMPI, secretoIntegridad: 'otro' });
    const r = await cobrarSinDuplicar(w, {
      referencia: 'x',
      centavos: 100n,
      moneda: 'COP',
      fuente: '1',
      correo: 'a@b.co',
    });
    expect(r).toMatchObject({ tipo: 'ninguna' });
    expect(f.pedidos.filter((p) => p.ruta.startsWith('/v1/transactions?'))).toHaveLength(0);
  });

  it('fails when the integrity secret is wrong (the fake checks the signature)', async () => {
    const f = await wompiFalso();
    cerrar.push(f.cerrar);
    const w = new PasarelaWompi({ url: f.url, ...LLAVES_WOMPI, secretoIntegridad: 'otro' });
    await expect(
      w.cobrar({ referencia: 'x', centavos: 100n, moneda: 'COP', fuente: '1', correo: 'a@b.co' }),
    ).rejects.toThrow(/inválida/);
  });
});

describe('PayU client against a fake service.cgi', () => {
  it('submits a signed AUTHORIZATION_AND_CAPTURE and maps SUBMITTED to PENDING', async () => {
    const f = await payuFalso('SUBMITTED');
    cerrar.push(f.cerrar);
    const p = new PasarelaPayu({
      urlPagos: f.urlPagos,
      urlConsultas: f.urlConsultas,
      prueba: true,
      ...LLAVES_PAYU,
    });
    const t = await p.cobrar({
      referencia: 'ref-p',
      centavos: 4_990_050n,
      moneda: 'COP',
      fuente: '4d6f2c1e-0000-4000-8000-000000000001',
      correo: 'a@b.co',
      franquicia: 'VISA',
    });
    expect(t.estado).toBe('PENDING');
    const tx = (f.pedidos[0].cuerpo as { transaction: Record<string, unknown> }).transaction;
    expect(tx).toMatchObject({
      type: 'AUTHORIZATION_AND_CAPTURE',
      paymentCountry: 'CO',
      paymentMethod: 'VISA',
    });
    expect(tx.order).toMatchObject({
      additionalValues: { TX_VALUE: { value: '49900.50', currency: 'COP' } },
    });
    expect((await p.leer(t.id)).estado).toBe('PENDING');
  });

  it('maps EXPIRED to DECLINED and refuses wrong keys', async () => {
    const f = await payuFalso('EXPIRED');
    cerrar.push(f.cerrar);
    const p = new PasarelaPayu({
      urlPagos: f.urlPagos,
      urlConsultas: f.urlConsultas,
      prueba: true,
      ...LLAVES_PAYU,
    });
    const cobro = {
      referencia: 'r',
      centavos: 100n,
      moneda: 'COP' as const,
      fuente: 'abcdef12',
      correo: 'a@b.co',
    };
    expect((await p.cobrar(cobro)).estado).toBe('DECLINED');
    const mala = new PasarelaPayu({
      urlPagos: f.urlPagos,
      urlConsultas: f.urlConsultas,
      prueba: true,
      ...LLAVES_PAYU,
      apiKey: 'x',
    });
    await expect(mala.cobrar(cobro)).rejects.toThrow(/Invalid credentials/);
  });

  it('finds a submit whose answer was lost by ORDER_DETAIL_BY_REFERENCE_CODE', async () => {
    const f = await payuFalso('APPROVED');
    cerrar.push(f.cerrar);
    const p = new PasarelaPayu({
      urlPagos: f.urlPagos,
      urlConsultas: f.urlConsultas,
      prueba: true,
      ...LLAVES_PAYU,
    });
    const cobro = {
      referencia: 'REN-7-3-1-20261201-1',
      centavos: 4_990_000n,
      moneda: 'COP' as const,
      fuente: 'abcdef12',
      correo: 'a@b.co',
    };
    f.red.perder = true;
    const r = await cobrarSinDuplicar(p, cobro);
    expect(r).toMatchObject({ tipo: 'transaccion', t: { referencia: cobro.referencia, estado: 'APPROVED' } });
    const comandos = f.pedidos.map((x) => (x.cuerpo as { command: string }).command);
    expect(comandos).toEqual(['SUBMIT_TRANSACTION', 'ORDER_DETAIL_BY_REFERENCE_CODE']);
    expect(await p.buscar('ninguna')).toBeNull();
  });
});
