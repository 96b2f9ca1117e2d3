import { leerPesosEscritos } from '../../../common/pesosEscritos';
import type { Dinero } from '../../../common/dineroTexto';

const HORA = new Intl.DateTimeFormat('es-CO', {
  timeZone: 'America/Bogota',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** A timestamp as Bogotá reads it. */
export const fechaBogota = (iso: string | null) => (iso ? HORA.format(new Date(iso)) : '');

/** A typed amount as money text ('240.000' → '240000.00'), or null when it is not a non-negative amount. */
export function leerDinero(texto: string): Dinero | null {
  const valor = leerPesosEscritos(texto);
  return valor === null || valor.startsWith('-') ? null : valor;
}
