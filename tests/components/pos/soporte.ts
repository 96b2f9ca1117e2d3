import type { CuadreCaja, Venta } from '../../../common/ventas';
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
  begrandaId: null,
  cufeCude: null,
  id_begranda_anulado: null,
  cude_anulado: null,
  created_at: '2026-11-25T15:00:00.000Z',
  impuestos: [],
  detalles: [],
  pagos: [],
  ...cambios,
});

/** An open register as cuadresCaja/cajaAbierta answers it (venue 1 unless changed). */
export const cajaDePrueba = (cambios: Partial<CuadreCaja> = {}): CuadreCaja => ({
  id: 4,
  id_sede: 1,
  sede: 'Principal',
  estado: 'abierta',
  abierta_por: 1,
  abierta_at: '2026-11-25T12:00:00.000Z',
  id_responsable: 1,
  responsable: 'Ana Gómez',
  saldo_apertura: '200000.00',
  conteo_ciego: false,
  cerrada_por: null,
  cerrada_at: null,
  saldo_cierre: null,
  observaciones: null,
  ...cambios,
});

/** An active payment method of every venue, as formasPago/ventas lists it. */
export const formaPagoDePrueba = (id: number, nombre: string, efectivo = false) => ({
  id,
  nombre,
  descripcion: null,
  id_sede: null,
  sede: null,
  efectivo,
  activa: true,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
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
  predeterminado: false,
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

/** A sale line of a tax kind and rate, its base and tax given. */
export const linea = (
  id: number,
  nombre: string,
  cantidad: string,
  total: string,
  tipo: string | null,
  porcentaje: string,
  base: string,
  impuesto: string,
): Venta['detalles'][number] => ({
  id,
  id_producto: id,
  id_orden_detalle: null,
  nombre,
  precio: total,
  cantidad,
  tipo_impuesto: tipo,
  porcentaje_impuesto: porcentaje,
  subtotal: total,
  descuento: '0.00',
  total,
  base,
  impuesto,
  devuelve_inventario: null,
});

/**
 * A table sale by hand: Ajiaco 32.400 with INC 8 % (base 30.000, INC 2.400), Agua 2.380 with IVA 19 % (base 2.000,
 * IVA 380), Arepa 1.000 excluded; total 35.780, tip 3.578 (10 %), due 39.358; paid 20.000 by card and 19.358 in
 * cash from 20.000 received: change 642.
 */
export const VENTA_MESA = ventaDePrueba({
  tipo: 'mesa',
  id_orden: 7,
  mesa: 'Mesa 4',
  sede: 'Centro',
  consecutivo: 'C-15',
  numero: 15,
  prefijo: 'C-',
  cliente: 'Juan Pérez',
  documento_cliente: '1020304050',
  mesero: 'Luis Rojas',
  id_mesero: 3,
  cajero: 'Ana Gómez',
  subtotal: '35780.00',
  base: '33000.00',
  impuesto: '2780.00',
  total: '35780.00',
  propina: '3578.00',
  cambio: '642.00',
  created_at: '2026-11-25T15:00:00.000Z',
  detalles: [
    linea(1, 'Ajiaco', '1.000', '32400.00', 'INC', '8.00', '30000.00', '2400.00'),
    linea(2, 'Agua', '1.000', '2380.00', 'IVA', '19.00', '2000.00', '380.00'),
    linea(3, 'Arepa', '2.000', '1000.00', null, '0.00', '1000.00', '0.00'),
  ],
  impuestos: [
    { tipo_impuesto: null, porcentaje: '0', base: '1000.00', impuesto: '0.00', total: '1000.00' },
    { tipo_impuesto: 'INC', porcentaje: '8', base: '30000.00', impuesto: '2400.00', total: '32400.00' },
    { tipo_impuesto: 'IVA', porcentaje: '19', base: '2000.00', impuesto: '380.00', total: '2380.00' },
  ],
  pagos: [
    {
      id: 1,
      id_forma_pago: 2,
      forma_pago: 'Tarjeta débito',
      efectivo: false,
      valor: '20000.00',
      recibido: '20000.00',
      cambio: '0.00',
    },
    {
      id: 2,
      id_forma_pago: 1,
      forma_pago: 'Efectivo',
      efectivo: true,
      valor: '19358.00',
      recibido: '20000.00',
      cambio: '642.00',
    },
  ],
});

/** What a receipt of `VENTA_MESA` says of its people, time and customer (15:00 UTC is 10:00 in Bogotá). */
export const DATOS_VENTA_MESA = [
  'Fecha: 2026-11-25 10:00',
  'Cajero: Ana Gómez',
  'Mesero: Luis Rojas',
  'Mesa: Mesa 4',
  'Cliente: Juan Pérez',
  'Documento: 1020304050',
];
