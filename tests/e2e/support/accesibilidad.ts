import { afterAll, describe, expect, it } from 'vitest';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { CATALOGOS } from '../../../common/catalogos';
import { DISPOSICIONES } from '../../../common/disposiciones';
import { INFORMES } from '../../../common/informes';
import { cuerpoValido } from '../../api/catalogos-soporte';
import { rutaRegistrarCatalogo, rutaEditarCatalogo } from '../../../src/resources/catalogo/rutas';
import { rutaCatalogo } from '../../../common/catalogo';
import { violacionesAxe } from './axe';
import { enCalma, vigilarApi, type Pagina } from './calma';
import { conServidorYSesion, type Entorno } from './entorno';

/**
 * Issue 6, one walk over every existing screen at a laptop (1366×768), a tablet (768×1024) and a phone (390×844), light
 * and dark theme — one test file per size (tests/e2e/accesibilidad-*.test.ts, each with its own server, so the three
 * walk side by side); each visit checks at once:
 * - axe-core (WCAG 2.0/2.1 A and AA rules): a serious or critical violation fails;
 * - no horizontal overflow (the page is no wider than its window), and when signed in the header's 'Cerrar Sesión' is
 *   on screen;
 * - the theme really is the one asked for, and the page's title (h1) is shown.
 * Add each hand-written screen to PANTALLAS; the generated catalogues' list, create and edit pages are derived from
 * CATALOGOS, and the report pages from INFORMES, so a new declaration is walked without touching this file.
 *
 * Cost (`npm test` must stay within its time): one page per kind of visitor (anonymous, signed in) is reused; each
 * screen is loaded once per size in the light theme and checked, then switched to the dark theme in place (the store's
 * own storage event, as another tab's toggle would) and checked again, where axe runs only the rules whose outcome
 * depends on colours (the rest read the DOM, which the theme does not change).
 *
 * The state below is per test file (vitest loads this module anew for each file).
 */

export interface Pantalla {
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
  /** What a visitor does before the checks (sends a form to show its error state), ending when the page shows it. */
  accion?: (page: Page) => Promise<unknown>;
}

/** Long names, so the categories list has something to overflow with; the first is the edited one. */
const CATEGORIAS_LARGAS = ['Bebidas calientes y frías de la casa', 'Especiales del chef de temporada'];
const minuscula = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);

let categoriaId = 0;
/** A demo table with an open order (read in the set-up): the order screen shows sent lines and its buttons. */
let mesaOcupada = 0;
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
  {
    nombre: 'invitation with an unknown link',
    ruta: () => '/invitado?token=x&email=ana%40bar.co&id=999999',
    sesion: false,
    titulo: 'Actualizar datos',
    accion: async (page) => {
      await page.getByLabel(/^Nombre/).fill('Ana');
      await page.getByLabel(/^Apellidos/).fill('Gómez');
      await page.getByLabel(/^Contraseña/).fill('Piña-Colada-Lunes-93');
      await page.getByLabel(/^Confirmar Contraseña/).fill('Piña-Colada-Lunes-93');
      await page.getByRole('button', { name: 'Actualizar' }).click();
      await page.getByRole('alert').waitFor();
    },
  },
  { nombre: 'principal', ruta: () => '/principal', sesion: true },
  {
    nombre: 'mapa de mesas',
    ruta: () => '/ventas',
    sesion: true,
    titulo: 'Mesas',
    listo: (page) => page.getByText(/mesas ocupadas$/).waitFor(),
  },
  {
    nombre: 'ordenar',
    ruta: () => `/ventas/ordenar?mesa=${mesaOcupada}`,
    sesion: true,
    listo: (page) =>
      page
        .getByRole('button', { name: /^Agregar / })
        .first()
        .waitFor(),
  },
  {
    nombre: 'venta inmediata',
    ruta: () => '/ventaInmediata',
    sesion: true,
    titulo: 'Venta inmediata',
    listo: (page) =>
      page
        .getByRole('button', { name: /^Agregar / })
        .first()
        .waitFor(),
  },
  {
    nombre: 'auditoria',
    ruta: () => '/configSistema/auditoria',
    sesion: true,
    listo: (page) => page.locator('table, [role="alert"]').first().waitFor(),
  },
  {
    nombre: 'cola de la ERP',
    ruta: () => '/configSistema/colaErp',
    sesion: true,
    listo: (page) => page.locator('table, [role="alert"]').first().waitFor(),
  },
  {
    nombre: 'ventas sin conexión',
    ruta: () => '/cuadreCaja/sinConexion',
    sesion: true,
    listo: (page) => page.locator('table, [role="alert"]').first().waitFor(),
  },
  {
    nombre: 'webhooks',
    ruta: () => '/configSistema/Webhooks',
    sesion: true,
    titulo: 'Webhooks',
    listo: (page) => page.getByRole('button', { name: 'Crear webhook' }).waitFor(),
  },
  {
    nombre: 'usuarios',
    ruta: () => '/configSistema/usuarios',
    sesion: true,
    titulo: 'Usuarios',
    listo: (page) => page.getByText('demo@comanda.co').first().waitFor(),
  },
  {
    nombre: 'configuración',
    ruta: () => '/configSistema/editar',
    sesion: true,
    listo: (page) => page.getByRole('textbox').first().waitFor(),
  },
  { nombre: 'objetivos de ventas', ruta: () => '/configSistema/objetivosVentas', sesion: true },
  {
    nombre: 'ordenes activas',
    ruta: () => '/ordenes/ordenesActivas',
    sesion: true,
    titulo: 'Órdenes activas',
    // The counter order sent in beforeAll: a card with its lines, note and "Listo" buttons.
    listo: (page) => page.getByText('Nota: Sin cebolla').first().waitFor(),
  },
  {
    nombre: 'cuadre de caja',
    ruta: () => '/cuadreCaja',
    sesion: true,
    titulo: 'Cuadre de caja',
    // The demo's register is open since the morning; a fresh one offers to open it.
    listo: (page) =>
      page
        .getByRole('button', { name: /^(Cerrar|Abrir) caja$/ })
        .first()
        .waitFor(),
  },
  {
    nombre: 'compras',
    ruta: () => '/compras',
    sesion: true,
    titulo: 'Compras',
    listo: (page) => page.getByText(/^Página 1 de/).waitFor(),
  },
  {
    nombre: 'registrar compra',
    ruta: () => '/compras/registrar',
    sesion: true,
    titulo: 'Registrar compra',
    listo: (page) =>
      page
        .getByLabel(/^Cantidad/)
        .first()
        .waitFor(),
  },
  {
    nombre: 'gastos',
    ruta: () => '/gastos',
    sesion: true,
    titulo: 'Gastos',
    listo: (page) => page.getByPlaceholder('Buscar por concepto, factura, proveedor o tipo').waitFor(),
  },
  {
    nombre: 'registrar gasto',
    ruta: () => '/gastos/registrar',
    sesion: true,
    titulo: 'Registrar gasto',
    listo: (page) => page.getByTestId('total-gasto').waitFor(),
  },
  {
    nombre: 'ajustes de inventario',
    ruta: () => '/ajusteInventario',
    sesion: true,
    titulo: 'Ajustes de inventario',
    listo: (page) => page.getByRole('link', { name: 'Registrar ajuste' }).waitFor(),
  },
  {
    nombre: 'registrar ajuste de inventario',
    ruta: () => '/ajusteInventario/registrar',
    sesion: true,
    titulo: 'Nuevo ajuste de inventario',
    listo: (page) => page.getByRole('combobox', { name: 'Buscar producto por nombre o código' }).waitFor(),
  },
  {
    nombre: 'cuenta',
    ruta: () => '/configSistema/cuenta',
    sesion: true,
    listo: (page) => page.getByRole('button', { name: 'Agregar tarjeta' }).waitFor(),
  },
  {
    nombre: 'suscripciones',
    ruta: () => '/suscripciones',
    sesion: true,
    titulo: 'Suscripciones',
    listo: (page) => page.getByText('Aún no hay cobros.').waitFor(),
  },
  {
    nombre: 'carta qr',
    ruta: () => '/configSistema/cartaQr',
    sesion: true,
    titulo: 'Carta digital y código QR',
    listo: (page) =>
      page
        .getByRole('img', { name: /Código QR de la carta de/ })
        .first()
        .waitFor(),
  },
  {
    nombre: 'categorias list',
    // An explicit empty filter: react-admin keeps a list's last filter in its store, and the generated
    // categorías entry below visits this same list searched for its own record.
    ruta: () => `/categorias?filter=${encodeURIComponent('{}')}`,
    sesion: true,
    listo: (page) => page.getByText(CATEGORIAS_LARGAS[0]).first().waitFor(),
  },
  {
    nombre: 'categorias order tab',
    ruta: () => '/categorias?vista=orden',
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
  // Every declared report's page (src/reports/), derived like the catalogues': its grid, or its empty-range notice.
  ...INFORMES.map((i): Pantalla => ({
    nombre: `${i.modulo} report`,
    ruta: () => `/informes/${i.modulo}`,
    sesion: true,
    titulo: i.titulo.es,
    listo: (page) => page.locator('table, [role="alert"]').first().waitFor(),
  })),
  ...CATALOGOS.flatMap((c): Pantalla[] => {
    const registrar = `Registrar ${minuscula(c.nombre.singular.es)}`;
    const editar = `Editar ${minuscula(c.nombre.singular.es)}`;
    return [
      {
        nombre: `${c.recurso} list`,
        // Searched for the walk's own record: the demo's catalogue fills more than one page (34 products).
        ruta: () =>
          `${rutaCatalogo(c)}?filter=${encodeURIComponent(JSON.stringify({ q: registroDe[c.recurso].nombre }))}`,
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

export const VISTAS = {
  desktop: { width: 1366, height: 768 },
  tablet: { width: 768, height: 1024 },
  phone: { width: 390, height: 844 },
};
export type Vista = keyof typeof VISTAS;

/**
 * Violations that come from third-party internals our code cannot change, excluded by rule AND element only
 * (never the whole rule). Each says why.
 */
const EXCLUSIONES: { regla: string; selector: RegExp; porque: string }[] = [];

/** The file's server, browser and demo session (set by recorrerPantallas). */
let e: Entorno;

/** A new context and page, signed in or not, that starts every document in the light theme. */
async function nuevaPagina(conSesion: boolean): Promise<Pagina> {
  const context = await e.browser.newContext({ locale: 'es-CO' });
  // react-admin keeps the header toggle's choice in its store (localStorage 'RaStore.theme').
  await context.addInitScript(
    (datos) => {
      for (const [clave, valor] of Object.entries(datos)) localStorage.setItem(clave, valor);
      localStorage.setItem('RaStore.theme', JSON.stringify('light'));
    },
    conSesion ? e.sesion : {},
  );
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return vigilarApi(page);
}

/** The walk's two pages (anonymous, signed in), opened at first use and kept for every visit. */
const paginas = new Map<boolean, Promise<Pagina>>();
const paginaDe = (conSesion: boolean) => {
  if (!paginas.has(conSesion)) paginas.set(conSesion, nuevaPagina(conSesion));
  return paginas.get(conSesion)!;
};

/** One line per offending element: rule, impact, selector and axe's summary. */
const resumen = (violaciones: Result[]) =>
  violaciones.flatMap((v) =>
    v.nodes
      .filter((n) => !EXCLUSIONES.some((x) => x.regla === v.id && x.selector.test(n.target.join(' '))))
      .map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim()}`),
  );

/** Loads the screen at this size (light theme) in its visitor's page and waits until it shows its data. */
async function abrir(pantalla: Pantalla, viewport: { width: number; height: number }) {
  const pagina = await paginaDe(pantalla.sesion);
  const { page } = pagina;
  await page.setViewportSize(viewport);
  await page.goto(e.url(pantalla.ruta()));
  await page.getByRole('heading', { level: 1, name: pantalla.titulo }).first().waitFor();
  await pantalla.listo?.(page);
  await pantalla.accion?.(page);
  await enCalma(pagina);
  return page;
}

/**
 * Switches the theme in place as react-admin's store does when another tab toggles it (the toggle itself is tested
 * below). Transitions are turned off first, so colours are final when axe measures them.
 */
async function cambiarTema(page: Page, tema: 'light' | 'dark') {
  await page.evaluate((valor) => {
    const estilo = document.createElement('style');
    estilo.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(estilo);
    localStorage.setItem('RaStore.theme', valor);
    window.dispatchEvent(new StorageEvent('storage', { key: 'RaStore.theme', newValue: valor }));
  }, JSON.stringify(tema));
  await expect.poll(() => fondoOscuro(page)).toBe(tema === 'dark');
}

/** Relative luminance of the body's background: the theme really is the one asked for. */
export const fondoOscuro = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    let el: Element | null = main;
    let color = 'rgba(0, 0, 0, 0)';
    while (el && /rgba\(.*, 0\)/.test((color = getComputedStyle(el).backgroundColor))) el = el.parentElement;
    const [r, g, b] = (color.match(/\d+/g) ?? ['255', '255', '255']).map(Number);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
  });

/**
 * How far the page reaches past the window's right edge, and which elements do it. What sits inside a box that
 * scrolls sideways (a wide table on a phone) is reached by scrolling that box, which is checked itself.
 */
const desborde = (page: Page) =>
  page.evaluate(() => {
    const ancho = document.documentElement.clientWidth;
    const enCajaConScroll = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (/auto|scroll/.test(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    const culpables = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.right > ancho + 1 &&
          getComputedStyle(el).position !== 'fixed' &&
          !enCajaConScroll(el)
        );
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

/** Rules whose outcome depends on colours: the only ones run again once the same page is in the dark theme. */
const REGLAS_DE_COLOR = ['color-contrast', 'link-in-text-block'];

/** The checks of one screen in one theme: the theme, no overflow, the sign-out on screen, and axe when asked. */
async function revisar(
  page: Page,
  pantalla: Pantalla,
  ancho: number,
  tema: string,
  axe: 'todas' | 'color' | false,
) {
  expect(await fondoOscuro(page)).toBe(tema === 'dark');
  expect(await desborde(page)).toEqual({ sobra: 0, culpables: [] });
  if (pantalla.sesion) {
    // The header's sign-out is on screen.
    const salir = await page.getByRole('button', { name: 'Cerrar Sesión' }).boundingBox();
    expect(salir && salir.x + salir.width).toBeLessThanOrEqual(ancho);
  }
  if (!axe) return;
  const violations = await violacionesAxe(
    page,
    axe === 'todas'
      ? { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }
      : { type: 'rule', values: REGLAS_DE_COLOR },
  );
  const graves = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(resumen(graves), `${tema} theme`).toEqual([]);
}

/**
 * A server, browser and demo session for the file, browser and demo session, with the data the screens show: two long category names, a counter
 * order sent to the kitchen (the active-orders screen shows a card) and one record per catalogue.
 */
const entorno = () =>
  conServidorYSesion({
    preparar: async (e) => {
      for (const nombre of CATEGORIAS_LARGAS) {
        const { id } = await e.api<{ id: number }>('categorias/categoria', { nombre });
        if (!categoriaId) categoriaId = id;
      }
      const sedeId = (await e.api<{ id: number }[]>('sedes'))[0].id;
      mesaOcupada = (await e.api<{ id: number; orden: unknown }[]>('mesas/mesa/orden')).find(
        (m) => m.orden,
      )!.id;
      // A counter order sent to the kitchen, so the active-orders screen shows a card.
      const productos = await e.api<{
        data: {
          id: number;
          estado: string;
          tipo_producto: string;
          precio_venta: string | null;
          id_punto_impresion: number | null;
        }[];
      }>('productos?rowsPerPage=-1');
      const plato = productos.data.find(
        (p) =>
          p.estado === 'activo' &&
          p.tipo_producto !== 'insumo' &&
          p.precio_venta !== null &&
          p.id_punto_impresion,
      );
      await e.api('ordenes/orden', {
        idempotencia: `accesibilidad-cocina-${Date.now()}`,
        id_sede: sedeId,
        detalles: [{ id_producto: plato!.id, cantidad: '2', nota: 'Sin cebolla' }],
      });
      for (const [i, c] of CATALOGOS.entries()) {
        const cuerpo = cuerpoValido(c, 900 + i, sedeId);
        // The name as the list shows it: the server's own when it writes it (a provider's, from its razón social).
        const fila = await e.api<{ id: number; nombre?: string }>(c.api.item, cuerpo);
        registroDe[c.recurso] = { id: fila.id, nombre: String(fila.nombre ?? cuerpo.nombre) };
      }
    },
  });

/**
 * The walk at one size: every screen of PANTALLAS, each a test. Returns the file's entorno for tests of its own.
 */
export function recorrerPantallas(vista: Vista): Entorno {
  e = entorno();
  const viewport = VISTAS[vista];
  describe(`${vista} (${viewport.width}×${viewport.height})`, () => {
    const visitas = PANTALLAS.map((p) => ({
      ...p,
      axe: conAxe(p, vista, 'light'),
      oscuro: conAxe(p, vista, 'dark'),
    }));
    it.each(visitas)('$nombre: no horizontal overflow; axe: $axe; dark theme: $oscuro', async (pantalla) => {
      const page = await abrir(pantalla, viewport);
      await revisar(page, pantalla, viewport.width, 'light', pantalla.axe && 'todas');
      if (!pantalla.oscuro) return;
      await cambiarTema(page, 'dark');
      await revisar(page, pantalla, viewport.width, 'dark', 'color');
    });
  });
  recorrerDisposiciones(vista);
  return e;
}

/**
 * Issue 30: the seven layouts besides the vertical default (which the walk above uses), each on one representative
 * screen — the webhooks list, whose primary action 'Crear webhook' must stay reachable — rather than the whole walk
 * again (eight times the walk would add minutes per size). Each visit: axe in the light theme, no overflow, no raw
 * i18n key, the header's pieces (in the drawer for the layout without header below md) and the primary action on
 * screen and not covered. The demo user's layout is set through the API and set back to vertical at the end.
 */
function recorrerDisposiciones(vista: Vista) {
  const viewport = VISTAS[vista];
  const pantalla = PANTALLAS.find((p) => p.nombre === 'webhooks')!;
  const otras = DISPOSICIONES.filter((d) => d !== 'vertical');
  describe(`layouts at ${vista} (${viewport.width}×${viewport.height})`, () => {
    afterAll(() => e.api('usuarios/me/disposicion', { disposicion: 'vertical' }));
    it.each(otras)(
      '%s: header pieces, primary action, no overflow, no raw keys, axe',
      async (disposicion) => {
        await e.api('usuarios/me/disposicion', { disposicion });
        const page = await abrir(pantalla, viewport);
        await page.locator(`.disposicion-${disposicion}`).waitFor();
        await revisarDisposicion(page, disposicion, viewport);
        await revisar(page, { ...pantalla, sesion: false }, viewport.width, 'light', 'todas');
      },
    );
  });
}

/** Spec §9 breakpoints (src/layout/theme.ts, which the node side does not load): the drawer below md. */
const BREAKPOINTS = { sm: 600, md: 960 };

async function revisarDisposicion(
  page: Page,
  disposicion: string,
  viewport: { width: number; height: number },
) {
  expect(await page.locator('body').innerText()).not.toMatch(/\b(comanda|ra)\.[a-z_]+\.[a-z_.]+/);
  // The trial banner (before a drawer opens: a modal hides the page from the accessibility tree).
  expect(await page.getByRole('link', { name: /Comprar Paquete/ }).count()).toBeGreaterThan(0);
  const enCajon = disposicion === 'vertical_sin_cabecera' && viewport.width < BREAKPOINTS.md;
  if (enCajon) await page.getByRole('button', { name: 'Abrir menú' }).click();
  // Polled: the drawer slides in (its buttons start left of the screen) and the lazy venue picker may still move
  // the header's buttons after the first paint; what counts is where they come to rest.
  const fuera = async () => {
    const nombres = ['Cerrar Sesión', 'Ver tutorial', 'Español', 'Cambiar entre modo claro y oscuro'];
    const cajas = await Promise.all(nombres.map((n) => page.getByRole('button', { name: n }).boundingBox()));
    return nombres.filter((_, i) => {
      const caja = cajas[i];
      return !(caja && caja.x >= 0 && caja.x + caja.width <= viewport.width);
    });
  };
  await expect.poll(fuera, { timeout: 5_000 }).toEqual([]);
  // A phone's app bar leaves the full name to the drawer (the vertical layouts' and the horizontal ones' alike).
  if (viewport.width >= BREAKPOINTS.sm || enCajon)
    await expect
      .poll(() => page.getByTestId('nombre-usuario').filter({ visible: true }).count())
      .toBeGreaterThan(0);
  if (enCajon) {
    await page.keyboard.press('Escape');
    await page.getByTestId('herramientas-laterales').waitFor({ state: 'hidden' });
  }
  // Last: scrolling to it may slide the app bar away (react-admin's HideOnScroll).
  const accion = page.getByRole('button', { name: 'Crear webhook' });
  await accion.scrollIntoViewIfNeeded();
  // Nothing of the layout (a fixed bar, a drawer) sits over the page's primary action.
  expect(
    await accion.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const encima = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return r.right <= window.innerWidth && r.bottom <= window.innerHeight && el.contains(encima);
    }),
  ).toBe(true);
}

/** The principal screen in a page of its own (the tests below press keys and click the toggle). */
export async function principalEnOtraPagina() {
  const pagina = await nuevaPagina(true);
  await pagina.page.setViewportSize(VISTAS.desktop);
  await pagina.page.goto(e.url('/principal'));
  await pagina.page.getByRole('heading', { level: 1 }).first().waitFor();
  await enCalma(pagina);
  return pagina.page;
}
