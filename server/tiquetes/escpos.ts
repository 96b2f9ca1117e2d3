import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { COLUMNAS_PAPEL } from '../../common/tiquetes';

/** What a station ticket says (issue 8): where, who, when, and the lines this submission sent to the station. */
export interface ContenidoTiquete {
  punto: string;
  /** The table's name, or null for a counter order. */
  mesa: string | null;
  idOrden: number;
  mesero: string;
  /** When the lines were sent. */
  enviado: Date;
  /** The paper width of the print point ('58' or '80' mm). */
  anchoPapel: string;
  lineas: { cantidad: string; nombre: string; nota: string | null }[];
}

const HORA = new Intl.DateTimeFormat('es-CO', {
  timeZone: 'America/Bogota',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** '2.000' → '2', '0.500' → '0,5': a quantity as the kitchen reads it (no trailing zeros, Colombian comma). */
export function cantidadLegible(cantidad: string): string {
  const [entero, decimales = ''] = cantidad.split('.');
  const d = decimales.replace(/0+$/, '');
  return d ? `${entero},${d}` : entero;
}

/** The time of the send in Bogotá: '23/11/2026 15:09'. */
export const horaBogota = (d: Date) => HORA.format(d).replace(',', '');

/**
 * The ESC/POS bytes of one station ticket (maintained encoder: @point-of-sale/receipt-printer-encoder): the table
 * (or 'Mostrador') in double size, order number, waiter and Bogotá time, then each line in double height
 * (quantity, name; its note underneath), a rule and a cut. Line width: 32 columns on 58 mm paper, 48 on 80 mm.
 * Accented letters go through the encoder's automatic code page.
 */
export function bytesTiquete(t: ContenidoTiquete): Uint8Array {
  const columnas = COLUMNAS_PAPEL[t.anchoPapel] ?? COLUMNAS_PAPEL['80'];
  const e = new ReceiptPrinterEncoder({ language: 'esc-pos', columns: columnas, feedBeforeCut: 4 });
  e.initialize().codepage('auto');
  e.align('center').bold(true).line(t.punto.toUpperCase()).bold(false);
  e.size(2, 2)
    .bold(true)
    .line(t.mesa ?? 'Mostrador')
    .bold(false)
    .size(1, 1);
  e.align('left')
    .line(`Orden ${t.idOrden}`)
    .line(`Mesero: ${t.mesero}`)
    .line(`Hora: ${horaBogota(t.enviado)}`);
  e.rule();
  const ancho = 6;
  for (const l of t.lineas) {
    e.size(1, 2).bold(true);
    e.table(
      [
        { width: ancho, align: 'right', marginRight: 1 },
        { width: columnas - ancho - 1, align: 'left' },
      ],
      [[`${cantidadLegible(l.cantidad)} x`, l.nombre]],
    );
    e.bold(false);
    if (l.nota) e.table([{ width: ancho + 1 }, { width: columnas - ancho - 1 }], [['', `* ${l.nota}`]]);
    e.size(1, 1);
  }
  e.rule();
  return e.cut('partial').encode();
}
