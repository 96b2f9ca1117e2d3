import { mesEnCurso } from '../../common/mesBogota';

export interface Rango {
  from?: string | null;
  to?: string | null;
}

/** A report opens on the current Bogotá month up to today (the server needs a start, spec §5). */
export function rangoInicial(ahora = new Date()): { from: string; to: string } {
  const { desde, hoy } = mesEnCurso(ahora);
  return { from: desde, to: hoy };
}

/**
 * Spec §5 for a report's range, before asking: a start is required, and the end may not be before it (days as
 * YYYY-MM-DD compare as text). The errors are i18n keys by field, as react-admin's form validation takes them.
 */
export function validarRango({ from, to }: Rango): Record<string, string> {
  if (!from) return { from: 'comanda.informes.fecha_inicio' };
  if (to && to < from) return { to: 'comanda.informes.fecha_fin' };
  return {};
}
