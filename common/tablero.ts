/**
 * The owner's dashboard (/principal, issue 27): the nine calls of spec §7 'Reports' it reads, each at its binding
 * path under /api with the module tags a role needs for it (all of them): shared by the server's access list and
 * the page, which shows a card only to a role its call lets through. Plain TypeScript: the page's first load
 * imports it (the zod schemas are in ./tableroEsquemas).
 */
export const LLAMADAS_TABLERO = {
  ventasDias: { ruta: 'informes/ventasDias', tags: ['informeVentas'] },
  facturadoSieteDias: { ruta: 'informes/facturadoSieteDias', tags: ['informeVentas'] },
  // Sales against expenses and purchases, and the profit that subtracts them: the expenses report's tag too.
  ventasEgresos: { ruta: 'informes/ventasEgresos', tags: ['informeVentas', 'informeGastos'] },
  masVendidos: { ruta: 'informes/masVendidos', tags: ['informeVentas'] },
  ultimasVentas: { ruta: 'informes/ultimasVentas', tags: ['informeVentas'] },
  ultimasOrdenesActivas: { ruta: 'informes/ultimasOrdenesActivas', tags: ['informeVentas'] },
  // Spec §7 writes 'ordnes' (sic): the path is binding.
  cajaOrdenesVentas: { ruta: 'informes/caja/ordnes/ventas', tags: ['informeVentas'] },
  utilidades: { ruta: 'informes/utilidades', tags: ['informeVentas', 'informeGastos'] },
  totalesSumatorias: { ruta: 'informes/totales/sumatorias', tags: ['informeVentas'] },
} as const satisfies Record<string, { ruta: string; tags: readonly string[] }>;

export type LlamadaTablero = keyof typeof LLAMADAS_TABLERO;

/** Rows the lists of the dashboard answer (best sellers, latest sales, latest active orders). */
export const FILAS_TABLERO = 10;

/** Months the sales-against-expenses chart spans, the reference day's month the last. */
export const MESES_VENTAS_EGRESOS = 6;
