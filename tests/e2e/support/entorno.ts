import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { contextoConSesion, sesionDemo, type Sesion } from './sesion';
import { startServer, type RunningServer } from './server';

/** What a file's tests share: its own server (port, data and mail folder, database), browser and demo session. */
export interface Entorno {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The demo owner's session (empty when the file asked for none). */
  readonly sesion: Sesion;
  /** `server.url` + `ruta`. */
  url(ruta: string): string;
  /**
   * A page in a new context, signed in as the demo owner when the file has a session (its toasts recorded, see
   * `avisoMostrado`), with a 20 s default timeout; `errores` collects its uncaught exceptions. The context is closed
   * after the file if the test does not close it.
   */
  pagina(
    opciones?: BrowserContextOptions,
  ): Promise<{ page: Page; context: BrowserContext; errores: string[] }>;
  /** A call to the API as the demo owner, straight from Node (GET, or POST with `cuerpo`): its `data`. */
  api<T = unknown>(ruta: string, cuerpo?: unknown): Promise<T>;
}

export interface OpcionesEntorno {
  /** The server's environment on top of startServer's (`{ DATABASE_URL: '' }` keeps the file on PGlite). */
  env?: Record<string, string>;
  /** Sign the demo owner in once (default true): the captcha is solved once per file, not once per test. */
  sesion?: boolean;
  /** More set-up, run after the server, browser and session are up (data the file's tests need). */
  preparar?: (entorno: Entorno) => Promise<void>;
}

/**
 * The set-up every browser file repeats: in its beforeAll, a server of its own (startServer: a free port, a fresh
 * data folder, and a fresh PostgreSQL database when the suite has DATABASE_URL), Debian's Chromium and, unless told
 * otherwise, the demo owner signed in once; in its afterAll, all of it closed and removed. Files share nothing, so
 * the e2e project runs them side by side in vitest's pool.
 */
export function conServidorYSesion({ env, sesion = true, preparar }: OpcionesEntorno = {}): Entorno {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let datosSesion: Sesion = {};
  const contextos: BrowserContext[] = [];
  const falta = (que: string): never => {
    throw new Error(`${que} todavía no existe: úsalo dentro de una prueba o de beforeAll`);
  };

  const entorno: Entorno = {
    get server() {
      return server ?? falta('El servidor');
    },
    get browser() {
      return browser ?? falta('El navegador');
    },
    get sesion() {
      return datosSesion;
    },
    url: (ruta) => entorno.server.url + ruta,
    async pagina(opciones = {}) {
      const options = { viewport: { width: 1366, height: 900 }, ...opciones };
      const context = sesion
        ? await contextoConSesion(entorno.browser, datosSesion, options)
        : await entorno.browser.newContext({ locale: 'es-CO', ...options });
      contextos.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const errores: string[] = [];
      page.on('pageerror', (e) => errores.push(e.message));
      return { page, context, errores };
    },
    async api<T>(ruta: string, cuerpo?: unknown): Promise<T> {
      const res = await fetch(entorno.url(`/api/${ruta}`), {
        method: cuerpo === undefined ? 'GET' : 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${datosSesion.token}` },
        body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
      });
      const texto = await res.text();
      if (!res.ok) throw new Error(`${ruta}: ${res.status} ${texto}`);
      return (JSON.parse(texto) as { data: T }).data;
    },
  };

  beforeAll(async () => {
    // Started together: the server's start (tsx, migrations, seed) and Chromium's do not wait for each other.
    const [s, b] = await Promise.allSettled([startServer(env), launchBrowser()]);
    if (s.status === 'fulfilled') server = s.value;
    if (b.status === 'fulfilled') browser = b.value;
    if (s.status === 'rejected') throw s.reason;
    if (b.status === 'rejected') throw b.reason;
    if (sesion) datosSesion = await sesionDemo(b.value, s.value.url);
    await preparar?.(entorno);
  }, 180_000);

  afterAll(async () => {
    for (const c of contextos) await c.close().catch(() => {});
    await browser?.close();
    await server?.stop();
  });

  return entorno;
}
