import type { Catalogo } from '../../../common/catalogo';
import { formatearPesos } from '../../../common/formatoDinero';
import { claveOpcion, CLAVES_COMUNES } from './claves';
import { mostrarDecimal } from './decimal';

export type Registro = Record<string, unknown> & { id: number };

type Traducir = (clave: string, opciones?: Record<string, unknown>) => string;

/**
 * A record's value of one declared field as the list shows it: an option's label, a reference's name, a decimal
 * with its suffix, pesos as Colombians write them, Sí/No; '' when there is none.
 */
export function valorLegible(c: Catalogo, campo: string, registro: Registro, translate: Traducir): string {
  const d = c.campos[campo];
  const valor = registro[campo];
  if (d.tipo === 'referencia') {
    const objeto = registro[d.objeto] as { nombre?: string } | null | undefined;
    return objeto?.nombre ?? '';
  }
  if (valor === null || valor === undefined || valor === '' || d.tipo === 'imagen') return '';
  switch (d.tipo) {
    case 'booleano':
      return translate(valor ? CLAVES_COMUNES.si : CLAVES_COMUNES.no);
    case 'opcion':
      return translate(claveOpcion(c, campo, String(valor)), { _: String(valor) });
    case 'decimal':
      return `${mostrarDecimal(String(valor))}${d.sufijo ? ` ${d.sufijo}` : ''}`;
    case 'dinero':
      return formatearPesos(String(valor));
    default:
      return String(valor);
  }
}
