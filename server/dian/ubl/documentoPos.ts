import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { CONSUMIDOR_FINAL } from '../../../common/catalogos/nits';
import { esquemaCodigo, TIPO_DOCUMENTO_DIAN, type CamposCodigoDian } from '../../../common/dian/cufe';
import { fechaDian, horaDian, identificacionDian, valorDian } from '../../../common/dian/formato';
import { textoQrDian } from '../../../common/dian/qr';
import { esquemaTributarioEmisor } from '../../../common/dian/regimen';
import { totalesDocumentoDian, type TotalesDocumentoDian } from '../../../common/dian/totales';
import { digitoVerificacion } from '../../../common/nit';
import { aTextoDinero, exacto, suma } from '../../../common/exacto';
import { calcularCodigoDian, sha384Hex } from '../cufe';
import {
  AGENCIA_DIAN,
  ESQUEMAS_TRIBUTO,
  FABRICANTE_SOFTWARE,
  NS,
  PERFIL_FACTURA,
  PERFIL_POS,
  XMLNS,
  type EsquemaTributo,
} from './espacios';
import type { DatosDocumentoPos, RangoDocumento } from './tipos';

/** The built document: its XML (UTF-8, unsigned: the provider appends the signature's UBLExtension). */
export interface DocumentoPos {
  xml: string;
  cude: string;
  /** The QR's text (sts:QRCode): DIAN's fields and the lookup URL. */
  qr: string;
  campos: CamposCodigoDian;
  totales: TotalesDocumentoDian;
}

type Prefijo = 'cbc' | 'cac' | 'ext' | 'sts';

/** Appends `prefijo:nombre` (text and attributes optional) and answers it. */
export function el(
  padre: XMLBuilder,
  nombre: `${Prefijo}:${string}`,
  texto?: string,
  atributos?: Record<string, string>,
): XMLBuilder {
  const prefijo = nombre.slice(0, nombre.indexOf(':')) as Prefijo;
  const hijo = padre.ele(NS[prefijo], nombre, atributos);
  return texto === undefined ? hijo : hijo.txt(texto);
}

/** An element of the document's default namespace (the POS annex's Name/Value groups). */
const propio = (padre: XMLBuilder, nombre: string, texto?: string) => {
  const hijo = padre.ele(NS.invoice, nombre);
  return texto === undefined ? hijo : hijo.txt(texto);
};

/** SoftwareSecurityCode: SHA-384 of the software id, its PIN and the document's number (NumFac). */
export const codigoSeguridadSoftware = (
  rango: Pick<RangoDocumento, 'id_software' | 'pin_software' | 'numero_documento'>,
) => sha384Hex(`${rango.id_software}${rango.pin_software}${rango.numero_documento}`);

export const dinero = (moneda: string) => ({ currencyID: moneda });

/** The issuer's tax scheme from what it is responsible for. */
const esquemaEmisor = (iva: boolean, inc: boolean): EsquemaTributo => esquemaTributarioEmisor(iva, inc);

export function parte(
  padre: XMLBuilder,
  p: {
    nombre: string;
    id: string;
    tipoId: string;
    dv?: string;
    persona: '1' | '2';
    esquema: EsquemaTributo;
    direccion?: string;
    correo?: string;
  },
) {
  el(padre, 'cbc:AdditionalAccountID', p.persona);
  const party = el(padre, 'cac:Party');
  el(el(party, 'cac:PartyName'), 'cbc:Name', p.nombre);
  if (p.direccion)
    el(el(el(party, 'cac:PhysicalLocation'), 'cac:Address'), 'cac:AddressLine')
      .ele(NS.cbc, 'cbc:Line')
      .txt(p.direccion);
  const idAtributos = {
    ...AGENCIA_DIAN,
    ...(p.dv !== undefined && { schemeID: p.dv }),
    schemeName: p.tipoId,
  };
  const tributo = el(party, 'cac:PartyTaxScheme');
  el(tributo, 'cbc:RegistrationName', p.nombre);
  el(tributo, 'cbc:CompanyID', p.id, idAtributos);
  el(tributo, 'cbc:TaxLevelCode', 'R-99-PN', { listName: '48' });
  const esquema = el(tributo, 'cac:TaxScheme');
  el(esquema, 'cbc:ID', p.esquema);
  el(esquema, 'cbc:Name', ESQUEMAS_TRIBUTO[p.esquema]);
  const legal = el(party, 'cac:PartyLegalEntity');
  el(legal, 'cbc:RegistrationName', p.nombre);
  el(legal, 'cbc:CompanyID', p.id, idAtributos);
  // The buyer's e-mail, where the invoice is delivered.
  if (p.correo) el(el(party, 'cac:Contact'), 'cbc:ElectronicMail', p.correo);
}

/** A TaxTotal per scheme (01 IVA, 04 INC) with a subtotal per rate. */
export function impuestos(padre: XMLBuilder, subtotales: TotalesDocumentoDian['impuestos'], moneda: string) {
  for (const esquema of ['01', '04'] as const) {
    const propios = subtotales.filter((s) => s.esquema === esquema);
    if (propios.length === 0) continue;
    const total = el(padre, 'cac:TaxTotal');
    el(
      total,
      'cbc:TaxAmount',
      valorDian(aTextoDinero(suma(propios.map((s) => exacto(s.impuesto))))),
      dinero(moneda),
    );
    for (const s of propios) {
      const sub = el(total, 'cac:TaxSubtotal');
      el(sub, 'cbc:TaxableAmount', valorDian(s.base), dinero(moneda));
      el(sub, 'cbc:TaxAmount', valorDian(s.impuesto), dinero(moneda));
      const categoria = el(sub, 'cac:TaxCategory');
      el(categoria, 'cbc:Percent', valorDian(s.porcentaje));
      const tax = el(categoria, 'cac:TaxScheme');
      el(tax, 'cbc:ID', s.esquema);
      el(tax, 'cbc:Name', s.nombre);
    }
  }
}

/** A group of the annex's Name/Value pairs inside its own UBLExtension. */
function nombresValores(extensiones: XMLBuilder, grupo: string, detalle: string, pares: [string, string][]) {
  const contenido = el(el(extensiones, 'ext:UBLExtension'), 'ext:ExtensionContent');
  const d = propio(propio(contenido, grupo), detalle);
  for (const [nombre, valor] of pares) {
    propio(d, 'Name', nombre);
    propio(d, 'Value', valor);
  }
}

/**
 * What every document works out of its data before its XML: currency, totals, the issuer's NIT and digit, the
 * buyer (Consumidor final when none) and the fields of its CUFE/CUDE.
 */
export function partesDocumento(
  d: Pick<DatosDocumentoPos, 'moneda' | 'rango' | 'lineas' | 'propina' | 'emisor' | 'comprador' | 'emitido'>,
): Omit<Cuerpo, 'cude' | 'qr'> {
  const moneda = d.moneda ?? 'COP';
  const totales = totalesDocumentoDian(d.lineas, d.propina);
  const [nitEmisor] = identificacionDian(d.emisor.nit).split('-');
  const dv = String(digitoVerificacion(nitEmisor));
  const comprador = d.comprador ?? {
    documento: CONSUMIDOR_FINAL.documento,
    nombre: CONSUMIDOR_FINAL.nombre,
    tipoDocumento: '13',
  };
  const idComprador = identificacionDian(comprador.documento).split('-')[0];
  const campos: CamposCodigoDian = {
    numero: d.rango.numero_documento,
    emitido: d.emitido,
    valorBruto: totales.valorBruto,
    iva: totales.iva,
    inc: totales.inc,
    total: totales.total,
    nitEmisor,
    idAdquirente: idComprador,
    ambiente: d.rango.ambiente,
  };
  return { nitEmisor, dv, comprador, idComprador, moneda, totales, campos };
}

/**
 * The UBL 2.1 XML of a documento equivalente electrónico tiquete POS (type 20) with DIAN's extensions, and its
 * CUDE (cbc:UUID): issuer, buyer or Consumidor final, the register's data, lines, taxes per rate with IVA and INC
 * apart, the tip as a charge outside every tax, payments, the numbering range, the software id and its security
 * code. Unsigned: the technology provider appends the XAdES-EPES signature as a last UBLExtension.
 */
export function documentoPos(d: DatosDocumentoPos): DocumentoPos {
  const tipo = d.tipo ?? 'pos';
  if (tipo === 'factura' && !d.comprador)
    throw new Error('La factura electrónica necesita un comprador identificado');
  const { rango } = d;
  const base = partesDocumento(d);
  const { campos, nitEmisor, dv, totales, moneda } = base;
  // CUDE with the software PIN; an invoice's CUFE with the range's technical key.
  const cude = calcularCodigoDian(tipo, campos, {
    claveTecnica: rango.clave_tecnica ?? null,
    pinSoftware: rango.pin_software,
  });

  const raiz = create({ version: '1.0', encoding: 'UTF-8' }).ele(NS.invoice, 'Invoice');
  for (const prefijo of ['cac', 'cbc', 'ext', 'sts', 'ds', 'xades', 'xades141', 'xsi'] as const)
    raiz.att(XMLNS, `xmlns:${prefijo}`, NS[prefijo]);

  const extensiones = el(raiz, 'ext:UBLExtensions');
  const dian = el(el(el(extensiones, 'ext:UBLExtension'), 'ext:ExtensionContent'), 'sts:DianExtensions');
  const control = el(dian, 'sts:InvoiceControl');
  el(control, 'sts:InvoiceAuthorization', rango.resolucion);
  const periodo = el(control, 'sts:AuthorizationPeriod');
  el(periodo, 'cbc:StartDate', rango.vigencia_desde);
  el(periodo, 'cbc:EndDate', rango.vigencia_hasta);
  const autorizados = el(control, 'sts:AuthorizedInvoices');
  if (rango.prefijo) el(autorizados, 'sts:Prefix', rango.prefijo);
  el(autorizados, 'sts:From', String(rango.desde));
  el(autorizados, 'sts:To', String(rango.hasta));
  fuenteColombia(dian);
  const qr = textoQrDian(tipo, campos, cude);
  extensionProveedor(dian, { nitEmisor, dv, rango, qr });
  if (tipo === 'pos') posExtensiones(extensiones, d, totales);

  el(raiz, 'cbc:UBLVersionID', 'UBL 2.1');
  el(raiz, 'cbc:CustomizationID', '10');
  el(raiz, 'cbc:ProfileID', tipo === 'pos' ? PERFIL_POS : PERFIL_FACTURA);
  el(raiz, 'cbc:ProfileExecutionID', String(rango.ambiente));
  el(raiz, 'cbc:ID', rango.numero_documento);
  el(raiz, 'cbc:UUID', cude, { schemeID: String(rango.ambiente), schemeName: esquemaCodigo(tipo) });
  el(raiz, 'cbc:IssueDate', fechaDian(d.emitido));
  el(raiz, 'cbc:IssueTime', horaDian(d.emitido));
  el(raiz, 'cbc:InvoiceTypeCode', TIPO_DOCUMENTO_DIAN[tipo]);
  el(raiz, 'cbc:DocumentCurrencyCode', moneda);
  el(raiz, 'cbc:LineCountNumeric', String(d.lineas.length));
  return cuerpo(raiz, d, { ...base, cude, qr });
}

/** The DIAN extension's software provider, security code, DIAN as authorization provider and the QR. */
export function extensionProveedor(
  dian: XMLBuilder,
  p: {
    nitEmisor: string;
    dv: string;
    rango: Pick<RangoDocumento, 'id_software' | 'pin_software' | 'numero_documento'>;
    qr: string;
  },
) {
  const proveedor = el(dian, 'sts:SoftwareProvider');
  el(proveedor, 'sts:ProviderID', p.nitEmisor, { ...AGENCIA_DIAN, schemeID: p.dv, schemeName: '31' });
  el(proveedor, 'sts:SoftwareID', p.rango.id_software, AGENCIA_DIAN);
  el(dian, 'sts:SoftwareSecurityCode', codigoSeguridadSoftware(p.rango), AGENCIA_DIAN);
  el(el(dian, 'sts:AuthorizationProvider'), 'sts:AuthorizationProviderID', '800197268', {
    ...AGENCIA_DIAN,
    schemeID: '4',
    schemeName: '31',
  });
  el(dian, 'sts:QRCode', p.qr);
}

/** The country of issue (sts:InvoiceSource). */
export const fuenteColombia = (dian: XMLBuilder) =>
  el(el(dian, 'sts:InvoiceSource'), 'cbc:IdentificationCode', 'CO', {
    listAgencyID: '6',
    listAgencyName: 'United Nations Economic Commission for Europe',
    listSchemeURI: 'urn:oasis:names:specification:ubl:codelist:gc:CountryIdentificationCode-2.1',
  });

/** The POS document's own extensions: the software maker and the register (Resolución 000165 de 2023). */
function posExtensiones(extensiones: XMLBuilder, d: DatosDocumentoPos, totales: TotalesDocumentoDian) {
  nombresValores(extensiones, 'FabricanteSoftware', 'InformacionDelFabricanteDelSoftware', [
    ['NombreApellido', FABRICANTE_SOFTWARE.nombreApellido],
    ['RazonSocial', FABRICANTE_SOFTWARE.razonSocial],
    ['NombreSoftware', FABRICANTE_SOFTWARE.nombreSoftware],
  ]);
  nombresValores(extensiones, 'PuntoVenta', 'InformacionCajaVenta', [
    ['PlacaCaja', d.caja.placa],
    ['UbicaciónCaja', d.caja.ubicacion],
    ['Cajero', d.caja.cajero],
    ['TipoCaja', d.caja.tipo],
    ['CódigoVenta', d.caja.codigoVenta],
    ['SubTotal', valorDian(totales.conImpuestos)],
  ]);
}

/** What the document's body is written from, worked out by `documentoPos` (or a note's builder). */
export interface Cuerpo {
  nitEmisor: string;
  dv: string;
  comprador: NonNullable<DatosDocumentoPos['comprador']>;
  idComprador: string;
  moneda: string;
  totales: TotalesDocumentoDian;
  cude: string;
  qr: string;
  campos: CamposCodigoDian;
}

/** The line's element and its quantity's: an invoice's (and the POS document's), or a credit note's. */
const LINEAS = {
  factura: { linea: 'cac:InvoiceLine', cantidad: 'cbc:InvoicedQuantity' },
  nota: { linea: 'cac:CreditNoteLine', cantidad: 'cbc:CreditedQuantity' },
} as const;

/** The parties, payments, tip, taxes, totals and lines (the same for the POS document, the invoice and notes). */
export function cuerpo(
  raiz: XMLBuilder,
  d: Pick<DatosDocumentoPos, 'emisor' | 'pagos' | 'lineas'>,
  c: Cuerpo,
  clase: keyof typeof LINEAS = 'factura',
): DocumentoPos {
  const { nitEmisor, dv, comprador, idComprador, moneda, totales, cude, qr, campos } = c;
  parte(el(raiz, 'cac:AccountingSupplierParty'), {
    nombre: d.emisor.razonSocial,
    id: nitEmisor,
    tipoId: '31',
    dv,
    persona: '1',
    esquema: esquemaEmisor(d.emisor.responsableIva, d.emisor.responsableInc),
    direccion: d.emisor.direccion,
  });
  parte(el(raiz, 'cac:AccountingCustomerParty'), {
    nombre: comprador.nombre,
    id: idComprador,
    tipoId: comprador.tipoDocumento,
    ...(comprador.tipoDocumento === '31' && { dv: String(digitoVerificacion(idComprador)) }),
    persona: comprador.tipoDocumento === '31' ? '1' : '2',
    esquema: 'ZZ',
    correo: comprador.correo,
  });

  for (const pago of d.pagos) {
    const medio = el(raiz, 'cac:PaymentMeans');
    el(medio, 'cbc:ID', '1'); // contado
    // 10 efectivo; any other method is 'ZZZ' (acuerdo mutuo) until the methods carry DIAN's code.
    el(medio, 'cbc:PaymentMeansCode', pago.efectivo ? '10' : 'ZZZ');
    el(medio, 'cbc:InstructionNote', `${pago.forma}: ${valorDian(pago.valor)}`);
    el(medio, 'cbc:PaymentID', pago.forma);
  }

  if (exacto(totales.propina).n !== 0n) {
    const cargo = el(raiz, 'cac:AllowanceCharge');
    el(cargo, 'cbc:ID', '1');
    el(cargo, 'cbc:ChargeIndicator', 'true');
    el(cargo, 'cbc:AllowanceChargeReason', 'Propina voluntaria (Ley 1935 de 2018)');
    el(cargo, 'cbc:Amount', valorDian(totales.propina), dinero(moneda));
    el(cargo, 'cbc:BaseAmount', valorDian(totales.conImpuestos), dinero(moneda));
  }

  impuestos(raiz, totales.impuestos, moneda);

  const gravado = suma(totales.impuestos.map((s) => exacto(s.base)));
  const monetario = el(raiz, 'cac:LegalMonetaryTotal');
  el(monetario, 'cbc:LineExtensionAmount', valorDian(totales.valorBruto), dinero(moneda));
  el(monetario, 'cbc:TaxExclusiveAmount', valorDian(aTextoDinero(gravado)), dinero(moneda));
  el(monetario, 'cbc:TaxInclusiveAmount', valorDian(totales.conImpuestos), dinero(moneda));
  el(monetario, 'cbc:ChargeTotalAmount', valorDian(totales.propina), dinero(moneda));
  el(monetario, 'cbc:PayableAmount', valorDian(totales.total), dinero(moneda));

  d.lineas.forEach((l, n) => {
    const linea = el(raiz, LINEAS[clase].linea);
    el(linea, 'cbc:ID', String(n + 1));
    el(linea, LINEAS[clase].cantidad, l.cantidad, { unitCode: '94' });
    el(linea, 'cbc:LineExtensionAmount', valorDian(l.base), dinero(moneda));
    const sub = totalesDocumentoDian([l]).impuestos;
    impuestos(linea, sub, moneda);
    el(el(linea, 'cac:Item'), 'cbc:Description', l.nombre);
    const precio = el(linea, 'cac:Price');
    el(precio, 'cbc:PriceAmount', valorDian(l.base), dinero(moneda));
    el(precio, 'cbc:BaseQuantity', l.cantidad, { unitCode: '94' });
  });

  return { xml: raiz.end({ prettyPrint: false }), cude, qr, campos, totales };
}
