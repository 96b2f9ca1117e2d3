import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { conServidorYSesion } from './support/entorno';

/**
 * Issue 29 in Chromium: with electronic documents on (a POS range for every venue of the demo), a counter sale's
 * receipt is the legal document — its DIAN number, the CUDE and a QR whose picture, read back with jsQR from a
 * screenshot, is DIAN's fields with that CUDE and the test environment's lookup URL.
 */
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
  },
});

describe('the receipt as the electronic POS document', () => {
  it('a counter sale shows its DIAN number, the CUDE and a QR that decodes to DIAN’s fields', async () => {
    const { page, errores } = await e.pagina({
      viewport: { width: 1024, height: 768 },
      hasTouch: true,
      // Sharp enough for the QR's modules to be read back from a screenshot.
      deviceScaleFactor: 3,
    });
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
    await dialogo.waitFor();
    await dialogo.getByRole('button', { name: 'No', exact: true }).tap();
    await dialogo.getByRole('button', { name: /^Cobrar \$/ }).tap();

    const recibo = page.getByRole('dialog', { name: /^Recibo / });
    const hoja = recibo.getByTestId('recibo');
    await hoja.waitFor();
    const texto = (await hoja.textContent()) ?? '';
    expect(texto).toContain(
      'Documento equivalente electrónico tiquete de máquina registradora con sistema P.O.S.',
    );
    expect(texto).toContain('Autorización DIAN N.º 18764000000077 del 2025-01-01');
    const numero = ((await recibo.getByTestId('recibo-numero-dian').textContent()) ?? '').replace('N.º ', '');
    expect(numero).toMatch(/^E\d+$/);
    const cude = (await recibo.getByTestId('recibo-cude').textContent()) ?? '';
    expect(cude).toMatch(/^[0-9a-f]{96}$/);

    const qr = recibo.getByRole('img', { name: 'Código QR del documento electrónico' });
    const png = PNG.sync.read(await qr.screenshot({ scale: 'device' }));
    const leido = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '';
    expect(leido).toContain(`NumFac: ${numero}\n`);
    expect(leido).toContain('NitFac: 900123456\n');
    expect(leido).toContain('DocAdq: 222222222222\n');
    expect(leido).toContain(`CUDE: ${cude}\n`);
    expect(leido).toContain(
      `QRCode: https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${cude}`,
    );
    expect(await recibo.getByRole('link', { name: 'Ver en DIAN' }).getAttribute('href')).toBe(
      `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${cude}`,
    );
    expect(errores).toEqual([]);
  });
});
