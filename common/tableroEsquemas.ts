import { z } from 'zod';
import { dineroRespuesta as dinero } from './dineroEsquema';

/**
 * What the dashboard's calls answer (common/tablero.ts): the server's response schemas (OpenAPI) and, as types
 * only, the page's. Days are Bogotá days 'YYYY-MM-DD', months 'YYYY-MM', instants ISO 8601; money the API's exact
 * strings. Paid sales only: a cancelled sale counts nowhere but in `canceladas`.
 */
const dia = z.object({ fecha: z.string(), ventas: z.number().int(), total: dinero });

/** GET informes/ventasDias: every day of the reference day's month (days without sales at zero). */
export const ventasDias = z.object({
  mes: z.string(),
  dias: z.array(dia),
  ventas: z.number().int(),
  total: dinero,
});

/** GET informes/facturadoSieteDias: the seven days that end on the reference day. */
export const facturadoSieteDias = z.object({
  desde: z.string(),
  hasta: z.string(),
  dias: z.array(dia),
  ventas: z.number().int(),
  total: dinero,
});

/** GET informes/ventasEgresos: per month, sales against what left (expenses and purchases, cancelled ones out). */
export const ventasEgresos = z.object({
  meses: z.array(
    z.object({ mes: z.string(), ventas: dinero, gastos: dinero, compras: dinero, egresos: dinero }),
  ),
});

/** GET informes/masVendidos: the month's best sellers by quantity (then amount, then name). */
export const masVendidos = z.object({
  mes: z.string(),
  productos: z.array(
    z.object({ id_producto: z.number().int(), nombre: z.string(), cantidad: z.string(), total: dinero }),
  ),
});

/** GET informes/ultimasVentas: the latest paid sales, newest first. */
export const ultimasVentas = z.array(
  z.object({
    id: z.number().int(),
    numero: z.string(),
    fecha: z.string(),
    sede: z.string().nullable(),
    total: dinero,
    propina: dinero,
  }),
);

/** GET informes/ultimasOrdenesActivas: the latest open orders, newest first, with what they add up to. */
export const ultimasOrdenesActivas = z.array(
  z.object({
    id: z.number().int(),
    mesa: z.string().nullable(),
    sede: z.string().nullable(),
    mesero: z.string(),
    fecha: z.string(),
    comensales: z.number().int(),
    total: dinero,
  }),
);

/** GET informes/caja/ordnes/ventas: the reference day's sales, and the registers and orders open now. */
export const cajaOrdenesVentas = z.object({
  fecha: z.string(),
  cajas_abiertas: z.number().int(),
  ordenes_activas: z.number().int(),
  ordenes_total: dinero,
  ventas: z.number().int(),
  total_ventas: dinero,
  propinas: dinero,
  canceladas: z.number().int(),
});

/** GET informes/utilidades: the month's sales less its purchases and expenses (each with its taxes). */
export const utilidades = z.object({
  mes: z.string(),
  ventas: dinero,
  compras: dinero,
  gastos: dinero,
  utilidad: dinero,
});

/** GET informes/totales/sumatorias: the month's sales summed, the average ticket and the cancellations. */
export const totalesSumatorias = z.object({
  mes: z.string(),
  ventas: z.number().int(),
  total: dinero,
  base: dinero,
  impuesto: dinero,
  descuento: dinero,
  propinas: dinero,
  ticket_promedio: dinero,
  canceladas: z.number().int(),
  total_canceladas: dinero,
});

export type VentasDias = z.infer<typeof ventasDias>;
export type FacturadoSieteDias = z.infer<typeof facturadoSieteDias>;
export type VentasEgresos = z.infer<typeof ventasEgresos>;
export type MasVendidos = z.infer<typeof masVendidos>;
export type UltimasVentas = z.infer<typeof ultimasVentas>;
export type UltimasOrdenesActivas = z.infer<typeof ultimasOrdenesActivas>;
export type CajaOrdenesVentas = z.infer<typeof cajaOrdenesVentas>;
export type Utilidades = z.infer<typeof utilidades>;
export type TotalesSumatorias = z.infer<typeof totalesSumatorias>;
