import { describe, expect, it } from 'vitest';
import {
  aplanar,
  arbol,
  hermanas,
  mover,
  type CategoriaOrden,
} from '../../src/resources/categorias/ordenArbol';

const c = (id: number, id_categoria_padre: number | null = null): CategoriaOrden => ({
  id,
  nombre: `C${id}`,
  icono: null,
  id_categoria_padre,
  visible_carta: true,
});

// As GET categorias/orden answers: by orden, children interleaved anywhere.
const FILAS = [c(3, 1), c(1), c(2), c(4, 1), c(5, 2)];

describe('the order tree of categorías', () => {
  it('puts each child under its parent, both in the order received', () => {
    const ramas = arbol(FILAS);
    expect(ramas.map((r) => [r.categoria.id, r.hijas.map((h) => h.id)])).toEqual([
      [1, [3, 4]],
      [2, [5]],
    ]);
    expect(aplanar(ramas)).toEqual([1, 3, 4, 2, 5]);
  });

  it('moves a parent with its children, and clamps the position', () => {
    expect(aplanar(mover(arbol(FILAS), 1, 1))).toEqual([2, 5, 1, 3, 4]);
    expect(aplanar(mover(arbol(FILAS), 2, -5))).toEqual([2, 5, 1, 3, 4]);
    expect(aplanar(mover(arbol(FILAS), 1, 99))).toEqual([2, 5, 1, 3, 4]);
  });

  it('moves a child only among its siblings', () => {
    expect(aplanar(mover(arbol(FILAS), 4, 0))).toEqual([1, 4, 3, 2, 5]);
    expect(aplanar(mover(arbol(FILAS), 5, 0))).toEqual([1, 3, 4, 2, 5]);
    expect(hermanas(arbol(FILAS), 4).map((h) => h.id)).toEqual([3, 4]);
    expect(hermanas(arbol(FILAS), 2).map((h) => h.id)).toEqual([1, 2]);
  });

  it('shows a child whose parent is missing at the top level', () => {
    expect(aplanar(arbol([c(1), c(7, 99)]))).toEqual([1, 7]);
  });
});
