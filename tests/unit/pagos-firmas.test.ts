import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { estadoPayu, estadoWompi } from '../../server/pagos/estados';
import {
  checksumEventoWompi,
  eventoWompiValido,
  firmaIntegridadWompi,
  firmaPayu,
  mismoHex,
} from '../../server/pagos/firmas';

const sha256 = (t: string) => createHash('sha256').update(t).digest('hex');

describe('Wompi integrity signature', () => {
  // The documentation's example: the concatenation it shows, hashed independently here.
  it('hashes reference + amount_in_cents + currency + secret, no separators', () => {
    const firma = firmaIntegridadWompi({
      referencia: 'sk8-438k4-xmxm392-sn2m',
      centavos: 2490000n,
      moneda: 'COP',
      secreto: 'prod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6',
    });
    expect(firma).toBe(
      sha256('sk8-438k4-xmxm392-sn2m2490000COPprod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6'),
    );
    expect(firma).toMatch(/^[0-9a-f]{64}$/);
  });

  it('puts the expiration time between the currency and the secret', () => {
    const firma = firmaIntegridadWompi({
      referencia: 'sk8-438k4-xmxm392-sn2m',
      centavos: 2490000n,
      moneda: 'COP',
      expiracion: '2023-06-09T20:28:50.000Z',
      secreto: 'prod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6',
    });
    expect(firma).toBe(
      sha256(
        'sk8-438k4-xmxm392-sn2m2490000COP2023-06-09T20:28:50.000Zprod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6',
      ),
    );
  });
});

/** The event of Wompi's documentation ("Eventos"), with the properties it lists. */
function eventoDoc(propiedades = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents']) {
  return {
    event: 'transaction.updated',
    data: {
      transaction: {
        id: '1234-1610641025-49201',
        amount_in_cents: 4490000,
        reference: 'MZQ3X2DE2SMX',
        customer_email: 'juan.perez@gmail.com',
        currency: 'COP',
        payment_method_type: 'NEQUI',
        redirect_url: 'https://mitienda.com.co/pagos/redireccion',
        status: 'APPROVED',
      },
    },
    environment: 'test',
    signature: { properties: propiedades, checksum: '' },
    timestamp: 1530291411,
    sent_at: '2018-07-20T16:45:05.000Z',
  };
}
const SECRETO = 'prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z';

describe('Wompi event checksum', () => {
  it('concatenates the listed values from data, then timestamp, then the secret (SHA-256)', () => {
    expect(checksumEventoWompi(eventoDoc(), SECRETO)).toBe(
      sha256('1234-1610641025-49201APPROVED44900001530291411prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z'),
    );
  });

  it('follows the list the event carries, in its order (never a fixed list)', () => {
    const evento = eventoDoc(['transaction.reference', 'transaction.status']);
    expect(checksumEventoWompi(evento, SECRETO)).toBe(sha256(`MZQ3X2DE2SMXAPPROVED1530291411${SECRETO}`));
  });

  it('accepts the right checksum in any case, refuses a forged one, a changed body and a missing list', () => {
    const evento = eventoDoc();
    const bueno = checksumEventoWompi(evento, SECRETO)!;
    evento.signature.checksum = bueno.toUpperCase();
    expect(eventoWompiValido(evento, SECRETO)).toBe(true);
    expect(eventoWompiValido(evento, SECRETO, bueno)).toBe(true);
    expect(eventoWompiValido(evento, 'otro_secreto')).toBe(false);
    expect(eventoWompiValido(evento, SECRETO, '0'.repeat(64))).toBe(false);
    const cambiado = eventoDoc();
    cambiado.signature.checksum = bueno;
    cambiado.data.transaction.status = 'DECLINED';
    expect(eventoWompiValido(cambiado, SECRETO)).toBe(false);
    const sinLista = eventoDoc([]);
    sinLista.signature.checksum = bueno;
    expect(eventoWompiValido(sinLista, SECRETO)).toBe(false);
    const rutaAusente = eventoDoc(['transaction.nada']);
    expect(checksumEventoWompi(rutaAusente, SECRETO)).toBeNull();
  });

  it('compares digests case-insensitively and refuses different lengths', () => {
    expect(mismoHex('abc', 'ABC')).toBe(true);
    expect(mismoHex('abc', 'abcd')).toBe(false);
  });
});

describe('PayU signature', () => {
  // PayU's documentation example: 4Vj8eK4rloUd272L48hsrarnUA~508029~TestPayU~3~USD.
  it('is MD5 of ApiKey~merchantId~referenceCode~tx_value~currency', () => {
    expect(
      firmaPayu({
        apiKey: '4Vj8eK4rloUd272L48hsrarnUA',
        merchantId: '508029',
        referencia: 'TestPayU',
        valor: '3',
        moneda: 'USD',
      }),
    ).toBe('ba9ffa71559580175585e45ce70b6c37');
  });
});

describe('transaction states', () => {
  it("maps PayU's SUBMITTED to PENDING and EXPIRED to DECLINED", () => {
    expect(estadoPayu('SUBMITTED')).toBe('PENDING');
    expect(estadoPayu('EXPIRED')).toBe('DECLINED');
    expect(estadoPayu('APPROVED')).toBe('APPROVED');
    expect(estadoPayu('algo')).toBe('ERROR');
  });
  it("keeps Wompi's states and makes anything unknown an ERROR", () => {
    for (const e of ['APPROVED', 'PENDING', 'DECLINED', 'VOIDED', 'ERROR']) expect(estadoWompi(e)).toBe(e);
    expect(estadoWompi('approved')).toBe('ERROR');
  });
});
