import { describe, expect, it } from 'vitest';
import type { ConsoleMessage, Page } from 'playwright-core';
import { MODULOS, moduloDeRuta } from '../../common/modulos';
import { enCalma, vigilarApi, type Pagina } from './support/calma';
import { conServidorYSesion } from './support/entorno';
import { signIn } from './support/sesion';
import { esLlamadaPublica as esApiPublica } from '../rutas-publicas';

/**
 * Issue 6: an anonymous walk of every route of spec §2. The protected table is derived from common/modulos.ts (every
 * section, built or not, plus its section root and the sub-pages spec §2 names), so a new section is walked as soon as
 * it enters the map.
 */

/** Sub-pages spec §2 lists under each section (besides the sections of the menu themselves). */
const SUBPAGINAS: Record<string, readonly string[]> = {
  '/principal': ['/dashboard'],
  '/categorias': ['/registrar', '/editar', '/editar/1'],
  '/productosImpuestos': ['/registrar', '/editar/1'],
  '/productos': ['/registrar', '/editar/1'],
  '/formasPago': ['/registrar', '/editar/1'],
  '/compras': ['/registrar'],
  '/ajusteInventario': ['/registrar'],
  '/configSistema': ['/editar'],
  '/gastos': ['/registrar', '/editar/1'],
  '/tipoGastos': ['/registrar', '/editar/1'],
  '/ventas': ['/ordenar'],
  '/proveedores': ['/registrar', '/editar/1'],
};

/** Each section's root ('/informes', '/ordenes'), each menu path, and the sub-pages above. */
const PROTEGIDAS = [
  ...new Set([
    ...MODULOS.map((m) => `/${m.path.split('/')[1]}`),
    ...MODULOS.map((m) => m.path),
    ...MODULOS.flatMap((m) => (SUBPAGINAS[m.path] ?? []).map((sub) => m.path + sub)),
  ]),
];

/**
 * Spec §2 public routes. `destino`: where the browser must end (the root redirects); `falla`: the one request the page
 * is refused and shows (an API call with the query's fake token; the carta's own document, which the server answers
 * 404 with the not-found view for an unknown menu id), so the browser's 'Failed to load resource' line for that one
 * request is expected; `vacia`: blank by the spec (a bare landmark, no heading).
 */
const PUBLICAS: { ruta: string; destino?: string; falla?: string; vacia?: boolean }[] = [
  { ruta: '/', destino: '/signin' },
  { ruta: '/signin' },
  { ruta: '/signup' },
  { ruta: '/signupAdmin', vacia: true },
  { ruta: '/forgotpassword' },
  { ruta: '/resetpassword?valJp=x&email=ana%40bar.co' },
  { ruta: '/invitado?token=x&email=ana%40bar.co&id=1' },
  { ruta: '/usermailverify?token=x&email=ana%40bar.co', falla: '/api/mail/verification' },
  { ruta: '/carta?menuId=1', falla: '/carta' },
  { ruta: '/no-existe' },
];

const e = conServidorYSesion({ sesion: false });

/** A fresh anonymous tab that records its API calls and every console error or uncaught exception. */
async function pestanaAnonima() {
  const { page } = await e.pagina();
  const llamadas: string[] = [];
  const errores: { texto: string; url: string }[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) llamadas.push(`${r.method()} ${url.pathname}`);
  });
  page.on('pageerror', (error) => errores.push({ texto: error.message, url: '' }));
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') errores.push({ texto: m.text(), url: m.location().url });
  });
  return { page, llamadas, errores };
}

/**
 * The walk's anonymous tab, opened at first use and reused by every visit below (a new context per visit costs a
 * fresh download of the front end each time): before each visit its cookies and storage are emptied and its records
 * of calls and errors start again, so each visit still starts as a first-time visitor.
 */
let reusada: Promise<Awaited<ReturnType<typeof pestanaAnonima>> & { pagina: Pagina }> | undefined;
async function visitaAnonima() {
  reusada ??= pestanaAnonima().then((p) => ({ ...p, pagina: vigilarApi(p.page) }));
  const pestana = await reusada;
  await pestana.page.context().clearCookies();
  // The first time the tab is still on about:blank, which has no storage.
  if (pestana.page.url().startsWith('http'))
    await pestana.page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  pestana.llamadas.length = 0;
  pestana.errores.length = 0;
  return pestana;
}

/** No API request for this long after the page is shown: whatever the page asks for on arrival has been asked. */
const QUIETUD = 300;

/** What react-router keeps in history.state for the page (RutaProtegida's { nextPathname, nextSearch }). */
const estadoDeNavegacion = (page: Page) =>
  page.evaluate(() => (history.state as { usr?: Record<string, string> } | null)?.usr ?? null);

describe('the route table', () => {
  it('covers every section of the module map, its root and the sub-pages of spec §2', () => {
    for (const m of MODULOS) expect(PROTEGIDAS).toContain(m.path);
    expect(PROTEGIDAS).toEqual(
      expect.arrayContaining(['/informes', '/ordenes', '/configSistema/usuarios', '/categorias/editar/1']),
    );
    // A sub-page that no section owns would be walked for nothing.
    for (const ruta of PROTEGIDAS.filter((r) => !['/informes', '/ordenes'].includes(r)))
      expect(moduloDeRuta(ruta), ruta).toBeDefined();
  });
});

describe('anonymous visit of a protected route', () => {
  it.each(PROTEGIDAS)(
    '%s goes to /signin remembering it, asking the API for nothing private',
    async (ruta) => {
      const { page, pagina, llamadas, errores } = await visitaAnonima();
      await page.goto(`${e.server.url}${ruta}?p=1`);
      await page.waitForURL((u) => u.pathname === '/signin');
      await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
      await enCalma(pagina, QUIETUD);
      expect(await estadoDeNavegacion(page)).toEqual({ nextPathname: ruta, nextSearch: '?p=1' });
      expect(llamadas.filter((l) => !esApiPublica(l))).toEqual([]);
      expect(errores).toEqual([]);
    },
  );

  it('signing in then returns to the remembered page and its query', async () => {
    const { page, errores } = await pestanaAnonima();
    await page.goto(`${e.server.url}/categorias/registrar?origen=enlace`);
    await page.waitForURL((u) => u.pathname === '/signin');
    await signIn(page);
    await page.waitForURL((u) => u.pathname === '/categorias/registrar');
    expect(new URL(page.url()).search).toBe('?origen=enlace');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(errores).toEqual([]);
    await page.context().close();
  });

  it("Back after 'Cerrar Sesión' shows no protected page and asks nothing private", async () => {
    const { page, llamadas, errores } = await pestanaAnonima();
    const pagina = vigilarApi(page);
    await page.goto(`${e.server.url}/signin`);
    await signIn(page);
    await page.waitForURL((u) => u.pathname === '/principal');
    await page.goto(`${e.server.url}/categorias`);
    await page.getByRole('button', { name: 'Cerrar Sesión' }).waitFor();
    await enCalma(pagina);
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL((u) => u.pathname === '/signin');
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await enCalma(pagina, QUIETUD);
    const desde = llamadas.length;
    for (const atras of ['/categorias', '/principal']) {
      await page.goBack();
      // Back lands on the protected entry, whose guard sends the tab to /signin remembering it (the first entry is
      // in the same document, the second one loads anew): wait for that, not for a URL that was already /signin.
      await expect
        .poll(async () => ({
          ruta: new URL(page.url()).pathname,
          origen: (await estadoDeNavegacion(page).catch(() => null))?.nextPathname,
        }))
        .toEqual({ ruta: '/signin', origen: atras });
      await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
      expect(await page.getByRole('button', { name: 'Cerrar Sesión' }).count()).toBe(0);
    }
    await enCalma(pagina, QUIETUD);
    expect(llamadas.slice(desde).filter((l) => !esApiPublica(l))).toEqual([]);
    expect(errores).toEqual([]);
    await page.context().close();
  });
});

describe('anonymous visit of a public route', () => {
  it.each(PUBLICAS)(
    '$ruta renders its page without console errors',
    async ({ ruta, destino, falla, vacia }) => {
      const { page, pagina, llamadas, errores } = await visitaAnonima();
      await page.goto(e.server.url + ruta);
      const esperado = destino ?? new URL(ruta, e.server.url).pathname;
      await page.waitForURL((u) => u.pathname === esperado);
      if (vacia) await page.getByRole('main').waitFor({ state: 'attached' });
      else await page.getByRole('heading', { level: 1 }).first().waitFor();
      await enCalma(pagina, QUIETUD);
      expect(llamadas.filter((l) => !esApiPublica(l))).toEqual([]);
      const esperados = (error: { texto: string; url: string }) =>
        falla !== undefined &&
        error.texto.startsWith('Failed to load resource') &&
        new URL(error.url, e.server.url).pathname === falla;
      expect(errores.filter((error) => !esperados(error))).toEqual([]);
    },
  );
});
