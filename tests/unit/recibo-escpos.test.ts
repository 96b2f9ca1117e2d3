import { describe, expect, it } from 'vitest';
import type { Venta } from '../../common/ventas';
import { bytesRecibo, par, partir, renglonesRecibo, type EmpresaRecibo } from '../../server/tiquetes/recibo';
import { ventaDePrueba } from '../components/pos/soporte';

/** The ESC/POS receipt's layout (issue 9): server/tiquetes/recibo.ts. */

const EMPRESA: EmpresaRecibo = {
  razonSocial: 'Restaurante La Candelaria S.A.S.',
  nit: '900123456',
  direccion: 'Calle 10 # 2-30, Bogotá',
  telefono: '6015551234',
};

const linea = (id: number, nombre: string, cantidad: string, total: string): Venta['detalles'][number] => ({
  id,
  id_producto: id,
  id_orden_detalle: null,
  nombre,
  precio: total,
  cantidad,
  tipo_impuesto: null,
  porcentaje_impuesto: '0',
  subtotal: total,
  descuento: '0.00',
  total,
  base: total,
  impuesto: '0.00',
  devuelve_inventario: null,
});

/**
 * By hand: Ajiaco 32.400 with INC 8 % (base 30.000, INC 2.400), Agua 2.380 with IVA 19 % (base 2.000, IVA 380),
 * Arepa 1.000 excluded; total 35.780, tip 3.578, due 39.358; 20.000 by card, 19.358 cash of 20.000: change 642.
 */
const VENTA = ventaDePrueba({
  tipo: 'mesa',
  mesa: 'Mesa 4',
  sede: 'Centro',
  consecutivo: 'C-15',
  cliente: 'Juan Pérez',
  documento_cliente: '1020304050',
  mesero: 'Luis Rojas',
  cajero: 'Ana Gómez',
  subtotal: '35780.00',
  total: '35780.00',
  propina: '3578.00',
  cambio: '642.00',
  created_at: '2026-11-25T15:00:00.000Z',
  detalles: [
    linea(1, 'Ajiaco santafereño con pollo, alcaparras y crema de leche', '1.000', '32400.00'),
    linea(2, 'Agua', '1.000', '2380.00'),
    linea(3, 'Arepa', '2.000', '1000.00'),
  ],
  impuestos: [
    { tipo_impuesto: null, porcentaje: '0', base: '1000.00', impuesto: '0.00', total: '1000.00' },
    { tipo_impuesto: 'INC', porcentaje: '8', base: '30000.00', impuesto: '2400.00', total: '32400.00' },
    { tipo_impuesto: 'IVA', porcentaje: '19', base: '2000.00', impuesto: '380.00', total: '2380.00' },
  ],
  pagos: [
    {
      id: 1,
      id_forma_pago: 2,
      forma_pago: 'Tarjeta débito',
      efectivo: false,
      valor: '20000.00',
      recibido: '20000.00',
      cambio: '0.00',
    },
    {
      id: 2,
      id_forma_pago: 1,
      forma_pago: 'Efectivo',
      efectivo: true,
      valor: '19358.00',
      recibido: '20000.00',
      cambio: '642.00',
    },
  ],
});

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
      'Documento equivalente POS',
      'Venta N.º C-15',
    ]);
    expect(lineas).toEqual(
      expect.arrayContaining([
        'Fecha: 2026-11-25 10:00',
        'Cajero: Ana Gómez',
        'Mesero: Luis Rojas',
        'Mesa: Mesa 4',
        'Cliente: Juan Pérez',
        'Documento: 1020304050',
      ]),
    );
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
        'Efectivo (recibido $ 20.000) | $ 19.358',
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
        detalles: [linea(1, 'Pan', '1.000', '18000.00')],
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
