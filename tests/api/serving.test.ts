import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

const JS = 'console.log("comanda");'.repeat(50);
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'comanda-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'favicon.svg'), '<svg/>');
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(dist, 'manifest.webmanifest'), '{"name":"Comanda"}');
  await writeFile(join(dist, 'assets', 'x-abc123.js'), JS);
  await writeFile(join(dist, 'assets', 'x-abc123.js.br'), brotliCompressSync(JS));
  await writeFile(join(dist, 'assets', 'x-abc123.js.gz'), gzipSync(JS));
  await writeFile(join(dist, 'assets', 'x-abc123.js.map'), '{"version":3,"sources":["secreto.ts"]}');
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, '.vite', 'manifest.json'), '{"src/secreto.tsx":{"file":"assets/x.js"}}');
  t = await createTestApp({ serveFrontEnd: true }, { frontEndDir: dist });
});

afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('archivos de la aplicación web', () => {
  it('sirve la copia brotli a quien acepta br', async () => {
    const res = await get('/assets/x-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(brotliCompressSync(JS))).toBe(true);
  });

  it('sirve la copia gzip a quien acepta solo gzip, y el original a quien no acepta compresión', async () => {
    const gz = await get('/assets/x-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plano = await get('/assets/x-abc123.js', { 'accept-encoding': 'identity' });
    expect(plano.headers['content-encoding']).toBeUndefined();
    expect(plano.body).toBe(JS);
  });

  it('los archivos con hash se guardan en caché un año, inmutables', async () => {
    for (const enc of ['br', 'gzip', 'identity']) {
      const res = await get('/assets/x-abc123.js', { 'accept-encoding': enc });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('index.html, los archivos sin hash y las rutas del navegador van con no-cache', async () => {
    for (const url of ['/', '/login', '/pos/mesas', '/favicon.svg']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/ventas')).body).toBe(INDEX);
  });

  it('el service worker y el manifiesto de la app instalable (issue 30): no-cache y su tipo', async () => {
    const sw = await get('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toMatch(/^application\/javascript/);
    // The page's policy lets a worker of this origin run.
    expect(sw.headers['content-security-policy']).toMatch(/worker-src 'self'/);
    const manifiesto = await get('/manifest.webmanifest');
    expect(manifiesto.statusCode).toBe(200);
    expect(manifiesto.headers['cache-control']).toBe('no-cache');
    expect(manifiesto.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifiesto.json()).toEqual({ name: 'Comanda' });
  });

  it('un archivo de /assets que no existe es 404, no index.html', async () => {
    const res = await get('/assets/x-no-existe.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toBe(INDEX);
  });

  it('no publica los mapas de código fuente', async () => {
    const res = await get('/assets/x-abc123.js.map');
    expect(res.body).not.toContain('secreto.ts');
  });

  it('no publica el manifiesto de la compilación (dist/.vite, lo leen los presupuestos)', async () => {
    const res = await get('/.vite/manifest.json');
    expect(res.body).not.toContain('secreto.tsx');
  });

  it('una ruta desconocida de /api sigue siendo 404 en JSON', async () => {
    const res = await get('/api/no-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404 });
  });
});
