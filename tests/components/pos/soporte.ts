import type { ProductoVenta } from '../../../common/catalogoVenta';

/** A product of the till's catalogue (GET productos/venta) for the POS screens' tests. */
export const productoVenta = (
  id: number,
  nombre: string,
  id_categoria: number,
  precio: string,
  codigo: string | null = null,
  unidad_medida = 'unidad',
): ProductoVenta => ({
  id,
  nombre,
  codigo,
  tipo_producto: 'producto',
  icono: null,
  id_categoria,
  precio_venta: precio,
  precio_minimo: null,
  precio_maximo: null,
  id_impuesto: null,
  porcentaje_impuesto: '8',
  id_punto_impresion: null,
  punto_impresion: null,
  tiempo_preparacion: null,
  id_producto_maestro: null,
  maneja_inventario: true,
  unidad_medida,
  descripcion: null,
});
