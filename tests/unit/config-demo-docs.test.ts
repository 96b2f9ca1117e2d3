import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

const PRODUCCION = {
  NODE_ENV: 'production',
  ALTCHA_HMAC_KEY: 'k'.repeat(40),
  WOMPI_PUBLIC_KEY: 'pub_prod_x',
  WOMPI_PRIVATE_KEY: 'prv_prod_x',
  WOMPI_EVENTS_SECRET: 'prod_events_x',
  WOMPI_INTEGRITY_SECRET: 'prod_integrity_x',
};

describe('DEMO_PASSWORD', () => {
  it('is unset by default (the first seed generates one)', () => {
    expect(loadConfig({}).demoPassword).toBeUndefined();
    expect(loadConfig({ DEMO_PASSWORD: '' }).demoPassword).toBeUndefined();
  });

  it('is read when set', () => {
    expect(loadConfig({ DEMO_PASSWORD: 'Mango-Tamal-Brisa-47' }).demoPassword).toBe('Mango-Tamal-Brisa-47');
  });

  it.each(['corta', 'x'.repeat(129)])('refuses %s, naming the variable', (valor) => {
    expect(() => loadConfig({ DEMO_PASSWORD: valor })).toThrow(ConfigError);
    expect(() => loadConfig({ DEMO_PASSWORD: valor })).toThrow(
      'DEMO_PASSWORD debe tener entre 8 y 128 caracteres.',
    );
  });

  it('does not make production seed the demo company', () => {
    expect(
      loadConfig({ ...PRODUCCION, SEED_DEMO: '1', DEMO_PASSWORD: 'Mango-Tamal-Brisa-47' }).seedDemo,
    ).toBe(false);
  });
});

describe('API_DOCS_UI', () => {
  it('is on in development, and can be turned off', () => {
    expect(loadConfig({}).docsUi).toBe(true);
    expect(loadConfig({ API_DOCS_UI: '0' }).docsUi).toBe(false);
  });

  it('is always off in production', () => {
    expect(loadConfig(PRODUCCION).docsUi).toBe(false);
    expect(loadConfig({ ...PRODUCCION, API_DOCS_UI: '1' }).docsUi).toBe(false);
  });
});
