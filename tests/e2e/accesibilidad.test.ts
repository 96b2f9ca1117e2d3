import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { CATALOGOS } from '../../common/catalogos';
import { cuerpoValido } from '../api/catalogos-soporte';
import { rutaRegistrarCatalogo, rutaEditarCatalogo } from '../../src/resources/catalogo/rutas';
import { rutaCatalogo } from '../../common/catalogo';
import { launchBrowser } from './support/browser';
import { sesionDemo, type Sesion } from './support/sesion';
import { startServer, type RunningServer } from './support/server';

/**
 * Issue 6, one walk over every existing screen at a laptop (1366×768), a tablet (768×1024) and a phone (390×844), light
 * and dark theme; each visit checks at once:
 * - axe-core (WCAG 2.0/2.1 A and AA rules): a serious or critical violation fails;
 * - no horizontal overflow (the page is no wider than its window), and when signed in the header's 'Cerrar Sesión' is
 *   on screen;
 * - the theme really is the one asked for, and the page's title (h1) is shown.
 * Add each hand-written screen to PANTALLAS; the generated catalogues' list, create and edit pages are derived from
 * CATALOGOS, so a new declaration is walked without touching this file.
 */

interface Pantalla {
  nombre: string;
  ruta: () => string;
  sesion: boolean;
  /** The h1 the page must show (the App's wiring works, not a 404); without it any h1. */
  titulo?: string;
  /** What must be on screen before the checks (the page's data has arrived). */
  listo?: (page: Page) => Promise<unknown>;
  /** A generated catalogue page: all share the generator's components, so they are scanned in fewer combinations. */
  generada?: true;
  /** Only the overflow check, at every size in the light theme (a variant of a screen axe scans already). */
  soloDesborde?: true;
}

/** Long names, so the categories list has something to overflow with; the first is the edited one. */
const CATEGORIAS_LARGAS = ['Bebidas calientes y frías de la casa', 'Especiales del chef de temporada'];
const minuscula = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);

let categoriaId = 0;
/** One record per catalogue, created in beforeAll (named `Prueba <n>`) so its list has a row and its edit page data. */
const registroDe: Record<string, { id: number; nombre: string }> = {};

const PANTALLAS: Pantalla[] = [
  { nombre: 'sign-in', ruta: () => '/signin', sesion: false },
  { nombre: 'sign-up', ruta: () => '/signup', sesion: false },
  { nombre: 'forgot password', ruta: () => '/forgotpassword', sesion: false },
  { nombre: 'reset password', ruta: () => '/resetpassword?valJp=x&email=ana%40bar.co', sesion: false },
  { nombre: 'reset password without link', ruta: () => '/resetpassword', sesion: false, soloDesborde: true },
  {
    nombre: 'mail verification',
    ruta: () => '/usermailverify?token=x&email=ana%40bar.co',
    sesion: false,
    listo: (page) => page.getByText(/^No pudimos verificar/).waitFor(),
  },
  { nombre: 'not found', ruta: () => '/no-existe', sesion: false },
  { nombre: 'principal', ruta: () => '/principal', sesion: true },
  {
    nombre: 'auditoria',
    ruta: () => '/configSistema/auditoria',
    sesion: true,
    listo: (page) => page.locator('table, [role="alert"]').first().waitFor(),
  },
  {
    nombre: 'categorias list',
    ruta: () => '/categorias',
    sesion: true,
    listo: (page) => page.getByText(CATEGORIAS_LARGAS[0]).first().waitFor(),
  },
  { nombre: 'categorias create', ruta: () => '/categorias/registrar', sesion: true },
  {
    nombre: 'categorias edit',
    ruta: () => `/categorias/editar/${categoriaId}`,
    sesion: true,
    listo: (page) => page.getByRole('textbox').first().waitFor(),
  },
  {
    nombre: 'categorias edit without id',
    ruta: () => '/categorias/editar',
    sesion: true,
    soloDesborde: true,
  },
  ...CATALOGOS.flatMap((c): Pantalla[] => {
    const registrar = `Registrar ${minuscula(c.nombre.singular.es)}`;
    const editar = `Editar ${minuscula(c.nombre.singular.es)}`;
    return [
      {
        nombre: `${c.recurso} list`,
        ruta: () => rutaCatalogo(c),
        sesion: true,
        titulo: c.nombre.plural.es,
        listo: (page) => page.getByText(registroDe[c.recurso].nombre).first().waitFor(),
        generada: true,
      },
      {
        nombre: `${c.recurso} create`,
        ruta: () => rutaRegistrarCatalogo(c),
        sesion: true,
        titulo: registrar,
        generada: true,
      },
      {
        nombre: `${c.recurso} edit`,
        ruta: () => rutaEditarCatalogo(c, registroDe[c.recurso].id),
        sesion: true,
        titulo: editar,
        listo: (page) => page.getByRole('textbox').first().waitFor(),
        generada: true,
      },
      {
        nombre: `${c.recurso} edit without id`,
        ruta: () => `${rutaCatalogo(c)}/editar`,
        sesion: true,
        titulo: editar,
        generada: true,
        soloDesborde: true,
      },
    ];
  }),
];

const VISTAS = [
  { vista: 'desktop', viewport: { width: 1366, height: 768 } },
  { vista: 'tablet', viewport: { width: 768, height: 1024 } },
  { vista: 'phone', viewport: { width: 390, height: 844 } },
];
const TEMAS = ['light', 'dark'] as const;

/**
 * Violations that come from third-party internals our code cannot change, excluded by rule AND element only
 * (never the whole rule). Each says why.
 */
const EXCLUSIONES: { regla: string; selector: RegExp; porque: string }[] = [];

let server: RunningServer;
let browser: Browser;
/** The signed-in session's localStorage (token and cached user), copied into each new context. */
let sesion: Sesion = {};

/** A call to the API as the signed-in demo owner (straight from Node: no page needed). */
async function api<T>(ruta: string, cuerpo?: unknown): Promise<T> {
  const res = await fetch(`${server.url}/api/${ruta}`, {
    method: cuerpo === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sesion.token}` },
    body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${ruta}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  sesion = await sesionDemo(browser, server.url);
  for (const nombre of CATEGORIAS_LARGAS) {
    const { id } = await api<{ id: number }>('categorias/categoria', { nombre });
    if (!categoriaId) categoriaId = id;
  }
  const sedeId = (await api<{ id: number }[]>('sedes'))[0].id;
  for (const [i, c] of CATALOGOS.entries()) {
    const cuerpo = cuerpoValido(c, 900 + i, sedeId);
    // The name as the list shows it: the server's own when it writes it (a provider's, from its razón social).
    const fila = await api<{ id: number; nombre?: string }>(c.api.item, cuerpo);
    registroDe[c.recurso] = { id: fila.id, nombre: String(fila.nombre ?? cuerpo.nombre) };
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** One line per offending element: rule, impact, selector and axe's summary. */
const resumen = (violaciones: Result[]) =>
  violaciones.flatMap((v) =>
    v.nodes
      .filter((n) => !EXCLUSIONES.some((e) => e.regla === v.id && e.selector.test(n.target.join(' '))))
      .map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim()}`),
  );

async function abrir(pantalla: Pantalla, viewport: { width: number; height: number }, tema: string) {
  const context = await browser.newContext({ locale: 'es-CO', viewport });
  // react-admin keeps the header toggle's choice in its store (localStorage 'RaStore.theme').
  await context.addInitScript(
    ([datos, elegido]) => {
      for (const [clave, valor] of Object.entries(datos)) localStorage.setItem(clave, valor);
      localStorage.setItem('RaStore.theme', JSON.stringify(elegido));
    },
    [pantalla.sesion ? sesion : {}, tema] as const,
  );
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(server.url + pantalla.ruta());
  await page.getByRole('heading', { level: 1, name: pantalla.titulo }).first().waitFor();
  await pantalla.listo?.(page);
  await page.waitForLoadState('networkidle');
  // react-admin's delayed loading bar (reference selects still loading) is unnamed: checked once loading ends.
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'));
  return page;
}

/** Relative luminance of the body's background: the theme really is the one asked for. */
const fondoOscuro = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    let el: Element | null = main;
    let color = 'rgba(0, 0, 0, 0)';
    while (el && /rgba\(.*, 0\)/.test((color = getComputedStyle(el).backgroundColor))) el = el.parentElement;
    const [r, g, b] = (color.match(/\d+/g) ?? ['255', '255', '255']).map(Number);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
  });

/** How far the page reaches past the window's right edge, and which elements do it. */
const desborde = (page: Page) =>
  page.evaluate(() => {
    const ancho = document.documentElement.clientWidth;
    const culpables = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > ancho + 1 && getComputedStyle(el).position !== 'fixed';
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`);
    return { sobra: document.documentElement.scrollWidth - ancho, culpables };
  });

/**
 * axe: hand-built screens in every size and theme; generated ones on desktop in both themes and on the phone in light
 * (the tablet adds nothing their desktop and phone layouts do not show, and keeps `npm test` within its time).
 */
const conAxe = (p: Pantalla, vista: string, tema: string) =>
  !p.soloDesborde && (!p.generada || vista === 'desktop' || (vista === 'phone' && tema === 'light'));

/** One visit per screen, size and theme it is checked in: every screen at every size at least in the light theme. */
const visitasDe = (vista: string, tema: string) =>
  PANTALLAS.flatMap((p) =>
    conAxe(p, vista, tema) ? [{ ...p, axe: true }] : tema === 'light' ? [{ ...p, axe: false }] : [],
  );

describe.each(VISTAS)('$vista ($viewport.width×$viewport.height)', ({ vista, viewport }) => {
  describe.each(TEMAS)('%s theme', (tema) => {
    it.each(visitasDe(vista, tema))('$nombre: no horizontal overflow; axe: $axe', async (pantalla) => {
      const page = await abrir(pantalla, viewport, tema);
      expect(await fondoOscuro(page)).toBe(tema === 'dark');
      expect(await desborde(page)).toEqual({ sobra: 0, culpables: [] });
      if (pantalla.sesion) {
        // The header's sign-out is on screen.
        const salir = await page.getByRole('button', { name: 'Cerrar Sesión' }).boundingBox();
        expect(salir && salir.x + salir.width).toBeLessThanOrEqual(viewport.width);
      }
      if (pantalla.axe) {
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const graves = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(resumen(graves)).toEqual([]);
      }
      await page.context().close();
    });
  });
});

describe("'Saltar al contenido' (WCAG 2.4.1)", () => {
  it('is the first Tab stop, visible while focused, and Enter moves focus into the main content', async () => {
    const page = await abrir(
      PANTALLAS.find((p) => p.nombre === 'principal')!,
      VISTAS[0].viewport,
      'light',
    );
    const enlace = page.getByRole('link', { name: 'Saltar al contenido' });
    const antes = await enlace.boundingBox();
    expect(antes && antes.y + antes.height).toBeLessThanOrEqual(0);
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await enlace.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.context().close();
  });
});

describe('theme toggle', () => {
  it("the app bar's toggle switches to the dark theme the scans above use", async () => {
    const page = await abrir(
      PANTALLAS.find((p) => p.nombre === 'principal')!,
      VISTAS[0].viewport,
      'light',
    );
    expect(await fondoOscuro(page)).toBe(false);
    await page.getByRole('button', { name: 'Cambiar entre modo claro y oscuro' }).click();
    await expect.poll(() => fondoOscuro(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('RaStore.theme'))).toBe('"dark"');
    await page.context().close();
  });
});
