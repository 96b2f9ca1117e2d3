import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createTestApp, type TestApp } from './harness';

let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  dev = await createTestApp();
  // What NODE_ENV=production makes of the settings, even asked for the UI.
  const { production, docsUi, altchaHmacKey } = loadConfig({
    NODE_ENV: 'production',
    ALTCHA_HMAC_KEY: 'k'.repeat(40),
    API_DOCS_UI: '1',
    WOMPI_PUBLIC_KEY: 'pub_prod_x',
    WOMPI_PRIVATE_KEY: 'prv_prod_x',
    WOMPI_EVENTS_SECRET: 'prod_events_x',
    WOMPI_INTEGRITY_SECRET: 'prod_integrity_x',
  });
  prod = await createTestApp({ production, docsUi, altchaHmacKey });
});
afterAll(async () => {
  await dev?.close();
  await prod?.close();
});

const rutasDocs = (t: TestApp) =>
  [...new Set(t.app.rutasApi.filter((r) => r.url.startsWith('/api/docs')).map((r) => r.url))].sort();

describe('Swagger UI at /api/docs', () => {
  it('answers its page in development, without a token, reading the OpenAPI description', async () => {
    const res = await dev.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="swagger-ui"></div>');
    expect(res.body).toContain('src="/api/docs/static/swagger-initializer.js"');

    const inicio = await dev.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(inicio.statusCode).toBe(200);
    expect(inicio.body).toContain("resolveUrl('./json')");
    expect((await dev.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' })).statusCode).toBe(200);

    const doc = await dev.app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toMatchObject({
      openapi: expect.stringMatching(/^3\./),
      info: { title: 'Comanda API' },
    });
  });

  it('keeps the app’s content security policy on its page and files', async () => {
    const politica = (await dev.app.inject({ url: '/api/ping' })).headers['content-security-policy'];
    expect(politica).toContain("script-src 'self'");
    for (const url of ['/api/docs', '/api/docs/static/swagger-ui.css', '/api/docs/json'])
      expect((await dev.app.inject({ url })).headers['content-security-policy'], url).toBe(politica);
  });

  it('does not exist in production: 404 in Spanish, while the description stays public', async () => {
    expect(prod.config.production).toBe(true);
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/swagger-ui.css', '/api/docs/yaml']) {
      const res = await prod.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({
        success: false,
        code: 404,
        message: 'La ruta solicitada no existe',
        data: null,
      });
    }
    const doc = await prod.app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().info.title).toBe('Comanda API');
    expect(rutasDocs(prod)).toEqual(['/api/docs/json']);
    expect(rutasDocs(dev)).toEqual(
      expect.arrayContaining(['/api/docs', '/api/docs/json', '/api/docs/static/*']),
    );
  });
});
