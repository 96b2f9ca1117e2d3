import { validarValor } from '../../../common/validacion';
import type { Dinero } from '../../../common/dineroTexto';

const HORA = new Intl.DateTimeFormat('es-CO', {
  timeZone: 'America/Bogota',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** A timestamp as Bogotá reads it. */
export const fechaBogota = (iso: string | null) => (iso ? HORA.format(new Date(iso)) : '');

/** A typed amount as money text ('150000' → '150000.00'), or null when it is not a non-negative amount. */
export function leerDinero(texto: string): Dinero | null {
  const r = validarValor({ tipo: 'dinero', etiqueta: { es: '', en: '' }, requerido: true }, texto);
  if (!r.ok || typeof r.valor !== 'string' || r.valor.startsWith('-')) return null;
  return r.valor;
}
