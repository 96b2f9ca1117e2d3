import type { Venta } from '../../../common/ventas';
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

/** A whole sale as the API answers it (POST ventas/inmediata, GET cuadresCaja/ventas/cajaAbierta). */
export const ventaDePrueba = (cambios: Partial<Venta> = {}): Venta => ({
  id: 50,
  id_sede: 1,
  sede: 'Principal',
  id_cuadre_caja: 4,
  numero: 12,
  prefijo: 'P-',
  consecutivo: 'P-12',
  tipo: 'inmediata',
  id_orden: null,
  mesa: null,
  id_nit: 1,
  cliente: 'Consumidor final',
  documento_cliente: '222222222222',
  subtotal: '18000.00',
  descuento: '0.00',
  motivo_descuento: null,
  base: '16666.67',
  impuesto: '1333.33',
  total: '18000.00',
  propina: '0.00',
  cambio: '0.00',
  estado: 'pagada',
  id_usuario: 1,
  cajero: 'Ana Gómez',
  id_mesero: null,
  mesero: null,
  cancelada_por: null,
  cancelada_at: null,
  motivo_cancelacion: null,
  created_at: '2026-11-25T15:00:00.000Z',
  impuestos: [],
  detalles: [],
  pagos: [],
  ...cambios,
});

/** A print point as configuraciones/puntos/impresion lists it. */
export const puntoImpresion = (
  id: number,
  nombre: string,
  ancho_papel: '58' | '80',
  id_sede: number | null = null,
  modo_impresion = 'navegador',
) => ({
  id,
  nombre,
  id_sede,
  sede: null,
  ancho_papel,
  modo_impresion,
  direccion_ip: modo_impresion === 'red' ? '192.168.1.50' : null,
  puerto: 9100,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

/** One page holding every row (rowsPerPage -1). */
export const paginaCompleta = <T>(filas: T[]) => ({
  current_page: 1,
  data: filas,
  per_page: -1,
  total: filas.length,
  last_page: 1,
});
