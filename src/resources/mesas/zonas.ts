/** A venue's zones (`ubicacion`), shared by the floor-plan editor of /mesas and the table map of /ventas. */

/** The zone of tables without `ubicacion`. */
export const SIN_ZONA = '';

export const zonaDe = (m: { ubicacion: string | null }) => m.ubicacion?.trim() || SIN_ZONA;

/** The distinct zones of these tables in Spanish alphabetical order, 'Sin zona' (if any) last. */
export function zonasDe(mesas: readonly { ubicacion: string | null }[]): string[] {
  const nombres = [...new Set(mesas.map(zonaDe))].filter((z) => z !== SIN_ZONA);
  nombres.sort((a, b) => a.localeCompare(b, 'es'));
  return mesas.some((m) => zonaDe(m) === SIN_ZONA) ? [...nombres, SIN_ZONA] : nombres;
}
