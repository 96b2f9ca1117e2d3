import { z } from 'zod';
import type { Campo } from './catalogo';
import { productos } from './catalogos/productos';
import { MAX_UPLOAD_MB } from './constantes';
import { plegarCompacto } from './plegado';

/**
 * The products import (POST productos/importar, spec §7/§8): the columns of the sheet (the declaration's Spanish
 * labels), the limits both sides state, the reply shapes and the Spanish texts of the server.
 */

/** What a file may hold; anything past them is refused before any row is read. */
export const LIMITES_IMPORTACION = {
  /** Data rows (the header row apart). */
  filas: 1000,
  /** Sheets in a workbook (only the first is read). */
  hojas: 20,
  /** Files inside the .xlsx (a zip). */
  entradasZip: 300,
  /** Bytes once every file of the .xlsx is inflated (a zip bomb stops here). */
  bytesDescomprimidos: 40 * 1024 * 1024,
  /** Columns read (a declared dimension of 16,384 columns reads only these). */
  columnas: 60,
  /** Errors listed in the reply (the message gives the total). */
  errores: 300,
} as const;

/** The fields a row may set: every field of the declaration the server does not write itself. */
export const CAMPOS_IMPORTACION: string[] = Object.entries<Campo>(productos.campos)
  .filter(([, campo]) => !campo.soloLectura)
  .map(([nombre]) => nombre);

/** A column's header in the template: the field's Spanish label (the form's). */
export const encabezadoImportacion = (campo: string): string => productos.campos[campo].etiqueta.es;

/** Header (Spanish label or field name, folded) → field. A Map: a header is never an object key. */
export const CAMPO_POR_ENCABEZADO: ReadonlyMap<string, string> = new Map(
  CAMPOS_IMPORTACION.flatMap((campo) => [
    [plegarCompacto(encabezadoImportacion(campo)), campo],
    [plegarCompacto(campo), campo],
  ]),
);

/** How a cell of `campo` is written in the template: options and booleans by their Spanish words. */
export function ayudaColumna(campo: Campo): string {
  switch (campo.tipo) {
    case 'opcion':
      return campo.opciones.map((o) => o.etiqueta.es).join(' / ');
    case 'booleano':
      return 'Sí / No';
    case 'referencia':
      return 'nombre o código';
    case 'dinero':
      return 'pesos, p. ej. 12500';
    default:
      return '';
  }
}

/** One mistake of the file: its row as the spreadsheet numbers it (header = 1), the column's header, the text. */
export const errorImportacion = z.object({
  fila: z.number().int(),
  columna: z.string(),
  mensaje: z.string(),
});
export type ErrorImportacion = z.infer<typeof errorImportacion>;

/**
 * The success reply's data: what was (or, in a preview, would be) created and updated, and the categories the
 * file named that did not exist (created with the products, in the same transaction).
 */
export const resultadoImportacion = z.object({
  creados: z.number().int(),
  actualizados: z.number().int(),
  categorias_creadas: z.array(z.string()),
  /** True when nothing was written: `POST productos/importar?vista_previa=1`. */
  vista_previa: z.boolean(),
});
export type ResultadoImportacion = z.infer<typeof resultadoImportacion>;

/** The error reply's data (code 500, spec §8: the list of errors and a message); nothing was imported. */
export interface DatosErrorImportacion {
  errores: ErrorImportacion[];
  total: number;
}

/** The server's Spanish texts. */
export const MENSAJES_IMPORTACION = {
  sinArchivo: 'Selecciona un archivo .xlsx o .csv',
  tipo: 'Solo se aceptan archivos .xlsx o .csv',
  tamano: `El archivo supera el tamaño máximo permitido de ${MAX_UPLOAD_MB} MB`,
  danado: 'El archivo está dañado o no es un libro de Excel válido',
  comprimido: 'El archivo descomprimido es demasiado grande',
  entradas: 'El archivo contiene demasiadas partes internas',
  hojas: `El libro tiene más de ${LIMITES_IMPORTACION.hojas} hojas`,
  filas: `El archivo tiene más de ${LIMITES_IMPORTACION.filas} filas de productos`,
  vacio: 'El archivo no tiene filas de productos',
  sinNombre: 'Falta la columna Nombre',
  columnaDesconocida: 'La columna no corresponde a ningún campo del producto',
  columnaRepetida: 'La columna está repetida',
  codigoRepetido: (fila: number) => `El código está repetido en el archivo (fila ${fila})`,
  nombreRepetido: (fila: number) =>
    `El producto está repetido en la misma categoría del archivo (fila ${fila}): escribe su código`,
  noExiste: (valor: string) => `No existe «${valor}»`,
  ambiguo: (valor: string) => `Hay varios registros llamados «${valor}»: escribe su código`,
  maestroEnArchivo: 'El producto maestro no puede ser una presentación de otro producto del archivo',
  conErrores: (total: number) =>
    `El archivo tiene ${total} ${total === 1 ? 'error' : 'errores'}; no se importó ningún producto`,
  importado: (creados: number, actualizados: number) =>
    `Importación completada: ${creados} ${creados === 1 ? 'producto creado' : 'productos creados'} y ` +
    `${actualizados} ${actualizados === 1 ? 'actualizado' : 'actualizados'}`,
  vistaPrevia: (creados: number, actualizados: number, categorias: string[]) =>
    `Se ${creados === 1 ? 'creará' : 'crearán'} ${creados} ${creados === 1 ? 'producto' : 'productos'}, ` +
    `se ${actualizados === 1 ? 'actualizará' : 'actualizarán'} ${actualizados}` +
    (categorias.length > 0
      ? `, se ${categorias.length === 1 ? 'creará la categoría' : 'crearán las categorías'}: ${categorias.join(', ')}`
      : ''),
} as const;
