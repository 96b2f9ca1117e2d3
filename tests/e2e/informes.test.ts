import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { read, utils } from 'xlsx';
import { informeVentas } from '../../common/informes';
import { mesEnCurso } from '../../common/mesBogota';
import { MODULOS_SUGERIDOS } from '../../common/roles';
import { conServidorYSesion } from './support/entorno';
import { linkIn, waitForMail } from './support/mail';
import { contextoConSesion, sesionPorApi, type Sesion } from './support/sesion';

/**
 * Issue 27's report pages in Chromium: the owner opens the sales report for a range, filters it by payment method,
 * exports it, and the downloaded .xlsx (read back with `xlsx`) has the grid's rows; on a phone the page is no wider
 * than its window. An accountant invited with the role's suggested sections reads its reports, filters them, and
 * is kept out of the cancelled purchases and expenses (spec §6: roles 0 and 1 only).
 */
interface FormaPago {
  id: number;
  nombre: string;
}

/** Today's counter sales made for the test: two in cash, one by debit card (their numbers, read back). */
const VENTAS = [
  { forma: 'Efectivo', cantidad: 1 },
  { forma: 'Tarjeta débito', cantidad: 3 },
  { forma: 'Efectivo', cantidad: 2 },
];
const numeros: Record<string, string[]> = { Efectivo: [], 'Tarjeta débito': [] };

const e = conServidorYSesion({
  preparar: async (entorno) => {
    const formas = await entorno.api<FormaPago[]>('formasPago/ventas');
    const catalogo = await entorno.api<{ productos: { id: number; nombre: string }[] }>('productos/venta');
    const gaseosa = catalogo.productos.find((p) => p.nombre === 'Gaseosa 400 ml')!;
    for (const [i, v] of VENTAS.entries()) {
      const venta = await entorno.api<{ consecutivo: string }>('ventas/inmediata', {
        idempotencia: `informes-${i}-${Date.now()}`,
        propina: '0',
        detalles: [{ id_producto: gaseosa.id, cantidad: v.cantidad }],
        formaPagoValores: [
          { id_forma_pago: formas.find((f) => f.nombre === v.forma)!.id, valor: String(4500 * v.cantidad) },
        ],
      });
      numeros[v.forma].push(venta.consecutivo);
    }
  },
});

/** Picks an option of a searchable select named by its label. */
async function elegir(page: Page, etiqueta: string, opcion: string) {
  await page.getByLabel(etiqueta, { exact: true }).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

/** The grid's data rows as their cells' texts. */
const filasDeLaTabla = (page: Page) =>
  page
    .getByRole('table', { name: 'Informe de ventas' })
    .locator('tbody tr')
    .evaluateAll((filas) => filas.map((f) => [...f.querySelectorAll('td')].map((c) => c.textContent ?? '')));

/** '$ 13.500' or '$ 1.234,50' → 13500 / 1234.5 (pesos as the grid writes them; exact for these figures). */
const pesos = (texto: string) => Number(texto.replace(/[^\d,-]/g, '').replace(',', '.'));

describe('the sales report', () => {
  it('is filtered by payment method for a range, and its export has the rows the grid shows', async () => {
    const { page, errores } = await e.pagina();
    const { desde, hoy } = mesEnCurso(new Date());
    await page.goto(e.url('/informes'));
    // The Reports group opens on the expenses report; the menu leads to the sales report.
    await page.waitForURL((u) => u.pathname === '/informes/informeGastos');
    await page.getByRole('heading', { level: 1, name: 'Informe de gastos' }).waitFor();
    await page.getByRole('menuitem', { name: 'Informe de ventas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Informe de ventas' }).waitFor();

    await page.getByLabel('Fecha inicial', { exact: true }).fill(desde);
    await page.getByLabel('Fecha final', { exact: true }).fill(hoy);
    await elegir(page, 'Forma de pago', 'Tarjeta débito');
    const respuesta = page.waitForResponse(
      (r) => r.url().includes('/api/informes/ventas?') && r.url().includes('id_forma_pago='),
    );
    await page.getByRole('button', { name: 'Filtrar' }).click();
    expect((await respuesta).status()).toBe(200);

    // Only the card sale of the test (and any of the demo's card sales), never a cash one.
    const tabla = page.getByRole('table', { name: 'Informe de ventas' });
    await tabla.getByRole('cell', { name: numeros['Tarjeta débito'][0], exact: true }).waitFor();
    // Every row of the range on one page (spec §9 'All'), so the grid is the whole report.
    const pedidas: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/informes/ventas?')) pedidas.push(new URL(r.url()).searchParams.get('page')!);
    });
    const todas = page.waitForResponse((r) => r.url().includes('rowsPerPage=-1'));
    await page.getByRole('combobox', { name: /Filas por página/ }).click();
    await page.getByRole('option', { name: 'Todas' }).click();
    await todas;
    await tabla.getByRole('cell', { name: numeros['Tarjeta débito'][0], exact: true }).waitFor();
    // The grid settled: every row and the totals row with all their cells (not a render in between).
    const celdasTotales = () =>
      page
        .getByTestId('totales-informe')
        .locator('td, th')
        .evaluateAll((c) => c.map((x) => x.textContent ?? ''));
    const columnas = informeVentas.columnas.length;
    await expect
      .poll(async () => {
        const [f, t] = [await filasDeLaTabla(page), await celdasTotales()];
        return f.length > 0 && f.every((x) => x.length === columnas) && t.length === columnas;
      })
      .toBe(true);
    // All the rows are one page, asked once: never a page out of range (a loop of requests once did that).
    expect(pedidas).toEqual(['1']);
    const filas = await filasDeLaTabla(page);
    const numerosGrid = filas.map((f) => f[0]);
    for (const n of numeros.Efectivo) expect(numerosGrid).not.toContain(n);
    for (const f of filas) expect(f[5]).toContain('Tarjeta débito');
    expect(filas.find((f) => f[0] === numeros['Tarjeta débito'][0])![10]).toBe('$ 13.500');
    // The totals row: the range's, equal to the rows' sum when every row is on the page.
    const totales = await celdasTotales();
    expect(pesos(totales[10])).toBe(filas.reduce((s, f) => s + pesos(f[10]), 0));

    const descarga = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar informe' }).click();
    const archivo = await descarga;
    expect(archivo.suggestedFilename()).toBe(`informeVentas-${desde}-${hoy}.xlsx`);
    const libro = read(await readFile((await archivo.path())!), { cellDates: true });
    const hoja = libro.Sheets['Informe de ventas'];
    const celdas = utils.sheet_to_json<unknown[]>(hoja, { header: 1, raw: true, blankrows: false });
    const encabezado = celdas.findIndex((f) => f[0] === 'Número');
    const exportadas = celdas.slice(encabezado + 1, -1);
    expect(exportadas.map((f) => f[0])).toEqual(numerosGrid);
    expect(exportadas.map((f) => f[10])).toEqual(filas.map((f) => pesos(f[10])));
    expect(String(celdas.at(-1)![0])).toBe(`Total (${filas.length})`);
    expect(errores).toEqual([]);
  }, 180_000);

  it('fits a phone: the grid scrolls inside its card, the page is no wider than the screen', async () => {
    const { page, errores } = await e.pagina({ viewport: { width: 390, height: 844 } });
    await page.goto(e.url('/informes/informeVentas'));
    const tabla = page.getByRole('table', { name: 'Informe de ventas' });
    await tabla.getByRole('cell', { name: numeros.Efectivo[0], exact: true }).waitFor();
    const anchos = await page.evaluate(() => ({
      documento: document.documentElement.scrollWidth,
      ventana: window.innerWidth,
    }));
    expect(anchos.documento).toBeLessThanOrEqual(anchos.ventana);
    // The grid itself is wider than the phone: it scrolls inside its region.
    const region = page.getByRole('region', { name: 'Informe de ventas' });
    const desborde = await region.evaluate((r) => r.scrollWidth > r.clientWidth);
    expect(desborde).toBe(true);
    expect(errores).toEqual([]);
  }, 120_000);
});

/** Invites an accountant with the role's suggested sections, accepts the mailed link and signs in by the API. */
async function contador(): Promise<Sesion> {
  const correo = `contador.${Date.now()}@ejemplo.co`;
  const clave = 'Libro-Mayor-2026';
  await e.api('usuarios/usuario/invitacion', { correo, rol: 5, modulos: MODULOS_SUGERIDOS[5] });
  const enlace = new URL(linkIn(await waitForMail(e.server.dataDir, correo, 30_000), '/invitado'));
  const aceptada = await fetch(e.url('/api/usuario/invitado'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id: enlace.searchParams.get('id'),
      token: enlace.searchParams.get('token'),
      nombre: 'Carla',
      apellido: 'Contadora',
      contraseña: clave,
    }),
  });
  expect(aceptada.status, await aceptada.clone().text()).toBe(200);
  return sesionPorApi(e.server.url, correo, clave);
}

describe("an accountant's reports", () => {
  it('reads and filters its reports, and is sent away from the cancelled purchases and expenses', async () => {
    const context = await contextoConSesion(e.browser, await contador(), {
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const errores: string[] = [];
    page.on('pageerror', (x) => errores.push(x.message));
    await page.goto(e.url('/informes/informeVentas'));
    await page.getByRole('heading', { level: 1, name: 'Informe de ventas' }).waitFor();
    // Its menu opens its reports; the two kept for roles 0 and 1 show as without permission.
    expect(
      await page
        .getByRole('menuitem', { name: 'Informe de gastos', exact: true })
        .getAttribute('aria-disabled'),
    ).toBeNull();
    for (const nombre of ['Compras anuladas', 'Gastos anulados'])
      expect(
        await page
          .getByRole('menuitem', { name: `${nombre}: Sin permiso`, exact: true })
          .getAttribute('aria-disabled'),
      ).toBe('true');
    // The payment methods are the report's options, though the accountant has no payment methods' section.
    await elegir(page, 'Forma de pago', 'Tarjeta débito');
    const respuesta = page.waitForResponse(
      (r) => r.url().includes('/api/informes/ventas?') && r.url().includes('id_forma_pago='),
    );
    await page.getByRole('button', { name: 'Filtrar' }).click();
    expect((await respuesta).status()).toBe(200);
    await page
      .getByRole('table', { name: 'Informe de ventas' })
      .getByRole('cell', { name: numeros['Tarjeta débito'][0], exact: true })
      .waitFor();
    // Spec §6: the cancelled purchases report sends any other role to /ventas.
    await page.goto(e.url('/informes/informeDevolucionesCompras'));
    await page.waitForURL((u) => u.pathname !== '/informes/informeDevolucionesCompras');
    expect(await page.getByRole('heading', { level: 1, name: 'Compras anuladas' }).count()).toBe(0);
    expect(errores).toEqual([]);
    await context.close();
  }, 180_000);
});
