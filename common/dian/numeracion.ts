/**
 * Why a document could not take a DIAN number (issue 29): a sale is never numbered outside a valid range, and the
 * refusal says what the owner must do. Shared so the app can show the same words.
 */
export const MENSAJES_NUMERACION_DIAN = {
  sinRango:
    'La sede no tiene un rango de numeración DIAN para el documento POS: el propietario debe registrar la resolución en Configuración › Numeración DIAN',
  agotado: (resolucion: string, hasta: number) =>
    `El rango de numeración DIAN del documento POS de la sede se agotó (resolución ${resolucion}, hasta el ${hasta}): registra una nueva resolución`,
  vencido: (resolucion: string, fecha: string) =>
    `El rango de numeración DIAN del documento POS de la sede venció el ${fecha} (resolución ${resolucion}): registra una nueva resolución`,
  futuro: (resolucion: string, fecha: string) =>
    `El rango de numeración DIAN del documento POS de la sede rige desde el ${fecha} (resolución ${resolucion}): aún no se puede usar`,
} as const;
