import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TIPOS_PRODUCTO } from '../../../common/catalogos/productos';
import type { CatalogoVenta, CategoriaVenta, ProductoVenta } from '../../../common/catalogoVenta';
import { categorias, productos, puntosImpresion } from '../../db/schema';
import { EMPRESA, tenantStatement, type FilaDe } from '../../db/statement';
import type { TenantReader } from '../../db/tenant';
import type { TipoEvento } from '../../eventos';
import type { Eventos } from '../../eventos/plugin';
import { respuestaEnCache } from '../../eventos/respuesta';
import { urlDeArchivo } from '../../plugins/uploads';

/**
 * What changes the till's catalogue and the full products list (GET productos/orden): the products, and their
 * categories, taxes and print points (whose names they carry).
 */
export const TIPOS_CATALOGO: TipoEvento[] = [
  'productos',
  'categorias',
  'productosImpuestos',
  'puntosImpresion',
];

const deEmpresa = (t: { empresa_id: typeof productos.empresa_id }) =>
  eq(t.empresa_id, sql.placeholder(EMPRESA));

const punto = alias(puntosImpresion, 'punto');
const PRODUCTOS = tenantStatement(
  'productos_venta',
  {
    id: productos.id,
    nombre: productos.nombre,
    codigo: productos.codigo,
    tipo_producto: productos.tipo_producto,
    id_categoria: productos.id_categoria,
    precio_venta: productos.precio_venta,
    precio_minimo: productos.precio_minimo,
    precio_maximo: productos.precio_maximo,
    id_impuesto: productos.id_impuesto,
    porcentaje_impuesto: productos.porcentaje_impuesto,
    id_punto_impresion: productos.id_punto_impresion,
    punto_impresion: punto.nombre,
    tiempo_preparacion: productos.tiempo_preparacion,
    id_producto_maestro: productos.id_producto_maestro,
    maneja_inventario: productos.maneja_inventario,
    unidad_medida: productos.unidad_medida,
    descripcion: productos.descripcion,
    icono: productos.icono,
  },
  (qb, f) =>
    qb
      .select(f)
      .from(productos)
      .leftJoin(
        punto,
        and(eq(punto.empresa_id, productos.empresa_id), eq(punto.id, productos.id_punto_impresion)),
      )
      .where(
        and(
          deEmpresa(productos),
          eq(productos.estado, 'activo'),
          ne(productos.tipo_producto, TIPOS_PRODUCTO.insumo),
        ),
      )
      .orderBy(asc(productos.nombre_plegado), asc(productos.id)),
);

const CATEGORIAS = tenantStatement(
  'categorias_venta',
  {
    id: categorias.id,
    nombre: categorias.nombre,
    id_categoria_padre: categorias.id_categoria_padre,
    icono: categorias.icono,
    orden: categorias.orden,
    visible_carta: categorias.visible_carta,
  },
  (qb, f) =>
    qb
      .select(f)
      .from(categorias)
      .where(deEmpresa(categorias))
      .orderBy(asc(categorias.orden), asc(categorias.nombre_plegado), asc(categorias.id)),
);

const entero = (v: unknown) => (v === null || v === undefined ? null : Number(v));
// The till's print point is a left join: its name may be null though its column is not.
const texto = (v: unknown) => (v === null || v === undefined ? null : String(v));
const booleano = (v: unknown) => v === true || v === 't' || v === 'true';

const aProducto = (f: FilaDe<typeof PRODUCTOS>): ProductoVenta => ({
  id: Number(f.id),
  nombre: f.nombre,
  codigo: f.codigo,
  tipo_producto: f.tipo_producto,
  id_categoria: entero(f.id_categoria),
  precio_venta: f.precio_venta,
  precio_minimo: f.precio_minimo,
  precio_maximo: f.precio_maximo,
  id_impuesto: entero(f.id_impuesto),
  porcentaje_impuesto: f.porcentaje_impuesto,
  id_punto_impresion: entero(f.id_punto_impresion),
  punto_impresion: texto(f.punto_impresion),
  tiempo_preparacion: entero(f.tiempo_preparacion),
  id_producto_maestro: entero(f.id_producto_maestro),
  maneja_inventario: booleano(f.maneja_inventario),
  unidad_medida: f.unidad_medida,
  descripcion: f.descripcion,
  icono: urlDeArchivo(f.icono),
});

const aCategoria = (f: FilaDe<typeof CATEGORIAS>): CategoriaVenta => ({
  id: Number(f.id),
  nombre: f.nombre,
  id_categoria_padre: entero(f.id_categoria_padre),
  icono: urlDeArchivo(f.icono),
  orden: Number(f.orden),
  visible_carta: booleano(f.visible_carta),
});

/** The company's catalogue as the till reads it (two statements, each one round trip, side by side). */
export async function leerCatalogoVenta(lector: TenantReader): Promise<CatalogoVenta> {
  const [p, c] = await Promise.all([lector.tenantRead(PRODUCTOS), lector.tenantRead(CATEGORIAS)]);
  return { productos: p.map(aProducto), categorias: c.map(aCategoria) };
}

/**
 * GET productos/venta: served from a per-company cache (respuestaEnCache), invalidated after commit on every instance
 * by the events of TIPOS_CATALOGO; 304 when If-None-Match names the current version.
 */
export const catalogoVentaEnCache = (eventos: Eventos) =>
  respuestaEnCache(eventos, TIPOS_CATALOGO, (request) => leerCatalogoVenta(request));
