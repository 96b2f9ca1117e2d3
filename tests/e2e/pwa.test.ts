import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { conServidorYSesion } from './support/entorno';

// Issue 30 'Installable app and resilience': the built app's manifest and service worker (scripts/pwa.ts) in
// Chromium. The other browser files block service workers (tests/e2e/support/browser.ts); these contexts allow them.
const e = conServidorYSesion();

/** A 10-inch tablet in landscape, signed in as the demo owner, with service workers. */
const tableta = () => e.pagina({ serviceWorkers: 'allow', viewport: { width: 1280, height: 800 } });

/** Waits until the app's worker is activated and controls the page (it claims the page it was installed from). */
async function controlada(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          navigator.serviceWorker.controller === null
            ? 'sin controlar'
            : (await navigator.serviceWorker.ready).active?.state,
        ),
      { timeout: 60_000 },
    )
    .toBe('activated');
  return page.evaluate(async () => {
    const registro = await navigator.serviceWorker.ready;
    return {
      estado: registro.active?.state,
      script: registro.active?.scriptURL,
      alcance: registro.scope,
      controlador: navigator.serviceWorker.controller?.scriptURL,
    };
  });
}

/** Width and height written in a PNG's header (IHDR). */
const medidasPng = (png: Buffer) => ({ ancho: png.readUInt32BE(16), alto: png.readUInt32BE(20) });

describe('installable app (issue 30)', () => {
  it('links a valid manifest: name, start URL, standalone, theme, icons 192 and 512 and a maskable 512', async () => {
    const { page } = await tableta();
    await page.goto(e.url('/principal'));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const respuesta = await page.request.get(e.url(href!));
    expect(respuesta.status()).toBe(200);
    expect(respuesta.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifiesto = (await respuesta.json()) as {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifiesto).toMatchObject({
      name: 'Comanda',
      short_name: 'Comanda',
      start_url: '/principal',
      display: 'standalone',
      lang: 'es',
      theme_color: '#1565c0',
      background_color: '#fafafb',
    });
    expect(manifiesto.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(
      ['192x192 any', '512x512 any', '512x512 maskable'].sort(),
    );
    // Every icon is served, a PNG of the size it declares.
    for (const icono of manifiesto.icons) {
      const imagen = await page.request.get(e.url(icono.src));
      expect(imagen.status(), icono.src).toBe(200);
      expect(imagen.headers()['content-type'], icono.src).toBe('image/png');
      const [ancho, alto] = icono.sizes.split('x').map(Number);
      expect(medidasPng(await imagen.body()), icono.src).toEqual({ ancho, alto });
    }
    // Chromium's own reading of the manifest and its install criteria (manifest, icons, service worker).
    await controlada(page);
    const cdp = await page.context().newCDPSession(page);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are incognito profiles, where Chromium never installs anything: the app's own criteria.
    expect(installabilityErrors.filter((f) => f.errorId !== 'in-incognito')).toEqual([]);
  });

  it('the service worker becomes active and controls the page; sw.js is never kept by the HTTP cache', async () => {
    const { page } = await tableta();
    await page.goto(e.url('/principal'));
    const estado = await controlada(page);
    expect(estado).toEqual({
      estado: 'activated',
      script: e.url('/sw.js'),
      alcance: e.url('/'),
      controlador: e.url('/sw.js'),
    });
    const sw = await page.request.get(e.url('/sw.js'));
    expect(sw.status()).toBe(200);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    // The page's security policy lets this origin's worker run.
    const csp = (await page.request.get(e.url('/principal'))).headers()['content-security-policy'];
    expect(csp).toMatch(/worker-src 'self'/);
  });

  it('a signed-in tablet reloads /principal offline and sees the shell; the API is never answered from a cache', async () => {
    const { page, context } = await tableta();
    await page.goto(e.url('/principal'));
    await controlada(page);
    await expect.poll(() => page.getByRole('button', { name: 'Cerrar Sesión' }).isVisible()).toBe(true);

    // What the worker keeps: the app's files, never an API answer (the page has just called the API).
    const guardadas = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const nombre of await caches.keys())
        for (const r of await (await caches.open(nombre)).keys()) urls.push(new URL(r.url).pathname);
      return urls;
    });
    expect(guardadas).toContain('/index.html');
    expect(guardadas.some((u) => u.startsWith('/assets/'))).toBe(true);
    expect(guardadas.filter((u) => u.startsWith('/api'))).toEqual([]);

    await context.setOffline(true);
    const recarga = await page.reload();
    expect(recarga?.fromServiceWorker()).toBe(true);
    // The app's shell (header, user, sign out), not the browser's offline error page.
    await expect.poll(() => page.getByRole('button', { name: 'Cerrar Sesión' }).isVisible()).toBe(true);
    expect(await page.getByTestId('nombre-usuario').innerText()).not.toBe('');
    expect(await page.title()).not.toMatch(/not available|no disponible|ERR_/i);

    // Offline the API fails as a network error: no stale answer from a cache.
    const llamada = await page.evaluate(async () => {
      try {
        const r = await fetch('/api/me', {
          method: 'POST',
          headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
        });
        return `respuesta ${r.status}`;
      } catch (error) {
        return `error de red: ${(error as Error).name}`;
      }
    });
    expect(llamada).toBe('error de red: TypeError');
    await context.setOffline(false);
  });

  it('what the server answers itself is not replaced by the app: the public menu and the API docs', async () => {
    const { page } = await tableta();
    await page.goto(e.url('/principal'));
    await controlada(page);
    const carta = await page.goto(e.url('/carta?menuId=no-existe'));
    expect(carta?.fromServiceWorker()).toBe(false);
    expect(carta?.status()).toBe(404);
    expect(await page.locator('#root').count()).toBe(0);
    const docs = await page.goto(e.url('/api/docs/json'));
    expect(docs?.fromServiceWorker()).toBe(false);
    // A path of the app is served by the worker from its precached index.html.
    const app = await page.goto(e.url('/ventas'));
    expect(app?.fromServiceWorker()).toBe(true);
  });
});
