export const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Celda = string | number | boolean | null;

/** Hands the browser a file to save (an object URL on a temporary link, revoked after the click). */
export function descargar(nombre: string, datos: Blob): void {
  const url = URL.createObjectURL(datos);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  document.body.appendChild(enlace);
  enlace.click();
  enlace.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** An .xlsx of the given sheets (name → rows), written by SheetJS, loaded only when a file is made. */
export async function libroXlsx(hojas: Record<string, Celda[][]>): Promise<Blob> {
  const { utils, write } = await import('xlsx');
  const libro = utils.book_new();
  for (const [nombre, filas] of Object.entries(hojas))
    utils.book_append_sheet(libro, utils.aoa_to_sheet(filas), nombre);
  return new Blob([write(libro, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer], { type: TIPO_XLSX });
}
