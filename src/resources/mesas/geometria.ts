/**
 * The floor plan's geometry: a table's (coordenada_x, coordenada_y) is its centre on a 0–100 grid per axis; its
 * size, in the same units, comes from its `tipo_mesa` (common/catalogos/mesas.ts).
 */
export interface Forma {
  ancho: number;
  alto: number;
  redonda: boolean;
}

const FORMAS: Record<string, Forma> = {
  cuadrada_2: { ancho: 9, alto: 9, redonda: false },
  cuadrada_4: { ancho: 12, alto: 12, redonda: false },
  redonda_4: { ancho: 12, alto: 12, redonda: true },
  redonda_6: { ancho: 15, alto: 15, redonda: true },
  rectangular_6: { ancho: 18, alto: 11, redonda: false },
  rectangular_8: { ancho: 22, alto: 12, redonda: false },
  barra: { ancho: 7, alto: 7, redonda: true },
};

export const formaDe = (tipo: string | null | undefined): Forma => FORMAS[tipo ?? ''] ?? FORMAS.cuadrada_4;

/** A coordinate snapped to a whole grid unit inside 0–100. */
export const ajustar = (valor: number): number => Math.min(100, Math.max(0, Math.round(valor)));

export interface Posicion {
  x: number;
  y: number;
}

/** Where a drag that started at `inicio` lands after the pointer moved (dx, dy) pixels over a plan of `lado` px. */
export const arrastrar = (
  inicio: Posicion,
  dx: number,
  dy: number,
  lado: { ancho: number; alto: number },
) => ({
  x: ajustar(inicio.x + (lado.ancho ? (dx / lado.ancho) * 100 : 0)),
  y: ajustar(inicio.y + (lado.alto ? (dy / lado.alto) * 100 : 0)),
});

const PASOS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The position an arrow key moves to (Shift: 5 units), or null for any other key. */
export function moverConTecla(p: Posicion, tecla: string, largo: boolean): Posicion | null {
  const paso = PASOS[tecla];
  if (!paso) return null;
  const n = largo ? 5 : 1;
  return { x: ajustar(p.x + paso[0] * n), y: ajustar(p.y + paso[1] * n) };
}
