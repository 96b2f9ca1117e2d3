import { z } from 'zod';
import { dineroRespuesta } from './dineroEsquema';

const id = z.number().int();
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

/** A product the till sells: active, not an ingredient (`insumo`). Prices include the tax. Stock travels apart. */
export const productoVenta = z.object({
  id,
  nombre: z.string(),
  codigo: z.string().nullable(),
  tipo_producto: z.string(),
  id_categoria: id.nullable(),
  precio_venta: dineroRespuesta.nullable(),
  precio_minimo: dineroRespuesta.nullable(),
  precio_maximo: dineroRespuesta.nullable(),
  id_impuesto: id.nullable(),
  /** The tax's percentage as the product stores it (copied at every save): what a sale applies. */
  porcentaje_impuesto: decimal.nullable(),
  id_punto_impresion: id.nullable(),
  punto_impresion: z.string().nullable(),
  tiempo_preparacion: id.nullable(),
  id_producto_maestro: id.nullable(),
  maneja_inventario: z.boolean(),
  unidad_medida: z.string(),
  descripcion: z.string().nullable(),
  /** The icon's URL (`/api/uploads/productos/…`), null without one: the order screen shows icon, name and price. */
  icono: z.string().nullable(),
});

/** A category as the till shows it: every one, in the carta's order (`orden`), with its icon's URL. */
export const categoriaVenta = z.object({
  id,
  nombre: z.string(),
  id_categoria_padre: id.nullable(),
  icono: z.string().nullable(),
  orden: id,
  visible_carta: z.boolean(),
});

/** GET productos/venta: the till's catalogue, one version of it (its ETag). */
export const catalogoVenta = z.object({
  productos: z.array(productoVenta),
  categorias: z.array(categoriaVenta),
});

export type ProductoVenta = z.infer<typeof productoVenta>;
export type CategoriaVenta = z.infer<typeof categoriaVenta>;
export type CatalogoVenta = z.infer<typeof catalogoVenta>;
