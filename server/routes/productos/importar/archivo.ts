import { read, type CellObject, type WorkSheet } from 'xlsx';
import { LIMITES_IMPORTACION as L, MENSAJES_IMPORTACION as M } from '../../../../common/importacionProductos';
import { ValidationError } from '../../../lib/errors';
import { leerCsv, type FilaLeida } from './csv';
import { revisarZip } from './zip';

export type { FilaLeida };

const rechazo = (mensaje: string) => ValidationError.field('archivo', mensaje);

const esZip = (b: Buffer) => b.length >= 4 && b.readUInt32LE(0) === 0x04034b50;
/** Old binary Office files (.xls): refused, the template is .xlsx. */
const esCfb = (b: Buffer) => b.length >= 8 && b.readUInt32BE(0) === 0xd0cf11e0;

/**
 * The rows of an uploaded .xlsx (its first sheet) or .csv, judged by its bytes (never by its name): the header
 * row first. At most `L.filas` data rows (more is refused) and `L.columnas` columns are read; formulas are never
 * evaluated (an .xlsx cell gives its stored value, a CSV cell its text, `=1+1` included).
 */
export function leerArchivo(archivo: Buffer): FilaLeida[] {
  if (esCfb(archivo)) throw rechazo(M.tipo);
  const { filas, demasiadas } = esZip(archivo)
    ? leerXlsx(archivo)
    : leerCsv(textoCsv(archivo), L.filas + 1, L.columnas);
  if (demasiadas) throw rechazo(M.filas);
  return filas;
}

/** UTF-8 (with or without BOM), else Windows-1252 (what Excel writes as "CSV"); binary content is refused. */
function textoCsv(archivo: Buffer): string {
  if (archivo.includes(0)) throw rechazo(M.tipo);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(archivo);
  } catch {
    return new TextDecoder('windows-1252').decode(archivo);
  }
}

function leerXlsx(archivo: Buffer): { filas: FilaLeida[]; demasiadas: boolean } {
  revisarZip(archivo);
  let hoja: WorkSheet | undefined;
  try {
    const libro = read(archivo, {
      type: 'buffer',
      dense: true,
      sheets: 0,
      // Header, the allowed rows, and one more to know that there are more.
      sheetRows: L.filas + 2,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellDates: false,
      cellNF: false,
      cellStyles: false,
      bookVBA: false,
      bookDeps: false,
      WTF: false,
    });
    if (libro.SheetNames.length > L.hojas) throw rechazo(M.hojas);
    hoja = libro.Sheets[libro.SheetNames[0]];
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw rechazo(M.danado);
  }
  const datos = (hoja?.['!data'] ?? []) as (CellObject | undefined)[][];
  const filas: FilaLeida[] = [];
  for (let r = 0; r < datos.length; r++) {
    const fila = datos[r];
    if (!fila) continue;
    const celdas = Array.from({ length: Math.min(fila.length, L.columnas) }, (_, c) => valorCelda(fila[c]));
    if (celdas.some((v) => v !== null && v !== '')) filas.push({ numero: r + 1, celdas });
  }
  return { filas: filas.slice(0, L.filas + 1), demasiadas: filas.length > L.filas + 1 };
}

/** A cell's stored value: text, number or boolean; errors and empty cells are no value. */
function valorCelda(celda: CellObject | undefined): string | number | boolean | null {
  if (!celda) return null;
  if (celda.t === 's' && typeof celda.v === 'string') return celda.v;
  if (celda.t === 'n' && typeof celda.v === 'number' && Number.isFinite(celda.v)) return celda.v;
  if (celda.t === 'b' && typeof celda.v === 'boolean') return celda.v;
  return null;
}
