import { describe, expect, it } from 'vitest';
import { calcularVenta } from '../../common/calculoVenta';
import { cadenaCodigoDian } from '../../common/dian/cufe';
import { totalesDocumentoDian } from '../../common/dian/totales';

/** A café's sale: food with INC 8 %, a packaged item with IVA 19 %, one with IVA 5 %, an exempt and an excluded one. */
const venta = calcularVenta([
  { precio: '10800', cantidad: '2', porcentaje: '8', tipo_impuesto: 'INC' },
  { precio: '11900', cantidad: '1', porcentaje: '19', tipo_impuesto: 'IVA' },
  { precio: '2100', cantidad: '1', porcentaje: '5', tipo_impuesto: 'IVA' },
  { precio: '3000', cantidad: '1', porcentaje: '0', tipo_impuesto: 'EXENTO' },
  { precio: '5000', cantidad: '1', porcentaje: '0', tipo_impuesto: 'EXCLUIDO' },
]);

describe('a sale’s figures as DIAN’s document carries them', () => {
  it('bases, IVA and INC apart with a subtotal per rate, the tip outside the taxes but in the payable amount', () => {
    const t = totalesDocumentoDian(venta.lineas, '2000');
    expect(t).toEqual({
      valorBruto: '40000.00', // 20000 + 10000 + 2000 + 3000 + 5000
      iva: '2000.00', // 1900 + 100
      inc: '1600.00',
      conImpuestos: '43600.00',
      propina: '2000.00',
      total: '45600.00',
      impuestos: [
        { esquema: '01', nombre: 'IVA', porcentaje: '0', base: '3000.00', impuesto: '0.00' },
        { esquema: '01', nombre: 'IVA', porcentaje: '5', base: '2000.00', impuesto: '100.00' },
        { esquema: '04', nombre: 'INC', porcentaje: '8', base: '20000.00', impuesto: '1600.00' },
        { esquema: '01', nombre: 'IVA', porcentaje: '19', base: '10000.00', impuesto: '1900.00' },
      ],
    });
    // The sale's own figures agree: bases and taxes are the sale's, the total is the sale's plus the tip.
    expect(t.conImpuestos).toBe(venta.total);
  });

  it('feeds the CUDE string: ValFac the bases, ValImp1 IVA, ValImp2 INC, ValTot with the tip', () => {
    const t = totalesDocumentoDian(venta.lineas, '2000');
    const cadena = cadenaCodigoDian(
      {
        numero: 'POS1',
        emitido: new Date('2026-03-02T20:15:00Z'),
        valorBruto: t.valorBruto,
        iva: t.iva,
        inc: t.inc,
        total: t.total,
        nitEmisor: '900123456',
        idAdquirente: '222222222222',
        ambiente: 2,
      },
      '12345',
    );
    expect(cadena).toBe(
      'POS12026-03-0215:15:00-05:0040000.00012000.00041600.00030.0045600.0090012345622222222222212345' + '2',
    );
  });

  it('a sale with no tax and no tip', () => {
    const t = totalesDocumentoDian(
      calcularVenta([{ precio: '5000', cantidad: '1', porcentaje: '0', tipo_impuesto: null }]).lineas,
    );
    expect(t).toMatchObject({
      valorBruto: '5000.00',
      iva: '0.00',
      inc: '0.00',
      total: '5000.00',
      impuestos: [],
    });
  });
});
