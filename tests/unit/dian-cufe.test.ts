import { describe, expect, it } from 'vitest';
import { cadenaCodigoDian, esquemaCodigo, type CamposCodigoDian } from '../../common/dian/cufe';
import {
  fechaDian,
  horaDian,
  identificacionDian,
  numeroDocumento,
  valorDian,
} from '../../common/dian/formato';
import { textoQrDian, urlConsultaDian } from '../../common/dian/qr';
import { calcularCodigoDian, calcularCude, calcularCufe, sha384Hex } from '../../server/dian/cufe';

/**
 * The CUFE example of DIAN's Anexo técnico de factura electrónica v1.9 (Resolución 000165 de 2023, pp. 656–657),
 * as ../shared/reference/integrations.md quotes it; several public implementations test the same vector.
 */
const ANEXO_FACTURA: CamposCodigoDian = {
  numero: '323200000129',
  emitido: new Date('2019-01-16T10:53:10-05:00'),
  valorBruto: '1500000.00',
  iva: '285000.00',
  inc: '0.00',
  ica: '0.00',
  total: '1785000.00',
  nitEmisor: '700085371',
  idAdquirente: '800199436',
  ambiente: 1,
};
const CLAVE_TECNICA_ANEXO = '693ff6f2a553c3646a063436fd4dd9ded0311471';
const CUFE_ANEXO =
  '8bb918b19ba22a694f1da11c643b5e9de39adf60311cf179179e9b33381030bcd4c3c3f156c506ed5908f9276f5bd9b4';

/**
 * The CUDE example of DIAN's Anexo técnico documento equivalente electrónico v1.0 (p. 1426, a nota de ajuste; the
 * invoice annex uses the same figures for its credit note): the software PIN in place of the technical key.
 * Found quoted with its page in a public implementation's research notes (code search), recomputed here.
 */
const ANEXO_NOTA: CamposCodigoDian = {
  numero: '8110007871',
  emitido: new Date('2019-01-12T07:00:00-05:00'),
  valorBruto: '5000.00',
  iva: '950.00',
  inc: '0.00',
  total: '5950.00',
  nitEmisor: '900373076',
  idAdquirente: '8355990',
  ambiente: 1,
};
const PIN_ANEXO = '12301';
const CUDE_ANEXO =
  '907e4444decc9e59c160a2fb3b6659b33dc5b632a5008922b9a62f83f757b1c448e47f5867f2b50dbdb96f48c7681168';

describe('CUFE and CUDE (SHA-384 in the annex’s order)', () => {
  it('assembles the annex’s CUFE string field by field', () => {
    expect(cadenaCodigoDian(ANEXO_FACTURA, CLAVE_TECNICA_ANEXO)).toBe(
      '3232000001292019-01-1610:53:10-05:001500000.0001285000.00040.00030.001785000.00700085371800199436' +
        '693ff6f2a553c3646a063436fd4dd9ded03114711',
    );
  });

  it('gives the annex’s CUFE with the technical key', () => {
    expect(calcularCufe(ANEXO_FACTURA, CLAVE_TECNICA_ANEXO)).toBe(CUFE_ANEXO);
    expect(
      calcularCodigoDian('factura', ANEXO_FACTURA, { claveTecnica: CLAVE_TECNICA_ANEXO, pinSoftware: 'x' }),
    ).toBe(CUFE_ANEXO);
  });

  it('gives the annex’s CUDE with the software PIN (ICA absent = 0.00)', () => {
    expect(calcularCude(ANEXO_NOTA, PIN_ANEXO)).toBe(CUDE_ANEXO);
    expect(calcularCodigoDian('notaAjuste', ANEXO_NOTA, { claveTecnica: null, pinSoftware: PIN_ANEXO })).toBe(
      CUDE_ANEXO,
    );
  });

  it('a POS document takes the PIN, never the technical key', () => {
    const secretos = { claveTecnica: CLAVE_TECNICA_ANEXO, pinSoftware: PIN_ANEXO };
    const pos = { ...ANEXO_FACTURA, numero: 'POS1' };
    expect(calcularCodigoDian('pos', pos, secretos)).toBe(calcularCude(pos, PIN_ANEXO));
    expect(calcularCodigoDian('pos', pos, secretos)).not.toBe(calcularCufe(pos, CLAVE_TECNICA_ANEXO));
    expect(esquemaCodigo('pos')).toBe('CUDE-SHA384');
    expect(esquemaCodigo('factura')).toBe('CUFE-SHA384');
    expect(() => calcularCodigoDian('factura', pos, { claveTecnica: null, pinSoftware: 'x' })).toThrow();
  });

  it('changes with every field, the environment included', () => {
    const base = calcularCude(ANEXO_NOTA, PIN_ANEXO);
    expect(calcularCude({ ...ANEXO_NOTA, ambiente: 2 }, PIN_ANEXO)).not.toBe(base);
    expect(calcularCude({ ...ANEXO_NOTA, inc: '0.01' }, PIN_ANEXO)).not.toBe(base);
    expect(calcularCude(ANEXO_NOTA, '12302')).not.toBe(base);
  });

  it('hashes UTF-8 to lower-case hex (FIPS 180-4 vector "abc")', () => {
    expect(sha384Hex('abc')).toBe(
      'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
    );
  });
});

describe('DIAN formats', () => {
  it('NumFac: prefix and number, no separator or padding', () => {
    expect(numeroDocumento('SETP', 990000001)).toBe('SETP990000001');
    expect(numeroDocumento('', '323200000129')).toBe('323200000129');
    expect(numeroDocumento('P1', 7n)).toBe('P17');
    for (const malo of ['setp', 'ABCDE', 'A-1', ' A'])
      expect(() => numeroDocumento(malo, 1)).toThrow('Prefijo DIAN inválido');
    for (const malo of [0, -1, '01', '1.5']) expect(() => numeroDocumento('P', malo)).toThrow();
  });

  it('date and hour as Bogotá reads the instant, with -05:00', () => {
    // 03:30 UTC on New Year's Day is still 31 December in Bogotá.
    const noche = new Date('2026-01-01T03:30:05Z');
    expect(fechaDian(noche)).toBe('2025-12-31');
    expect(horaDian(noche)).toBe('22:30:05-05:00');
    const mediodia = new Date('2026-06-15T17:00:00Z');
    expect(horaDian(mediodia)).toBe('12:00:00-05:00');
    expect(horaDian(new Date('2026-06-15T05:00:00Z'))).toBe('00:00:00-05:00');
  });

  it('amounts with two decimals, truncated, no thousands separator', () => {
    expect(valorDian('1500000')).toBe('1500000.00');
    expect(valorDian('1.239')).toBe('1.23');
    expect(valorDian('1.2')).toBe('1.20');
    expect(valorDian(0)).toBe('0.00');
    expect(valorDian('-5.999')).toBe('-5.99');
    expect(() => valorDian('1,5')).toThrow();
  });

  it('identifications without the separators people type', () => {
    expect(identificacionDian('900.373.076')).toBe('900373076');
    expect(identificacionDian(' 222222222222 ')).toBe('222222222222');
  });
});

describe('QR and lookup', () => {
  it('the lookup URL follows the environment', () => {
    expect(urlConsultaDian('abc', 1)).toBe(
      'https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=abc',
    );
    expect(urlConsultaDian('abc', 2)).toBe(
      'https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=abc',
    );
  });

  it('the QR text carries DIAN’s fields one per line, other taxes = INC + ICA', () => {
    const campos: CamposCodigoDian = {
      numero: 'POS15',
      emitido: new Date('2026-03-02T20:15:00Z'),
      valorBruto: '46296.30',
      iva: '0',
      inc: '3703.70',
      ica: '10.005',
      total: '50000',
      nitEmisor: '900.123.456',
      idAdquirente: '222222222222',
      ambiente: 2,
    };
    expect(textoQrDian('pos', campos, 'c0de').split('\n')).toEqual([
      'NumFac: POS15',
      'FecFac: 2026-03-02',
      'HorFac: 15:15:00-05:00',
      'NitFac: 900123456',
      'DocAdq: 222222222222',
      'ValFac: 46296.30',
      'ValIva: 0.00',
      'ValOtroIm: 3713.70',
      'ValTolFac: 50000.00',
      'CUDE: c0de',
      'QRCode: https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=c0de',
    ]);
    expect(textoQrDian('factura', { ...ANEXO_FACTURA }, CUFE_ANEXO)).toContain(`CUFE: ${CUFE_ANEXO}\n`);
  });
});
