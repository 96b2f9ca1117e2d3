/** The namespaces of a DIAN UBL 2.1 document (Anexo técnico v1.9 and the documento equivalente's annex v1.0). */
export const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  sts: 'dian:gov:co:facturaelectronica:Structures-2-1',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
  xades141: 'http://uri.etsi.org/01903/v1.4.1#',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
} as const;

export const XMLNS = 'http://www.w3.org/2000/xmlns/';

/** DIAN as the agency of its identifiers (schemeAgencyID 195). */
export const AGENCIA_DIAN = {
  schemeAgencyID: '195',
  schemeAgencyName: 'CO, DIAN (Dirección de Impuestos y Aduanas Nacionales)',
} as const;

/** The tax schemes of a party (lista 13.2.6.2 del anexo): IVA, INC, both, none. */
export const ESQUEMAS_TRIBUTO = {
  '01': 'IVA',
  '04': 'INC',
  ZA: 'IVA e INC',
  ZZ: 'No aplica',
} as const;
export type EsquemaTributo = keyof typeof ESQUEMAS_TRIBUTO;

/** The profile of the documento equivalente electrónico tiquete POS. */
export const PERFIL_POS =
  'DIAN 2.1: documento equivalente electrónico tiquete de máquina registradora con sistema P.O.S.';

/** The profile of the factura electrónica de venta (Anexo técnico 1.9). */
export const PERFIL_FACTURA = 'DIAN 2.1: Factura Electrónica de Venta';

/** The profiles of the notes: the credit note of an invoice (91) and the POS document's adjustment note (94). */
export const PERFIL_NOTA_CREDITO = 'DIAN 2.1: Nota Crédito de Factura Electrónica de Venta';
export const PERFIL_NOTA_AJUSTE = 'DIAN 2.1: Nota de ajuste al documento equivalente electrónico';

/**
 * The software maker's data the POS document carries (Resolución 000165 de 2023). The product is its own maker;
 * a company with another provider would carry that provider's data here.
 */
export const FABRICANTE_SOFTWARE = {
  nombreApellido: 'Comanda',
  razonSocial: 'Comanda',
  nombreSoftware: 'Comanda POS',
} as const;
