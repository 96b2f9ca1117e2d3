/**
 * POST mesas/varias (issue 34, not in spec §7): several tables at once, `prefijo` + each number from `desde` to
 * `hasta` ('Mesa 1' … 'Mesa 12'), placed on the venue's floor plan in a grid. Shared by the server and the dialog.
 */
export const MAX_MESAS_VARIAS = 100;
export const MAX_NUMERO_MESA = 9999;
export const MAX_PREFIJO_MESA = 40;

/** The names the range makes, in order. */
export const nombresMesas = (prefijo: string, desde: number, hasta: number): string[] =>
  Array.from({ length: Math.max(0, hasta - desde + 1) }, (_, i) => `${prefijo.trim()} ${desde + i}`.trim());

/**
 * The i-th of n tables' centre on the 0–100 plan: a near-square grid (columns = ⌈√n⌉), each table in the middle
 * of its cell, row by row.
 */
export function posicionEnRejilla(i: number, n: number): { coordenada_x: number; coordenada_y: number } {
  const columnas = Math.max(1, Math.ceil(Math.sqrt(n)));
  const filas = Math.max(1, Math.ceil(n / columnas));
  const columna = i % columnas;
  const fila = Math.floor(i / columnas);
  return {
    coordenada_x: Math.round(((columna + 0.5) * 100) / columnas),
    coordenada_y: Math.round(((fila + 0.5) * 100) / filas),
  };
}

export const MENSAJES_MESAS_VARIAS = {
  es: {
    rango: 'El número final debe ser mayor o igual al inicial',
    maximo: `Puedes crear como máximo ${MAX_MESAS_VARIAS} mesas a la vez`,
    creadas: 'Se crearon %{creadas} mesas',
    ninguna: 'Todas esas mesas ya existen; no se creó ninguna',
  },
  en: {
    rango: 'The last number must be greater than or equal to the first',
    maximo: `You can create at most ${MAX_MESAS_VARIAS} tables at once`,
    creadas: '%{creadas} tables were created',
    ninguna: 'All those tables already exist; none was created',
  },
};
