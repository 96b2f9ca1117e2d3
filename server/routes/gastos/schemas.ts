import { z } from 'zod';
import { pagina, respuestas } from '../../../common/api';
import { dineroNoNegativo } from '../../../common/dinero';
import { ESTADOS_GASTO, gasto, MENSAJES_GASTOS as M } from '../../../common/gastos';
import { consultaPagina, id, opcional, optionalId, optionalText } from '../../lib/schemas';
import { fecha } from '../compras/schemas';

const noNegativo = (campo: string) => dineroNoNegativo(`${campo} no puede ser negativo`);

/** POST gastos/gasto (and its update: the same fields). The total is the server's: whatever is sent is ignored. */
export const gastoBody = z.object({
  id_forma_pago: id,
  numero_factura: optionalText(50),
  fecha: fecha.optional(),
  id_tipo_gasto: id,
  concepto_gasto: z.string({ error: M.concepto }).trim().min(1, M.concepto).max(500),
  subtotal: noNegativo('El subtotal'),
  impuesto: opcional(noNegativo('El impuesto')),
  id_nit: optionalId,
  id_sede: optionalId,
});
export type GastoInput = z.infer<typeof gastoBody>;

/** DELETE gastos/gasto/{id}?motivo= (cancels). */
export const anularGastoQuery = z.object({
  motivo: z.string({ error: M.motivo }).trim().min(1, M.motivo).max(200),
});

/** GET gastos: pages from 1 (spec §9: only products, providers and purchases start at 0). */
export const gastosQuery = consultaPagina(1).extend({
  estado: z.enum(ESTADOS_GASTO).optional(),
  id_tipo_gasto: id.optional(),
  id_forma_pago: id.optional(),
  id_nit: id.optional(),
  id_cuadre_caja: id.optional(),
  desde: fecha.optional(),
  hasta: fecha.optional(),
});
export type GastosQuery = z.infer<typeof gastosQuery>;

export const respuestasGastos = {
  gasto: respuestas(gasto),
  gastos: respuestas(pagina(gasto)),
};
