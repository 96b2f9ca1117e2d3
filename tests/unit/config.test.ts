import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

function rechazo(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('loadConfig aceptó la configuración');
}

describe('loadConfig', () => {
  it('usa los valores por defecto sin variables', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      sessionTtlHours: 12,
      trialDays: 15,
      seedDemo: true,
      production: false,
    });
    expect(c.altchaHmacKey).toBeUndefined();
  });

  it('lee números válidos', () => {
    const c = loadConfig({ PORT: '8080', SESSION_TTL_HOURS: '24', TRIAL_DAYS: '0' });
    expect(c).toMatchObject({ port: 8080, sessionTtlHours: 24, trialDays: 0 });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['SESSION_TTL_HOURS', 'abc'],
    ['SESSION_TTL_HOURS', '1.5'],
    ['TRIAL_DAYS', 'x'],
    ['ALTCHA_COST', '-3'],
    ['RATE_LIMIT_MAX', 'muchos'],
  ])('rechaza %s=%s nombrando la variable', (nombre, valor) => {
    const mensaje = rechazo({ [nombre]: valor });
    expect(mensaje).toContain('Configuración inválida');
    expect(mensaje).toContain(`${nombre} debe ser un número entero`);
  });

  it.each(['no-es-una-url', 'mysql://u@h/db', 'postgres//sin-dos-puntos'])(
    'rechaza DATABASE_URL=%s',
    (url) => {
      expect(rechazo({ DATABASE_URL: url })).toContain('DATABASE_URL no es una dirección válida');
    },
  );

  it('deja las impresoras de red apagadas salvo PRINTERS_NETWORK, y rechaza un valor que no es sí ni no', () => {
    expect(loadConfig({}).printersNetwork).toBe(false);
    expect(loadConfig({ PRINTERS_NETWORK: '' }).printersNetwork).toBe(false);
    expect(loadConfig({ PRINTERS_NETWORK: '0' }).printersNetwork).toBe(false);
    expect(loadConfig({ PRINTERS_NETWORK: '1' }).printersNetwork).toBe(true);
    expect(loadConfig({ PRINTERS_NETWORK: 'true' }).printersNetwork).toBe(true);
    expect(loadConfig({ PRINTERS_NETWORK: '1' }).printersAllowLoopback).toBe(false);
    expect(rechazo({ PRINTERS_NETWORK: 'quizas' })).toContain('PRINTERS_NETWORK debe ser 1 (sí) o 0 (no).');
  });

  it('rechaza PRINTERS_ALLOW_PUBLIC, que ya no existe', () => {
    expect(rechazo({ PRINTERS_ALLOW_PUBLIC: '1' })).toContain('PRINTERS_ALLOW_PUBLIC ya no existe');
    expect(loadConfig({ PRINTERS_ALLOW_PUBLIC: '' }).printersNetwork).toBe(false);
  });

  it('acepta DATABASE_URL de PostgreSQL y entonces no siembra la demo', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/comanda' });
    expect(c.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/comanda');
    expect(c.seedDemo).toBe(false);
  });

  it('SOPORTE_WHATSAPP: sin número no hay chat de soporte; un número internacional en dígitos, o un rechazo en español', () => {
    expect(loadConfig({}).soporteWhatsapp).toBeUndefined();
    expect(loadConfig({ SOPORTE_WHATSAPP: '' }).soporteWhatsapp).toBeUndefined();
    expect(loadConfig({ SOPORTE_WHATSAPP: '573001234567' }).soporteWhatsapp).toBe('573001234567');
    for (const malo of ['+573001234567', '300 123 4567', '0573001234567', '1234'])
      expect(rechazo({ SOPORTE_WHATSAPP: malo })).toContain(
        'SOPORTE_WHATSAPP debe ser un número internacional de 8 a 15 dígitos, sin + ni espacios',
      );
  });

  it('nombra todas las variables inválidas a la vez', () => {
    const mensaje = rechazo({ PORT: 'abc', TRIAL_DAYS: 'x' });
    expect(mensaje).toContain('PORT');
    expect(mensaje).toContain('TRIAL_DAYS');
  });

  it('en producción exige ALTCHA_HMAC_KEY', () => {
    expect(rechazo({ NODE_ENV: 'production' })).toContain(
      'ALTCHA_HMAC_KEY es obligatoria con NODE_ENV=production',
    );
  });

  it('CAPTCHA_BYPASS: apagado por defecto, encendido en desarrollo, rechazado en producción', () => {
    expect(loadConfig({}).captchaBypass).toBe(false);
    expect(loadConfig({ CAPTCHA_BYPASS: '1' }).captchaBypass).toBe(true);
    expect(
      rechazo({ NODE_ENV: 'production', ALTCHA_HMAC_KEY: 'k'.repeat(40), CAPTCHA_BYPASS: '1' }),
    ).toContain('CAPTCHA_BYPASS no se permite con NODE_ENV=production');
  });

  it('en producción nunca siembra la empresa demo, ni con SEED_DEMO=1', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      ALTCHA_HMAC_KEY: 'k'.repeat(40),
      SEED_DEMO: '1',
      ...LLAVES_PROD,
    });
    expect(c.production).toBe(true);
    expect(c.seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '1', DATABASE_URL: 'postgres://h/db' }).seedDemo).toBe(true);
  });

  it('pasarela de pagos: la de prueba sin llaves, rechazada en producción; Wompi o PayU completas', () => {
    expect(loadConfig({}).pagos.pasarela).toBe('sandbox');
    expect(rechazo({ NODE_ENV: 'production', ALTCHA_HMAC_KEY: 'k'.repeat(40) })).toContain(
      'Con NODE_ENV=production se necesitan las llaves de una pasarela de pagos',
    );
    const w = loadConfig({ NODE_ENV: 'production', ALTCHA_HMAC_KEY: 'k'.repeat(40), ...LLAVES_PROD }).pagos;
    expect(w).toMatchObject({ pasarela: 'wompi', wompi: { url: 'https://production.wompi.co/v1' } });
    expect(rechazo({ WOMPI_PUBLIC_KEY: 'pub_test_x' })).toContain('WOMPI_PRIVATE_KEY');
    expect(
      rechazo({
        NODE_ENV: 'production',
        ALTCHA_HMAC_KEY: 'k'.repeat(40),
        ...LLAVES_PROD,
        WOMPI_PUBLIC_KEY: 'pub_test_x',
      }),
    ).toContain('pub_prod_');
    const p = loadConfig({
      PAYU_API_LOGIN: 'l',
      PAYU_API_KEY: 'k',
      PAYU_MERCHANT_ID: 'm',
      PAYU_ACCOUNT_ID: 'a',
    }).pagos;
    expect(p).toMatchObject({ pasarela: 'payu', payu: { prueba: true } });
    expect(rechazo({ PAYU_API_KEY: 'k', WOMPI_PUBLIC_KEY: 'pub_test_x' })).toContain('una sola pasarela');
  });
});

const LLAVES_PROD = {
  WOMPI_PUBLIC_KEY: 'pub_prod_x',
  WOMPI_PRIVATE_KEY: 'prv_prod_x',
  WOMPI_EVENTS_SECRET: 'prod_events_x',
  WOMPI_INTEGRITY_SECRET: 'prod_integrity_x',
};
