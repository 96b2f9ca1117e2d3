import { createHash } from 'node:crypto';
import {
  cadenaCodigoDian,
  usaClaveTecnica,
  type CamposCodigoDian,
  type TipoDocumentoDian,
} from '../../common/dian/cufe';

/** SHA-384 hex (lower case, as DIAN's annex writes it) of a UTF-8 string. */
export const sha384Hex = (texto: string): string => createHash('sha384').update(texto, 'utf8').digest('hex');

/** The CUFE of an invoice: the fields with the numbering range's technical key. */
export const calcularCufe = (campos: CamposCodigoDian, claveTecnica: string): string =>
  sha384Hex(cadenaCodigoDian(campos, claveTecnica));

/** The CUDE of a documento equivalente POS or a note: the fields with the software PIN. */
export const calcularCude = (campos: CamposCodigoDian, pinSoftware: string): string =>
  sha384Hex(cadenaCodigoDian(campos, pinSoftware));

/** The code of any document type, with the secret that type takes. */
export function calcularCodigoDian(
  tipo: TipoDocumentoDian,
  campos: CamposCodigoDian,
  secretos: { claveTecnica: string | null; pinSoftware: string },
): string {
  if (!usaClaveTecnica(tipo)) return calcularCude(campos, secretos.pinSoftware);
  if (!secretos.claveTecnica) throw new Error('La factura electrónica necesita la clave técnica del rango');
  return calcularCufe(campos, secretos.claveTecnica);
}
