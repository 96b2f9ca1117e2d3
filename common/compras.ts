import { z } from 'zod';
import { dineroRespuesta } from './dineroEsquema';
import {
  alCentavo,
  aTextoDinero,
  comparar,
  dividir,
  exacto,
  type Exacto,
  mas,
  menos,
  por,
  sumar,
  textoFijo,
} from './exacto';

/**
 * Purchases (issue 10, spec §7 'Purchases'): shapes the API answers and its Spanish texts. `tipo_pago_compra`
 * 1 = paid, 2 = pending (a payable, later paid through `POST compras/compra/{id}/pagar`).
 */
export const ESTADOS_COMPRA = ['registrada', 'anulada'] as const;
export const TIPO_PAGO_COMPRA = { pagada: 1, pendiente: 2 } as const;

export const MENSAJES_COMPRAS = {
  compraCreada: 'Compra registrada correctamente',
  compraAnulada: 'Compra anulada correctamente',
  compraPagada: 'Compra marcada como pagada',
  yaAnulada: 'La compra ya está anulada',
  yaPagada: 'La compra ya está pagada',
  anuladaNoPagar: 'La compra está anulada: no se puede pagar',
  proveedor: 'El proveedor no existe o no pertenece a tu empresa',
  noEsProveedor: 'El tercero elegido es solo cliente: elige un proveedor',
  formaPago: 'La forma de pago no existe o no pertenece a tu empresa',
  producto: 'El producto no existe o no pertenece a tu empresa',
  sede: 'La sede no existe o no pertenece a tu empresa',
  sinLineas: 'La compra debe tener al menos un producto',
  cantidad: 'La cantidad debe ser un número mayor que cero, con hasta tres decimales',
  costo: 'Indica el costo unitario o el total de la línea',
  descuento: 'El descuento no puede ser mayor que el subtotal de la línea',
  sinInventario: (nombres: string[]) =>
    `No se puede anular la compra: el inventario quedaría negativo en ${nombres.join(', ')}`,
  sinCategoria: 'Sin categoria',
} as const;

const ref = z.object({ id: z.number().int(), nombre: z.string() });

export const resumenCompra = z.object({
  id: z.number().int(),
  id_sede: z.number().int(),
  fecha: z.string(),
  id_nit: z.number().int(),
  nit: ref,
  numero_factura_proveedor: z.string(),
  id_forma_pago: z.number().int(),
  forma_pago: ref,
  tipo_pago_compra: z.number().int(),
  fecha_pago: z.string().nullable(),
  subtotal: dineroRespuesta,
  descuento: dineroRespuesta,
  iva: dineroRespuesta,
  total_iva: dineroRespuesta,
  total: dineroRespuesta,
  estado: z.enum(ESTADOS_COMPRA),
  observaciones: z.string().nullable(),
  id_begranda: z.string().nullable(),
  /** Issue 29 (spec §3): the ERP's id (id_begranda) and DIAN's code of its support document. */
  begrandaId: z.string().nullable(),
  cufeCude: z.string().nullable(),
  id_begranda_anulado: z.string().nullable(),
  cude_anulado: z.string().nullable(),
  anulada_at: z.string().nullable(),
  motivo_anulacion: z.string().nullable(),
  created_at: z.string(),
});
export type ResumenCompra = z.infer<typeof resumenCompra>;

/** A line as the 'Detalle de compra' dialog shows it (Nombre, Categoria, Cantidad comprada, Stock, …). */
export const detalleCompra = z.object({
  id: z.number().int(),
  id_producto: z.number().int(),
  nombre: z.string(),
  categoria: z.string(),
  cantidad: z.string(),
  costo_unitario: dineroRespuesta,
  subtotal: dineroRespuesta,
  descuento: dineroRespuesta,
  porcentaje_iva: z.string(),
  iva: dineroRespuesta,
  total: dineroRespuesta,
  /** Stock on hand now (all venues), null when the product no longer manages stock. */
  stock: z.string().nullable(),
  stock_minimo: z.string().nullable(),
});
export type DetalleCompra = z.infer<typeof detalleCompra>;

export const compra = resumenCompra.extend({ detalle_compra: z.array(detalleCompra) });
export type Compra = z.infer<typeof compra>;

/** A line's quantity: up to three decimals, more than zero (the server's check, shared with the form). */
export const cantidadCompraValida = (v: string) => /^\d{1,10}(\.\d{1,3})?$/.test(v) && /[1-9]/.test(v);

/** A purchase line's amounts as the form and the API carry them (decimal strings). */
export interface LineaCompraValores {
  cantidad: string;
  costo_unitario?: string;
  valor_total?: string;
  descuento?: string;
  porcentaje_iva?: string;
}

/** A line's money as the server stores it (and the form shows it while the user types). */
export interface LineaCalculada {
  cantidad: string;
  costo_unitario: string;
  subtotal: string;
  descuento: string;
  porcentaje_iva: string;
  iva: string;
  total: string;
  /** subtotal − descuento: what entered stock (the cost basis, IVA apart). */
  neto: Exacto;
}

export type ResultadoLinea =
  { ok: true; linea: LineaCalculada } | { ok: false; campo: 'costo_unitario' | 'descuento'; mensaje: string };

/**
 * A purchase line's money (exact, never a float), shared by the server (what it stores) and the purchase form
 * (what it shows as the user types): subtotal = round(cantidad × costo_unitario, 2), or the given `valor_total`
 * (then costo_unitario = round(valor_total / cantidad, 2)); descuento ≤ subtotal;
 * iva = round((subtotal − descuento) × tarifa / 100, 2); total = subtotal − descuento + iva. Half away from zero.
 */
export function calcularLineaCompra(l: LineaCompraValores): ResultadoLinea {
  const cantidad = exacto(l.cantidad);
  let subtotal: Exacto;
  let costo: Exacto;
  if (l.costo_unitario !== undefined) {
    costo = exacto(l.costo_unitario);
    subtotal = alCentavo(por(costo, cantidad));
  } else if (l.valor_total !== undefined) {
    subtotal = exacto(l.valor_total);
    costo = dividir(subtotal, cantidad, 2);
  } else return { ok: false, campo: 'costo_unitario', mensaje: MENSAJES_COMPRAS.costo };
  const descuento = exacto(l.descuento ?? '0');
  if (comparar(descuento, subtotal) > 0)
    return { ok: false, campo: 'descuento', mensaje: MENSAJES_COMPRAS.descuento };
  const tarifa = exacto(l.porcentaje_iva ?? '0');
  const neto = menos(subtotal, descuento);
  const iva = alCentavo(por(neto, { n: tarifa.n, e: tarifa.e + 2 }));
  return {
    ok: true,
    linea: {
      cantidad: textoFijo(cantidad, 3),
      costo_unitario: aTextoDinero(costo),
      subtotal: aTextoDinero(subtotal),
      descuento: aTextoDinero(descuento),
      porcentaje_iva: textoFijo(tarifa, 2),
      iva: aTextoDinero(iva),
      total: aTextoDinero(mas(neto, iva)),
      neto,
    },
  };
}

/** The purchase's totals: sums of its lines. */
export function totalesCompra(lineas: Pick<LineaCalculada, 'subtotal' | 'descuento' | 'iva' | 'total'>[]) {
  const suma = (k: 'subtotal' | 'descuento' | 'iva' | 'total') => sumar(...lineas.map((l) => l[k]));
  return { subtotal: suma('subtotal'), descuento: suma('descuento'), iva: suma('iva'), total: suma('total') };
}
