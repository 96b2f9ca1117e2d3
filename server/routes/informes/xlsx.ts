import { utils, write, type CellObject, type WorkSheet } from 'xlsx';
import { neutralizarCelda } from '../../../common/celdas';
import { fechaHoraBogota } from '../../../common/fechas';
import type { ColumnaInforme, Informe } from '../../../common/informes';
import type { FilaInforme, Totales } from './resultado';

/** Pesos as Excel and LibreOffice show them: thousands separated, no decimals unless there are centavos. */
const FORMATO_PESOS = '"$" #,##0.##';
/** Stock quantities: up to three decimals. */
const FORMATO_CANTIDAD = '#,##0.###';

/** One cell of a column: money a number with the peso format, days and instants dates, text neutralised. */
function celda(c: ColumnaInforme, valor: string | number | boolean | null | undefined): CellObject {
  if (valor === null || valor === undefined || valor === '') return { t: 's', v: '' };
  if (c.tipo === 'dinero') return { t: 'n', v: Number(valor), z: FORMATO_PESOS };
  if (c.tipo === 'entero') return { t: 'n', v: Number(valor) };
  if (c.tipo === 'cantidad') return { t: 'n', v: Number(valor), z: FORMATO_CANTIDAD };
  if (c.tipo === 'booleano') return { t: 's', v: valor === true ? 'Sí' : 'No' };
  if (c.tipo === 'fecha') return { t: 'd', v: new Date(`${String(valor)}T00:00:00Z`), z: 'yyyy-mm-dd' };
  if (c.tipo === 'instante') {
    // The Bogotá wall-clock time, written as the spreadsheet's (zone-less) date.
    const local = fechaHoraBogota(String(valor), { segundos: true }).replace(' ', 'T');
    return { t: 'd', v: new Date(`${local}Z`), z: 'yyyy-mm-dd hh:mm' };
  }
  return { t: 's', v: String(neutralizarCelda(String(valor))) };
}

/**
 * The report as an .xlsx (spec §7 `action=export`): a title row (company, report, range, when it was made), the
 * Spanish headers, the same rows the grid shows, and the totals row. Money leaves the exact text only here, as
 * the spreadsheet's number.
 */
export function libroInforme(
  informe: Informe,
  datos: { empresa: string; from: string; to: string; filas: FilaInforme[]; totales: Totales },
): Buffer {
  const { columnas } = informe;
  const titulo = [datos.empresa, informe.titulo.es, `${datos.from} a ${datos.to}`]
    .filter(Boolean)
    .join(' · ');
  const generado = `Generado: ${fechaHoraBogota(new Date().toISOString())}`;
  const hoja: WorkSheet = {};
  const poner = (fila: number, col: number, c: CellObject) =>
    (hoja[utils.encode_cell({ r: fila, c: col })] = c);
  poner(0, 0, { t: 's', v: String(neutralizarCelda(titulo)) });
  poner(1, 0, { t: 's', v: generado });
  columnas.forEach((c, i) => poner(3, i, { t: 's', v: c.titulo.es }));
  datos.filas.forEach((f, n) => columnas.forEach((c, i) => poner(4 + n, i, celda(c, f[c.campo]))));
  const filaTotales = 4 + datos.filas.length;
  poner(filaTotales, 0, { t: 's', v: `Total (${datos.totales.filas})` });
  columnas.forEach((c, i) => {
    if (c.total) poner(filaTotales, i, celda(c, datos.totales[c.campo]));
  });
  hoja['!ref'] = utils.encode_range({ s: { r: 0, c: 0 }, e: { r: filaTotales, c: columnas.length - 1 } });
  hoja['!cols'] = columnas.map((c) => ({ wch: c.tipo === 'texto' ? 24 : 16 }));
  const libro = utils.book_new();
  utils.book_append_sheet(libro, hoja, informe.titulo.es.slice(0, 31));
  return write(libro, { type: 'buffer', bookType: 'xlsx', cellDates: true }) as Buffer;
}
