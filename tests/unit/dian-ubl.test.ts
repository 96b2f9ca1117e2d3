import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { calcularVenta } from '../../common/calculoVenta';
import { codigoSeguridadSoftware, documentoPos } from '../../server/dian/ubl/documentoPos';
import { NS } from '../../server/dian/ubl/espacios';
import { cudeDelXml, leerXml as leer } from '../api/dian-soporte';
import type { DatosDocumentoPos } from '../../server/dian/ubl/tipos';
import { erroresXsd, hayEsquemas } from '../api/dian-xsd';
import { digitoVerificacion } from '../../common/nit';

/** A café's sale: INC 8 % food, IVA 19 % and 5 % packaged goods, an exempt and an excluded item, and a tip. */
const venta = calcularVenta([
  { precio: '10800', cantidad: '2', porcentaje: '8', tipo_impuesto: 'INC' },
  { precio: '11900', cantidad: '1', porcentaje: '19', tipo_impuesto: 'IVA' },
  { precio: '2100', cantidad: '1', porcentaje: '5', tipo_impuesto: 'IVA' },
  { precio: '3000', cantidad: '1', porcentaje: '0', tipo_impuesto: 'EXENTO' },
  { precio: '5000', cantidad: '1', porcentaje: '0', tipo_impuesto: 'EXCLUIDO' },
]);
const NOMBRES = ['Bandeja paisa', 'Galletas & té <caja>', 'Agua', 'Libro', 'Pan'];
const PIN = '12345';

const datos = (cambios: Partial<DatosDocumentoPos> = {}): DatosDocumentoPos => ({
  rango: {
    numero_documento: 'EPOS42',
    prefijo: 'EPOS',
    resolucion: '18760000001',
    desde: 1,
    hasta: 1000,
    vigencia_desde: '2026-01-01',
    vigencia_hasta: '2027-12-31',
    ambiente: 2,
    id_software: 'soft-123',
    pin_software: PIN,
  },
  // 2026-03-05 09:08:07 in Bogotá.
  emitido: new Date('2026-03-05T14:08:07.456Z'),
  emisor: {
    nit: '900373115',
    razonSocial: 'Café La Esquina S.A.S.',
    direccion: 'Calle 1 # 2-3',
    responsableIva: true,
    responsableInc: true,
  },
  comprador: null,
  caja: { placa: 'CAJA-7', ubicacion: 'Sede Centro', cajero: 'Ana Pérez', tipo: 'POS', codigoVenta: 'C-15' },
  lineas: venta.lineas.map((l, n) => ({
    ...l,
    nombre: NOMBRES[n],
    cantidad: n === 0 ? '2' : '1',
  })),
  propina: '2000',
  pagos: [
    { forma: 'Efectivo', efectivo: true, valor: '40000' },
    { forma: 'Tarjeta', efectivo: false, valor: '5600' },
  ],
  ...cambios,
});

describe('the UBL 2.1 XML of a POS electronic document (type 20)', () => {
  const doc = documentoPos(datos());
  const { raiz, todos, uno, texto } = leer(doc.xml);

  it('is an Invoice of type 20 with its number, dates in Bogotá, profile and environment', () => {
    expect(raiz.localName).toBe('Invoice');
    expect(raiz.namespaceURI).toBe(NS.invoice);
    expect(texto('cbc:UBLVersionID')).toBe('UBL 2.1');
    expect(texto('cbc:InvoiceTypeCode')).toBe('20');
    expect(texto('cbc:ProfileExecutionID')).toBe('2');
    expect(texto('cbc:ProfileID')).toContain('P.O.S.');
    expect(texto('cbc:IssueDate')).toBe('2026-03-05');
    expect(texto('cbc:IssueTime')).toBe('09:08:07-05:00');
    expect(texto('cbc:LineCountNumeric')).toBe('5');
    const uuid = uno('cbc:UUID');
    expect(uuid.getAttribute('schemeName')).toBe('CUDE-SHA384');
    expect(uuid.textContent).toBe(doc.cude);
    expect(doc.cude).toMatch(/^[0-9a-f]{96}$/);
  });

  it('the CUDE recomputed from the XML’s own fields equals cbc:UUID', () => {
    expect(cudeDelXml(doc.xml, PIN)).toBe(texto('cbc:UUID'));
    // With a buyer, no tip and the production environment too.
    const otro = documentoPos(
      datos({
        comprador: { documento: '1.020.304.050', nombre: 'Luisa Gómez', tipoDocumento: '13' },
        propina: '0',
        rango: { ...datos().rango, ambiente: 1, numero_documento: 'EPOS43' },
      }),
    );
    expect(cudeDelXml(otro.xml, PIN)).toBe(otro.cude);
    expect(otro.cude).not.toBe(doc.cude);
    // The PIN is part of it: another PIN gives another code.
    expect(cudeDelXml(doc.xml, '54321')).not.toBe(doc.cude);
  });

  it('DIAN’s extensions: the range, the software id and its security code, the QR', () => {
    const control = uno('sts:InvoiceControl');
    expect(texto('sts:InvoiceAuthorization', control)).toBe('18760000001');
    expect(texto('cbc:StartDate', control)).toBe('2026-01-01');
    expect(texto('cbc:EndDate', control)).toBe('2027-12-31');
    expect(texto('sts:Prefix', control)).toBe('EPOS');
    expect(texto('sts:From', control)).toBe('1');
    expect(texto('sts:To', control)).toBe('1000');
    expect(texto('sts:SoftwareID')).toBe('soft-123');
    const esperado = createHash('sha384').update('soft-12312345EPOS42').digest('hex');
    expect(texto('sts:SoftwareSecurityCode')).toBe(esperado);
    expect(codigoSeguridadSoftware(datos().rango)).toBe(esperado);
    expect(texto('sts:QRCode')).toContain(`CUDE: ${doc.cude}`);
    expect(texto('sts:QRCode')).toContain('catalogo-vpfe-hab.dian.gov.co');
    // DIAN's, the software maker's and the register's; the signature is appended by the provider.
    expect(todos('ext:UBLExtension')).toHaveLength(3);
    expect(todos('ext:ExtensionContent').every((c) => c.childNodes.length > 0)).toBe(true);
  });

  it('the register’s data and the software maker', () => {
    const caja = uno('InformacionCajaVenta');
    const nombres = todos('Name', caja).map((e) => e.textContent);
    const valores = todos('Value', caja).map((e) => e.textContent);
    expect(Object.fromEntries(nombres.map((n, i) => [n, valores[i]]))).toEqual({
      PlacaCaja: 'CAJA-7',
      UbicaciónCaja: 'Sede Centro',
      Cajero: 'Ana Pérez',
      TipoCaja: 'POS',
      CódigoVenta: 'C-15',
      SubTotal: '43600.00',
    });
    expect(todos('Value', uno('InformacionDelFabricanteDelSoftware')).map((e) => e.textContent)).toContain(
      'Comanda POS',
    );
  });

  it('the issuer with its NIT’s check digit and regime; Consumidor final as the buyer', () => {
    const emisor = uno('cac:AccountingSupplierParty');
    const nit = uno('cbc:CompanyID', emisor);
    expect(nit.textContent).toBe('900373115');
    expect(nit.getAttribute('schemeID')).toBe('3'); // 657 mod 11 = 8 → 11 − 8
    expect(nit.getAttribute('schemeName')).toBe('31');
    expect(texto('cbc:Name', emisor)).toBe('Café La Esquina S.A.S.');
    expect(texto('cbc:ID', uno('cac:TaxScheme', emisor))).toBe('ZA');
    const comprador = uno('cac:AccountingCustomerParty');
    expect(texto('cbc:CompanyID', comprador)).toBe('222222222222');
    expect(texto('cbc:Name', comprador)).toBe('Consumidor final');
    const soloInc = leer(documentoPos(datos({ emisor: { ...datos().emisor, responsableIva: false } })).xml);
    expect(
      soloInc.texto('cbc:ID', soloInc.uno('cac:TaxScheme', soloInc.uno('cac:AccountingSupplierParty'))),
    ).toBe('04');
  });

  it('taxes per rate with IVA and INC apart, the tip outside the taxes, payments and lines', () => {
    const totales = todos('cac:TaxTotal').filter((t) => t.parentNode === raiz);
    const porEsquema = Object.fromEntries(
      totales.map((t) => [
        texto('cbc:ID', uno('cac:TaxScheme', t)),
        {
          total: texto('cbc:TaxAmount', t),
          tasas: todos('cac:TaxSubtotal', t).map((s) => [
            texto('cbc:Percent', s),
            texto('cbc:TaxableAmount', s),
            texto('cbc:TaxAmount', s),
          ]),
        },
      ]),
    );
    expect(porEsquema).toEqual({
      '01': {
        total: '2000.00',
        tasas: [
          ['0.00', '3000.00', '0.00'],
          ['5.00', '2000.00', '100.00'],
          ['19.00', '10000.00', '1900.00'],
        ],
      },
      '04': { total: '1600.00', tasas: [['8.00', '20000.00', '1600.00']] },
    });
    const cargo = uno('cac:AllowanceCharge');
    expect(texto('cbc:ChargeIndicator', cargo)).toBe('true');
    expect(texto('cbc:Amount', cargo)).toBe('2000.00');
    const m = uno('cac:LegalMonetaryTotal');
    expect(texto('cbc:LineExtensionAmount', m)).toBe('40000.00');
    expect(texto('cbc:TaxExclusiveAmount', m)).toBe('35000.00');
    expect(texto('cbc:TaxInclusiveAmount', m)).toBe('43600.00');
    expect(texto('cbc:ChargeTotalAmount', m)).toBe('2000.00');
    expect(texto('cbc:PayableAmount', m)).toBe('45600.00');
    const medios = todos('cac:PaymentMeans').map((p) => texto('cbc:PaymentMeansCode', p));
    expect(medios).toEqual(['10', 'ZZZ']);
    const lineas = todos('cac:InvoiceLine');
    expect(lineas).toHaveLength(5);
    expect(texto('cbc:Description', lineas[1])).toBe('Galletas & té <caja>');
    expect(texto('cbc:LineExtensionAmount', lineas[0])).toBe('20000.00');
    expect(texto('cbc:InvoicedQuantity', lineas[0])).toBe('2');
    expect(texto('cbc:ID', uno('cac:TaxScheme', lineas[0]))).toBe('04');
    // The excluded line carries no tax.
    expect(todos('cac:TaxTotal', lineas[4])).toHaveLength(0);
  });

  it('without a tip there is no charge and the payable amount is the taxed total', () => {
    const sin = leer(documentoPos(datos({ propina: '0' })).xml);
    expect(sin.todos('cac:AllowanceCharge')).toHaveLength(0);
    expect(sin.texto('cbc:PayableAmount')).toBe('43600.00');
  });
});

describe('the POS document against the UBL 2.1 and DIAN schemas', () => {
  it.skipIf(!hayEsquemas)(
    'validates with xmllint --schema (with and without a buyer, with and without a tip)',
    () => {
      expect(erroresXsd(documentoPos(datos()).xml)).toBe('');
      const otro = documentoPos(
        datos({
          comprador: { documento: '900373115', nombre: 'Empresa S.A.S.', tipoDocumento: '31' },
          propina: '0',
        }),
      );
      expect(erroresXsd(otro.xml)).toBe('');
    },
  );

  it.skipIf(!hayEsquemas)('the check can fail: a document without its issue date is refused', () => {
    const xml = documentoPos(datos()).xml.replace(
      /<cbc:IssueDate>[^<]*<\/cbc:IssueDate>/,
      '<cbc:IssueDate>hoy</cbc:IssueDate>',
    );
    expect(erroresXsd(xml)).toMatch(/IssueDate/);
  });
});

describe('the factura electrónica a buyer asks for (type 01, CUFE with the technical key)', () => {
  const CLAVE = 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c';
  const factura = () =>
    documentoPos(
      datos({
        tipo: 'factura',
        rango: { ...datos().rango, numero_documento: 'SETP990000001', prefijo: 'SETP', clave_tecnica: CLAVE },
        comprador: {
          documento: '900108281',
          nombre: 'Distribuidora Andina S.A.S.',
          tipoDocumento: '31',
          correo: 'facturas@andina.com.co',
        },
      }),
    );

  it('is an Invoice of type 01 whose CUFE recomputes with the technical key (not the PIN), to a named buyer with e-mail', () => {
    const doc = factura();
    const { texto, todos, uno } = leer(doc.xml);
    expect(texto('cbc:InvoiceTypeCode')).toBe('01');
    expect(texto('cbc:ProfileID')).toBe('DIAN 2.1: Factura Electrónica de Venta');
    expect(uno('cbc:UUID').getAttribute('schemeName')).toBe('CUFE-SHA384');
    expect(texto('cbc:UUID')).toBe(doc.cude);
    expect(cudeDelXml(doc.xml, CLAVE)).toBe(doc.cude);
    expect(cudeDelXml(doc.xml, PIN)).not.toBe(doc.cude);
    const comprador = uno('cac:AccountingCustomerParty');
    expect(texto('cbc:CompanyID', comprador)).toBe('900108281');
    expect(uno('cbc:CompanyID', comprador).getAttribute('schemeID')).toBe(
      String(digitoVerificacion('900108281')),
    );
    expect(texto('cbc:ElectronicMail', comprador)).toBe('facturas@andina.com.co');
    expect(doc.qr).toContain(`CUFE: ${doc.cude}`);
    // The POS groups (software maker, register) are the POS document's only.
    expect(todos('InformacionCajaVenta')).toHaveLength(0);
    expect(todos('ext:UBLExtension')).toHaveLength(1);
  });

  it('needs a buyer and the range’s technical key', () => {
    expect(() => documentoPos(datos({ tipo: 'factura', comprador: null }))).toThrow(/comprador/);
    expect(() =>
      documentoPos(
        datos({
          tipo: 'factura',
          comprador: { documento: '900108281', nombre: 'X', tipoDocumento: '31' },
        }),
      ),
    ).toThrow(/clave técnica/);
  });

  it.skipIf(!hayEsquemas)('validates against the UBL 2.1 and DIAN schemas', () => {
    expect(erroresXsd(factura().xml)).toBe('');
  });
});
