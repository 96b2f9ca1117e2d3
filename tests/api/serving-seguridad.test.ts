import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, type EmpresaDePrueba } from './fixtures';

let t: TestApp;
let conRecaptcha: TestApp;
let empresa: EmpresaDePrueba;

beforeAll(async () => {
  t = await createTestApp({ trustProxy: '127.0.0.1' });
  conRecaptcha = await createTestApp({ recaptchaSecret: 'secreto', recaptchaSiteKey: 'sitio' });
  empresa = await crearEmpresaDePrueba(t);
});

afterAll(async () => {
  await t?.close();
  await conRecaptcha?.close();
});

function directivas(csp: unknown): Map<string, string[]> {
  expect(typeof csp).toBe('string');
  return new Map(
    (csp as string)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((p) => p[0])
      .map(([nombre, ...valores]) => [nombre!, valores]),
  );
}

describe('cabeceras de seguridad', () => {
  it('CSP solo con este origen, workers blob: para ALTCHA y sin marcos ajenos', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/config' });
    const csp = directivas(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(res.headers['content-security-policy']).not.toContain('google');
  });

  it('con reCAPTCHA configurado permite www.google.com y www.gstatic.com', async () => {
    const res = await conRecaptcha.app.inject({ method: 'GET', url: '/api/captcha/config' });
    const csp = directivas(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://www.google.com', 'https://www.gstatic.com']);
    expect(csp.get('frame-src')).toEqual(['https://www.google.com']);
  });

  it('nosniff, referrer estricto y prohibido enmarcar', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/config' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('HSTS solo cuando la petición llegó por TLS (proxy de confianza)', async () => {
    const http = await t.app.inject({ method: 'GET', url: '/api/captcha/config' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    const https = await t.app.inject({
      method: 'GET',
      url: '/api/captcha/config',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('caché de las respuestas de la API', () => {
  it('una respuesta autenticada es no-store', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/configuraciones',
      headers: empresa.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('los errores de la API también son no-store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/configuraciones' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('un catálogo público conserva la política que eligió su ruta', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/configuraciones/paises' });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
