import { describe, expect, it } from 'vitest';
import {
  BloqueoCuentas,
  CuentaBloqueadaError,
  duracionEnPalabras,
  esperaTrasFallos,
} from '../../server/routes/auth/bloqueo';
import { MENSAJE_LIMITES_CAIDOS } from '../../server/plugins/rate-limit';

describe('sign-in lockout', () => {
  it('waits nothing for 2 failures, then 15 s doubling up to one hour', () => {
    expect([1, 2, 3, 4, 5, 6].map(esperaTrasFallos)).toEqual([0, 0, 15_000, 30_000, 60_000, 120_000]);
    expect(esperaTrasFallos(11)).toBe(3_600_000);
    expect(esperaTrasFallos(100)).toBe(3_600_000);
  });

  it('allows fewer than 100 guesses an hour per account (ASVS 2.2.1)', async () => {
    let ahora = 0;
    const b = new BloqueoCuentas({ ahora: () => ahora });
    let intentos = 0;
    while (ahora < 3_600_000) {
      try {
        await b.comprobar('a@b.co');
        await b.fallo('a@b.co');
        intentos++;
      } catch (e) {
        expect(e).toBeInstanceOf(CuentaBloqueadaError);
        ahora += (e as CuentaBloqueadaError).esperaMs;
      }
    }
    expect(intentos).toBeLessThanOrEqual(12);
  });

  it('forgets a run of failures after a day and on success', async () => {
    let ahora = 0;
    const b = new BloqueoCuentas({ ahora: () => ahora });
    for (let i = 0; i < 4; i++) await b.fallo('a@b.co');
    await expect(b.comprobar('a@b.co')).rejects.toThrow(CuentaBloqueadaError);
    ahora += 24 * 3_600_000 + 1;
    expect(await b.fallo('a@b.co')).toBe(1);
    await b.limpiar('a@b.co');
    expect(await b.fallo('a@b.co')).toBe(1);
  });

  it('refuses (503, fail closed) while its store does not answer, and a failed clean-up is only logged', async () => {
    const caido = async () => {
      throw new Error('ECONNREFUSED');
    };
    const errores: string[] = [];
    const b = new BloqueoCuentas({
      almacen: { leer: caido, sumar: caido, borrar: caido },
      log: { error: (_obj, msg) => void errores.push(msg) },
    });
    for (const intento of [b.comprobar('a@b.co'), b.fallo('a@b.co')])
      await expect(intento).rejects.toMatchObject({ statusCode: 503, message: MENSAJE_LIMITES_CAIDOS });
    await b.limpiar('a@b.co');
    expect(errores).toHaveLength(3);
  });

  it('speaks Spanish durations', () => {
    expect(duracionEnPalabras(1)).toBe('1 segundo');
    expect(duracionEnPalabras(15_000)).toBe('15 segundos');
    expect(duracionEnPalabras(60_000)).toBe('1 minuto');
    expect(duracionEnPalabras(61_000)).toBe('2 minutos');
  });
});
