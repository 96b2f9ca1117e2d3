import type { AmbienteDian, CamposCodigoDian, TipoDocumentoDian } from './cufe';
import { usaClaveTecnica } from './cufe';
import { fechaDian, horaDian, identificacionDian, valorDian } from './formato';
import { mas, exacto, aTextoDinero } from '../exacto';

/** DIAN's public lookup of a document by its CUFE/CUDE ('Ver en DIAN'), per environment. */
export const CONSULTA_DIAN: Record<AmbienteDian, string> = {
  1: 'https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=',
  2: 'https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=',
};

/** 'Ver en DIAN': the public lookup of a document by its code, in its environment (anything but 1: tests). */
export const urlConsultaDian = (codigo: string, ambiente: AmbienteDian | number): string =>
  `${CONSULTA_DIAN[ambiente === 1 ? 1 : 2]}${encodeURIComponent(codigo)}`;

/**
 * The text of the printed document's QR: DIAN's fields one per line (NumFac, FecFac, HorFac, NitFac, DocAdq,
 * ValFac, ValIva, ValOtroIm, ValTolFac, the code and the lookup URL). Other taxes are INC plus ICA. The code's label
 * is CUFE for an invoice and CUDE for the other documents.
 */
export function textoQrDian(tipo: TipoDocumentoDian, c: CamposCodigoDian, codigo: string): string {
  const otros = aTextoDinero(mas(exacto(valorDian(c.inc)), exacto(valorDian(c.ica ?? '0'))));
  return [
    `NumFac: ${c.numero}`,
    `FecFac: ${fechaDian(c.emitido)}`,
    `HorFac: ${horaDian(c.emitido)}`,
    `NitFac: ${identificacionDian(c.nitEmisor)}`,
    `DocAdq: ${identificacionDian(c.idAdquirente)}`,
    `ValFac: ${valorDian(c.valorBruto)}`,
    `ValIva: ${valorDian(c.iva)}`,
    `ValOtroIm: ${otros}`,
    `ValTolFac: ${valorDian(c.total)}`,
    `${usaClaveTecnica(tipo) ? 'CUFE' : 'CUDE'}: ${codigo}`,
    `QRCode: ${urlConsultaDian(codigo, c.ambiente)}`,
  ].join('\n');
}
