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

/**
 * The same refusals for the invoice a buyer asks for (issue 29): its range is the venue's, or the company's (no
 * venue), of kind factura.
 */
export const MENSAJES_NUMERACION_FACTURA = {
  sinRango:
    'No hay un rango de numeración DIAN de factura electrónica para la sede: el propietario debe registrar la resolución en Configuración › Numeración DIAN',
  agotado: (resolucion: string, hasta: number) =>
    `El rango de numeración DIAN de factura electrónica se agotó (resolución ${resolucion}, hasta el ${hasta}): registra una nueva resolución`,
  vencido: (resolucion: string, fecha: string) =>
    `El rango de numeración DIAN de factura electrónica venció el ${fecha} (resolución ${resolucion}): registra una nueva resolución`,
  futuro: (resolucion: string, fecha: string) =>
    `El rango de numeración DIAN de factura electrónica rige desde el ${fecha} (resolución ${resolucion}): aún no se puede usar`,
} as const;

/** The refusal to turn electronic documents on while a venue cannot number its POS documents. */
export const mensajeActivacionSinRangos = (sedes: readonly string[]) =>
  `No se pueden activar los documentos electrónicos: ${
    sedes.length === 1 ? `la sede ${sedes[0]} no tiene` : `las sedes ${sedes.join(', ')} no tienen`
  } un rango de numeración DIAN vigente y con números disponibles para el documento POS (Configuración › Numeración DIAN)`;
