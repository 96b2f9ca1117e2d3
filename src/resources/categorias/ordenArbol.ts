/** A category as the order view needs it (GET categorias/orden answers whole categories, by orden then name). */
export interface CategoriaOrden {
  id: number;
  nombre: string;
  icono: string | null;
  id_categoria_padre: number | null;
  visible_carta: boolean;
}

export interface Rama {
  categoria: CategoriaOrden;
  hijas: CategoriaOrden[];
}

/**
 * The list as the till and the menu read it: top-level categories in their order, each followed by its children
 * in theirs. A child whose parent is not in the list (it cannot happen with the server's checks) stands alone.
 */
export function arbol(filas: readonly CategoriaOrden[]): Rama[] {
  const ids = new Set(filas.map((f) => f.id));
  const ramas = filas
    .filter((f) => f.id_categoria_padre === null || !ids.has(f.id_categoria_padre))
    .map((categoria) => ({ categoria, hijas: [] as CategoriaOrden[] }));
  const porId = new Map(ramas.map((r) => [r.categoria.id, r]));
  for (const f of filas)
    if (f.id_categoria_padre !== null && ids.has(f.id_categoria_padre))
      porId.get(f.id_categoria_padre)?.hijas.push(f);
  return ramas;
}

/** The ids in reading order (parents before their children): the body of POST categorias/orden. */
export const aplanar = (ramas: readonly Rama[]): number[] =>
  ramas.flatMap((r) => [r.categoria.id, ...r.hijas.map((h) => h.id)]);

/** The siblings of a category (top-level ones, or the children of its parent), in order. */
export function hermanas(ramas: readonly Rama[], id: number): CategoriaOrden[] {
  if (ramas.some((r) => r.categoria.id === id)) return ramas.map((r) => r.categoria);
  return ramas.find((r) => r.hijas.some((h) => h.id === id))?.hijas ?? [];
}

const moverEn = <T>(lista: readonly T[], desde: number, hasta: number): T[] => {
  const copia = [...lista];
  const [x] = copia.splice(desde, 1);
  copia.splice(hasta, 0, x);
  return copia;
};

/**
 * The tree with category `id` moved to position `destino` among its siblings (clamped to their range; a parent
 * moves with its children). Categories never change parent here: that is the edit form's job.
 */
export function mover(ramas: readonly Rama[], id: number, destino: number): Rama[] {
  const i = ramas.findIndex((r) => r.categoria.id === id);
  if (i >= 0) return moverEn(ramas, i, Math.max(0, Math.min(ramas.length - 1, destino)));
  return ramas.map((r) => {
    const j = r.hijas.findIndex((h) => h.id === id);
    if (j < 0) return r;
    return { ...r, hijas: moverEn(r.hijas, j, Math.max(0, Math.min(r.hijas.length - 1, destino))) };
  });
}
