import { z } from 'zod';

/** Kinds of inventory movement (the ledger `inventario_movimientos.tipo`; spec silent on the values). */
export const TIPOS_MOVIMIENTO = {
  inicial: 'inicial',
  compra: 'compra',
  compraAnulada: 'compra_anulada',
  venta: 'venta',
  ventaAnulada: 'venta_anulada',
  ajuste: 'ajuste',
  merma: 'merma',
} as const;
export type TipoMovimiento = (typeof TIPOS_MOVIMIENTO)[keyof typeof TIPOS_MOVIMIENTO];

/** Stock of one product in one venue: a decimal string with three decimals ('12.500'). */
export const existenciaSede = z.object({
  id_sede: z.number().int(),
  sede: z.string(),
  cantidad: z.string(),
});

/**
 * A row of `GET inventarios` (spec §7): a stock-managed product, its stock per venue (venues with stock
 * records only), the total over venues, its minimum and whether the total is below it.
 */
export const filaInventario = z
  .object({
    id: z.number().int(),
    nombre: z.string(),
    codigo: z.string().nullable(),
    unidad_medida: z.string(),
    inventario_minimo: z.string().nullable(),
    permite_inventario_negativo: z.boolean(),
    existencia: z.string(),
    sedes: z.array(existenciaSede),
    bajo_minimo: z.boolean(),
  })
  .meta({ id: 'FilaInventario' });
export type FilaInventario = z.infer<typeof filaInventario>;
