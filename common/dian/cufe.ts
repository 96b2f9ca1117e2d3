import { fechaDian, horaDian, identificacionDian, valorDian } from './formato';

/**
 * The unique codes of DIAN's electronic documents: CUFE for an invoice, CUDE for the documento equivalente POS and
 * the notes. Both are the SHA-384 hex of the same fields concatenated with nothing between, in the annex's order
 * (Anexo técnico factura electrónica v1.9, CUFE; Anexo técnico documento equivalente electrónico v1.0, CUDE):
 *
 *   NumFac FecFac HorFac ValFac 01 ValImp1 04 ValImp2 03 ValImp3 ValTot NitOFE NumAdq <clave> TipoAmbiente
 *
 * where <clave> is the numbering range's technical key (ClTec) for an invoice and the software PIN for the others.
 * This file assembles the string only: the hash is the server's (server/dian/cufe.ts), so `common/` stays free of
 * Node and browser APIs.
 */

/** DIAN's document type codes (InvoiceTypeCode / the note's type). */
export const TIPO_DOCUMENTO_DIAN = {
  factura: '01',
  pos: '20',
  notaCredito: '91',
  notaDebito: '92',
  notaAjuste: '94',
} as const;
export type TipoDocumentoDian = keyof typeof TIPO_DOCUMENTO_DIAN;

/** ProfileExecutionID: 1 production, 2 tests (habilitación). */
export type AmbienteDian = 1 | 2;

/** The fields the code is made of, as the document carries them. */
export interface CamposCodigoDian {
  /** NumFac: prefix and number (`numeroDocumento`). */
  numero: string;
  /** The instant of issue; written as FecFac and HorFac in Bogotá time. */
  emitido: Date;
  /** ValFac: the lines' total before taxes (LineExtensionAmount). */
  valorBruto: string;
  iva: string;
  inc: string;
  /** ICA: a restaurant's POS charges none; 0 when absent. */
  ica?: string;
  /** ValTot: the amount payable (PayableAmount). */
  total: string;
  /** NitOFE: the issuer's NIT without the check digit. */
  nitEmisor: string;
  /** NumAdq: the buyer's identification ('222222222222' for Consumidor final). */
  idAdquirente: string;
  ambiente: AmbienteDian;
}

/** The concatenation the code is the hash of; `clave` is ClTec (invoice) or the software PIN (POS, notes). */
export function cadenaCodigoDian(c: CamposCodigoDian, clave: string): string {
  return [
    c.numero,
    fechaDian(c.emitido),
    horaDian(c.emitido),
    valorDian(c.valorBruto),
    '01',
    valorDian(c.iva),
    '04',
    valorDian(c.inc),
    '03',
    valorDian(c.ica ?? '0'),
    valorDian(c.total),
    identificacionDian(c.nitEmisor),
    identificacionDian(c.idAdquirente),
    clave,
    String(c.ambiente),
  ].join('');
}

/** Which secret a document type's code takes: the technical key for an invoice, the software PIN otherwise. */
export const usaClaveTecnica = (tipo: TipoDocumentoDian): boolean => tipo === 'factura';

/** The identifier's scheme name in the XML (cbc:UUID/@schemeName). */
export const esquemaCodigo = (tipo: TipoDocumentoDian): 'CUFE-SHA384' | 'CUDE-SHA384' =>
  usaClaveTecnica(tipo) ? 'CUFE-SHA384' : 'CUDE-SHA384';
