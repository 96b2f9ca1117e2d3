import { create } from 'xmlbuilder2';
import { esquemaCodigo, TIPO_DOCUMENTO_DIAN } from '../../../common/dian/cufe';
import { fechaDian, horaDian } from '../../../common/dian/formato';
import { textoQrDian } from '../../../common/dian/qr';
import { calcularCude } from '../cufe';
import {
  cuerpo,
  el,
  extensionProveedor,
  fuenteColombia,
  partesDocumento,
  type DocumentoPos,
} from './documentoPos';
import { NS, PERFIL_NOTA_AJUSTE, PERFIL_NOTA_CREDITO, XMLNS } from './espacios';
import type { DatosDocumentoPos } from './tipos';

/** The document a note corrects, as the note references it (BillingReference). */
export interface OriginalNota {
  /** 'pos' (type 20) or 'factura' (type 01). */
  tipo: 'pos' | 'factura';
  /** Prefix and number. */
  numero: string;
  /** Its CUDE or CUFE (empty while its XML could not be built). */
  codigo: string;
  /** YYYY-MM-DD, Bogotá. */
  fecha: string;
}

/** What a note is written from: the original's lines, parties and tip, the note's own number and reason. */
export interface DatosNota extends Omit<DatosDocumentoPos, 'tipo' | 'caja' | 'pagos'> {
  original: OriginalNota;
  motivo: string;
}

/**
 * The UBL 2.1 CreditNote of a cancellation (issue 29): the POS document's adjustment note (type 94) or the
 * invoice's credit note (type 91), for all of the original (DiscrepancyResponse 2: anulación), referencing its
 * number, code and date (BillingReference). Its CUDE takes the software PIN, as every note's does. Unsigned, as the
 * other documents (the provider signs).
 */
export function notaDian(d: DatosNota): DocumentoPos {
  const tipo = d.original.tipo === 'factura' ? 'notaCredito' : 'notaAjuste';
  const { rango } = d;
  const base = partesDocumento(d);
  const { campos, nitEmisor, dv, moneda } = base;
  const cude = calcularCude(campos, rango.pin_software);

  const raiz = create({ version: '1.0', encoding: 'UTF-8' }).ele(NS.creditNote, 'CreditNote');
  for (const prefijo of ['cac', 'cbc', 'ext', 'sts', 'ds', 'xades', 'xades141', 'xsi'] as const)
    raiz.att(XMLNS, `xmlns:${prefijo}`, NS[prefijo]);
  const dian = el(
    el(el(el(raiz, 'ext:UBLExtensions'), 'ext:UBLExtension'), 'ext:ExtensionContent'),
    'sts:DianExtensions',
  );
  fuenteColombia(dian);
  const qr = textoQrDian(tipo, campos, cude);
  extensionProveedor(dian, { nitEmisor, dv, rango, qr });

  el(raiz, 'cbc:UBLVersionID', 'UBL 2.1');
  // 20: a note that references its original.
  el(raiz, 'cbc:CustomizationID', '20');
  el(raiz, 'cbc:ProfileID', tipo === 'notaCredito' ? PERFIL_NOTA_CREDITO : PERFIL_NOTA_AJUSTE);
  el(raiz, 'cbc:ProfileExecutionID', String(rango.ambiente));
  el(raiz, 'cbc:ID', rango.numero_documento);
  el(raiz, 'cbc:UUID', cude, { schemeID: String(rango.ambiente), schemeName: esquemaCodigo(tipo) });
  el(raiz, 'cbc:IssueDate', fechaDian(d.emitido));
  el(raiz, 'cbc:IssueTime', horaDian(d.emitido));
  el(raiz, 'cbc:CreditNoteTypeCode', TIPO_DOCUMENTO_DIAN[tipo]);
  el(raiz, 'cbc:Note', d.motivo);
  el(raiz, 'cbc:DocumentCurrencyCode', moneda);
  el(raiz, 'cbc:LineCountNumeric', String(d.lineas.length));
  const discrepancia = el(raiz, 'cac:DiscrepancyResponse');
  el(discrepancia, 'cbc:ReferenceID', d.original.numero);
  el(discrepancia, 'cbc:ResponseCode', '2'); // anulación del documento
  el(discrepancia, 'cbc:Description', d.motivo);
  const referencia = el(el(raiz, 'cac:BillingReference'), 'cac:InvoiceDocumentReference');
  el(referencia, 'cbc:ID', d.original.numero);
  el(referencia, 'cbc:UUID', d.original.codigo, { schemeName: esquemaCodigo(d.original.tipo) });
  el(referencia, 'cbc:IssueDate', d.original.fecha);
  el(referencia, 'cbc:DocumentTypeCode', TIPO_DOCUMENTO_DIAN[d.original.tipo]);
  return cuerpo(raiz, { emisor: d.emisor, lineas: d.lineas, pagos: [] }, { ...base, cude, qr }, 'nota');
}
