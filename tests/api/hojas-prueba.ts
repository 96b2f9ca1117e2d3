import { crc32, deflateRawSync } from 'node:zlib';
import { CFB, utils, write } from 'xlsx';

type Celda = string | number | boolean | null;

/** An .xlsx with one sheet per entry of `hojas` (name → rows), written by SheetJS. */
export function libro(hojas: Record<string, Celda[][]>): Buffer {
  const wb = utils.book_new();
  for (const [nombre, filas] of Object.entries(hojas))
    utils.book_append_sheet(wb, utils.aoa_to_sheet(filas), nombre);
  return write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** The same zip with some of its files' text changed (`ruta` → change), rebuilt by SheetJS's zip writer. */
export function cambiarEnZip(zip: Buffer, cambios: Record<string, (xml: string) => string>): Buffer {
  const cfb = CFB.read(zip, { type: 'buffer' });
  for (const [ruta, cambio] of Object.entries(cambios)) {
    const entrada = CFB.find(cfb, ruta);
    if (!entrada) throw new Error(`no está ${ruta}`);
    entrada.content = Buffer.from(cambio(Buffer.from(entrada.content as Uint8Array).toString('utf8')));
    entrada.size = entrada.content.length;
  }
  return Buffer.from(CFB.write(cfb, { type: 'buffer', fileType: 'zip' }) as Uint8Array);
}

/**
 * A zip written by hand, deflated, where each file may declare a size other than its real one (a lying
 * directory): what a crafted upload can be.
 */
export function zipAMano(archivos: { ruta: string; datos: Buffer; declarado?: number }[]): Buffer {
  const locales: Buffer[] = [];
  const centrales: Buffer[] = [];
  let desplazamiento = 0;
  for (const { ruta, datos, declarado = datos.length } of archivos) {
    const nombre = Buffer.from(ruta, 'utf8');
    const comprimido = deflateRawSync(datos);
    const crc = crc32(datos);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(comprimido.length, 18);
    local.writeUInt32LE(declarado, 22);
    local.writeUInt16LE(nombre.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(comprimido.length, 20);
    central.writeUInt32LE(declarado, 24);
    central.writeUInt16LE(nombre.length, 28);
    central.writeUInt32LE(desplazamiento, 42);
    locales.push(local, nombre, comprimido);
    centrales.push(central, nombre);
    desplazamiento += 30 + nombre.length + comprimido.length;
  }
  const directorio = Buffer.concat(centrales);
  const fin = Buffer.alloc(22);
  fin.writeUInt32LE(0x06054b50, 0);
  fin.writeUInt16LE(archivos.length, 8);
  fin.writeUInt16LE(archivos.length, 10);
  fin.writeUInt32LE(directorio.length, 12);
  fin.writeUInt32LE(desplazamiento, 16);
  return Buffer.concat([...locales, directorio, fin]);
}

/** The minimal parts of an .xlsx around one sheet's XML (for crafted sheets). */
export function xlsxConHoja(
  hojaXml: string,
  extra: { ruta: string; datos: Buffer; declarado?: number }[] = [],
) {
  const b = (t: string) => Buffer.from(t, 'utf8');
  return zipAMano([
    {
      ruta: '[Content_Types].xml',
      datos: b(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '</Types>',
      ),
    },
    {
      ruta: '_rels/.rels',
      datos: b(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
          '</Relationships>',
      ),
    },
    {
      ruta: 'xl/workbook.xml',
      datos: b(
        '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
          'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>' +
          '<sheet name="Productos" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      ruta: 'xl/_rels/workbook.xml.rels',
      datos: b(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
          '</Relationships>',
      ),
    },
    { ruta: 'xl/worksheets/sheet1.xml', datos: b(hojaXml) },
    ...extra,
  ]);
}

/** A sheet's XML with inline strings (no shared strings part needed). */
export function hojaXml(filas: string[][], dimension?: string): string {
  const col = (i: number) => String.fromCharCode(65 + i);
  const cuerpo = filas
    .map(
      (fila, r) =>
        `<row r="${r + 1}">` +
        fila.map((v, c) => `<c r="${col(c)}${r + 1}" t="inlineStr"><is><t>${v}</t></is></c>`).join('') +
        '</row>',
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    (dimension ? `<dimension ref="${dimension}"/>` : '') +
    `<sheetData>${cuerpo}</sheetData></worksheet>`
  );
}
