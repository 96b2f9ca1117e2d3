import { describe, expect, it } from 'vitest';
import { bytesRecibo, par, partir, renglonesRecibo, type EmpresaRecibo } from '../../server/tiquetes/recibo';
import { DATOS_VENTA_MESA, linea, VENTA_MESA, ventaDePrueba } from '../components/pos/soporte';

/** The ESC/POS receipt's layout (issue 9): server/tiquetes/recibo.ts. */

const EMPRESA: EmpresaRecibo = {
  razonSocial: 'Restaurante La Candelaria S.A.S.',
  nit: '900123456',
  direccion: 'Calle 10 # 2-30, Bogotá',
  telefono: '6015551234',
};

/** The receipt tests' hand-computed table sale, its first product with a name too long for one line. */
const VENTA = {
  ...VENTA_MESA,
  detalles: VENTA_MESA.detalles.map((l, i) =>
    i === 0 ? { ...l, nombre: 'Ajiaco santafereño con pollo, alcaparras y crema de leche' } : l,
  ),
};

const textos = (columnas: number, venta = VENTA) =>
  renglonesRecibo(venta, EMPRESA, columnas).map((r) => r.texto);

describe('ESC/POS receipt layout', () => {
  it.each([
    [48, '80 mm'],
    [32, '58 mm'],
  ])('no line is wider than %i columns (%s); rules and amount lines fill the width', (columnas) => {
    const lineas = textos(columnas);
    for (const l of lineas) expect(l.length).toBeLessThanOrEqual(columnas);
    expect(lineas.filter((l) => /^-+$/.test(l)).every((l) => l.length === columnas)).toBe(true);
    expect(lineas).toContain(`Total${' '.repeat(columnas - 5 - 8)}$ 35.780`);
    // The long product name wraps under its quantity; its amount stays right-aligned.
    expect(lineas.some((l) => l.startsWith('1 Ajiaco'))).toBe(true);
    expect(lineas.some((l) => l.endsWith('$ 32.400'))).toBe(true);
  });

  it('carries the company, NIT with check digit, venue, number, Bogotá time, people, table and customer', () => {
    const lineas = textos(48).map((l) => l.trim());
    expect(lineas.slice(0, 7)).toEqual([
      'Restaurante La Candelaria S.A.S.',
      'NIT 900123456-8',
      'Calle 10 # 2-30, Bogotá',
      'Tel. 6015551234',
      'Sede: Centro',
      'Comprobante de venta',
      'Venta N.º C-15',
    ]);
    expect(lineas).toEqual(expect.arrayContaining(DATOS_VENTA_MESA));
  });

  it('writes base and tax per rate with IVA and INC apart, the excluded, the tip apart, payments and change', () => {
    const lineas = textos(48);
    const desde = lineas.indexOf('Impuestos (incluidos en los precios)');
    const compacto = (l: string) => l.replace(/ {2,}/g, ' | ');
    expect(lineas.slice(desde + 1, desde + 7).map(compacto)).toEqual([
      'Base IVA 19 % | $ 2.000',
      'IVA 19 % | $ 380',
      'Base INC 8 % | $ 30.000',
      'INC 8 % | $ 2.400',
      'Excluido | $ 1.000',
      '-'.repeat(48),
    ]);
    const resto = lineas.slice(desde + 7).map(compacto);
    expect(resto.slice(0, 2)).toEqual(['Propina voluntaria | $ 3.578', 'Total a pagar | $ 39.358']);
    expect(resto).toEqual(
      expect.arrayContaining([
        'Tarjeta débito | $ 20.000',
        'Efectivo | $ 19.358',
        'Recibido | $ 20.000',
        'Cambio | $ 642',
      ]),
    );
    // The tip is outside the total and outside the taxes.
    expect(lineas.map(compacto)).toContain('Total | $ 35.780');
  });

  it('leaves out an absent tip, says Consumidor final and marks a cancelled sale', () => {
    const lineas = textos(
      32,
      ventaDePrueba({
        estado: 'cancelada',
        motivo_cancelacion: 'Error de digitación',
        detalles: [linea(1, 'Pan', '1.000', '18000.00', null, '0', '18000.00', '0.00')],
      }),
    ).map((l) => l.trim());
    expect(lineas).toContain('*** ANULADA ***');
    expect(lineas).toContain('Motivo: Error de digitación');
    expect(lineas).toContain('Cliente: Consumidor final');
    expect(lineas.some((l) => l.startsWith('Propina'))).toBe(false);
  });

  it('wraps at spaces, cuts a word longer than the line, and wraps a label too long beside its amount', () => {
    expect(partir('uno dos tres', 7)).toEqual(['uno dos', 'tres']);
    expect(partir('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(par('Efectivo (recibido $ 1.000.000)', '$ 999.000', 32).map((r) => r.texto)).toEqual([
      'Efectivo (recibido $',
      '1.000.000)             $ 999.000',
    ]);
  });

  it('encodes an ESC/POS job: initialize, bold, the text and a cut', () => {
    const bytes = Buffer.from(bytesRecibo(VENTA, EMPRESA, '58'));
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1b, 0x40]));
    expect(bytes.includes(Buffer.from([0x1b, 0x45, 0x01]))).toBe(true);
    expect(bytes.includes(Buffer.from([0x1d, 0x56]))).toBe(true);
    expect(bytes.toString('latin1')).toContain('Propina voluntaria');
  });
});

describe('ESC/POS receipt as the electronic document (issue 29)', () => {
  const CUDE = 'f'.repeat(40) + '0123456789abcdef'.repeat(3) + '01234567';
  const QR = `NumFac: EPOS100\nFecFac: 2026-03-05\nCUDE: ${CUDE}\nQRCode: https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${CUDE}`;
  const CON_DOCUMENTO = {
    ...VENTA,
    documento_dian: {
      tipo: 'pos' as const,
      numero: 'EPOS100',
      codigo: CUDE,
      qr: QR,
      url_consulta: `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${CUDE}`,
      ambiente: 2,
      resolucion: '18764000000077',
      fecha_resolucion: '2025-01-01',
      prefijo: 'EPOS',
      desde: 100,
      hasta: 1000,
      vigencia_desde: '2025-01-01',
      vigencia_hasta: '2027-12-31',
      fabricante: { razon_social: 'Comanda', software: 'Comanda POS' },
    },
  };

  it.each([48, 32])(
    'prints its number, resolution, range, CUDE, Ver en DIAN and the maker in %i columns',
    (columnas) => {
      const renglones = renglonesRecibo(CON_DOCUMENTO, EMPRESA, columnas);
      for (const r of renglones) expect(r.texto.length).toBeLessThanOrEqual(columnas);
      const todo = renglones.map((r) => r.texto.trim()).join(' ');
      expect(todo).not.toContain('Comprobante de venta');
      expect(todo).toContain('N.º EPOS100');
      expect(todo).toContain('Autorización DIAN N.º 18764000000077 del 2025-01-01');
      expect(todo).toContain('AMBIENTE DE PRUEBAS');
      expect(todo).toContain('Ver en DIAN:');
      // The CUDE and the URL wrap over several lines and read whole again.
      expect(renglones.map((r) => r.texto.trim()).join('')).toContain(CUDE);
      expect(renglones.filter((r) => r.qr !== undefined).map((r) => r.qr)).toEqual([QR]);
    },
  );

  it('the printer draws the QR from DIAN’s text (GS ( k, model 2)', () => {
    const bytes = Buffer.from(bytesRecibo(CON_DOCUMENTO, EMPRESA, '80'));
    const gsk = Buffer.from([0x1d, 0x28, 0x6b]);
    expect(bytes.indexOf(gsk)).toBeGreaterThan(-1);
    expect(bytes.indexOf(Buffer.from(QR, 'latin1'))).toBeGreaterThan(-1);
    // Without a document, no QR.
    expect(Buffer.from(bytesRecibo(VENTA, EMPRESA, '80')).indexOf(gsk)).toBe(-1);
  });
});
