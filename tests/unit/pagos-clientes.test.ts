import { afterEach, describe, expect, it } from 'vitest';
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
});
