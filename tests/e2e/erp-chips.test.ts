import { describe, expect, it } from 'vitest';
import { conServidorYSesion } from './support/entorno';

/**
 * Issue 29 in Chromium, the ERP on with the built-in simulator: a counter sale whose product has no ERP code yet
 * fails to go (the connector refuses it before anything is sent, naming the product); today's sales show its chips
 * not sent. Once the product and its tax carry their ERP codes, the 'Begranda' chip sends it again (sent: disabled)
 * and the 'Dian' chip takes it to DIAN (validated: disabled, 'Ver en DIAN' opens the lookup of its CUDE).
 */
interface Producto {
  id: number;
  nombre: string;
  id_impuesto: number | null;
}

let gaseosa: Producto;
const e = conServidorYSesion({
  async preparar(entorno) {
    const sedes = await entorno.api<{ id: number }[]>('sedes');
    for (const [i, sede] of sedes.entries())
      await entorno.api('configuraciones/rangosDian/rangoDian', {
        tipo: 'pos',
        resolucion: '18764000000077',
        fecha_resolucion: '2025-01-01',
        prefijo: `E${i}`,
        desde: 100,
        hasta: 100000,
        vigencia_desde: '2025-01-01',
        vigencia_hasta: '2099-12-31',
        ambiente: 2,
        id_software: 'sw-comanda',
        pin_software: '75315',
        id_sede: sede.id,
      });
    await entorno.api('configuraciones/configuracion', { nombre: 'documentosElectronicos', valor: '1' });
    await entorno.api('configuraciones/configuracion', { nombre: 'activarErpBegranda', valor: '1' });
    const lista = await entorno.api<{ data: Producto[] }>(
      `productos?page=0&rowsPerPage=10&search=${encodeURIComponent('Gaseosa 400')}`,
    );
    gaseosa = lista.data.find((p) => p.nombre === 'Gaseosa 400 ml')!;
  },
});

describe('the ERP status chips of today’s sales', () => {
  it('a sale that failed to go is sent again from its chip, then to DIAN', async () => {
    const { page, errores } = await e.pagina({ viewport: { width: 1024, height: 768 }, hasTouch: true });
    await page.goto(e.url('/ventaInmediata'));
    await page.getByRole('heading', { level: 1, name: 'Venta inmediata' }).waitFor();
    await page.getByRole('searchbox', { name: 'Buscar producto o código' }).fill('Gaseosa 400');
    await page.getByRole('button', { name: 'Agregar Gaseosa 400 ml' }).tap();
    const cobrar = page
      .getByRole('complementary', { name: 'Carrito' })
      .getByRole('button', { name: 'Cobrar' });
    await expect.poll(() => cobrar.isEnabled()).toBe(true);
    await cobrar.tap();
    const dialogo = page.getByRole('dialog', { name: 'Cobrar' });
    await dialogo.getByRole('button', { name: 'No', exact: true }).tap();
    await dialogo.getByRole('button', { name: /^Cobrar \$/ }).tap();
    const recibo = page.getByRole('dialog', { name: /^Recibo / });
    await recibo.getByTestId('recibo-cude').waitFor();
    await recibo.getByRole('button', { name: 'Nueva venta' }).tap();
    await recibo.waitFor({ state: 'detached' });

    // The outbox tried it: refused before anything was sent (no ERP code), the state kept and readable.
    const ventas = await e.api<{ data: { id: number }[] } | { id: number }[]>('ventas?page=1&rowsPerPage=-1');
    const id = Math.max(...(Array.isArray(ventas) ? ventas : ventas.data).map((v) => v.id));
    const cola = async () =>
      (
        await e.api<{ documentos: { modulo: string; id: number; estado: string; error: string | null }[] }>(
          'erp/begranda/cola',
        )
      ).documentos.find((d) => d.modulo === 'sale' && d.id === id);
    await expect.poll(async () => (await cola())?.estado, { timeout: 30_000 }).toBe('fallido');
    expect((await cola())?.error).toContain('Gaseosa 400 ml');

    await page.getByRole('button', { name: 'Ventas de hoy' }).tap();
    const panel = page.getByRole('dialog', { name: 'Ventas de hoy (caja abierta)' });
    const fila = panel.getByTestId(`venta-hoy-${id}`);
    // A chip whose step is done is disabled (and no longer a button).
    const chip = (nombre: string) =>
      fila.locator('.MuiChip-root').filter({ hasText: new RegExp(`^${nombre}$`) });
    const hecho = async (nombre: string) =>
      /Mui-disabled/.test((await chip(nombre).getAttribute('class')) ?? '');
    await chip('Begranda').waitFor();
    expect(await hecho('Begranda')).toBe(false);
    expect(await hecho('Dian')).toBe(false);
    expect(await fila.getByRole('link', { name: 'Ver en DIAN' }).count()).toBe(0);

    // The codes given, the send is made again from the chip.
    await e.api(`productos/producto/${gaseosa.id}`, {
      _method: 'put',
      codigo_producto_erp_begranda: 'GAS-400',
    });
    if (gaseosa.id_impuesto)
      await e.api(`productosImpuestos/productoImpuesto/${gaseosa.id_impuesto}`, {
        _method: 'put',
        codigoProducto: 'IVA-19',
      });
    await chip('Begranda').tap();
    const exito = page.getByRole('dialog', { name: 'Transacción Exitosa !!' });
    await exito.getByText('Se ha enviado correctamente la venta al ERP de Begranda').waitFor();
    await page.keyboard.press('Escape');
    await exito.waitFor({ state: 'detached' });
    await expect.poll(() => hecho('Begranda')).toBe(true);
    expect(await hecho('Dian')).toBe(false);

    await chip('Dian').tap();
    await exito.waitFor();
    await page.keyboard.press('Escape');
    await exito.waitFor({ state: 'detached' });
    await expect.poll(() => hecho('Dian')).toBe(true);
    const ver = fila.getByRole('link', { name: 'Ver en DIAN' });
    expect(await ver.getAttribute('href')).toMatch(
      /^https:\/\/catalogo-vpfe-hab\.dian\.gov\.co\/document\/searchqr\?documentkey=[0-9a-f]{96}$/,
    );
    expect(await cola()).toBeUndefined();
    expect(errores).toEqual([]);
  });
});
