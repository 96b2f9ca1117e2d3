import { describe, expect, it } from 'vitest';
import { conServidorYSesion } from './support/entorno';

/**
 * Issue 9's receipts and today's sales panel on a landscape tablet (Chromium, touch): a counter sale paid half in
 * cash (with change) and half by card shows its receipt ready to print with the right figures and prints it through
 * the browser; then the sale is cancelled from today's sales panel and its stock comes back (read through the API).
 */
const e = conServidorYSesion();

interface ProductoApi {
  id: number;
  nombre: string;
  existencia: string | null;
}

const existencia = async (id: number) => (await e.api<ProductoApi>(`productos/producto/${id}`)).existencia;

describe('receipt and cancellation at the counter', () => {
  it('sells half cash with change and half card, prints the receipt, cancels it and the stock comes back', async () => {
    const { page, context, errores } = await e.pagina({
      viewport: { width: 1024, height: 768 },
      hasTouch: true,
    });
    // The browser's print dialog would block a headless run: count the prints and keep what was on the sheet.
    await context.addInitScript(() => {
      const w = window as unknown as { impresiones: string[] };
      w.impresiones = [];
      window.print = () => {
        const hoja = document.querySelector<HTMLElement>('.comanda-recibo-hoja');
        w.impresiones.push(hoja?.textContent ?? '');
      };
    });
    const catalogo = await e.api<{ productos: { id: number; nombre: string }[] }>('productos/venta');
    const papas = catalogo.productos.find((p) => p.nombre === 'Papas de paquete 45 g')!;
    const antes = await existencia(papas.id);
    expect(antes).not.toBeNull();

    await page.goto(e.url('/ventaInmediata'));
    await page.getByRole('heading', { level: 1, name: 'Venta inmediata' }).waitFor();
    const buscar = page.getByRole('searchbox', { name: 'Buscar producto o código' });
    // Papas 2 × 3.500 (IVA 19 %) and a Gaseosa 4.500 (INC 8 %): 11.500.
    await buscar.fill('Papas de paquete');
    await page.getByRole('button', { name: 'Agregar Papas de paquete 45 g' }).tap();
    await page.getByRole('button', { name: 'Agregar Papas de paquete 45 g' }).tap();
    await buscar.fill('Gaseosa 400');
    await page.getByRole('button', { name: 'Agregar Gaseosa 400 ml' }).tap();
    const cobrar = page
      .getByRole('complementary', { name: 'Carrito' })
      .getByRole('button', { name: 'Cobrar' });
    await expect.poll(() => cobrar.isEnabled()).toBe(true);
    await cobrar.tap();

    const dialogo = page.getByRole('dialog', { name: 'Cobrar' });
    await dialogo.waitFor();
    // The customer is asked about the tip (Ley 1935): no tip.
    await dialogo.getByRole('button', { name: 'No', exact: true }).tap();
    // Half in cash, 5.750, from a 10.000 bill (change 4.250); the card takes the rest.
    await dialogo.getByRole('textbox', { name: 'Valor Efectivo' }).fill('5750');
    await dialogo.getByRole('button', { name: 'Agregar forma de pago' }).tap();
    await dialogo.getByRole('combobox', { name: 'Forma de pago' }).nth(1).tap();
    await page.getByRole('option', { name: 'Tarjeta débito' }).tap();
    await dialogo.getByRole('textbox', { name: 'Valor Tarjeta débito' }).waitFor();
    await dialogo.getByRole('textbox', { name: 'Recibido Efectivo' }).fill('10000');
    await expect.poll(() => dialogo.getByTestId('cobro-cambio').textContent()).toBe('$ 4.250');
    await dialogo.getByRole('button', { name: 'Cobrar $ 11.500' }).tap();

    // The receipt is shown ready to print; the cart is already empty for the next sale.
    const recibo = page.getByRole('dialog', { name: /^Recibo / });
    await recibo.waitFor();
    const numero = ((await recibo.locator('#recibo-titulo').textContent()) ?? '').replace('Recibo ', '');
    expect(numero).not.toBe('');
    expect(await page.getByTestId('total-carrito').textContent()).toBe('$ 0');
    const hoja = recibo.getByTestId('recibo');
    await hoja.waitFor();
    // The demo's Caja print point has 80 mm paper.
    expect(await hoja.getAttribute('data-ancho')).toBe('80');
    const texto = (await hoja.textContent()) ?? '';
    for (const t of [
      'Comanda Demo Restaurante S.A.S.',
      'NIT 900123456-8',
      `Venta N.º ${numero}`,
      'Cliente: Consumidor final',
      // IVA 19 % on 7.000: base 5.882,35, IVA 1.117,65; INC 8 % on 4.500: base 4.166,67, INC 333,33.
      'Base IVA 19 %$ 5.882,35',
      'IVA 19 %$ 1.117,65',
      'Base INC 8 %$ 4.166,67',
      'INC 8 %$ 333,33',
      'Total$ 11.500',
      'Efectivo$ 5.750Recibido$ 10.000',
      'Tarjeta débito$ 5.750',
      'Cambio$ 4.250',
    ])
      expect(texto).toContain(t);
    expect(texto).not.toContain('Propina voluntaria');
    // Laid out on 72 mm: every header, name and amount on one line, nothing wider than the sheet.
    const medidas = await hoja.evaluate((r) => {
      const alto = (e: Element) => e.getBoundingClientRect().height;
      const linea = parseFloat(getComputedStyle(r).lineHeight) || alto(r.querySelector('th')!);
      const derecha = r.getBoundingClientRect().right;
      return {
        lineas: [...r.querySelectorAll('th, td')].map(
          (c) => `${c.textContent}:${Math.round(alto(c) / linea)}`,
        ),
        desborda: [...r.querySelectorAll('*')].some((e) => e.getBoundingClientRect().right > derecha + 0.5),
      };
    });
    expect(medidas.lineas.filter((l) => !l.endsWith(':1'))).toEqual([]);
    expect(medidas.desborda).toBe(false);
    await recibo.getByRole('button', { name: 'Imprimir recibo' }).tap();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { impresiones: string[] }).impresiones.length))
      .toBe(1);
    const impreso = await page.evaluate(
      () => (window as unknown as { impresiones: string[] }).impresiones[0],
    );
    expect(impreso).toContain(`Venta N.º ${numero}`);
    expect(impreso).toContain('Cambio$ 4.250');
    await recibo.getByRole('button', { name: 'Nueva venta' }).tap();
    await recibo.waitFor({ state: 'detached' });
    expect(await existencia(papas.id)).toBe((Number(antes) - 2).toFixed(3)); // no-dinero: units

    // Today's sales panel: the sale is there; cancel it, both lines back to stock.
    await page.getByRole('button', { name: 'Ventas de hoy' }).tap();
    const panel = page.getByRole('dialog', { name: 'Ventas de hoy (caja abierta)' });
    await panel.getByRole('button', { name: `Reimprimir ${numero}` }).waitFor();
    await panel.getByRole('button', { name: `Anular ${numero}` }).tap();
    const anular = page.getByRole('dialog', { name: `Anular la venta ${numero}` });
    await anular.getByRole('textbox', { name: 'Motivo de la anulación' }).fill('El cliente devolvió todo');
    await anular.getByRole('button', { name: 'Anular venta' }).tap();
    await anular.waitFor({ state: 'detached' });
    const fila = panel.getByRole('listitem').filter({ hasText: new RegExp(`^${numero} · `) });
    await expect.poll(() => fila.getAttribute('data-estado')).toBe('cancelada');
    expect(await fila.textContent()).toContain('Anulada: El cliente devolvió todo');
    expect(await panel.getByRole('button', { name: `Anular ${numero}` }).count()).toBe(0);
    expect(await existencia(papas.id)).toBe(antes);
    expect(errores).toEqual([]);
  });
});
