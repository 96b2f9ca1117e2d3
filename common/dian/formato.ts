import { exacto, redondear, textoFijo } from '../exacto';
import { ZONA_BOGOTA } from '../mesBogota';
import { limpiarNit } from '../nit';

/**
 * How DIAN's annexes write a document's fields (Anexo técnico de factura electrónica v1.9, the CUFE's table;
 * the documento equivalente's annex v1.0 repeats it): the date YYYY-MM-DD and the hour hh:mm:ss-05:00 as Bogotá
 * reads the instant, amounts with two decimals truncated (not rounded), '.' as the decimal point and no thousands
 * separator, identifications with digits only and no check digit.
 */

/** A range's prefix as DIAN authorises it: up to four capital letters or digits, or none. */
export const PATRON_PREFIJO = /^[A-Z0-9]{0,4}$/;

/** NumFac: the prefix followed by the number, nothing between and no padding ('SETP990000001'). */
export function numeroDocumento(prefijo: string, numero: number | bigint | string): string {
  if (!PATRON_PREFIJO.test(prefijo)) throw new TypeError(`Prefijo DIAN inválido: ${prefijo}`);
  const texto = String(numero);
  if (!/^[1-9]\d*$/.test(texto)) throw new TypeError(`Número DIAN inválido: ${texto}`);
  return `${prefijo}${texto}`;
}

const PARTES = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONA_BOGOTA,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const partes = (instante: Date) =>
  Object.fromEntries(PARTES.formatToParts(instante).map((p) => [p.type, p.value]));

/** FecFac: the Bogotá calendar day of the instant ('2019-01-16'). */
export function fechaDian(instante: Date): string {
  const p = partes(instante);
  return `${p.year}-${p.month}-${p.day}`;
}

/** HorFac: the Bogotá time of the instant with its fixed offset ('10:53:10-05:00'; Colombia has no DST). */
export function horaDian(instante: Date): string {
  const p = partes(instante);
  return `${p.hour}:${p.minute}:${p.second}-05:00`;
}

/** An amount as the CUFE/CUDE and the QR write it: two decimals, truncated towards zero ('1.239' → '1.23'). */
export const valorDian = (valor: string | number): string =>
  textoFijo(redondear(exacto(valor), 2, 'cero'), 2);

/** An identification as DIAN concatenates it, without the separators people type (the check digit is apart). */
export const identificacionDian = (id: string): string => limpiarNit(id);
