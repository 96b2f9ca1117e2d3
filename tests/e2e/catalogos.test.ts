import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { avisoMostrado } from './support/avisos';
import { enCalma, vigilarApi } from './support/calma';
import { conServidorYSesion } from './support/entorno';

/** An i18n key on screen: comanda.x.y, ra.x.y, resources.x.y. */
const CLAVE = /(?:^|[^\p{L}\p{N}_.])(?:comanda|ra|resources)\.[A-Za-z_]+\.[A-Za-z_]/mu;

const e = conServidorYSesion();

/** A signed-in page that records page errors, console errors, its writes and its API requests under way. */
async function abrir(viewport: BrowserContextOptions['viewport'] = { width: 1366, height: 900 }) {
  const { page, errores } = await e.pagina({ viewport });
  const pagina = vigilarApi(page);
  page.on('console', (m) => {
    // Chromium logs every 4xx reply as 'Failed to load resource': the expected 422 is no page error.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errores.push(m.text());
  });
  const escrituras: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/'))
      escrituras.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  return { page, pagina, errores, escrituras };
}

/** No raw i18n key anywhere on the page. */
const sinClaves = async (page: Page) => expect(await page.locator('body').innerText()).not.toMatch(CLAVE);

/** The helper text under a form field (its aria-describedby), where react-admin writes the field's error. */
const ayudaDe = (campo: Locator) =>
  campo.evaluate((el) => {
    const id = el.getAttribute('aria-describedby');
    return (id && document.getElementById(id)?.textContent) || '';
  });

describe('generated catalogues against the real server', () => {
  it('lists the demo company’s starting taxes, payment methods and print points', async () => {
    const { page, errores } = await abrir();
    await page.goto(e.url('/productosImpuestos'));
    for (const nombre of ['IVA 19 %', 'IVA 5 %', 'INC 8 %', 'Excluido 0 %'])
      await page.getByRole('row', { name: new RegExp(nombre) }).waitFor();
    await sinClaves(page);

    await page.goto(e.url('/formasPago'));
    for (const nombre of [
      'Efectivo',
      'Tarjeta débito',
      'Tarjeta crédito',
      'Transferencia',
      'Nequi',
      'Daviplata',
    ])
      await page
        .getByRole('row', { name: new RegExp(nombre) })
        .first()
        .waitFor();
    await sinClaves(page);

    await page.goto(e.url('/configSistema/puntosImpresion'));
    for (const nombre of ['Cocina', 'Bar', 'Caja'])
      await page.getByRole('row', { name: new RegExp(`^${nombre}\\b`) }).waitFor();
    await sinClaves(page);
    expect(errores).toEqual([]);
    await page.context().close();
  });

  it('creates a tax, finds it ignoring case and accents, and edits it through both sides’ messages', async () => {
    const { page, pagina, errores, escrituras } = await abrir();
    await page.goto(e.url('/productosImpuestos'));
    await page.getByRole('row', { name: /IVA 19 %/ }).waitFor();
    await page.getByRole('link', { name: 'Registrar' }).click();
    await page.waitForURL('**/productosImpuestos/registrar');
    await page.getByRole('heading', { level: 1, name: 'Registrar impuesto' }).waitFor();
    await sinClaves(page);
    await page.getByLabel(/^Nombre/).fill('Impoconsumo licores');
    await page.getByLabel(/^Tipo de impuesto/).click();
    await page.getByRole('option', { name: 'Impuesto al consumo (INC)' }).click();
    await page.getByLabel(/^Porcentaje/).fill('8');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await avisoMostrado(page, 'Impuesto creado correctamente');
    await page.waitForURL(/\/productosImpuestos(\?|$)/);

    // Search: upper case, no accents.
    await page.getByPlaceholder('Buscar impuesto').fill('IMPOCONSUMO');
    await expect.poll(() => page.getByRole('row').count()).toBe(2); // header + the one match
    const fila = page.getByRole('row', { name: /Impoconsumo licores/ });
    await expect.poll(() => fila.innerText()).toMatch(/Impuesto al consumo \(INC\)[\s\S]*8/);
    // The accented search: its request is sent after the input's debounce, and the list navigates to its filter
    // when it is; a click before that would be undone (the list's navigation back), so wait for its answer and calm.
    const acentuada = page.waitForResponse(
      (r) => new URL(r.url()).searchParams.get('search') === 'impoconsúmo' && r.ok(),
    );
    await page.getByPlaceholder('Buscar impuesto').fill('impoconsúmo');
    await acentuada;
    await enCalma(pagina);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await fila.getByRole('cell').first().click();
    await page.waitForURL(/\/productosImpuestos\/editar\/\d+$/);

    // The browser's range check, in Spanish, under the field.
    const porcentaje = page.getByLabel(/^Porcentaje/);
    await expect.poll(() => porcentaje.inputValue()).toBe('8,00'); // the list's Colombian mark
    await porcentaje.fill('150');
    const antes = escrituras.length;
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => ayudaDe(porcentaje)).toBe('Debe estar entre 0 y 100');
    expect(page.url()).toMatch(/\/editar\/\d+$/);
    expect(escrituras.slice(antes)).toEqual([]); // said by the browser, nothing sent

    // The server's uniqueness check (another case of an existing name) under the name field.
    await porcentaje.fill('8');
    const nombre = page.getByLabel(/^Nombre/);
    await nombre.fill('iva 19 %');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => ayudaDe(nombre)).toBe('Ya existe un impuesto con ese nombre');
    expect(page.url()).toMatch(/\/editar\/\d+$/);
    await sinClaves(page);

    await nombre.fill('Impoconsumo licores y vinos');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await avisoMostrado(page, 'Impuesto actualizado correctamente');
    await page.waitForURL(/\/productosImpuestos(\?|$)/);
    await page.getByRole('row', { name: /Impoconsumo licores y vinos/ }).waitFor();
    expect(errores).toEqual([]);
    await page.context().close();
  });

  it('creates a table with the only venue already chosen in the searchable select, then deletes it from the list', async () => {
    const { page, errores } = await abrir();
    const sedes = await e.api<{ nombre: string }[]>('sedes');
    expect(sedes).toHaveLength(1);
    const nombreSede = sedes[0].nombre;
    await page.goto(e.url('/mesas/registrar'));
    await page.getByRole('heading', { level: 1, name: 'Registrar mesa' }).waitFor();
    await page.getByLabel(/^Nombre/).fill('Mesa E2E 1');
    // The demo company's only venue comes chosen (issue 34): nothing to pick.
    const sede = page.getByLabel(/^Sede/);
    await expect.poll(() => sede.inputValue()).toBe(nombreSede);
    await page.getByLabel(/^Zona/).fill('Terraza');
    await sinClaves(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await avisoMostrado(page, 'Mesa creada correctamente');
    await page.waitForURL(/\/mesas$/);
    const fila = page.getByRole('row', { name: /Mesa E2E 1/ });
    await expect.poll(() => fila.innerText()).toContain(nombreSede);
    await sinClaves(page);

    // Its edit page shows the chosen venue (the select's options arrive after the record).
    await fila.getByRole('cell').first().click();
    await page.waitForURL(/\/mesas\/editar\/\d+$/);
    await expect.poll(() => page.getByLabel(/^Sede/).inputValue()).toBe(nombreSede);
    await expect.poll(() => page.getByLabel(/^Zona/).inputValue()).toBe('Terraza');
    await sinClaves(page);
    await page.goBack();
    await page.waitForURL(/\/mesas$/);

    await fila.getByRole('button', { name: /Eliminar/ }).click();
    await page.getByRole('dialog').getByText('Mesa E2E 1').first().waitFor();
    await sinClaves(page);
    await page.getByRole('button', { name: 'Si' }).click();
    await avisoMostrado(page, 'Mesa eliminada correctamente');
    await expect.poll(() => fila.count()).toBe(0);
    expect(errores).toEqual([]);
    await page.context().close();
  });

  it('on a 390×844 phone the taxes are a one-column list and the create page works', async () => {
    const { page, errores } = await abrir({ width: 390, height: 844 });
    await page.goto(e.url('/productosImpuestos'));
    // One column: no table, the kind and percentage under the name; the row is a link, Eliminar beside it.
    const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'IVA 19 %' }) });
    await item.waitFor();
    expect(await page.locator('table').count()).toBe(0);
    expect(await item.innerText()).toMatch(/IVA 19 %\s+IVA · 19,00 %/);
    await sinClaves(page);
    // A tap on the row's right half (not on the name) opens it.
    const fila = (await item.boundingBox())!;
    await page.mouse.click(fila.x + fila.width * 0.55, fila.y + fila.height / 2);
    await page.waitForURL(/\/productosImpuestos\/editar\/\d+$/);
    await expect.poll(() => page.getByLabel(/^Nombre/).inputValue()).toBe('IVA 19 %');
    await page.goBack();

    await page.getByRole('link', { name: 'Registrar' }).click();
    await page.waitForURL('**/productosImpuestos/registrar');
    const nombre = page.getByLabel(/^Nombre/);
    await nombre.fill('Bolsas plásticas');
    const caja = await nombre.boundingBox();
    expect(caja && caja.x >= 0 && caja.x + caja.width <= 390).toBe(true);
    await page.getByLabel(/^Tipo de impuesto/).click();
    await page.getByRole('option', { name: 'Impuesto al consumo (INC)' }).click();
    await page.getByLabel(/^Porcentaje/).fill('0,5');
    expect(await page.getByLabel(/^Porcentaje/).inputValue()).toBe('0,5');
    await sinClaves(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await avisoMostrado(page, 'Impuesto creado correctamente');
    await page.waitForURL(/\/productosImpuestos(\?|$)/);
    const nuevo = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Bolsas plásticas' }) });
    await expect.poll(() => nuevo.innerText()).toContain('Impuesto al consumo (INC) · 0,50 %');
    // Eliminar sits above the row's link: a tap asks for confirmation and does not open the record.
    await nuevo.getByRole('button', { name: 'Eliminar Bolsas plásticas' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    expect(page.url()).toMatch(/\/productosImpuestos(\?|$)/);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    expect(errores).toEqual([]);
    await page.context().close();
  });
});

type Caja = { x: number; y: number; width: number; height: number };
const seCruzan = (a: Caja, b: Caja) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Below md react-admin's 'Registrar' is a floating button fixed near the bottom right; scrolled to the end of a
 * list that pages, no paginator button may be under it, and a tap on 'next page' really turns the page.
 */
describe("on a 390×844 phone the floating 'Registrar' never covers the paginator", () => {
  beforeAll(async () => {
    // 11 rows each, so a search for them has a second page (names after the starting rows: the tests above keep theirs
    // on page 1).
    for (let n = 1; n <= 11; n++) await e.api('formasPago/formaPago', { nombre: `Zeta ${n}` });
    for (let n = 1; n <= 11; n++) await e.api('categorias/categoria', { nombre: `Zona ${n}` });
  }, 120_000);

  it.each([
    { ruta: '/formasPago', busqueda: 'Zeta' },
    { ruta: '/categorias', busqueda: 'Zona' },
  ])('$ruta', async ({ ruta, busqueda }) => {
    const { page, context } = await e.pagina({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await page.goto(e.url(ruta));
    // The search narrows the list to this test's 11 rows: 'X 1', 'X 10', 'X 11', 'X 2'… on page 1, 'X 9' on page 2.
    await page.getByPlaceholder(/^Buscar/).fill(busqueda);
    await page.getByText('1-10 de 11', { exact: true }).waitFor();
    await page.getByText(`${busqueda} 8`, { exact: true }).waitFor();
    const fab = page.locator('.RaCreateButton-floating');
    expect(await fab.getAttribute('aria-label')).toMatch(/^Registrar/);

    // Scrolled to the very end, as a thumb would.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    );
    const boton = (await fab.boundingBox())!;
    const paginador = page.locator('.MuiTablePagination-root');
    const controles = await paginador.locator('button, [role="combobox"]').all();
    expect(controles.length).toBeGreaterThanOrEqual(4); // first, previous, next, last
    for (const control of controles) {
      const caja = (await control.boundingBox())!;
      expect(caja.y + caja.height).toBeLessThanOrEqual(844);
      expect(
        seCruzan(caja, boton),
        `${await control.getAttribute('aria-label')} under the floating button`,
      ).toBe(false);
    }

    // A tap where 'next page' is drawn turns the page (not the floating button's create page).
    const siguiente = (await paginador.getByRole('button', { name: /siguiente/i }).boundingBox())!;
    await page.touchscreen.tap(siguiente.x + siguiente.width / 2, siguiente.y + siguiente.height / 2);
    await page.getByText('11-11 de 11', { exact: true }).waitFor();
    await page.getByText(`${busqueda} 9`, { exact: true }).waitFor();
    expect(await page.getByText(`${busqueda} 8`, { exact: true }).count()).toBe(0);
    expect(page.url()).not.toMatch(/registrar/);
    await context.close();
  });
});
