import type { Browser, BrowserContext, Locator } from 'playwright-core';
import { solveCaptcha } from './sesion';

/**
 * Issue 34's first receipt, walked as a new owner on a fresh install without the demo: sign-up of a new company on
 * a desktop, the sample menu imported from the products import's dialog, 4 tables at once ('Crear varias mesas'),
 * then on a 10-inch tablet (1280×800, touch) the register opened from the table map and a table sale of three
 * products sent and charged, its receipt on screen. Shared by bench/primer-recibo.ts (the figures) and
 * tests/e2e/primer-recibo.test.ts (what the receipt says).
 *
 * What is counted: every `pointerdown` in the pages (a click on the desktop, a tap on the tablet), plus one tap for
 * the operating system's file picker (outside the page); every field the owner types into (moving into it, a Tab
 * or a tap, is part of the field, not a tap); and per step what a person has to read before acting (a screen or a
 * dialog met for the first time, a preview to check), for the person's-time estimate.
 */

export const VISTA_ESCRITORIO = { width: 1366, height: 768 };
export const VISTA_TABLETA = { width: 1280, height: 800 };

/** What the owner types at sign-up (the receipt must show the business name and the NIT). */
export const DUENO = {
  nombre: 'Lucía',
  apellidos: 'Restrepo',
  telefono: '3104567890',
  negocio: 'Fonda La Ceiba',
  nit: '901234567',
  clave: 'Ceiba-Fonda-2026!',
};

/**
 * The table sale: three products of the sample menu (common/menuEjemplo.ts), each once, from three categories (the
 * order screen opens on the first category's tab, Bebidas).
 */
export const VENTA = [
  { nombre: 'Limonada de coco', categoria: 'Bebidas' },
  { nombre: 'Bandeja paisa', categoria: 'Platos fuertes' },
  { nombre: 'Postre de natas', categoria: 'Postres' },
];

export const MESAS = 4;
export const SALDO_APERTURA = '100000';

export interface PasoMedido {
  nombre: string;
  toques: number;
  campos: number;
  /** Characters typed in the step's fields. */
  caracteres: number;
  /** Screens or dialogs the person reads before acting (see the bench's constants). */
  lecturas: number;
  /** The step's wall time in the browser, ms. */
  ms: number;
}

export interface PrimerRecibo {
  pasos: PasoMedido[];
  /** The receipt's text as shown on screen. */
  recibo: string;
  correo: string;
}

/** Counts the taps of every page of the context (bindings survive navigations) and stubs the print dialog. */
async function instrumentar(context: BrowserContext, contar: () => void): Promise<void> {
  await context.exposeBinding('__toqueBanco', () => contar());
  await context.addInitScript(() => {
    window.addEventListener(
      'pointerdown',
      () => void (window as unknown as { __toqueBanco: () => void }).__toqueBanco(),
      true,
    );
    window.print = () => {};
  });
}

/**
 * Walks the whole path in a new context of `browser` against the server at `url` (fresh, without the demo). The
 * context has touch from the start: the desktop steps click, the tablet steps tap.
 */
export async function recorrerPrimerRecibo(browser: Browser, url: string): Promise<PrimerRecibo> {
  let toques = 0;
  const context = await browser.newContext({
    locale: 'es-CO',
    viewport: VISTA_ESCRITORIO,
    hasTouch: true,
    acceptDownloads: true,
  });
  await instrumentar(context, () => (toques += 1));
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const pasos: PasoMedido[] = [];
  let actual: PasoMedido | null = null;
  let inicioPaso = 0;
  let toquesAntes = 0;

  const empezar = (nombre: string, lecturas: number) => {
    actual = { nombre, toques: 0, campos: 0, caracteres: 0, lecturas, ms: 0 };
    inicioPaso = performance.now();
    toquesAntes = toques;
  };
  const terminar = () => {
    const paso = actual!;
    paso.toques = toques - toquesAntes;
    paso.ms = performance.now() - inicioPaso;
    pasos.push(paso);
  };
  const escribir = async (campo: Locator, texto: string) => {
    actual!.campos += 1;
    actual!.caracteres += texto.length;
    await campo.fill(texto);
  };
  const tablet = () => page.viewportSize()?.width === VISTA_TABLETA.width;
  const tocar = (l: Locator) => (tablet() ? l.tap() : l.click());
  const correo = `lucia.${Date.now()}@ejemplo.co`;

  try {
    // 1. Sign-up on the desktop: the sign-in page, 'Regístrate', the form.
    empezar('Sign-up of the company (desktop)', 2);
    await page.goto(url + '/');
    await page.waitForURL('**/signin');
    await tocar(page.getByRole('link', { name: 'Regístrate' }));
    await page.waitForURL('**/signup');
    await escribir(page.getByLabel(/^Nombre \*|^Nombre$/), DUENO.nombre);
    await escribir(page.getByLabel(/^Apellidos/), DUENO.apellidos);
    await escribir(page.getByLabel(/^Número telefónico/), DUENO.telefono);
    await escribir(page.getByLabel(/^Nombre del negocio/), DUENO.negocio);
    await tocar(page.getByLabel(/^Tipo de negocio/));
    await tocar(page.getByRole('option', { name: 'Restaurante' }));
    await tocar(page.getByLabel(/^Tipo de documento/));
    await tocar(page.getByRole('option', { name: 'NIT' }));
    await escribir(page.getByLabel(/^Número de documento/), DUENO.nit);
    await escribir(page.getByLabel(/^Correo/), correo);
    await escribir(page.getByLabel(/^Contraseña/).first(), DUENO.clave);
    await escribir(page.getByLabel(/^Confirmar contraseña/), DUENO.clave);
    await solveCaptcha(page);
    await tocar(page.getByRole('button', { name: 'Crear cuenta' }));
    await page.waitForURL('**/principal');
    terminar();

    // 2. The menu: the guided start's step, the import dialog's sample file, its preview, confirmed.
    empezar('Sample menu imported (desktop)', 3);
    await page.locator('[data-paso="menu"]').waitFor();
    await tocar(page.locator('[data-paso="menu"]').getByRole('link'));
    await page.waitForURL('**/productos');
    await tocar(page.getByRole('button', { name: 'Importar' }));
    const dialogo = page.getByRole('dialog', { name: /Importar/ });
    const bajada = page.waitForEvent('download');
    await tocar(dialogo.getByRole('button', { name: /ejemplo/i }));
    const ejemplo = await (await bajada).path();
    const selector = page.waitForEvent('filechooser');
    await tocar(dialogo.getByRole('button', { name: /Elegir archivo/i }));
    await (await selector).setFiles(ejemplo);
    toques += 1; // the file picked in the operating system's dialog
    await tocar(dialogo.getByRole('button', { name: 'Importar', exact: true }));
    await tocar(dialogo.getByRole('button', { name: /Confirmar/ }));
    await dialogo.getByRole('status').waitFor();
    await tocar(dialogo.getByRole('button', { name: 'Cerrar' }));
    terminar();

    // 3. The tables: the sidebar's 'Mesas', 'Crear varias mesas' from 1 to 4.
    empezar(`${MESAS} tables created at once (desktop)`, 2);
    await tocar(page.getByRole('menuitem', { name: 'Mesas', exact: true }));
    await page.waitForURL('**/mesas');
    await tocar(page.getByRole('button', { name: 'Crear varias mesas' }));
    const varias = page.getByRole('dialog');
    await escribir(varias.getByLabel(/^Hasta/), String(MESAS));
    await tocar(varias.getByRole('button', { name: /^Crear/ }));
    await varias.waitFor({ state: 'hidden' });
    terminar();

    // 4. On the tablet: the table map says the register is closed and opens it in place.
    await page.setViewportSize(VISTA_TABLETA);
    empezar('Register opened from the table map (tablet)', 2);
    await tocar(page.getByRole('menuitem', { name: 'Ventas', exact: true }));
    await page.waitForURL('**/ventas');
    const aviso = page.getByTestId('aviso-caja-cerrada');
    await tocar(aviso.getByRole('button', { name: 'Abrir caja' }));
    const abrir = page.getByRole('dialog', { name: 'Abrir caja' });
    await escribir(abrir.getByLabel(/^Efectivo inicial/), SALDO_APERTURA);
    await tocar(abrir.getByRole('button', { name: 'Abrir caja' }));
    await aviso.waitFor({ state: 'detached' });
    terminar();

    // 5. The table sale: Mesa 1, three products, sent, charged (no tip), the receipt on screen.
    empezar('Table sale sent and charged → receipt (tablet)', 3);
    await tocar(page.getByRole('link', { name: /^Mesa 1, libre$/ }));
    for (const p of VENTA) {
      const pestana = page.getByRole('tab', { name: p.categoria, exact: true });
      if ((await pestana.getAttribute('aria-selected')) !== 'true') await tocar(pestana);
      await tocar(page.getByRole('button', { name: `Agregar ${p.nombre}`, exact: true }));
    }
    await tocar(page.getByRole('button', { name: 'Enviar a cocina' }));
    await page.getByRole('button', { name: 'Cobrar', exact: true }).and(page.locator(':enabled')).waitFor();
    await tocar(page.getByRole('button', { name: 'Cobrar', exact: true }));
    const cobro = page.getByRole('dialog', { name: 'Cobrar' });
    await tocar(cobro.getByRole('button', { name: 'No', exact: true }));
    await tocar(cobro.getByRole('button', { name: /^Cobrar \$/ }));
    const recibo = page.getByRole('dialog', { name: /^Recibo / }).getByTestId('recibo');
    await recibo.waitFor();
    terminar();
    return { pasos, recibo: await recibo.innerText(), correo };
  } catch (error) {
    const donde = (actual as PasoMedido | null)?.nombre ?? '';
    if (process.env.PRIMER_CAPTURA)
      await page.screenshot({ path: process.env.PRIMER_CAPTURA }).catch(() => {});
    throw new Error(`Primer recibo, paso «${donde}» en ${page.url()}: ${String(error)}`, { cause: error });
  } finally {
    await context.close();
  }
}
