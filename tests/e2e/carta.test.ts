import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, launchBrowser } from './support/browser';
import { contextoConSesion, sesionDemo, type Sesion } from './support/sesion';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let sesion: Sesion = {};
/** The menu's URL as the QR code on the back office page encodes it. */
let urlCarta = '';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  sesion = await sesionDemo(browser, server.url);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const TELEFONO = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'es-CO' };

describe('the public menu (carta) from its QR code', () => {
  it('the QR code on Configuración › Carta digital decodes to the menu URL', async () => {
    const context = await contextoConSesion(browser, sesion, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(server.url + '/configSistema/editar');
    await page.getByRole('link', { name: 'Carta digital y código QR' }).click();
    await page.waitForURL((u) => u.pathname === '/configSistema/cartaQr');
    const qr = page.getByRole('img', { name: /Código QR de la carta de/ }).first();
    await qr.waitFor();
    const src = (await qr.getAttribute('src'))!;
    const png = PNG.sync.read(Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64'));
    urlCarta = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '';
    expect(urlCarta).toMatch(new RegExp(`^${server.url}/carta\\?menuId=[0-9a-f]{64}$`));
    expect(await page.getByLabel('Enlace de la carta').first().inputValue()).toBe(urlCarta);
    await context.close();
  }, 120_000);

  it('opens on a phone: search and tabs, no sideways scroll, small script', async () => {
    expect(urlCarta).not.toBe('');
    const context = await browser.newContext(TELEFONO);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const errores: string[] = [];
    page.on('pageerror', (e) => errores.push(e.message));
    await page.goto(urlCarta);
    await page.getByText('Explora nuestra carta').waitFor();
    await expect.poll(() => page.getByRole('note').textContent()).toMatch(/propina es voluntaria/);
    // The cards shown: search and tabs hide the others (the markup is the server's, filtered in place).
    const nombres = () => page.locator('.producto:visible h3').allTextContents();
    const todos = await nombres();
    expect(todos.length).toBeGreaterThan(5);
    expect(todos).toContain('Limonada natural');

    const buscar = page.getByRole('searchbox', { name: 'Buscar producto...' });
    await buscar.fill('limonada');
    await expect.poll(nombres).toEqual(todos.filter((n) => n.toLowerCase().includes('limonada')));
    await buscar.fill('zzzz');
    await page.getByText('No se encontraron productos').waitFor();
    await buscar.fill('');

    const tabs = page.getByRole('tab');
    expect(await tabs.first().textContent()).toBe('Todos');
    const segunda = tabs.nth(1);
    const categoria = (await segunda.textContent())!;
    await segunda.tap();
    await expect.poll(() => page.locator('.categoria:visible h2').allTextContents()).toEqual([categoria]);
    await tabs.first().tap();
    await expect.poll(nombres).toEqual(todos);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errores).toEqual([]);
    await context.close();
  }, 120_000);

  it('lists the products with JavaScript disabled (the server sends the menu in the HTML)', async () => {
    const context = await browser.newContext({ ...TELEFONO, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(urlCarta);
    expect(await page.locator('.producto h3').allTextContents()).toContain('Limonada natural');
    expect(await page.getByText('Explora nuestra carta').count()).toBe(1);
    expect(await page.locator('.precio').first().textContent()).toMatch(/^\$ \d{1,3}(\.\d{3})*$/);
    await context.close();
  }, 60_000);

  it('icons arrive as small WebP thumbnails, the first cards at once and the later ones only when scrolled near', async () => {
    expect(urlCarta).not.toBe('');
    // A photo-like icon for every product on the menu, uploaded as the back office does.
    const ancho = 400;
    const crudo = Buffer.alloc(ancho * ancho * 3);
    for (let i = 0; i < ancho * ancho; i++) crudo.set([i % 251, (i / ancho) % 256, (i * 7) % 253], i * 3);
    const png = await sharp(crudo, { raw: { width: ancho, height: ancho, channels: 3 } })
      .png()
      .toBuffer();
    const admin = await contextoConSesion(browser, sesion);
    const pagina = await admin.newPage();
    await pagina.goto(server.url + '/principal');
    const menuId = new URL(urlCarta).searchParams.get('menuId')!;
    const subidos = await pagina.evaluate(
      async ({ menuId, base64 }) => {
        const token = localStorage.getItem('token');
        const menu = await (await fetch(`/api/menu?menuId=${menuId}`)).json();
        const ids: number[] = menu.data.categorias.flatMap((c: { producto: { id: number }[] }) =>
          c.producto.map((p) => p.id),
        );
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        for (const id of ids) {
          const form = new FormData();
          form.append('_method', 'put');
          form.append('icono', new Blob([bytes], { type: 'image/png' }), 'icono.png');
          const r = await fetch(`/api/productos/producto/${id}`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}` },
            body: form,
          });
          if (!r.ok) throw new Error(`${id}: ${r.status} ${await r.text()}`);
        }
        return ids.length;
      },
      { menuId, base64: png.toString('base64') },
    );
    expect(subidos).toBeGreaterThan(12);
    await admin.close();

    const context = await browser.newContext({ ...TELEFONO, deviceScaleFactor: 3 });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const pedidas: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/uploads/')) pedidas.push(new URL(r.url()).pathname);
    });
    await page.goto(urlCarta);
    await page.waitForLoadState('load');
    const imagenes = page.locator('.producto img');
    expect(await imagenes.count()).toBe(subidos);
    const estado = (i: number) =>
      imagenes.nth(i).evaluate((img: HTMLImageElement) => ({
        cargada: img.complete && img.naturalWidth > 0,
        src: img.currentSrc,
        lazy: img.loading === 'lazy',
      }));
    // The first card's icon: loaded, the 192 px WebP (64 CSS px on a 3× screen), never the fallback or original.
    const primera = await estado(0);
    expect(primera).toMatchObject({ cargada: true, lazy: false });
    expect(primera.src).toMatch(/\/api\/uploads\/productos\/[0-9a-f]{32}\.192\.webp$/);
    expect(pedidas.length).toBeGreaterThan(0);
    expect(pedidas.filter((u) => !/\.192\.webp$/.test(u))).toEqual([]);
    // The last card is far below the first screen: lazy, and not asked for until scrolled near.
    const ultima = subidos - 1;
    expect(await estado(ultima)).toMatchObject({ cargada: false, lazy: true });
    const ultimaUrl = (await imagenes.nth(ultima).evaluate((img: HTMLImageElement) => img.srcset))
      .split(', ')
      .map((s) => s.split(' ')[0].replace(/\.png$/, '.webp'));
    expect(pedidas.filter((u) => ultimaUrl.includes(u))).toEqual([]);
    const pedidasAntes = pedidas.length;
    expect(pedidasAntes).toBeLessThan(subidos);
    await imagenes.nth(ultima).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await estado(ultima)).cargada).toBe(true);
    expect((await estado(ultima)).src).toMatch(/\.192\.webp$/);
    expect(pedidas.length).toBeGreaterThan(pedidasAntes);
    // Fixed size: the picture takes its 64×64 box whatever the image.
    const caja = await imagenes.nth(ultima).boundingBox();
    expect([caja?.width, caja?.height]).toEqual([64, 64]);
    await context.close();
  }, 240_000);
  it('shows the search box without moving the menu: its place is kept until the script runs', async () => {
    const context = await browser.newContext(TELEFONO);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const arriba = () => page.locator('#listado').evaluate((e) => e.getBoundingClientRect().top);
    // Scripts on, the page's own not yet run (held back): what the phone paints first.
    await page.route(/\/assets\/carta-[^/]*\.js$/, (ruta) => ruta.abort());
    await page.goto(urlCarta);
    expect(await page.getByRole('searchbox').count()).toBe(0);
    const antes = await arriba();
    await page.unroute(/\/assets\/carta-[^/]*\.js$/);
    await page.goto(urlCarta);
    await page.getByRole('searchbox', { name: 'Buscar producto...' }).waitFor();
    expect(await arriba()).toBe(antes);
    await context.close();
  }, 60_000);

  it('skips the cards off screen (content-visibility): only the first screen is laid out at load', async () => {
    const context = await browser.newContext(TELEFONO);
    const page = await context.newPage();
    await page.goto(urlCarta);
    const visibles = await page
      .locator('.producto h3')
      .evaluateAll((hs) => hs.map((h) => h.checkVisibility({ contentVisibilityAuto: true })));
    expect(visibles.length).toBeGreaterThan(10);
    expect(visibles[0]).toBe(true);
    expect(visibles.at(-1)).toBe(false);
    // Still in the page for search-in-page and screen readers.
    expect(await page.locator('.producto h3').last().textContent()).not.toBe('');
    await context.close();
  }, 60_000);

  it("scores ≥ 95 in Lighthouse's accessibility audit on a phone", async () => {
    // Performance is measured by bench/lighthouse.ts (150 products): its score depends on the machine's load.
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const r = await lighthouse(
        urlCarta,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        {
          extends: 'lighthouse:default',
          // No throttling or waits for a quiet network and CPU: the audit reads the loaded page.
          settings: {
            onlyCategories: ['accessibility'],
            throttlingMethod: 'provided',
            pauseAfterFcpMs: 0,
            pauseAfterLoadMs: 0,
            networkQuietThresholdMs: 0,
            cpuQuietThresholdMs: 0,
          },
        },
      );
      const lhr = r!.lhr;
      expect(lhr.runtimeError).toBeUndefined();
      const fallidas = lhr.categories.accessibility.auditRefs
        .map((a) => lhr.audits[a.id])
        .filter((a) => a.score === 0)
        .map((a) => a.id);
      expect(lhr.categories.accessibility.score! * 100, fallidas.join(', ')).toBeGreaterThanOrEqual(95);
    } finally {
      chrome.kill();
    }
  }, 120_000);

  it('an unknown menu id shows the not-found view', async () => {
    const context = await browser.newContext(TELEFONO);
    const page = await context.newPage();
    const r = await page.goto(`${server.url}/carta?menuId=${'0'.repeat(64)}`);
    expect(r?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Carta no encontrada' }).waitFor();
    await context.close();
  }, 60_000);
});

/** README 'Page-weight budgets': the carta's first load, gzipped JavaScript. */
const PRESUPUESTO_CARTA_GZ = 60 * 1024;

describe('the carta entry point', () => {
  it('loads at most 60 kB of gzipped JavaScript (its script and every module it preloads)', () => {
    const html = readFileSync('dist/carta.html', 'utf8');
    const archivos = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(archivos.length).toBeGreaterThan(0);
    const total = archivos.reduce(
      (suma, f) => suma + gzipSync(readFileSync(join('dist', f)), { level: 9 }).length,
      0,
    );
    expect(total, `${total} bytes gzipped: ${archivos.join(', ')}`).toBeLessThanOrEqual(PRESUPUESTO_CARTA_GZ);
    // No React, MUI or react-admin in it.
    expect(archivos.join(' ')).not.toMatch(/index-|react|mui/i);
  });
});
