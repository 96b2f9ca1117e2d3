import { and, asc, between, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import { FILAS_TABLERO } from '../../../../common/tablero';
import type { MasVendidos, UltimasOrdenesActivas, UltimasVentas } from '../../../../common/tableroEsquemas';
import {
  mesas,
  ordenes,
  ordenesDetalle,
  productos,
  sedes,
  usuarios,
  ventas,
  ventasProductosDias,
} from '../../../db/schema';
import type { TenantScope } from '../../../db/tenant';
import { soloSedesDelUsuario } from '../../../services/sedesUsuario';
import { mesDe, suma } from './periodo';

const mismaEmpresa = (a: { empresa_id: AnyColumn }, b: { empresa_id: AnyColumn }) =>
  eq(a.empresa_id, b.empresa_id);

/**
 * GET informes/masVendidos: the month's products by quantity sold in paid sales (then amount, then name), from the
 * day sums per product (`ventas_productos_dias`: a few rows a product a day, not every line of the month).
 */
export async function leerMasVendidos(scope: TenantScope, dia: string): Promise<MasVendidos> {
  const mes = mesDe(dia);
  const r = ventasProductosDias;
  const cantidad = sql`sum(${r.unidades})`;
  const nombre = sql<string>`max(${productos.nombre})`;
  const filas = await scope.tx
    .select({
      id_producto: r.id_producto,
      nombre,
      cantidad: sql<string>`${cantidad}::text`,
      total: suma(r.total),
    })
    .from(r)
    .innerJoin(productos, and(mismaEmpresa(productos, r), eq(productos.id, r.id_producto)))
    .where(
      and(
        eq(r.empresa_id, scope.empresaId),
        between(r.dia, mes.desde, mes.hasta),
        soloSedesDelUsuario(scope, r.id_sede),
      ),
    )
    .groupBy(r.id_producto)
    .having(sql`sum(${r.lineas}) > 0`)
    .orderBy(desc(cantidad), desc(sql`sum(${r.total})`), asc(nombre), asc(r.id_producto))
    .limit(FILAS_TABLERO);
  return { mes: mes.mes, productos: filas.map((f) => ({ ...f, id_producto: Number(f.id_producto) })) };
}

/** GET informes/ultimasVentas: the latest paid sales, newest first. */
export async function leerUltimasVentas(scope: TenantScope): Promise<UltimasVentas> {
  const filas = await scope.tx
    .select({
      id: ventas.id,
      numero: sql<string>`${ventas.prefijo} || ${ventas.numero}::text`,
      fecha: ventas.created_at,
      sede: sedes.nombre,
      total: ventas.total,
      propina: ventas.propina,
    })
    .from(ventas)
    .leftJoin(sedes, and(mismaEmpresa(sedes, ventas), eq(sedes.id, ventas.id_sede)))
    .where(scope.where(ventas, eq(ventas.estado, 'pagada'), soloSedesDelUsuario(scope, ventas.id_sede)))
    .orderBy(desc(ventas.created_at), desc(ventas.id))
    .limit(FILAS_TABLERO);
  return filas.map((f) => ({ ...f, id: Number(f.id), fecha: new Date(f.fecha).toISOString() }));
}

/** What an order's lines that were not removed add up to (each line rounded to the centavo, as the order shows). */
export const totalOrden = sql<string>`(select coalesce(sum(round(${ordenesDetalle.precio} * ${ordenesDetalle.cantidad}, 2)), 0)::numeric(20,2)::text from ${ordenesDetalle} where ${ordenesDetalle.empresa_id} = ${ordenes.empresa_id} and ${ordenesDetalle.id_orden} = ${ordenes.id} and ${ordenesDetalle.retirado_at} is null)`;

/** GET informes/ultimasOrdenesActivas: the latest open orders, newest first. */
export async function leerUltimasOrdenesActivas(scope: TenantScope): Promise<UltimasOrdenesActivas> {
  const filas = await scope.tx
    .select({
      id: ordenes.id,
      mesa: mesas.nombre,
      sede: sedes.nombre,
      mesero: sql<string>`trim(${usuarios.nombre} || ' ' || coalesce(${usuarios.apellido}, ''))`,
      fecha: ordenes.created_at,
      comensales: ordenes.comensales,
      total: totalOrden,
    })
    .from(ordenes)
    .leftJoin(mesas, and(mismaEmpresa(mesas, ordenes), eq(mesas.id, ordenes.id_mesa)))
    .leftJoin(sedes, and(mismaEmpresa(sedes, ordenes), eq(sedes.id, ordenes.id_sede)))
    .leftJoin(usuarios, and(eq(usuarios.empresa_id, ordenes.empresa_id), eq(usuarios.id, ordenes.id_usuario)))
    .where(scope.where(ordenes, eq(ordenes.estado, 'abierta'), soloSedesDelUsuario(scope, ordenes.id_sede)))
    .orderBy(desc(ordenes.created_at), desc(ordenes.id))
    .limit(FILAS_TABLERO);
  return filas.map((f) => ({
    ...f,
    id: Number(f.id),
    mesa: f.mesa ?? null,
    sede: f.sede ?? null,
    mesero: f.mesero ?? '',
    fecha: new Date(f.fecha).toISOString(),
  }));
}
