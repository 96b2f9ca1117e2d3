import { inflateRawSync } from 'node:zlib';
import { LIMITES_IMPORTACION as L, MENSAJES_IMPORTACION as M } from '../../../../common/importacionProductos';
import { ValidationError } from '../../../lib/errors';

const FIRMA_FIN = 0x06054b50;
const FIRMA_CENTRAL = 0x02014b50;
const FIRMA_LOCAL = 0x04034b50;

const rechazo = (mensaje: string) => ValidationError.field('archivo', mensaje);

/**
 * Reads an .xlsx's zip directory before SheetJS sees it, and refuses what could exhaust the server: more than
 * `entradasZip` files or `hojas` worksheets, a method other than stored/deflate, zip64, and above all a zip bomb:
 * the sizes the directory declares must fit `bytesDescomprimidos` together, and every file is inflated here (Node
 * stops one byte past its declared size) and must match it, so SheetJS then inflates no more than was declared.
 */
export function revisarZip(zip: Buffer): void {
  const fin = buscarFin(zip);
  if (fin < 0) throw rechazo(M.danado);
  const entradas = zip.readUInt16LE(fin + 10);
  const tamanoDirectorio = zip.readUInt32LE(fin + 12);
  let p = zip.readUInt32LE(fin + 16);
  if (entradas === 0xffff || p === 0xffffffff || p + tamanoDirectorio > fin) throw rechazo(M.danado);
  if (entradas > L.entradasZip) throw rechazo(M.entradas);

  let presupuesto: number = L.bytesDescomprimidos;
  let hojas = 0;
  for (let i = 0; i < entradas; i++) {
    if (p + 46 > zip.length || zip.readUInt32LE(p) !== FIRMA_CENTRAL) throw rechazo(M.danado);
    const metodo = zip.readUInt16LE(p + 10);
    const comprimido = zip.readUInt32LE(p + 20);
    const declarado = zip.readUInt32LE(p + 24);
    const largoNombre = zip.readUInt16LE(p + 28);
    const largoExtra = zip.readUInt16LE(p + 30);
    const largoComentario = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    const nombre = zip.toString('latin1', p + 46, p + 46 + largoNombre);
    p += 46 + largoNombre + largoExtra + largoComentario;

    if (/^xl\/worksheets\/[^/]+\.xml$/i.test(nombre) && ++hojas > L.hojas) throw rechazo(M.hojas);
    if (declarado > presupuesto) throw rechazo(M.comprimido);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== FIRMA_LOCAL) throw rechazo(M.danado);
    const inicio = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (inicio + comprimido > zip.length) throw rechazo(M.danado);
    const datos = zip.subarray(inicio, inicio + comprimido);
    let tamano: number;
    if (metodo === 0) tamano = datos.length;
    else if (metodo === 8) {
      try {
        tamano = inflateRawSync(datos, { maxOutputLength: declarado + 1 }).length;
      } catch (error) {
        const codigo = (error as { code?: string }).code;
        throw rechazo(codigo === 'ERR_BUFFER_TOO_LARGE' ? M.comprimido : M.danado);
      }
    } else throw rechazo(M.danado);
    if (tamano !== declarado) throw rechazo(M.danado);
    presupuesto -= tamano;
  }
}

/** The end-of-directory record: the last 22 bytes, or up to 64 KiB earlier when the zip has a comment. */
function buscarFin(zip: Buffer): number {
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--)
    if (zip.readUInt32LE(i) === FIRMA_FIN) return i;
  return -1;
}
