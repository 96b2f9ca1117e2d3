import { fechaHoraBogota } from '../../../common/fechas';
import { leerPesosEscritos } from '../../../common/pesosEscritos';
import type { Dinero } from '../../../common/dineroTexto';

/** A timestamp as Bogotá reads it: '2026-11-28 01:28'. */
export const fechaBogota = (iso: string | null) => fechaHoraBogota(iso);

/** A typed amount as money text ('240.000' → '240000.00'), or null when it is not a non-negative amount. */
export function leerDinero(texto: string): Dinero | null {
  const valor = leerPesosEscritos(texto);
  return valor === null || valor.startsWith('-') ? null : valor;
}
