import { z } from 'zod';

/**
 * GET principal/inicio (issue 34, not in spec §7): what a new company has already done of its first steps, read
 * from its real state — the receipt's company data (razón social and NIT), a product, a table, a cash register
 * opened once, a sale. The home page's guided start ticks its checklist from it.
 */
export const estadoInicio = z.object({
  datos: z.boolean(),
  menu: z.boolean(),
  mesas: z.boolean(),
  caja: z.boolean(),
  venta: z.boolean(),
});
export type EstadoInicio = z.infer<typeof estadoInicio>;

/** The steps in the order the checklist shows them. */
export const PASOS_INICIO = ['datos', 'menu', 'mesas', 'caja', 'venta'] as const;
export type PasoInicio = (typeof PASOS_INICIO)[number];
