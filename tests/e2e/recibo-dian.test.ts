import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { conServidorYSesion } from './support/entorno';

/**
 * Issue 29 in Chromium: with electronic documents on (a POS range for every venue of the demo), a counter sale's
 * receipt is the legal document — its DIAN number, the CUDE and a QR whose picture, read back with jsQR from a
 * screenshot, is DIAN's fields with that CUDE and the test environment's lookup URL. A buyer who asks at the till
 * for a factura electrónica with a typed NIT gets a receipt titled as the invoice, with its CUFE and that buyer.
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
    await entorno.api('configuraciones/rangosDian/rangoDian', {
      tipo: 'factura',
      resolucion: '18764000000088',
      fecha_resolucion: '2025-01-01',
      prefijo: 'FE',
      desde: 500,
      hasta: 100000,
      vigencia_desde: '2025-01-01',
      vigencia_hasta: '2099-12-31',
      ambiente: 2,
      id_software: 'sw-comanda',
      pin_software: '75315',
      clave_tecnica: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
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

  it('a counter sale with a factura electrónica to a typed NIT prints the invoice with its CUFE and the buyer', async () => {
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
    await dialogo.waitFor();
    await dialogo.getByRole('button', { name: 'No', exact: true }).tap();
    await dialogo.getByRole('switch', { name: 'Factura electrónica' }).tap();
    await dialogo
      .getByRole('textbox', { name: 'NIT del comprador con dígito de verificación' })
      .fill('900373115-3');
    await dialogo.getByRole('textbox', { name: 'Nombre o razón social' }).fill('Hotel Central SAS');
    await dialogo.getByRole('textbox', { name: 'Correo electrónico del comprador' }).fill('compras@hotel.co');
    await dialogo.getByRole('button', { name: /^Cobrar \$/ }).tap();

    const recibo = page.getByRole('dialog', { name: /^Recibo / });
    const hoja = recibo.getByTestId('recibo');
    await hoja.waitFor();
    const texto = (await hoja.textContent()) ?? '';
    expect(texto).toContain('Factura electrónica de venta');
    expect(texto).toContain('Autorización DIAN N.º 18764000000088 del 2025-01-01');
    expect(texto).toContain('CUFE:');
    expect(texto).toContain('Cliente: Hotel Central SAS');
    expect(texto).toContain('Documento: 900373115');
    expect(texto).not.toContain('Consumidor final');
    const numero = ((await recibo.getByTestId('recibo-numero-dian').textContent()) ?? '').replace('N.º ', '');
    expect(numero).toMatch(/^FE\d+$/);
    expect((await recibo.getByTestId('recibo-cude').textContent()) ?? '').toMatch(/^[0-9a-f]{96}$/);
    expect(errores).toEqual([]);
  });
});
