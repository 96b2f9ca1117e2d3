import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { avisoMostrado, registrarAvisos } from './support/avisos';
import { conServidorYSesion } from './support/entorno';
import { linkIn, waitForMail } from './support/mail';
import { sesionPorApi, type Sesion } from './support/sesion';

/**
 * Issue 25: a whole working day in Chromium on 10-inch tablets (1024×768, touch), across roles, every figure
 * computed by hand. The cashier opens the register (blind count) with 100.000; the waiter takes two tables — Mesa 1
 * with a reload in the middle of its order, its draft restored — and sends them; the cashier charges Mesa 1 with the
 * tip the customer accepts (Sí, 10 %), in cash with change, and Mesa 3 split in two equal parts (cash, then card),
 * each receipt shown and the first printed; a counter sale by barcode; the owner records a cash expense without tax
 * and a cash purchase, and cancels the counter sale; the cashier closes blind, typing the counts with thousands
 * separators, and the register balances.
 *
 * By hand (demo prices, taxes included):
 * - Mesa 1: Bandeja paisa 32.000 + 2 × Limonada natural 6.000 + Agua sin gas 600 ml 4.000 = 48.000; tip 10 % =
 *   4.800; due 52.800, paid with 60.000 in cash: change 7.200.
 * - Mesa 3: 2 × Ajiaco santafereño 26.000 + Agua sin gas 600 ml 4.000 = 56.000, two parts of 28.000: cash, card.
 * - Counter: Gaseosa 400 ml (BEB-01) 4.500 + Papas de paquete 45 g (POS-06) 3.500 = 8.000 cash — cancelled later.
 * - Expense: ice, 15.000 in cash, no tax. Purchase: 10 × Plátano verde at 1.000 + IVA 19 % = 11.900 in cash.
 * - Expected at the close: cash 100.000 + 52.800 + 28.000 − 15.000 − 11.900 = 153.900 (the cancelled sale leaves
 *   nothing); Tarjeta débito 28.000; sales 48.000 + 28.000 + 28.000 = 104.000, tips 4.800, 3 paid and 1 cancelled.
 */
const TIPO_GASTO = 'Hielo y varios';
const CLAVE = 'Jornada-Completa-2026';

const e = conServidorYSesion({
  preparar: async (entorno) => {
    await entorno.api('tiposGastos/tipoGasto', { nombre: TIPO_GASTO });
    await entorno.api('configuraciones/configuracion', { nombre: 'conteoCiego', valor: '1' });
    // The demo's register has been open since the morning: the day starts after it is closed as it stands.
    const demo = await entorno.api<{ id: number }>('cuadresCaja/cajaAbierta');
    const esperados = await entorno.api<{
      formas_pago: { id_forma_pago: number; esperado: string | null }[];
    }>(`cuadresCaja/${demo.id}/totales`);
    await entorno.api(`cuadresCaja/cuadreCaja/${demo.id}`, {
      cerrar_caja: true,
      formaPagoValores: esperados.formas_pago.map((f) => ({
        id_forma_pago: f.id_forma_pago,
        valor: f.esperado,
      })),
    });
  },
});

/** Invites a staff member with a role and sections, accepts the mailed link and signs in (no screens: setup). */
async function personal(nombre: string, rol: number, modulos: string[]): Promise<Sesion> {
  const correo = `${nombre.toLowerCase()}.${Date.now()}@ejemplo.co`;
  await e.api('usuarios/usuario/invitacion', { correo, rol, modulos });
  const enlace = new URL(linkIn(await waitForMail(e.server.dataDir, correo, 30_000), '/invitado'));
  const aceptada = await fetch(e.url('/api/usuario/invitado'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id: enlace.searchParams.get('id'),
      token: enlace.searchParams.get('token'),
      nombre,
      apellido: 'Jornada',
      contraseña: CLAVE,
    }),
  });
  expect(aceptada.status, await aceptada.clone().text()).toBe(200);
  return sesionPorApi(e.server.url, correo, CLAVE);
}

/** A 10-inch tablet held sideways, signed in as `sesion`; the browser's print dialog counted, not opened. */
async function tableta(sesion: Sesion): Promise<{ page: Page; context: BrowserContext }> {
  const context = await e.browser.newContext({
    locale: 'es-CO',
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
  });
  await context.addInitScript(
    (datos) => {
      for (const [clave, valor] of Object.entries(datos)) localStorage.setItem(clave, valor);
      const w = window as unknown as { impresiones: number };
      w.impresiones = 0;
      window.print = () => void (w.impresiones += 1);
    },
    sesion as Record<string, string>,
  );
  await registrarAvisos(context);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  // Leaving an order with unsent lines asks (beforeunload): the reload below says yes.
  page.on('dialog', (d) => void d.accept());
  return { page, context };
}

/** The first amount in a text ('$ 1.234.567', '4.800', '$ 1.234,50') → centavos. */
const centavos = (texto: string) => {
  const [enteros, decimales = '00'] = (/(\d[\d.]*(?:,\d{1,2})?)/.exec(texto)?.[1] ?? '').split(',');
  return BigInt(enteros.replace(/\./g, '')) * 100n + BigInt(decimales.padEnd(2, '0'));
};

async function agregar(page: Page, nombre: string, veces = 1) {
  const buscar = page.getByRole('searchbox', { name: 'Buscar producto o código' });
  await buscar.fill(nombre);
  for (let i = 0; i < veces; i++)
    await page.getByRole('button', { name: `Agregar ${nombre}`, exact: true }).tap();
  await buscar.fill('');
}

/** 'Enviar a cocina', then the server's answer: every line listed as sent, none still on its way. */
async function enviarACocina(page: Page, lineas: number) {
  await page.getByRole('button', { name: 'Enviar a cocina' }).tap();
  const enviadas = page.getByRole('region', { name: 'Enviado a cocina' });
  await expect.poll(() => enviadas.locator('li[aria-label]:not([aria-busy])').count()).toBe(lineas);
}

const recibo = (page: Page) => page.getByRole('dialog', { name: /^Recibo / });
const impresiones = (page: Page) =>
  page.evaluate(() => (window as unknown as { impresiones: number }).impresiones);

describe('a working day on tablets (issue 25)', () => {
  it('opens, serves two tables, charges them, sells at the counter, pays out, cancels and closes blind, to the peso', async () => {
    const [mesero, cajero] = await Promise.all([
      personal('Mesero', 3, ['ventas', 'ordenes']),
      personal('Cajero', 2, ['ventas', 'ventaInmediata', 'cuadreCaja', 'cobrar']),
    ]);

    // The cashier opens the register with 100.000, typed as a Colombian types it.
    const caja = await tableta(cajero);
    await caja.page.goto(e.url('/cuadreCaja'));
    await caja.page.getByRole('textbox', { name: 'Efectivo inicial' }).fill('100.000');
    await caja.page.getByRole('button', { name: 'Abrir caja' }).tap();
    await caja.page.getByText('Conteo ciego', { exact: false }).first().waitFor();

    // The waiter: Mesa 1, reloaded in the middle of its order — the lines come back — then sent.
    const mesa = await tableta(mesero);
    const m = mesa.page;
    await m.goto(e.url('/ventas'));
    await m.getByRole('link', { name: 'Mesa 1, libre' }).tap();
    await m.getByRole('heading', { level: 1, name: 'Mesa 1 · Tomar orden' }).waitFor();
    await agregar(m, 'Bandeja paisa');
    await agregar(m, 'Limonada natural', 2);
    await expect
      .poll(() => m.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('comanda.borrador.'))))
      .toBe(true);
    await m.reload();
    const porEnviar = m.getByRole('region', { name: 'Por enviar' });
    await porEnviar.getByRole('listitem', { name: 'Limonada natural', exact: true }).waitFor();
    await porEnviar.getByRole('listitem', { name: 'Bandeja paisa' }).waitFor();
    // Quantities too: 32.000 + 2 × 6.000.
    expect(await m.getByTestId('provisional').textContent()).toBe('$ 44.000');
    await agregar(m, 'Agua sin gas 600 ml');
    await enviarACocina(m, 3);
    await expect
      .poll(async () => centavos((await m.getByTestId('total').textContent()) ?? ''))
      .toBe(4_800_000n);

    // Mesa 3.
    await m.goBack();
    await m.getByRole('link', { name: 'Mesa 3, libre' }).tap();
    await m.getByRole('heading', { level: 1, name: 'Mesa 3 · Tomar orden' }).waitFor();
    await agregar(m, 'Ajiaco santafereño', 2);
    await agregar(m, 'Agua sin gas 600 ml');
    await enviarACocina(m, 2);
    await expect
      .poll(async () => centavos((await m.getByTestId('total').textContent()) ?? ''))
      .toBe(5_600_000n);

    // The cashier charges Mesa 1: the customer says Sí to the suggested 10 % tip; 60.000 in cash.
    const c = caja.page;
    await c.goto(e.url('/ventas'));
    await c.getByRole('link', { name: /^Mesa 1, ocupada/ }).tap();
    await c.getByRole('button', { name: 'Cobrar', exact: true }).tap();
    let dialogo = c.getByRole('dialog', { name: 'Cobrar' });
    await dialogo.getByRole('button', { name: 'Sí', exact: true }).tap();
    expect(centavos(await dialogo.getByRole('textbox', { name: 'Propina' }).inputValue())).toBe(480_000n);
    await dialogo.getByRole('textbox', { name: 'Recibido Efectivo' }).fill('60.000');
    await dialogo.getByRole('button', { name: 'Cobrar $ 52.800' }).tap();
    let hoja = recibo(c);
    expect(centavos(await hoja.getByTestId('recibo-cambio').innerText())).toBe(720_000n);
    const texto1 = (await hoja.getByTestId('recibo').textContent()) ?? '';
    for (const cifra of ['$ 48.000', '$ 4.800', '$ 52.800', '$ 7.200']) expect(texto1).toContain(cifra);
    await hoja.getByRole('button', { name: 'Imprimir recibo' }).tap();
    await expect.poll(() => impresiones(c)).toBe(1);
    await hoja.getByRole('button', { name: 'Volver al mapa' }).tap();

    // Mesa 3 in two equal parts, no tip: the first in cash, the second by card.
    await c.getByRole('link', { name: /^Mesa 3, ocupada/ }).tap();
    await c.getByRole('button', { name: 'Cobrar', exact: true }).tap();
    dialogo = c.getByRole('dialog', { name: 'Cobrar' });
    await dialogo.getByRole('button', { name: 'Partes iguales' }).tap();
    expect(await dialogo.getByTestId('cobro-parte').innerText()).toBe('Parte 1 de 2');
    await dialogo.getByRole('button', { name: 'No', exact: true }).tap();
    await dialogo.getByRole('button', { name: 'Cobrar $ 28.000' }).tap();
    hoja = recibo(c);
    expect((await hoja.getByTestId('recibo').textContent()) ?? '').toContain('$ 28.000');
    await hoja.getByRole('button', { name: 'Cerrar' }).tap();
    await c.getByRole('button', { name: 'Cobrar', exact: true }).tap();
    dialogo = c.getByRole('dialog', { name: 'Cobrar' });
    expect(await dialogo.getByTestId('cobro-parte').innerText()).toBe('Parte 2 de 2');
    await dialogo.getByRole('combobox', { name: 'Forma de pago' }).tap();
    await c.getByRole('option', { name: 'Tarjeta débito' }).tap();
    await dialogo.getByRole('button', { name: 'No', exact: true }).tap();
    await dialogo.getByRole('button', { name: 'Cobrar $ 28.000' }).tap();
    hoja = recibo(c);
    expect((await hoja.getByTestId('recibo').textContent()) ?? '').toContain('Tarjeta débito');
    await hoja.getByRole('button', { name: 'Volver al mapa' }).tap();
    await c.getByRole('link', { name: 'Mesa 3, libre' }).waitFor();

    // A counter sale by barcode: the scanner types the codes anywhere on the screen.
    await c.goto(e.url('/ventaInmediata'));
    await c.getByRole('heading', { level: 1, name: 'Venta inmediata' }).tap();
    for (const codigo of ['BEB-01', 'POS-06']) {
      await c.keyboard.type(codigo);
      await c.keyboard.press('Enter');
    }
    await expect.poll(() => c.getByTestId('total-carrito').textContent()).toBe('$ 8.000');
    await c.getByRole('complementary', { name: 'Carrito' }).getByRole('button', { name: 'Cobrar' }).tap();
    await c.getByRole('dialog', { name: 'Cobrar' }).getByRole('button', { name: 'Cobrar $ 8.000' }).tap();
    hoja = recibo(c);
    const numero = ((await hoja.locator('#recibo-titulo').textContent()) ?? '').replace('Recibo ', '');
    expect(numero).not.toBe('');
    await hoja.getByRole('button', { name: 'Nueva venta' }).tap();

    // The owner: a cash expense without tax, a cash purchase, and the counter sale cancelled.
    const { page: d } = await e.pagina({ viewport: { width: 1024, height: 768 }, hasTouch: true });
    await d.goto(e.url('/gastos/registrar'));
    await d.getByRole('heading', { level: 1, name: 'Registrar gasto' }).waitFor();
    for (const [campo, opcion] of [
      ['Forma de pago', 'Efectivo'],
      ['Tipo de gasto', TIPO_GASTO],
    ]) {
      await d.getByLabel(campo, { exact: true }).click();
      await d.getByRole('option', { name: opcion, exact: true }).click();
    }
    await d.getByLabel('Concepto', { exact: true }).fill('Hielo para el día');
    await d.getByLabel('Subtotal', { exact: true }).fill('15.000');
    await expect.poll(() => d.getByTestId('total-gasto').textContent()).toBe('Total: $ 15.000');
    await d.getByRole('button', { name: 'Guardar' }).click();
    await d.waitForURL((u) => u.pathname === '/gastos');
    await d.getByRole('cell', { name: 'Hielo para el día' }).waitFor();

    await d.goto(e.url('/compras/registrar'));
    await d.getByRole('heading', { level: 1, name: 'Registrar compra' }).waitFor();
    await d.getByLabel(/^Proveedor/).fill('900456789');
    await d.getByRole('option', { name: /900456789/ }).click();
    await d.getByRole('textbox', { name: /^Factura del proveedor/ }).fill('FV-JORNADA-1');
    await d.getByRole('combobox', { name: /^Forma de pago/ }).click();
    await d.getByRole('option', { name: 'Efectivo' }).click();
    await d
      .getByLabel(/^Producto/)
      .first()
      .fill('Plátano');
    await d.getByRole('option', { name: 'Plátano verde' }).click();
    await d
      .getByRole('textbox', { name: /^Cantidad/ })
      .first()
      .fill('10');
    await d
      .getByRole('textbox', { name: /^Costo unitario/ })
      .first()
      .fill('1.000');
    await expect.poll(() => d.getByTestId('total-linea-0').textContent()).toBe('Total línea: $ 11.900');
    await d.getByRole('button', { name: 'Registrar compra' }).click();
    await avisoMostrado(d, 'Compra registrada correctamente');

    await d.goto(e.url('/ventaInmediata'));
    await d.getByRole('button', { name: 'Ventas de hoy' }).tap();
    const panel = d.getByRole('dialog', { name: 'Ventas de hoy (caja abierta)' });
    await panel.getByRole('button', { name: `Anular ${numero}` }).tap();
    const anular = d.getByRole('dialog', { name: `Anular la venta ${numero}` });
    await anular.getByRole('textbox', { name: 'Motivo de la anulación' }).fill('Cobrada dos veces');
    await anular.getByRole('button', { name: 'Anular venta' }).tap();
    // Blind count: the panel shows each sale's number without its figures.
    const venta = panel
      .getByRole('listitem')
      .filter({ has: d.getByRole('button', { name: `Reimprimir ${numero}`, exact: true }) });
    await expect.poll(() => venta.getAttribute('data-estado')).toBe('cancelada');
    expect(await venta.textContent()).toContain('Cobrada dos veces');

    // The cashier closes blind: counts typed with thousands separators, then every figure is shown.
    await c.goto(e.url('/cuadreCaja'));
    const region = c.getByRole('region', { name: 'Esperado por forma de pago' });
    await region.getByRole('button', { name: 'Cerrar caja' }).tap();
    const casillas = region.getByRole('textbox');
    await casillas.first().waitFor();
    for (let i = 0; i < (await casillas.count()); i++) await casillas.nth(i).fill('0');
    await region.getByRole('textbox', { name: 'Efectivo', exact: true }).fill('153.900');
    await region.getByRole('textbox', { name: 'Tarjeta débito', exact: true }).fill('28.000');
    await region.getByRole('button', { name: 'Confirmar cierre' }).tap();
    await c.getByRole('dialog').getByRole('button', { name: 'Si', exact: true }).tap();

    const reporte = c.getByRole('region', { name: 'Reporte de cierre' });
    await reporte.waitFor();
    const fila = (nombre: string) =>
      reporte.locator('tr', { has: c.getByRole('cell', { name: nombre, exact: true }) });
    expect(await fila('Efectivo').textContent()).toBe('Efectivo$ 153.900$ 153.900Cuadrado');
    expect(await fila('Tarjeta débito').textContent()).toBe('Tarjeta débito$ 28.000$ 28.000Cuadrado');
    expect(await fila('Total').textContent()).toBe('Total$ 181.900$ 181.900Cuadrado');
    expect(await reporte.getByRole('status').textContent()).toBe('Resultado: caja cuadrada');
    expect(await reporte.textContent()).toContain(
      '3 ventas pagadas · 1 canceladas · Total $ 104.000 · Propinas $ 4.800',
    );
  }, 180_000);
});
