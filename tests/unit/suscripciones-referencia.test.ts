import { describe, expect, it } from 'vitest';
import { compraSuscripcion, mensajeEstadoCobro, MENSAJES_SUSCRIPCION as M } from '../../common/suscripciones';
import {
  empresaDeReferencia,
  referenciaCobro,
  suscripcionDeRenovacion,
} from '../../server/routes/suscripciones/cobros';

describe('a charge reference', () => {
  const base = { empresaId: 42, idSuscripcionEmpresa: 7, plan: 2, periodoInicio: '2026-12-01', intento: 1 };

  it('is the same for the same (company subscription, plan, period, try) and differs by try', () => {
    expect(referenciaCobro({ ...base, tipo: 'REN' })).toBe('REN-42-7-2-20261201-1');
    expect(referenciaCobro({ ...base, tipo: 'REN' })).toBe(referenciaCobro({ ...base, tipo: 'REN' }));
    expect(referenciaCobro({ ...base, tipo: 'REN', intento: 2 })).not.toBe(
      referenciaCobro({ ...base, tipo: 'REN' }),
    );
  });

  it('names its company; a renewal also its company subscription; a foreign reference is none', () => {
    expect(empresaDeReferencia(referenciaCobro({ ...base, tipo: 'SUS' }))).toBe(42);
    expect(suscripcionDeRenovacion(referenciaCobro({ ...base, tipo: 'REN' }))).toBe(7);
    expect(suscripcionDeRenovacion(referenciaCobro({ ...base, tipo: 'SUS' }))).toBeNull();
    for (const ajena of [
      'pedido-123',
      'SUS-42-7-2-20261201',
      'SUS-x-7-2-20261201-1',
      ' SUS-42-7-2-20261201-1',
    ])
      expect(empresaDeReferencia(ajena)).toBeNull();
  });
});

describe('the purchase contract', () => {
  it("says spec §8's text for each state (ERROR: the gateway's words when it gives them)", () => {
    expect(mensajeEstadoCobro('APPROVED', 'Negocio')).toBe('Se ha suscrito correctamente al plan Negocio');
    expect(mensajeEstadoCobro('DECLINED', 'Negocio')).toBe(
      'La tarjeta a sido declinada y la transacción se ha rechazado, intentelo de nuevo.',
    );
    expect(mensajeEstadoCobro('VOIDED', 'Negocio')).toBe(
      'la transacción ha sido anulada,intentelo de nuevo.',
    );
    expect(mensajeEstadoCobro('ERROR', 'Negocio')).toBe(
      'Error interno del método de pago, intentelo de nuevo.',
    );
    expect(mensajeEstadoCobro('ERROR', 'Negocio', 'Fondos insuficientes')).toBe('Fondos insuficientes');
  });

  it("splits 'MM/YY' parts, upper-cases the owner, and refuses a card number sent as the token", () => {
    const tarjeta = {
      token: 'tok_test_1',
      franquiciaTarjeta: 'visa',
      ultimosDigitos: '4242',
      mes: ' 09 ',
      año: '31',
      nombrePropietario: 'ana pérez',
    };
    expect(compraSuscripcion.parse({ idSuscripcionNueva: 1, tarjeta }).tarjeta).toMatchObject({
      franquiciaTarjeta: 'VISA',
      mes: 9,
      año: 2031,
      nombrePropietario: 'ANA PÉREZ',
    });
    const pan = compraSuscripcion.safeParse({
      idSuscripcionNueva: 1,
      tarjeta: { ...tarjeta, token: '4242 4242 4242 4242' },
    });
    expect(pan.error?.issues[0].message).toBe(M.tokenInvalido);
    const mes = compraSuscripcion.safeParse({ idSuscripcionNueva: 1, tarjeta: { ...tarjeta, mes: '13' } });
    expect(mes.error?.issues[0].message).toBe(M.mesInvalido);
  });
});
