/**
 * The invoice a buyer asks for instead of the POS document (issue 29): a factura electrónica (type 01) needs the
 * buyer identified (a client of the catalogue, or a NIT typed with its check digit) and an e-mail where it is
 * delivered. Shared so the charge dialog says the same words as the server's refusal.
 */
export const MENSAJES_FACTURA = {
  sinNit:
    'La factura electrónica necesita el NIT del comprador: elige un cliente con su documento o escribe el NIT con su dígito de verificación',
  nitDigito:
    'El NIT del comprador debe llevar su dígito de verificación correcto después de un guion (por ejemplo 900373115-3)',
  sinNombre: 'Escribe el nombre o la razón social del comprador de la factura electrónica',
  sinCorreo: 'La factura electrónica necesita el correo electrónico del comprador',
  correo: 'El correo electrónico del comprador no es válido',
  cliente: 'El cliente indicado para la factura electrónica no existe',
  desactivada:
    'La factura electrónica necesita los documentos electrónicos activos (Configuración › Numeración DIAN)',
};

/** What the charge sends when the buyer asks for an invoice: a client of the catalogue, or one typed. */
export interface FacturaPedida {
  id_nit?: number | null;
  /** A typed NIT with its check digit ('900373115-5'). */
  documento?: string | null;
  nombre?: string | null;
  /** Overrides the client's stored e-mail. */
  correo?: string | null;
}
