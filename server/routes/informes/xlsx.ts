import { Readable } from 'node:stream';
import { neutralizarCelda } from '../../../common/celdas';
import { fechaHoraBogota } from '../../../common/fechas';
import type { ColumnaInforme, Informe } from '../../../common/informes';
import { ZipFile } from 'yazl';
import type { FilaInforme, Totales } from './resultado';

/**
 * The report as an .xlsx (spec §7 `action=export`), written as it is read: a title row (company, report, range,
 * when it was made), the Spanish headers, the same rows the grid shows, and the totals row. The rows arrive in
 * chunks (a cursor's) and leave compressed at once, so the server's memory stays flat however many rows there are
 * (SpreadsheetML by hand: inline strings, no shared-string table to keep). Money leaves its exact text only here,
 * as the spreadsheet's number.
 */

/** The cell styles (styles.xml's cellXfs, in this order). */
const ESTILO = { general: 0, pesos: 1, cantidad: 2, fecha: 3, instante: 4 } as const;

/** Pesos as Excel and LibreOffice show them: thousands separated, no decimals unless there are centavos. */
const ESTILOS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="4"><numFmt numFmtId="164" formatCode="&quot;$&quot; #,##0.##"/><numFmt numFmtId="165" formatCode="#,##0.###"/><numFmt numFmtId="166" formatCode="yyyy-mm-dd"/><numFmt numFmtId="167" formatCode="yyyy-mm-dd hh:mm"/></numFmts><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="167" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const TIPOS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const RELACIONES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const RELACIONES_LIBRO = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

const libro = (hoja: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xml(hoja)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** Text as XML character data: the five entities escaped, characters XML 1.0 does not allow left out. */
function xml(texto: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what XML 1.0 refuses
  if (!/[&<>"\u0000-\u001f\ud800-\udfff\ufffe\uffff]/.test(texto)) return texto;
  return texto
    .replace(
      // eslint-disable-next-line no-control-regex -- control characters are exactly what XML 1.0 refuses
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '',
    )
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The column's letters (0 → A, 26 → AA). */
function letras(columna: number): string {
  let s = '';
  for (let n = columna + 1; n > 0; n = Math.floor((n - 1) / 26))
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** A spreadsheet date: days since 1899-12-30 of a wall-clock `YYYY-MM-DD[ HH:MM:SS]`, read as it is written. */
function serial(reloj: string): string {
  const [d, h = '00:00:00'] = reloj.split(' ');
  const [anio, mes, dia] = d.split('-').map(Number);
  const [hh, mm, ss] = h.split(':').map(Number);
  const dias = Date.UTC(anio, mes - 1, dia) / 86_400_000 + 25_569;
  const segundos = hh * 3600 + mm * 60 + ss;
  return segundos === 0 ? String(dias) : String(dias + segundos / 86_400);
}

/** Bogotá is UTC−5 all year (no daylight saving since 1993). */
const BOGOTA_MS = 5 * 3_600_000;

/**
 * An instant as the spreadsheet's (zone-less) date of its Bogotá wall-clock time, to the second: what
 * `serial(fechaHoraBogota(…))` gives, without the locale formatter a row at a time (the export's hot loop).
 */
function serialBogota(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`No es un instante: ${iso}`);
  const segundos = Math.floor((ms - BOGOTA_MS) / 1000);
  const dias = Math.floor(segundos / 86_400);
  const resto = segundos - dias * 86_400;
  return resto === 0 ? String(dias + 25_569) : String(dias + 25_569 + resto / 86_400);
}

const texto = (ref: string, valor: string) =>
  `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xml(valor)}</t></is></c>`;
const numero = (ref: string, valor: string, estilo: number) =>
  `<c r="${ref}"${estilo ? ` s="${estilo}"` : ''}><v>${valor}</v></c>`;

/** A decimal as the spreadsheet's number: the exact text PostgreSQL gave (no float on the way). */
const decimal = (valor: string | number) => {
  const s = String(valor);
  if (!/^-?\d+(\.\d+)?$/.test(s)) throw new Error(`No es un número: ${s}`);
  return s;
};

/** One cell of a column: money a number with the peso format, days and instants dates, text neutralised. */
function celda(c: ColumnaInforme, ref: string, valor: string | number | boolean | null | undefined): string {
  if (valor === null || valor === undefined || valor === '') return '';
  switch (c.tipo) {
    case 'dinero':
      return numero(ref, decimal(valor as string), ESTILO.pesos);
    case 'entero':
      return numero(ref, decimal(valor as number), ESTILO.general);
    case 'cantidad':
      return numero(ref, decimal(valor as string), ESTILO.cantidad);
    case 'booleano':
      return texto(ref, valor === true ? 'Sí' : 'No');
    case 'fecha':
      return numero(ref, serial(String(valor)), ESTILO.fecha);
    case 'instante':
      return numero(ref, serialBogota(String(valor)), ESTILO.instante);
    default:
      return texto(ref, String(neutralizarCelda(String(valor))));
  }
}

async function* hoja(
  informe: Informe,
  datos: { empresa: string; from: string; to: string; totales: Totales },
  trozos: AsyncIterable<FilaInforme[]>,
): AsyncGenerator<string> {
  const { columnas } = informe;
  const refs = columnas.map((_, i) => letras(i));
  const titulo = [datos.empresa, informe.titulo.es, `${datos.from} a ${datos.to}`]
    .filter(Boolean)
    .join(' · ');
  const anchos = columnas
    .map(
      (c, i) =>
        `<col min="${i + 1}" max="${i + 1}" width="${c.tipo === 'texto' ? 24 : 16}" customWidth="1"/>`,
    )
    .join('');
  yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cols>${anchos}</cols><sheetData>`;
  yield `<row r="1">${texto('A1', String(neutralizarCelda(titulo)))}</row>`;
  yield `<row r="2">${texto('A2', `Generado: ${fechaHoraBogota(new Date().toISOString())}`)}</row>`;
  yield `<row r="4">${columnas.map((c, i) => texto(`${refs[i]}4`, c.titulo.es)).join('')}</row>`;
  let fila = 5;
  for await (const trozo of trozos) {
    let salida = '';
    for (const f of trozo) {
      salida += `<row r="${fila}">`;
      for (let i = 0; i < columnas.length; i++)
        salida += celda(columnas[i], `${refs[i]}${fila}`, f[columnas[i].campo]);
      salida += '</row>';
      fila++;
    }
    yield salida;
  }
  let totales = texto(`A${fila}`, `Total (${datos.totales.filas})`);
  columnas.forEach((c, i) => {
    if (c.total && i > 0) totales += celda(c, `${refs[i]}${fila}`, datos.totales[c.campo]);
  });
  yield `<row r="${fila}">${totales}</row></sheetData></worksheet>`;
}

/** The sheet's text as bytes, piece by piece (what the zip's deflate reads). */
async function* bytes(partes: AsyncIterable<string>): AsyncGenerator<Buffer> {
  for await (const parte of partes) yield Buffer.from(parte, 'utf8');
}

/**
 * The workbook's parts zipped as they are read (yazl: deflate, data descriptors, ZIP64 past 4 GB). SheetJS (`xlsx`)
 * writes a workbook only whole in memory (its streaming writers give CSV and HTML), hence the sheet's XML here.
 */
export function libroInforme(
  informe: Informe,
  datos: { empresa: string; from: string; to: string; totales: Totales },
  trozos: AsyncIterable<FilaInforme[]>,
): Readable {
  const zip = new ZipFile();
  const opciones = { compressionLevel: 1 };
  const fijas: [string, string][] = [
    ['[Content_Types].xml', TIPOS],
    ['_rels/.rels', RELACIONES],
    ['xl/workbook.xml', libro(informe.titulo.es.slice(0, 31))],
    ['xl/_rels/workbook.xml.rels', RELACIONES_LIBRO],
    ['xl/styles.xml', ESTILOS],
  ];
  for (const [nombre, texto] of fijas) zip.addBuffer(Buffer.from(texto, 'utf8'), nombre, opciones);
  const hojaEnFlujo = Readable.from(bytes(hoja(informe, datos, trozos)));
  zip.addReadStream(hojaEnFlujo, 'xl/worksheets/sheet1.xml', opciones);
  zip.end();
  const salida = zip.outputStream as Readable;
  // A download cut short: the sheet's source stops too (its cursor closed, its read transaction ended).
  salida.once('close', () => hojaEnFlujo.destroy());
  return salida;
}
