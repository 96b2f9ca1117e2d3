/**
 * GET principal/inicio (issue 34, not in spec §7): what a new company has already done of its first steps, read
 * from its real state — the receipt's company data (razón social and NIT), a product, a table, a cash register
 * opened once, a sale. The home page's guided start ticks its checklist from it. No zod here: the home page's first
 * load imports this file (its response schema is the route's, server/routes/principal/schemas.ts).
 */

/** The steps in the order the checklist shows them. */
export const PASOS_INICIO = ['datos', 'menu', 'mesas', 'caja', 'venta'] as const;
export type PasoInicio = (typeof PASOS_INICIO)[number];

export type EstadoInicio = Record<PasoInicio, boolean>;
